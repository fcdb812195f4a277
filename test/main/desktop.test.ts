import { describe, expect, it } from 'vitest';
import { runsOnWayland, type Desktop } from '@main/desktop';

function linux(env: NodeJS.ProcessEnv, switches: Record<string, string> = {}): Desktop {
  return { platform: 'linux', env, switchValue: (name) => switches[name] ?? '' };
}

const waylandSession = { XDG_SESSION_TYPE: 'wayland', WAYLAND_DISPLAY: 'wayland-0' };
const x11Session = { XDG_SESSION_TYPE: 'x11', DISPLAY: ':0' };

describe('runsOnWayland', () => {
  it('follows the session type when nothing is chosen, as Chromium\'s "auto" does', () => {
    expect(runsOnWayland(linux(waylandSession))).toBe(true);
    expect(runsOnWayland(linux(x11Session))).toBe(false);
  });

  it('ignores ELECTRON_OZONE_PLATFORM_HINT, which Electron 38 removed', () => {
    expect(runsOnWayland(linux({ ...x11Session, WAYLAND_DISPLAY: 'wayland-0', ELECTRON_OZONE_PLATFORM_HINT: 'wayland' }))).toBe(false);
    expect(runsOnWayland(linux({ ...waylandSession, ELECTRON_OZONE_PLATFORM_HINT: 'x11' }))).toBe(true);
  });

  it('takes a platform named with --ozone-platform over the session and the hint', () => {
    expect(runsOnWayland(linux(waylandSession, { 'ozone-platform': 'x11', 'ozone-platform-hint': 'wayland' }))).toBe(false);
    expect(runsOnWayland(linux(x11Session, { 'ozone-platform': 'wayland' }))).toBe(true);
  });

  it('takes --ozone-platform-hint=wayland where a Wayland display is reachable, even in a session that says X11', () => {
    expect(runsOnWayland(linux({ ...x11Session, WAYLAND_DISPLAY: 'wayland-0' }, { 'ozone-platform-hint': 'wayland' }))).toBe(true);
    expect(runsOnWayland(linux(x11Session, { 'ozone-platform-hint': 'wayland' }))).toBe(false);
    expect(runsOnWayland(linux(waylandSession, { 'ozone-platform-hint': 'x11' }))).toBe(false);
  });

  it('does not take a Wayland display alone for a Wayland session', () => {
    expect(runsOnWayland(linux({ WAYLAND_DISPLAY: 'wayland-0', DISPLAY: ':0' }))).toBe(false);
  });

  it('is never true off Linux', () => {
    expect(runsOnWayland({ platform: 'win32', env: waylandSession, switchValue: () => 'wayland' })).toBe(false);
  });
});
