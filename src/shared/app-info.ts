import type { DesktopShell } from './desktop-shell';
import type { SystemLocale } from './system-locale';

export type AppMode = 'demo' | 'account';
export type AppHost = 'electron' | 'browser';

export interface AppInfo {
  name: string;
  version: string;
  /** `demo` runs against the bundled local Weather Data Service; `account` against the user's account. */
  mode: AppMode;
  /**
   * Whose data the windows show: `demo` or one account at one address (an opaque identity). A new
   * value is a new question: everything shown of the old one is read again, never mixed with it.
   */
  source: string;
  host: AppHost;
  desktopShell: DesktopShell;
  /** What the system's languages and region suggest; Settings says so beside the choices that follow it. */
  systemLocale: SystemLocale;
}
