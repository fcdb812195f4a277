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
 * Whether windows are native Wayland clients, which cannot choose their own position. Electron 38
 * and later honour only Chromium's switches; the ELECTRON_OZONE_PLATFORM_HINT variable is gone.
 * `--ozone-platform` names the platform outright. The hint, "auto" by default, is settled as
 * Chromium settles it (ui/linux/display_server_utils.cc): "auto" is Wayland when XDG_SESSION_TYPE
 * says so, a "wayland" hint also where a Wayland display is reachable, and X11 otherwise.
 */
export function runsOnWayland({ platform, env, switchValue }: Desktop): boolean {
  if (platform !== 'linux') return false;
  const named = switchValue('ozone-platform');
  if (named !== '') return named === 'wayland';
  const hint = switchValue('ozone-platform-hint') || 'auto';
  const waylandSession = env.XDG_SESSION_TYPE === 'wayland';
  if (hint === 'auto') return waylandSession;
  if (hint === 'wayland') return waylandSession || Boolean(env.WAYLAND_DISPLAY);
  return false;
}
