import { STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ErrorCode } from './service-error';

export interface ClientTroubleLogger {
  warn(message: string, fields?: Record<string, string | number>): void;
}

/** What a client did wrong at the connection, before or while the request handler runs. */
interface Refusal {
  status: number;
  code: ErrorCode;
  message: string;
}


function refusalFor(code: string | undefined): Refusal {
  switch (code) {
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, code: 'request_timeout', message: 'The request did not arrive in time.' };
    case 'HPE_HEADER_OVERFLOW':
      return { status: 431, code: 'headers_too_large', message: 'The request headers are too large.' };
    default:
      return { status: 400, code: 'bad_request', message: 'The request is not valid HTTP.' };
  }
}

/** The service's JSON error as raw bytes: a client error has no response object to write through. */
function rawErrorAnswer({ status, code, message }: Refusal): string {
  const body = JSON.stringify({ error: code, message });
  return [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

/**
 * Answers what goes wrong at the connection: a request that stalls past its deadline (Node reports it
 * as `ERR_HTTP_REQUEST_TIMEOUT`), a client that goes away mid-request, bytes that are not HTTP. Each
 * gets the service's JSON error where the socket still allows it, else the socket is closed, and one
 * log line without a stack. The request handler, whose body read then fails, answers nothing more.
 */
export function watchClientTrouble(server: Server, logger: ClientTroubleLogger): void {
  // The socket's latest request while it could still be answered or shed mid-body: from its arrival
  // until its response is finished with the request read in full.
  const current = new WeakMap<Duplex, { request: IncomingMessage; response: ServerResponse }>();
  let clientsGone = 0;

  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const socket = request.socket;
    current.set(socket, { request, response });
    response.once('finish', () => {
      if (request.complete && current.get(socket)?.request === request) current.delete(socket);
    });
  });

  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    const inFlight = current.get(socket);
    // The client's stream ended inside a request, or its connection broke.
    const endedMidRequest = error.code === 'HPE_INVALID_EOF_STATE';
    const broke = error.code === 'ECONNRESET' || error.code === 'EPIPE';
    if (endedMidRequest || broke) {
      // A connection that breaks with no request in flight loses nothing: the client was done with it.
      if (endedMidRequest || inFlight !== undefined) {
        clientsGone += 1;
        logger.warn('service: a client went away mid-request', { clientsGone });
      }
      socket.destroy();
      return;
    }
    const refusal = refusalFor(error.code);
    if (refusal.status === 408) {
      logger.warn('service: shed a request that stalled', { waitingFor: inFlight === undefined ? 'headers' : 'body' });
    } else {
      logger.warn('service: refused a request that is not valid HTTP', { reason: error.code ?? error.message });
    }
    // Once an answer has begun on this socket, another one would corrupt it: close instead.
    if (!socket.writable || inFlight?.response.headersSent === true) {
      socket.destroy();
      return;
    }
    socket.end(rawErrorAnswer(refusal), () => socket.destroy());
  });
}
