import { createWeatherglassApi } from '@shared/ipc/bridge';
import { ipcSocketPageParameter, ipcSocketPath } from '@shared/ipc/browser-host-protocol';
import { SocketTransport } from './socket-transport';

/**
 * The browser host's stand-in for Electron's preload: the same `window.weatherglass` built from the
 * same contract, reaching the core over a WebSocket. Injected as the first script of every page.
 */
// The page names itself, so the host scopes its calls and events as Electron scopes each window's.
const transport = new SocketTransport(
  `ws://${location.host}${ipcSocketPath}?${ipcSocketPageParameter}=${encodeURIComponent(location.pathname)}`,
);

Object.defineProperty(window, 'weatherglass', {
  value: createWeatherglassApi(transport),
  writable: false,
  configurable: false,
  enumerable: true,
});
