import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { createWindowApi } from '@shared/ipc/bridge';
import type { AppWindow } from '@shared/ipc/window-channels';

/**
 * Installs `window.weatherglass` with the given window's functions and no others: each window has
 * a preload of its own (popup.ts, dashboard.ts, map.ts), as Signal Desktop gives each window one.
 */
export function exposeWindowApi(window: AppWindow): void {
  // ipcRenderer itself never crosses the bridge: only the named functions built from the contract do,
  // and listeners get the payload alone, never the IPC event (whose `sender` would reach ipcRenderer).
  const api = createWindowApi(window, {
    invoke: (channel, payload) => ipcRenderer.invoke(channel, payload),
    subscribe: (channel, listener) => {
      const forward = (_event: IpcRendererEvent, payload: unknown): void => listener(payload);
      ipcRenderer.on(channel, forward);
      return () => {
        ipcRenderer.removeListener(channel, forward);
      };
    },
  });
  contextBridge.exposeInMainWorld('weatherglass', api);
}
