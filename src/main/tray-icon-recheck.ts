/**
 * Where no tray icon shows, the app quits when its last window closes, since nothing would be
 * left to reach it by. But a panel may register its tray host after the app started (a session
 * still coming up at login, a panel restarted, GNOME's AppIndicator extension switched on): the
 * "no tray" answer from start-up may be stale. So the bus is asked again before quitting, and the
 * app quits only if there is still no tray host.
 */
export interface TrayIconRecheckOptions {
  /** What is known now: false where no tray icon showed, null where it could not be told. */
  known(): boolean | null;
  /** Asks the desktop again (src/main/status-notifier-host.ts). */
  detect(): Promise<boolean | null>;
  /** Told what asking again found, when that is a tray host after all. */
  found(shown: true): void;
  /** Whether a window is open again (a relaunch while the bus was being asked): then nothing quits. */
  windowsOpen(): boolean;
  quit(): void;
}

/**
 * The `window-all-closed` listener. An answer that cannot be told (null, or a failed question)
 * keeps the earlier "none": a process nobody can reach is worse than one that quit. A second
 * close while the bus is being asked waits for the same answer.
 */
export function quitWhereNoTrayIcon(options: TrayIconRecheckOptions): () => Promise<void> {
  let asking: Promise<boolean | null> | undefined;
  return async () => {
    if (options.known() !== false) return;
    asking ??= options
      .detect()
      .catch(() => null)
      .finally(() => {
        asking = undefined;
      });
    const shown = await asking;
    if (shown === true) {
      options.found(true);
      return;
    }
    if (options.known() === false && !options.windowsOpen()) options.quit();
  };
}
