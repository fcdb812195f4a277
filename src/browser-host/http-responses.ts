import { STATUS_CODES, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { contentSecurityPolicy } from '@shared/content-security-policy';

/** Sent with every response, pages and refusals alike. */
export const securityHeaders: OutgoingHttpHeaders = {
  'Content-Security-Policy': contentSecurityPolicy,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};

export function sendPlainText(response: ServerResponse, status: number, text = STATUS_CODES[status] ?? ''): void {
  response.writeHead(status, {
    ...securityHeaders,
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
  });
  response.end(text);
}

export function redirect(response: ServerResponse, location: string, headers: OutgoingHttpHeaders = {}): void {
  response.writeHead(303, { ...securityHeaders, 'Cache-Control': 'no-store', Location: location, ...headers });
  response.end();
}

/** Refuses a WebSocket upgrade: an upgrade has no ServerResponse, so the answer goes to the raw socket. */
export function refuseUpgrade(socket: Duplex, status: number): void {
  const reason = STATUS_CODES[status] ?? '';
  // Node's HTTP server stops watching a socket once it is handed over as an upgrade; without a
  // listener, a peer resetting the connection mid-refusal would crash the host.
  socket.on('error', () => socket.destroy());
  socket.once('finish', () => socket.destroy());
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: text/plain; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(reason)}\r\n\r\n${reason}`,
  );
}
