// The app's windows as bench/footprint.ts plays them against the core's browser host: a page's IPC
// over the host's WebSocket (src/browser-host/node-client.ts), and the map's tiles as HTTP GETs, both
// with the run's session cookie.
import { get, type IncomingMessage } from 'node:http';
import { connectHostClient, cookieHeader, tradeSecret, type SessionCookie } from '../src/browser-host/node-client';
import type { InvokeChannel } from '@shared/ipc/channels';
import { windowPages, type AppWindow } from '@shared/ipc/window-channels';

export type CallResult = { ok: boolean; value?: unknown };
export type Call = (channel: InvokeChannel, payload?: unknown) => Promise<CallResult>;

export interface OpenWindow {
  call: Call;
  close(): Promise<void>;
}

const hostOrigin = (port: number): string => `http://127.0.0.1:${port}`;

/** The secret traded for the session cookie, as the printed link does in a browser. */
export function sessionCookie(port: number, secret: string): Promise<SessionCookie> {
  return tradeSecret(`${hostOrigin(port)}/dashboard.html?secret=${secret}`);
}

/** A window's IPC socket, as the browser preview's bridge opens it for that window's page. */
export async function openWindow(port: number, cookie: SessionCookie, window: AppWindow): Promise<OpenWindow> {
  const client = await connectHostClient(hostOrigin(port), cookie, windowPages[window]);
  return { call: (channel, payload) => client.invoke(channel, payload) as Promise<CallResult>, close: () => client.close() };
}

/** A GET on the host as a page makes it (a tile, a legend), the body read to its end. */
export async function getFromHost(port: number, cookie: SessionCookie, path: string): Promise<{ status: number; headers: IncomingMessage['headers']; body: Buffer }> {
  const response = await new Promise<IncomingMessage>((done, reject) => get(`${hostOrigin(port)}${path}`, { headers: { Cookie: cookieHeader(cookie) } }, done).once('error', reject));
  const chunks: Buffer[] = [];
  for await (const chunk of response) chunks.push(chunk as Buffer);
  return { status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) };
}
