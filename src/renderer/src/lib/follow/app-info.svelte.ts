import type { AppInfo } from '@shared/app-info';
import { Followed } from './followed.svelte';

/** Who the app is and which data it shows (demo or account), followed once per window. */
export const appInfo = new Followed<AppInfo>({
  listen: (listener) => window.weatherglass.on.appInfoChanged(listener),
  get: () => window.weatherglass.app.getInfo(),
});
