import { WebSocket } from 'ws';
import { createWeatherglassApi, type BridgeTransport, type Unsubscribe, type WeatherglassApi } from '@shared/ipc/bridge';
import { ipcSocketPath, ipcSocketTokenParameter, pageTokenMetaName, readServerMessage } from '@shared/ipc/browser-host-protocol';
import { isEventChannel, type EventChannel, type InvokeChannel } from '@shared/ipc/channels';

/** The browser host's session cookie: what the run's secret is traded for. */
export interface SessionCookie {
  name: string;
  value: string;
}

/**
 * The browser host's IPC from Node, as a page of the host holds it: the same `weatherglass` API over
 * the same socket, for benches and tests that drive the core without a browser.
 */
export interface HostClient {
  api: WeatherglassApi;
  /** One call as the bridge makes it, answered by main's Result. */
  invoke(channel: InvokeChannel, payload?: unknown): Promise<unknown>;
  close(): Promise<void>;
}

/** The cookie as a request's Cookie header carries it. */
export const cookieHeader = ({ name, value }: SessionCookie): string => `${name}=${value}`;

/** Trades the secret in `hostUrl` (the URL the host printed) for the session cookie, as a browser does. */
export async function tradeSecret(hostUrl: string): Promise<SessionCookie> {
  const response = await fetch(hostUrl, { redirect: 'manual' });
  const [cookie] = response.headers.getSetCookie();
  const pair = cookie?.split(';')[0] ?? '';
  const separator = pair.indexOf('=');
  if (separator <= 0) throw new Error(`The browser host gave no session for its URL (HTTP ${response.status}).`);
  return { name: pair.slice(0, separator), value: pair.slice(separator + 1) };
}

/** The page token the host put in a page it served, as the bridge script reads it; null in a page without one. */
export function pageTokenIn(html: string): string | null {
  const tag = new RegExp(`<meta name="${pageTokenMetaName}" content="([A-Za-z0-9_-]+)">`).exec(html);
  return tag?.[1] ?? null;
}

/** Loads the page at `pagePath` as a browser does, for the token the host issues with it. */
export async function fetchPageToken(origin: string, sessionCookie: SessionCookie, pagePath: string): Promise<string> {
  const response = await fetch(new URL(pagePath, origin), { headers: { Cookie: cookieHeader(sessionCookie) } });
  const token = pageTokenIn(await response.text());
  if (token === null) throw new Error(`The browser host served ${pagePath} without a page token (HTTP ${response.status}).`);
  return token;
}

/**
 * Connects to the host at `origin` as its page at `pagePath` (the dashboard unless said), loaded
 * first for its token as a browser loads it: the host answers the calls that window may make.
 */
export async function connectHostClient(origin: string, sessionCookie: SessionCookie, pagePath = '/dashboard.html'): Promise<HostClient> {
  const token = await fetchPageToken(origin, sessionCookie, pagePath);
  const socket = new WebSocket(`ws://${new URL(origin).host}${ipcSocketPath}?${ipcSocketTokenParameter}=${encodeURIComponent(token)}`, {
    origin,
    headers: { Cookie: cookieHeader(sessionCookie) },
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });

  const pending = new Map<number, { resolve(result: unknown): void; reject(reason: Error): void }>();
  const listeners = new Map<EventChannel, Set<(payload: unknown) => void>>();
  socket.on('message', (data: Buffer) => {
    const message = readServerMessage(data.toString('utf8'));
    if (message?.type === 'result') {
      pending.get(message.id)?.resolve(message.result);
      pending.delete(message.id);
    } else if (message?.type === 'event' && isEventChannel(message.channel)) {
      for (const listener of listeners.get(message.channel) ?? []) listener(message.payload);
    }
  });
  socket.on('close', () => {
    for (const call of pending.values()) call.reject(new Error('The connection to the Weatherglass browser host closed.'));
    pending.clear();
  });

  let nextId = 1;
  const transport: BridgeTransport = {
    invoke: (channel: InvokeChannel, payload: unknown) =>
      new Promise((resolve, reject) => {
        if (socket.readyState !== WebSocket.OPEN) return reject(new Error('Not connected to the Weatherglass browser host.'));
        const id = nextId++;
        pending.set(id, { resolve, reject });
        socket.send(JSON.stringify({ id, channel, payload }));
      }),
    subscribe: (channel: EventChannel, listener: (payload: unknown) => void): Unsubscribe => {
      const forChannel = listeners.get(channel) ?? new Set();
      listeners.set(channel, forChannel.add(listener));
      return () => forChannel.delete(listener);
    },
  };

  return {
    api: createWeatherglassApi(transport),
    invoke: (channel, payload) => transport.invoke(channel, payload),
    close: () =>
      new Promise((resolve) => {
        if (socket.readyState === WebSocket.CLOSED) return resolve();
        socket.once('close', () => resolve());
        socket.close();
      }),
  };
}
