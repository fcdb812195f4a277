import type { DesktopShell } from './desktop-shell';

export type AppMode = 'demo' | 'account';
export type AppHost = 'electron' | 'browser';

export interface AppInfo {
  name: string;
  version: string;
  /** `demo` runs against the bundled local Weather Data Service; `account` against the user's account. */
  mode: AppMode;
  host: AppHost;
  desktopShell: DesktopShell;
}
