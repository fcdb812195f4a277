import { createWindowApi } from '@shared/ipc/bridge';
import { ipcSocketPageParameter, ipcSocketPath } from '@shared/ipc/browser-host-protocol';
import { appWindowOf } from '@shared/ipc/window-channels';
import { SocketTransport } from './socket-transport';

/**
 * The browser host's stand-in for Electron's preloads: the same `window.weatherglass`, with only the
 * page's own window's functions, reaching the core over a WebSocket. Injected as the first script
 * of every page; a page that is none of the windows gets no API and opens no socket.
 */
const appWindow = appWindowOf(location.href);

if (appWindow !== null) {
  // The page names itself, so the host scopes its calls and events as Electron scopes each window's.
  const transport = new SocketTransport(
    `ws://${location.host}${ipcSocketPath}?${ipcSocketPageParameter}=${encodeURIComponent(location.pathname)}`,
  );
  Object.defineProperty(window, 'weatherglass', {
    value: createWindowApi(appWindow, transport),
    writable: false,
    configurable: false,
    enumerable: true,
  });
}
