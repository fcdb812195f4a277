import type { Settings } from './settings';

/** What the host knows of the desktop it runs on; windows learn it through AppInfo. */
export interface DesktopShell {
  /** Whether the desktop shows tray icons; null when that cannot be told (not Linux, no session bus, no D-Bus tool). */
  trayIcons: boolean | null;
  /**
   * False where the popup cannot be placed beside the tray (Linux Wayland ignores a window's
   * position, and may not focus it, so losing focus never hides it): the popup then shows a close control.
   */
  popupBesideTray: boolean;
}

/** The user's choice, or else automatic: only where the desktop shows no tray icons, since the app is out of reach there otherwise. */
export function opensDashboardAtStart(
  settings: Pick<Settings, 'openDashboardAtStart'>,
  desktopShell: Pick<DesktopShell, 'trayIcons'>,
): boolean {
  return settings.openDashboardAtStart ?? desktopShell.trayIcons === false;
}
