import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { eventMethodName } from '@shared/ipc/bridge';
import { eventChannels, invokeChannels } from '@shared/ipc/channels';
import { appWindowOf, windowChannels, windowPages, type AppWindow } from '@shared/ipc/window-channels';

const rendererDir = 'out/renderer';

/** Every script a built page loads: its entry and the chunks it preloads. */
function builtScripts(window: AppWindow): string {
  const html = readFileSync(join(rendererDir, windowPages[window]), 'utf8');
  return [...html.matchAll(/(?:src|href)="\.?\/?(assets\/[^"]+\.js)"/g)].map((match) => readFileSync(join(rendererDir, match[1] ?? ''), 'utf8')).join('\n');
}

/**
 * What a built page calls and listens to, read from its scripts: the bridge's methods keep their
 * names through minification (`weatherglass.keys.list(…)`, `on.accountChanged(…)`).
 */
function usedBy(window: AppWindow) {
  const scripts = builtScripts(window);
  return {
    calls: invokeChannels.filter((channel) => new RegExp(`\\b${channel.replace(':', '\\.')}\\b`).test(scripts)),
    events: eventChannels.filter((channel) => new RegExp(`\\b${eventMethodName(channel)}\\b`).test(scripts)),
  };
}

// Reads the build: scripts/test.mjs builds before it runs the unit tests.
describe('what each window may call and is sent', () => {
  it.each(Object.keys(windowPages) as AppWindow[])('is exactly what the built %s page uses', (window) => {
    const used = usedBy(window);

    expect([...windowChannels[window].calls].sort()).toEqual([...used.calls].sort());
    expect([...windowChannels[window].events].sort()).toEqual([...used.events].sort());
  });

  it('keeps the account, its keys and its usage to the dashboard', () => {
    const accountChannels = invokeChannels.filter((channel) => /^(account|keys|usage):/.test(channel));

    expect(accountChannels.filter((channel) => windowChannels.popup.calls.has(channel) || windowChannels.map.calls.has(channel))).toEqual([]);
    expect(windowChannels.popup.events.has('account:changed') || windowChannels.map.events.has('account:changed')).toBe(false);
  });
});

describe('which window a page is', () => {
  it.each([
    ['app://weatherglass/popup.html', 'popup'],
    ['app://weatherglass/dashboard.html#account', 'dashboard'],
    ['http://127.0.0.1:5173/map.html?x=1', 'map'],
    ['app://weatherglass/', null],
    ['app://weatherglass/popup.html/../dashboard.html', 'dashboard'],
    ['app://weatherglass/other.html', null],
    ['not a url', null],
    [undefined, null],
  ])('%s is %s', (url, window) => {
    expect(appWindowOf(url)).toBe(window);
  });
});
