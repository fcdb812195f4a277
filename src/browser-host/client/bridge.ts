import { createWindowApi } from '@shared/ipc/bridge';
import { ipcSocketPath, ipcSocketTokenParameter, pageTokenMetaName } from '@shared/ipc/browser-host-protocol';
import { appWindowOf } from '@shared/ipc/window-channels';
import { SocketTransport } from './socket-transport';

/**
 * The browser host's stand-in for Electron's preloads: the same `window.weatherglass`, with only the
 * page's own window's functions, reaching the core over a WebSocket. Injected as the first script
 * of every page; a page that is none of the windows gets no API and opens no socket.
 */
const appWindow = appWindowOf(location.href);

if (appWindow !== null) {
  // The host served this page with a token bound to its window, which it scopes the calls and events
  // by as Electron scopes each window's; the page's address, which the page can rewrite, says nothing.
  const pageToken = document.querySelector<HTMLMetaElement>(`meta[name="${pageTokenMetaName}"]`)?.content ?? '';
  const transport = new SocketTransport(`ws://${location.host}${ipcSocketPath}?${ipcSocketTokenParameter}=${encodeURIComponent(pageToken)}`);
  Object.defineProperty(window, 'weatherglass', {
    value: createWindowApi(appWindow, transport),
    writable: false,
    configurable: false,
    enumerable: true,
  });
}
