import type { BridgeApi } from '@shared/ipc/bridge';
import type { TrayState } from '@shared/views/status';
import { Followed } from './followed.svelte';

/** The part of a window's API the tray state is read through: the popup's and the dashboard's have it, the map's not. */
export type TrayStateApi = BridgeApi<'tray:getState', 'tray:stateChanged'>;

/** What stands in the way of fresh data, and the connectivity every answer's freshness follows; followed once per window. */
export function followTrayState(api: () => TrayStateApi): Followed<TrayState> {
  return new Followed<TrayState>({
    listen: (listener) => api().on.trayStateChanged(listener),
    get: () => api().tray.getState(),
  });
}
