import type { AppMode } from './app-info';
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

/**
 * Whether the dashboard shows its welcome: in demo mode until the user has chosen "Connect your
 * account" or "Keep exploring". An account in use is the first choice made another way, so it
 * never asks.
 */
export function welcomeOwed(settings: Pick<Settings, 'firstRun'>, mode: AppMode): boolean {
  return mode === 'demo' && !settings.firstRun.welcomed;
}

/**
 * Whether a start opens the dashboard once the welcome is answered: the user's choice, or else
 * only where the desktop shows no tray icons, since the app is out of reach there otherwise.
 */
export function opensDashboardAtStart(
  settings: Pick<Settings, 'openDashboardAtStart'>,
  desktopShell: Pick<DesktopShell, 'trayIcons'>,
): boolean {
  return settings.openDashboardAtStart ?? desktopShell.trayIcons === false;
}

/**
 * Whether this start opens the dashboard. A new user must see the welcome on every desktop (a tray
 * icon may be hidden in an overflow or not shown at all), so it opens at each start until the
 * welcome is answered; after that, starts stay in the tray unless the user chose otherwise or no
 * tray icon shows. A choice the user made in the settings wins even over the welcome.
 */
export function startsWithDashboard(
  settings: Pick<Settings, 'openDashboardAtStart' | 'firstRun'>,
  desktopShell: Pick<DesktopShell, 'trayIcons'>,
  mode: AppMode,
): boolean {
  if (settings.openDashboardAtStart !== null) return settings.openDashboardAtStart;
  return welcomeOwed(settings, mode) || opensDashboardAtStart(settings, desktopShell);
}
