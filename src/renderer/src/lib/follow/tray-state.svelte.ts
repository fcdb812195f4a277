import type { TrayState } from '@shared/views/status';
import { Followed } from './followed.svelte';

/** What stands in the way of fresh data, and the connectivity every answer's freshness follows; followed once per window. */
export const trayState = new Followed<TrayState>({
  listen: (listener) => window.weatherglass.on.trayStateChanged(listener),
  get: () => window.weatherglass.tray.getState(),
});
