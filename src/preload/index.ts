import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { createWeatherglassApi } from '@shared/ipc/bridge';

// ipcRenderer itself never crosses the bridge: only the named functions built from the contract do,
// and listeners get the payload alone, never the IPC event (whose `sender` would reach ipcRenderer).
const api = createWeatherglassApi({
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
