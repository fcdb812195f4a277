import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, type RawData, type WebSocketServer } from 'ws';
import type { EventChannel } from '../shared/ipc/channels';
import { fail } from '../shared/ipc/result';
import type { Dispatch } from '../main/core/ipc/dispatcher';
import type { Logger } from '../main/core/logger';
import { readCallMessage } from './call-message';
import { ipcSocketPath, type ServerMessage } from '../shared/ipc/browser-host-protocol';
import { refuseUpgrade } from './http-responses';
import { checkHostAndOrigin, parseRequestTarget } from './request-guard';
import type { SessionAuth } from './session-auth';

export interface IpcSocketContext {
  port: number;
  auth: SessionAuth;
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

/** Answers one window's calls; the origin was verified at the upgrade and stands for the sender. */
function serveConnection(socket: WebSocket, ownOrigin: string, { dispatch, logger }: IpcSocketContext): void {
  const sender = { url: ownOrigin, isMainFrame: true };
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
          result: fail('badInput', 'The call was not well formed.', { issues: read.issues }),
        });
        return;
      case 'call': {
        const { id, channel, payload } = read.call;
        void dispatch(channel, payload, sender).then((result) => send(socket, { type: 'result', id, result }));
      }
    }
  });
}

/** The IPC socket opens only for our own Origin on our own Host, with this run's session cookie. */
export function createIpcUpgradeHandler(context: IpcSocketContext): UpgradeHandler {
  const { port, auth, sockets, logger } = context;
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
    sockets.handleUpgrade(request, socket, head, (connection) => serveConnection(connection, verdict.ownOrigin, context));
  };
}

/** Core events go to every open window, as Electron sends them to every window. */
export function broadcast(sockets: WebSocketServer, channel: EventChannel, payload: unknown): void {
  const text = JSON.stringify({ type: 'event', channel, payload } satisfies ServerMessage);
  for (const socket of sockets.clients) {
    if (socket.readyState === WebSocket.OPEN) socket.send(text);
  }
}
