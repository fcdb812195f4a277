// The app's windows as bench/footprint.ts plays them against the core's browser host: a page's IPC
// over the host's WebSocket, and the map's tiles as HTTP GETs, both with the run's session cookie.
import { get, type IncomingMessage } from 'node:http';
import { WebSocket } from 'ws';
import type { AppWindow } from '@shared/ipc/window-channels';
import { windowPages } from '@shared/ipc/window-channels';

export type CallResult = { ok: boolean; value?: unknown };
export type Call = (channel: string, payload?: unknown) => Promise<CallResult>;

export interface OpenWindow {
  call: Call;
  close(): Promise<void>;
}

function httpGet(url: string, cookie?: string): Promise<IncomingMessage> {
  const headers = cookie === undefined ? {} : { Cookie: cookie };
  return new Promise((done, reject) => get(url, { headers }, done).once('error', reject));
}

/** The secret traded for the session cookie, as the printed link does in a browser. */
export async function sessionCookie(port: number, secret: string): Promise<string> {
  const exchange = (await httpGet(`http://127.0.0.1:${port}/dashboard.html?secret=${secret}`)).resume();
  const cookie = (exchange.headers['set-cookie']?.[0] ?? '').split(';')[0] ?? '';
  if (cookie === '') throw new Error(`the host gave no session cookie (HTTP ${exchange.statusCode})`);
  return cookie;
}

/** A window's IPC socket, as the browser preview's bridge opens it for that window's page. */
export async function openWindow(port: number, cookie: string, window: AppWindow): Promise<OpenWindow> {
  const origin = `http://127.0.0.1:${port}`;
  const socket = new WebSocket(`ws://127.0.0.1:${port}/__weatherglass/ipc?page=${windowPages[window]}`, { origin, headers: { Cookie: cookie } });
  await new Promise<void>((done, reject) => {
    socket.once('open', () => done());
    socket.once('error', reject);
  });
  const pending = new Map<number, (result: CallResult) => void>();
  socket.on('message', (data: Buffer) => {
    const message = JSON.parse(data.toString('utf8')) as { type: string; id?: number; result?: CallResult };
    if (message.type !== 'result' || message.id === undefined || message.result === undefined) return;
    pending.get(message.id)?.(message.result);
    pending.delete(message.id);
  });
  const closed = new Promise<void>((done) => socket.once('close', () => done()));
  let nextId = 1;
  return {
    call: (channel, payload) =>
      new Promise((done) => {
        const id = nextId++;
        pending.set(id, done);
        socket.send(JSON.stringify({ id, channel, payload }));
      }),
    close: async () => {
      socket.close();
      await closed;
    },
  };
}

/** A GET on the host as a page makes it (a tile, a legend), the body read to its end. */
export async function getFromHost(port: number, cookie: string, path: string): Promise<{ status: number; headers: IncomingMessage['headers']; body: Buffer }> {
  const response = await httpGet(`http://127.0.0.1:${port}${path}`, cookie);
  const chunks: Buffer[] = [];
  for await (const chunk of response) chunks.push(chunk as Buffer);
  return { status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) };
}
