/**
 * The desktop the app runs on, read once at start. Tests pass each platform's own so that the glue
 * behaves there as it would on a real machine of that kind.
 */
export interface Desktop {
  platform: NodeJS.Platform;
  env: NodeJS.ProcessEnv;
  /** A Chromium command-line switch's value, '' when absent (app.commandLine.getSwitchValue). */
  switchValue(name: string): string;
}

/**
 * Whether windows are native Wayland clients, which cannot choose their own position: Electron
 * runs natively on Wayland since 38 (`--ozone-platform-hint=auto`) unless told to use X11.
 * Chromium's "auto" picks Wayland when the session says it is one.
 */
export function runsOnWayland({ platform, env, switchValue }: Desktop): boolean {
  if (platform !== 'linux') return false;
  const chosen = switchValue('ozone-platform') || switchValue('ozone-platform-hint') || env.ELECTRON_OZONE_PLATFORM_HINT || 'auto';
  if (chosen === 'x11') return false;
  if (chosen === 'wayland') return true;
  return env.XDG_SESSION_TYPE === 'wayland' || Boolean(env.WAYLAND_DISPLAY);
}
