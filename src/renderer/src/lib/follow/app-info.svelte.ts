import type { AppInfo } from '@shared/app-info';
import { Followed } from './followed.svelte';
import { commonApi } from '../common-api';

/** Who the app is and which data it shows (demo or account), followed once per window. */
export const appInfo = new Followed<AppInfo>({
  listen: (listener) => commonApi().on.appInfoChanged(listener),
  get: () => commonApi().app.getInfo(),
});
