import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { browserDesktopShell, startBrowserHost, type BrowserHost } from '../../src/browser-host/server';
import type { ServerMessage } from '@shared/ipc/browser-host-protocol';
import { pageTokenIn } from '../../src/browser-host/node-client';
import { createPageTokens } from '../../src/browser-host/page-tokens';
import { contentSecurityPolicy } from '@shared/content-security-policy';
import { createRecordingLogger } from '../support/recording-logger';
import { defaultSystemLocale } from '@shared/system-locale';

const pageMarker = 'FIXTURE-DASHBOARD-CONTENT';
const outsideMarker = 'FILE-OUTSIDE-THE-RENDERER-DIR';
const bridgeMarker = '/* fixture bridge script */';
const dashboardHtml = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Fixture</title></head><body><p>${pageMarker}</p></body></html>`;

interface HttpAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

let fixtureDir: string;
let host: BrowserHost;
let secret: string;
let sessionCookie: string;
const logger = createRecordingLogger();

function httpGet(path: string, headers: OutgoingHttpHeaders = {}): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: '127.0.0.1', port: host.port, path, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** The token the host issues with a page, as the page's bridge script reads it. */
async function pageToken(page = '/dashboard.html'): Promise<string> {
  const token = pageTokenIn((await httpGet(page, { Cookie: sessionCookie })).body);
  if (token === null) throw new Error(`${page} came without a page token`);
  return token;
}

/** The socket URL the bridge opens with a page's token, and whatever else is asked (`&page=…`). */
function socketWith(token: string, extra = ''): string {
  return `ws://127.0.0.1:${host.port}/__weatherglass/ipc?token=${encodeURIComponent(token)}${extra}`;
}

interface SocketHeaders {
  origin?: string;
  cookie?: string;
  host?: string;
}

function openSocket({ origin, cookie, host: hostHeader }: SocketHeaders, url: string): WebSocket {
  const headers: OutgoingHttpHeaders = {};
  if (cookie !== undefined) headers.Cookie = cookie;
  if (hostHeader !== undefined) headers.Host = hostHeader;
  return new WebSocket(url, { headers, ...(origin === undefined ? {} : { origin }) });
}

/** The HTTP status the host answered an upgrade with, when it refused to open the socket. */
async function refusedUpgradeStatus(socketHeaders: SocketHeaders, url?: string): Promise<number> {
  const target = url ?? socketWith(await pageToken());
  return new Promise((resolve, reject) => {
    const socket = openSocket(socketHeaders, target);
    socket.on('unexpected-response', (_request, response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    socket.on('open', () => reject(new Error('the host opened a socket it should have refused')));
  });
}

/** A socket as a page's bridge opens it: by default the dashboard's, with the token its page came with. */
async function connect(socketHeaders: SocketHeaders = { origin: host.origin, cookie: sessionCookie }, url?: string): Promise<WebSocket> {
  const socket = openSocket(socketHeaders, url ?? socketWith(await pageToken()));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return socket;
}

function nextMessage(socket: WebSocket, matches: (message: ServerMessage) => boolean): Promise<ServerMessage> {
  return new Promise((resolve) => {
    const onMessage = (data: Buffer): void => {
      const message = JSON.parse(data.toString('utf8')) as ServerMessage;
      if (!matches(message)) return;
      socket.off('message', onMessage);
      resolve(message);
    };
    socket.on('message', onMessage);
  });
}

let nextCallId = 1;

async function call(socket: WebSocket, channel: string, payload?: unknown): Promise<unknown> {
  const id = nextCallId++;
  const answer = nextMessage(socket, (message) => message.type === 'result' && message.id === id);
  socket.send(JSON.stringify({ id, channel, payload }));
  const message = await answer;
  return message.type === 'result' ? message.result : message;
}

function closeSocket(socket: WebSocket): Promise<void> {
  return new Promise((resolve) => {
    socket.once('close', () => resolve());
    socket.close();
  });
}

beforeAll(async () => {
  fixtureDir = await mkdtemp(join(tmpdir(), 'weatherglass-browser-host-'));
  const rendererDir = join(fixtureDir, 'renderer');
  await mkdir(join(rendererDir, 'assets'), { recursive: true });
  await writeFile(join(rendererDir, 'dashboard.html'), dashboardHtml);
  await writeFile(join(rendererDir, 'popup.html'), dashboardHtml.replace(pageMarker, 'FIXTURE-POPUP-CONTENT'));
  await writeFile(join(rendererDir, 'map.html'), dashboardHtml.replace(pageMarker, 'FIXTURE-MAP-CONTENT'));
  await writeFile(join(rendererDir, 'other.html'), dashboardHtml.replace(pageMarker, 'FIXTURE-PAGE-OF-NO-WINDOW'));
  await writeFile(join(rendererDir, 'assets', 'dashboard.js'), 'export {};\n');
  await writeFile(join(fixtureDir, 'package.json'), JSON.stringify({ marker: outsideMarker }));
  const bridgeScriptPath = join(fixtureDir, 'bridge.js');
  await writeFile(bridgeScriptPath, bridgeMarker);

  host = await startBrowserHost({ port: 0, rendererDir, bridgeScriptPath, logger, version: '1.2.3-test' });
  secret = new URL(host.url).searchParams.get('secret') ?? '';
  const exchange = await httpGet(`/dashboard.html?secret=${encodeURIComponent(secret)}`);
  const [cookiePair = ''] = (exchange.headers['set-cookie']?.[0] ?? '').split(';');
  sessionCookie = cookiePair;
});

afterAll(async () => {
  await host.close();
  await rm(fixtureDir, { recursive: true, force: true });
});

describe('the printed URL', () => {
  it('opens the dashboard on 127.0.0.1 with a long random secret', () => {
    expect(host.origin).toBe(`http://127.0.0.1:${host.port}`);
    expect(host.url).toBe(`${host.origin}/dashboard.html?secret=${secret}`);
    expect(secret).toMatch(/^[\w-]{43}$/);
  });
});

describe('the session', () => {
  it('refuses a request with neither secret nor cookie, without the page', async () => {
    const answer = await httpGet('/dashboard.html');
    expect(answer.status).toBe(401);
    expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(answer.body).not.toContain(pageMarker);
    expect(answer.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a wrong secret', async () => {
    const answer = await httpGet(`/dashboard.html?secret=${'x'.repeat(secret.length)}`);
    expect(answer.status).toBe(401);
    expect(answer.body).not.toContain(pageMarker);
    expect(answer.headers['set-cookie']).toBeUndefined();
  });

  it('trades the right secret for an HttpOnly, SameSite=Strict cookie and redirects without the secret', async () => {
    const answer = await httpGet(`/dashboard.html?view=hourly&secret=${encodeURIComponent(secret)}`);
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe(`${host.origin}/dashboard.html?view=hourly`);
    const [setCookie] = answer.headers['set-cookie'] ?? [];
    const [pair, ...attributes] = (setCookie ?? '').split(';').map((part) => part.trim());
    expect(pair).toMatch(new RegExp(`^weatherglass_${host.port}=[\\w-]{43}$`));
    expect(pair).not.toContain(secret);
    expect(attributes).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Strict', 'Path=/']));
    expect(pair).toBe(sessionCookie);
  });

  it('serves the page to the cookie, with the bridge script first in <head> and the security headers', async () => {
    const answer = await httpGet('/dashboard.html', { Cookie: sessionCookie });
    expect(answer.status).toBe(200);
    expect(answer.body).toContain(pageMarker);
    expect(answer.body).toMatch(/<head><meta name="weatherglass-page-token" content="[\w-]{43}"><script src="\/__weatherglass\/bridge.js"><\/script><meta charset="UTF-8" \/>/);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['content-security-policy']).toBe(contentSecurityPolicy);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['referrer-policy']).toBe('no-referrer');
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('serves the bridge script and assets only with the cookie, with their content types', async () => {
    expect((await httpGet('/__weatherglass/bridge.js')).status).toBe(401);
    const bridge = await httpGet('/__weatherglass/bridge.js', { Cookie: sessionCookie });
    expect(bridge.status).toBe(200);
    expect(bridge.body).toBe(bridgeMarker);
    expect(bridge.headers['content-type']).toBe('text/javascript; charset=utf-8');

    expect((await httpGet('/assets/dashboard.js')).status).toBe(401);
    const asset = await httpGet('/assets/dashboard.js', { Cookie: sessionCookie });
    expect(asset.status).toBe(200);
    expect(asset.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends / to the dashboard and answers 404 for a missing file', async () => {
    const root = await httpGet('/', { Cookie: sessionCookie });
    expect(root.status).toBe(303);
    expect(root.headers.location).toBe(`${host.origin}/dashboard.html`);
    expect((await httpGet('/settings.html', { Cookie: sessionCookie })).status).toBe(404);
  });
});

describe('host and origin checks', () => {
  it('refuses a foreign Origin even with a valid cookie, and accepts its own', async () => {
    const foreign = await httpGet('/dashboard.html', { Cookie: sessionCookie, Origin: 'http://evil.example' });
    expect(foreign.status).toBe(403);
    expect(foreign.body).not.toContain(pageMarker);
    const mismatched = await httpGet('/dashboard.html', { Cookie: sessionCookie, Origin: `http://localhost:${host.port}` });
    expect(mismatched.status).toBe(403);
    const own = await httpGet('/dashboard.html', { Cookie: sessionCookie, Origin: host.origin });
    expect(own.status).toBe(200);
  });

  it('answers 421 to a foreign Host header (DNS rebinding)', async () => {
    const answer = await httpGet('/dashboard.html', { Cookie: sessionCookie, Host: `evil.example:${host.port}` });
    expect(answer.status).toBe(421);
    expect(answer.body).not.toContain(pageMarker);
  });

  it('answers to localhost by name and keeps the redirect on that name', async () => {
    const answer = await httpGet(`/dashboard.html?secret=${encodeURIComponent(secret)}`, { Host: `localhost:${host.port}` });
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe(`http://localhost:${host.port}/dashboard.html`);
  });

  it('refuses request targets on another origin', async () => {
    const absolute = await httpGet('http://evil.example/dashboard.html', { Cookie: sessionCookie });
    expect(absolute.status).toBe(400);
    const schemeRelative = await httpGet(`//evil.example/dashboard.html?secret=${encodeURIComponent(secret)}`);
    expect(schemeRelative.status).toBe(400);
    expect(schemeRelative.headers.location).toBeUndefined();
  });
});

describe('static files', () => {
  it.each([
    '/../package.json',
    '/%2e%2e/package.json',
    '/..%2fpackage.json',
    '/%2e%2e%2fpackage.json',
    '/assets/..%2f..%2fpackage.json',
    '/assets%2f..%2f..%2fpackage.json',
    '/dashboard.html%00.js',
  ])('never serves %s from outside the renderer dir', async (path) => {
    const answer = await httpGet(path, { Cookie: sessionCookie });
    expect([400, 404]).toContain(answer.status);
    expect(answer.body).not.toContain(outsideMarker);
    expect(answer.body).not.toContain(pageMarker);
  });
});

describe('map tiles and legends under /wg-tile/', () => {
  it('serves a legend from main’s tile proxy to the session, as wg-tile:// does in Electron', async () => {
    const answer = await httpGet('/wg-tile/legends/2/default.png', { Cookie: sessionCookie });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('image/png');
    expect(answer.headers['x-weatherglass-source']).toBe('network');
    expect(answer.body.slice(1, 4)).toBe('PNG');
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('refuses without the session cookie, and answers a bad address 400 without fetching', async () => {
    expect((await httpGet('/wg-tile/legends/2/default.png')).status).toBe(401);
    const bad = await httpGet('/wg-tile/tiles/2/not-a-time/3/1/1.png?token=x', { Cookie: sessionCookie });
    expect(bad.status).toBe(400);
    expect(bad.headers['x-weatherglass-error']).toBe('badRequest');
  });
});

describe('the IPC socket', () => {
  it('refuses an upgrade without the session cookie', async () => {
    expect(await refusedUpgradeStatus({ origin: host.origin })).toBe(401);
  });

  it('refuses an upgrade from a foreign or missing Origin, even with the cookie', async () => {
    expect(await refusedUpgradeStatus({ origin: 'http://evil.example', cookie: sessionCookie })).toBe(403);
    expect(await refusedUpgradeStatus({ cookie: sessionCookie })).toBe(403);
  });

  it('refuses an upgrade with a foreign Host or on another path', async () => {
    expect(await refusedUpgradeStatus({ origin: host.origin, cookie: sessionCookie, host: `evil.example:${host.port}` })).toBe(421);
    const elsewhere = `ws://127.0.0.1:${host.port}/elsewhere`;
    expect(await refusedUpgradeStatus({ origin: host.origin, cookie: sessionCookie }, elsewhere)).toBe(404);
  });

  it('refuses an upgrade without a page token this host issued, whatever page it names', async () => {
    const session = { origin: host.origin, cookie: sessionCookie };
    const socketPath = `ws://127.0.0.1:${host.port}/__weatherglass/ipc`;
    expect(await refusedUpgradeStatus(session, socketPath)).toBe(403);
    expect(await refusedUpgradeStatus(session, `${socketPath}?page=/dashboard.html`)).toBe(403);
    expect(await refusedUpgradeStatus(session, socketWith('made-up-token'))).toBe(403);
  });

  it('serves a page that is no window of the app without a token, so it opens no socket', async () => {
    const page = await httpGet('/other.html', { Cookie: sessionCookie });
    expect(page.status).toBe(200);
    expect(page.body).toContain('FIXTURE-PAGE-OF-NO-WINDOW');
    expect(pageTokenIn(page.body)).toBeNull();
  });

  it('opens one socket per token at a time, and lets the page reconnect with it once that socket dropped', async () => {
    const token = await pageToken();
    const socket = await connect(undefined, socketWith(token));
    expect(await refusedUpgradeStatus({ origin: host.origin, cookie: sessionCookie }, socketWith(token))).toBe(403);
    await closeSocket(socket);
    // The host frees the token as it sees the socket close, which may come a moment after the page does.
    const again = await vi.waitFor(() => connect(undefined, socketWith(token)), { timeout: 10_000, interval: 20 });
    expect(await call(again, 'settings:get')).toMatchObject({ ok: true });
    await closeSocket(again);
  });

  it('keeps a socket the window its page was served as: naming another window’s page gains the popup nothing', async () => {
    const popup = await connect(undefined, socketWith(await pageToken('/popup.html'), '&page=%2Fmap.html'));
    const map = await connect(undefined, socketWith(await pageToken('/map.html')));
    const dashboard = await connect();
    const received: string[] = [];
    popup.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString('utf8')) as ServerMessage;
      if (message.type === 'event') received.push(message.channel);
    });

    expect(await call(popup, 'map:budget')).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
    expect(await call(popup, 'account:get')).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
    expect(await call(popup, 'settings:get')).toMatchObject({ ok: true });
    // An event for the map alone: once the map has it, the popup's next answer comes after any event sent to it.
    const mapHeard = nextMessage(map, (message) => message.type === 'event' && message.channel === 'map:budgetChanged');
    expect(await call(dashboard, 'settings:update', { budget: { dailyRequests: 3000 } })).toMatchObject({ ok: true });
    await mapHeard;
    expect(await call(popup, 'app:getInfo')).toMatchObject({ ok: true });
    expect(received).toContain('settings:changed');
    expect(received).not.toContain('map:budgetChanged');
    await Promise.all([closeSocket(popup), closeSocket(map), closeSocket(dashboard)]);
  });

  it('gives each window only its own calls: the popup reaches no key, the dashboard does', async () => {
    const popup = await connect(undefined, socketWith(await pageToken('/popup.html')));
    const dashboard = await connect();

    expect(await call(popup, 'keys:delete', { id: 'k1' })).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
    expect(await call(popup, 'account:get')).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
    expect(await call(dashboard, 'account:get')).toMatchObject({ ok: true, value: { mode: 'demo' } });
    await Promise.all([closeSocket(popup), closeSocket(dashboard)]);
  });

  it('answers app:getInfo from the core in demo mode', async () => {
    const socket = await connect();
    expect(await call(socket, 'app:getInfo')).toEqual({
      ok: true,
      value: { name: 'Weatherglass', version: '1.2.3-test', mode: 'demo', source: 'demo', host: 'browser', desktopShell: browserDesktopShell, systemLocale: defaultSystemLocale },
    });
    await closeSocket(socket);
  });

  // A browser tells no window events: the preview keeps the dashboard's schedule, every product of every place.
  it('refreshes the dashboard’s products with no window asking, as though the dashboard showed', async () => {
    const socket = await connect();
    await vi.waitUntil(async () => {
      const daily = (await call(socket, 'weather:get', { products: ['daily', 'observations'] })) as { ok: boolean; value?: unknown[] };
      return daily.value?.length === 2;
    }, { timeout: 20_000, interval: 100 });
    await closeSocket(socket);
  });

  it('trusts windows served from localhost by name as well', async () => {
    const byName = `http://localhost:${host.port}`;
    const socket = await connect({ origin: byName, cookie: sessionCookie, host: `localhost:${host.port}` });
    expect(await call(socket, 'settings:get')).toEqual({ ok: true, value: expect.objectContaining({ theme: expect.any(String) }) });
    await closeSocket(socket);
  });

  it('applies settings:update and pushes settings:changed to every other window', async () => {
    const [changer, watcher] = await Promise.all([connect(), connect()]);
    // Other events (a refresh's weather:updated) may come first: the settings' own is the one asserted.
    const pushed = nextMessage(watcher, (message) => message.type === 'event' && message.channel === 'settings:changed');
    expect(await call(changer, 'settings:update', { theme: 'dark' })).toEqual({ ok: true, value: expect.objectContaining({ theme: 'dark' }) });
    expect(await pushed).toEqual({ type: 'event', channel: 'settings:changed', payload: expect.objectContaining({ theme: 'dark' }) });
    await Promise.all([closeSocket(changer), closeSocket(watcher)]);
  });

  it('answers a channel outside the contract with a forbidden error value', async () => {
    const socket = await connect();
    expect(await call(socket, 'shell:openExternal', 'https://evil.example')).toEqual({
      ok: false,
      error: expect.objectContaining({ kind: 'forbidden' }),
    });
    await closeSocket(socket);
  });

  it('answers a bad payload with badInput naming the field', async () => {
    const socket = await connect();
    const result = await call(socket, 'settings:update', { theme: 'purple' });
    expect(result).toEqual({
      ok: false,
      error: expect.objectContaining({
        kind: 'badInput',
        issues: [expect.objectContaining({ path: 'theme' })],
      }),
    });
    expect(await call(socket, 'settings:get')).toEqual({ ok: true, value: expect.objectContaining({ theme: 'dark' }) });
    await closeSocket(socket);
  });

  it('answers a malformed call with a readable id as badInput for that id', async () => {
    const socket = await connect();
    // Main's events (the tray's minute, an answer landing) may arrive first: only the reply counts.
    const answer = nextMessage(socket, (message) => message.type !== 'event');
    socket.send(JSON.stringify({ id: 9001, channel: 42 }));
    expect(await answer).toEqual({
      type: 'result',
      id: 9001,
      result: { ok: false, error: expect.objectContaining({ kind: 'badInput', issues: [expect.objectContaining({ path: 'channel' })] }) },
    });
    await closeSocket(socket);
  });

  it('answers malformed JSON with a protocolError and keeps the connection usable', async () => {
    const socket = await connect();
    const answer = nextMessage(socket, (message) => message.type !== 'event');
    socket.send('{"id": 1, "channel": ');
    expect(await answer).toEqual({ type: 'protocolError', message: expect.stringContaining('JSON') });
    expect(await call(socket, 'app:getInfo')).toEqual({ ok: true, value: expect.objectContaining({ host: 'browser' }) });
    await closeSocket(socket);
  });
});

describe('page tokens', () => {
  it('name the window each was issued for, held by one socket at a time, and keep at most 100 unclaimed, forgetting the oldest', () => {
    const tokens = createPageTokens();
    const first = tokens.issue('popup');
    const map = tokens.issue('map');
    expect(tokens.claim(map)).toBe('map');
    expect(tokens.claim(map)).toBeNull();
    tokens.release(map);
    expect(tokens.claim(map)).toBe('map');
    tokens.release('never-issued');
    expect(tokens.claim('never-issued')).toBeNull();

    const later = Array.from({ length: 100 }, () => tokens.issue('dashboard'));

    expect(tokens.claim(first)).toBeNull();
    expect(later.map((token) => tokens.claim(token))).toEqual(later.map(() => 'dashboard'));
  });
});

describe('logging', () => {
  it('never writes the secret or the session token to the log', () => {
    const written = JSON.stringify(logger.entries);
    expect(logger.entries.length).toBeGreaterThan(0);
    expect(written).not.toContain(secret);
    expect(written).not.toContain(sessionCookie.split('=')[1]);
  });
});
