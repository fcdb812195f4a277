import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, type RawData, type WebSocketServer } from 'ws';
import type { EventChannel } from '@shared/ipc/channels';
import { fail } from '@shared/ipc/result';
import type { Dispatch } from '@main/core/ipc/dispatcher';
import type { Logger } from '@main/core/logger';
import { readCallMessage } from './call-message';
import { ipcSocketPath, ipcSocketTokenParameter, type ServerMessage } from '@shared/ipc/browser-host-protocol';
import { windowChannels, windowPages, type AppWindow } from '@shared/ipc/window-channels';
import { refuseUpgrade } from './http-responses';
import { checkHostAndOrigin, parseRequestTarget } from './request-guard';
import type { PageTokens } from './page-tokens';
import type { SessionAuth } from './session-auth';

export interface IpcSocketContext {
  port: number;
  auth: SessionAuth;
  /** The tokens the host gave the pages it served: a socket is the window its token was issued for. */
  pageTokens: PageTokens;
  sockets: WebSocketServer;
  dispatch: Dispatch;
  logger: Logger;
}

export type UpgradeHandler = (request: IncomingMessage, socket: Duplex, head: Buffer) => void;

function send(socket: WebSocket, message: ServerMessage): void {
  if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
}

function textOf(data: RawData): string {
  return new TextDecoder().decode(Array.isArray(data) ? Buffer.concat(data) : data);
}

/** The window each open socket serves, for sending it only the events it listens to. */
const socketWindows = new WeakMap<WebSocket, AppWindow>();

/**
 * Answers one window's calls. The origin was verified at the upgrade; the window is the one whose
 * page the host served with the token this socket presented, on the page as served (a socket
 * cannot tell where its page has since moved its address, nor need to). Every page shares one
 * origin here, so a page could still fetch another window's HTML, token and all: the token scopes
 * a window's calls as in Electron but is no security boundary between pages; the desktop app's is.
 */
function serveConnection(socket: WebSocket, pageUrl: string, window: AppWindow, { dispatch, logger }: IpcSocketContext): void {
  socketWindows.set(socket, window);
  const sender = { window, url: pageUrl, isMainFrame: true };
  socket.on('error', (error) => logger.warn('browser host: a window connection failed', { error: error.message }));
  socket.on('message', (data, isBinary) => {
    if (isBinary) {
      send(socket, { type: 'protocolError', message: 'Calls are sent as text frames.' });
      return;
    }
    const read = readCallMessage(textOf(data));
    switch (read.kind) {
      case 'unreadable':
        send(socket, { type: 'protocolError', message: read.message });
        return;
      case 'malformedCall':
        send(socket, {
          type: 'result',
          id: read.id,
          result: fail('badInput', 'callMalformed', { issues: read.issues }),
        });
        return;
      case 'call': {
        const { id, channel, payload } = read.call;
        void dispatch(channel, payload, sender).then((result) => send(socket, { type: 'result', id, result }));
      }
    }
  });
}

/**
 * The IPC socket opens only for our own Origin on our own Host, with this run's session cookie and
 * a page token this host issued that no open socket holds.
 */
export function createIpcUpgradeHandler(context: IpcSocketContext): UpgradeHandler {
  const { port, auth, pageTokens, sockets, logger } = context;
  const refuse = (socket: Duplex, status: number, reason: string): void => {
    logger.warn('browser host: refused a window connection', { status, reason });
    refuseUpgrade(socket, status);
  };

  return (request, socket, head) => {
    const verdict = checkHostAndOrigin(request.headers, port, { requireOrigin: true });
    if (!verdict.allowed) return refuse(socket, verdict.status, verdict.reason);
    const url = parseRequestTarget(request.url, verdict.ownOrigin);
    if (url === null || url.pathname !== ipcSocketPath) return refuse(socket, 404, 'no socket at this path');
    if (!auth.hasSession(request.headers.cookie, port)) return refuse(socket, 401, 'no session cookie');
    const token = url.searchParams.get(ipcSocketTokenParameter) ?? '';
    const window = pageTokens.claim(token);
    if (window === null) return refuse(socket, 403, 'the socket presents no page token of this host that is free');
    // However the connection ends (closed, dropped, or never upgraded), the page may come back with its token.
    socket.once('close', () => pageTokens.release(token));
    const pageUrl = new URL(windowPages[window], verdict.ownOrigin).href;
    sockets.handleUpgrade(request, socket, head, (connection) => serveConnection(connection, pageUrl, window, context));
  };
}

/** Core events go to every open window that listens to them, as in Electron. */
export function broadcast(sockets: WebSocketServer, channel: EventChannel, payload: unknown): void {
  const text = JSON.stringify({ type: 'event', channel, payload } satisfies ServerMessage);
  for (const socket of sockets.clients) {
    const window = socketWindows.get(socket);
    if (socket.readyState === WebSocket.OPEN && window !== undefined && windowChannels[window].events.has(channel)) socket.send(text);
  }
}
