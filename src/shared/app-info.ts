import type { DesktopShell } from './desktop-shell';
import type { SystemLocale } from './system-locale';

export type AppMode = 'demo' | 'account';
export type AppHost = 'electron' | 'browser';

export interface AppInfo {
  name: string;
  version: string;
  /** `demo` runs against the bundled local Weather Data Service; `account` against the user's account. */
  mode: AppMode;
  host: AppHost;
  desktopShell: DesktopShell;
  /** What the system's languages and region suggest; Settings says so beside the choices that follow it. */
  systemLocale: SystemLocale;
}
