import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApiClientOptions } from '@main/core/api/api-client';
import { startServiceUnderTest, type ServiceUnderTest } from '../../../service/conformance/service-fixture';
import { gate, proxyErrorPage, startFaultProxy, type Fault, type FaultProxy } from '../../../support/fault-proxy';
import { FakeClock } from '../schedule/fake-clock';
import { serviceTokens, testClient, valueOf } from './harness';
import { english, inEnglish, inEnglishResult } from '../../../support/error-words';

/**
 * What real networks do between the client and the service: compression, a proxy's HTML error
 * page, redirects, a slow first byte, a connection reset mid-body. A second proxy stands for
 * "another origin" (another port is another origin) and records whatever reaches it. Sleeps are
 * recorded, not waited (retry waits 250, 500, 1000 ms); timeouts run on a fake clock.
 */

const helsinki = { id: 658225 };
const credentials = { user: 'demo', password: 'demo' };
const radarTile = { layerId: 2, time: '2026-01-15T10:00:00Z', z: 3, x: 4, y: 2, colorscheme: 'default' };

let service: ServiceUnderTest;
let proxy: FaultProxy;
let elsewhere: FaultProxy;

beforeAll(async () => {
  service = await startServiceUnderTest();
  proxy = await startFaultProxy(service.url);
  elsewhere = await startFaultProxy(service.url);
});

afterAll(async () => {
  await Promise.all([proxy.close(), elsewhere.close()]);
  await service.stop();
});

beforeEach(() => {
  proxy.reset();
  elsewhere.reset();
});

function setup(options: Partial<ApiClientOptions> = {}) {
  const tokens = serviceTokens(service);
  return { ...testClient({ dataBaseUrl: proxy.url, tokens: tokens.source, ...options }), tokens };
}

const sameOrigin = (status: 301 | 302 | 303 | 307 | 308): Fault => ({ kind: 'redirect', status, location: (target) => target });
const otherOrigin = (status: 301 | 302 | 303 | 307 | 308): Fault => ({ kind: 'redirect', status, location: (target) => `${elsewhere.url}${target}` });

describe('compressed answers', () => {
  it('reads gzip-encoded JSON the same as plain', async () => {
    const { client } = setup();
    const plain = valueOf(await client.hourly(helsinki, { periods: 6 }));
    proxy.next({ kind: 'gzip' });
    expect(valueOf(await client.hourly(helsinki, { periods: 6 }))).toEqual(plain);
    expect(proxy.requests).toHaveLength(2);
  });

  it('reads a gzip-encoded tile as the same PNG', async () => {
    const { client } = setup({ mapsBaseUrl: proxy.url });
    const plain = valueOf(await client.fetchTile(radarTile));
    proxy.next({ kind: 'gzip' });
    const compressed = valueOf(await client.fetchTile(radarTile));
    if (plain.status !== 'image' || compressed.status !== 'image') throw new Error('expected images');
    expect(Buffer.from(compressed.bytes).equals(Buffer.from(plain.bytes))).toBe(true);
  });
});

describe('a proxy’s HTML error page', () => {
  it('is a serverError in plain words after the retries, the page in neither the message nor the log', async () => {
    const { client, sleeps, logger } = setup();
    proxy.always(proxyErrorPage(502));
    const result = await client.daily(helsinki);
    expect(inEnglishResult(result)).toEqual({
      ok: false,
      error: {
        kind: 'serverError',
        message: 'A server on the way to the weather service (a gateway or proxy) got no answer for the daily forecast (HTTP 502).',
        action: expect.any(String),
      },
    });
    expect(proxy.requests).toHaveLength(4);
    expect(sleeps).toEqual([250, 500, 1000]);
    expect(JSON.stringify(logger.entries)).not.toMatch(/html|nginx|Bad Gateway/i);
  });

  it('recovers when the service answers again', async () => {
    const { client } = setup();
    proxy.next(proxyErrorPage(504), proxyErrorPage(503));
    expect(valueOf(await client.current(helsinki)).current).toBeDefined();
    expect(proxy.requests).toHaveLength(3);
  });
});

describe('redirects of account calls (the body holds the password)', () => {
  const calls = {
    'a token': (client: ReturnType<typeof setup>['client']) => client.createToken(credentials, 1),
    'the key list': (client: ReturnType<typeof setup>['client']) => client.listKeys(credentials),
    'a key delete': (client: ReturnType<typeof setup>['client']) => client.deleteKey(credentials, 'f'.repeat(32)),
  };

  it.each([301, 302, 307, 308] as const)('sends nothing to another origin on a %i, and says the address redirected', async (status) => {
    for (const call of Object.values(calls)) {
      const { client } = setup();
      proxy.next(otherOrigin(status));
      const result = await call(client);
      expect(result.ok ? 'ok' : inEnglish(result.error)).toMatchObject({
        kind: 'serverError',
        message: expect.stringContaining('redirected the request for'),
        action: expect.stringContaining('Check the service address'),
      });
      if (!result.ok) expect(english(result.error.message)).toContain('never sends your username and password');
    }
    expect(proxy.requests).toHaveLength(3);
    expect(elsewhere.requests).toEqual([]);
  });

  it('does not follow a redirect to the same origin either, nor retry', async () => {
    const { client, sleeps } = setup();
    proxy.next(sameOrigin(307));
    expect(inEnglishResult(await client.createToken(credentials, 1))).toMatchObject({ ok: false, error: { kind: 'serverError' } });
    expect(proxy.requests.map((request) => `${request.method} ${request.path}`)).toEqual(['POST /authorize/token']);
    expect(sleeps).toEqual([]);
  });

  it('keeps the password out of the log', async () => {
    const { client, logger } = setup();
    proxy.next(otherOrigin(307));
    await client.createToken({ user: 'demo', password: 'hunter2-not-the-password' }, 1);
    expect(logger.entries.at(-1)?.fields?.detail).toBe(`redirect 307 to ${elsewhere.url}`);
    expect(JSON.stringify(logger.entries)).not.toContain('hunter2');
  });
});

describe('redirects of data calls (the request holds the access key)', () => {
  it.each([301, 302, 303, 307, 308] as const)('follows a %i to the same origin, with the token', async (status) => {
    const { client, tokens } = setup();
    proxy.next(sameOrigin(status));
    expect(valueOf(await client.current(helsinki)).current).toBeDefined();
    expect(proxy.requests.map((request) => request.authorization)).toEqual([`Bearer ${tokens.issued[0]}`, `Bearer ${tokens.issued[0]}`]);
  });

  it('follows an absolute address on the same origin', async () => {
    const { client } = setup();
    proxy.next({ kind: 'redirect', status: 301, location: (target) => `${proxy.url}${target}` });
    expect(valueOf(await client.hourly(helsinki, { periods: 2 })).forecast).toHaveLength(2);
  });

  it.each([
    ['another port', (target: string) => `${elsewhere.url}${target}`],
    ['a scheme-relative address', (target: string) => `//${new URL(elsewhere.url).host}${target}`],
    ['https on the same host', (target: string) => `https://${new URL(proxy.url).host}${target}`],
  ])('does not follow one to %s: nothing reaches it, not even the token', async (_, location) => {
    const { client, sleeps } = setup();
    proxy.next({ kind: 'redirect', status: 307, location });
    const result = await client.current(helsinki);
    expect(result.ok ? 'ok' : inEnglish(result.error)).toMatchObject({
      kind: 'serverError',
      message: 'The weather service redirected the request for the current conditions to another server; Weatherglass does not follow it, so your access key stays with the service.',
    });
    expect(elsewhere.requests).toEqual([]);
    expect(proxy.requests).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it('does not carry a token in the query to another origin either (map calls)', async () => {
    const { client } = setup({ mapsBaseUrl: proxy.url });
    proxy.next(otherOrigin(302));
    expect(inEnglishResult(await client.capabilities())).toMatchObject({ ok: false, error: { kind: 'serverError' } });
    expect(elsewhere.requests).toEqual([]);
  });

  it('gives up after three hops on the same origin', async () => {
    const { client } = setup();
    proxy.always(sameOrigin(302));
    expect(inEnglishResult(await client.current(helsinki))).toMatchObject({
      ok: false,
      error: { kind: 'serverError', message: 'The weather service redirected the request for the current conditions too many times.' },
    });
    expect(proxy.requests).toHaveLength(4);
  });
});

describe('slow and broken connections', () => {
  it('ends a first byte that never comes in a timeout, tried again within the retry rules', async () => {
    const timers = new FakeClock(0);
    const { client, sleeps } = setup({ timeoutMs: 15_000, retries: 1, timers });
    const firstByte = gate();
    proxy.always({ kind: 'slowFirstByte', until: firstByte.promise });
    const pending = client.hourly(helsinki);
    await proxy.arrived(1);
    await timers.advance(15_000);
    await proxy.arrived(2);
    await timers.advance(15_000);
    expect(inEnglishResult(await pending)).toMatchObject({
      ok: false,
      error: { kind: 'offline', message: 'The weather service did not answer in time for the hourly forecast (15\u00a0s).' },
    });
    expect(sleeps).toEqual([250]);
    expect(timers.pending).toBe(0);
    firstByte.open();
  });

  it('times out a body that stops coming: the timer covers the whole answer', async () => {
    const timers = new FakeClock(0);
    const headersIn = gate();
    const { client } = setup({
      timeoutMs: 15_000,
      retries: 0,
      timers,
      fetch: async (input, init) => {
        const response = await globalThis.fetch(input, init);
        headersIn.open();
        return response;
      },
    });
    // A reset that never comes: the head and half the body, then silence.
    proxy.next({ kind: 'resetMidBody', after: new Promise(() => undefined) });
    const pending = client.hourly(helsinki);
    await headersIn.promise;
    await timers.advance(15_000);
    expect(inEnglishResult(await pending)).toMatchObject({ ok: false, error: { kind: 'offline', message: expect.stringContaining('did not answer in time') } });
  });

  it('reads a reset mid-body as a broken connection, in plain words', async () => {
    const headersIn = gate();
    const { client } = setup({
      retries: 0,
      fetch: async (input, init) => {
        const response = await globalThis.fetch(input, init);
        headersIn.open();
        return response;
      },
    });
    proxy.next({ kind: 'resetMidBody', after: headersIn.promise });
    expect(inEnglishResult(await client.hourly(helsinki))).toEqual({
      ok: false,
      error: {
        kind: 'offline',
        message: 'The connection to the weather service broke off while it answered the hourly forecast.',
        action: expect.any(String),
      },
    });
  });

  it('asks again after a reset mid-body, within the backoff rules', async () => {
    const { client, sleeps } = setup();
    proxy.next({ kind: 'resetMidBody', keepBytes: 10 });
    expect(valueOf(await client.hourly(helsinki, { periods: 3 })).forecast).toHaveLength(3);
    expect(proxy.requests).toHaveLength(2);
    expect(sleeps).toEqual([250]);
  });

  it('answers offline after 1 + 3 resets', async () => {
    const { client, sleeps } = setup();
    proxy.always({ kind: 'resetMidBody' });
    expect(inEnglishResult(await client.daily(helsinki))).toMatchObject({ ok: false, error: { kind: 'offline' } });
    expect(proxy.requests).toHaveLength(4);
    expect(sleeps).toEqual([250, 500, 1000]);
  });
});

describe('path segments that would address another endpoint', () => {
  it.each(['..', '.', ''])('refuses %j as a key to delete, sending nothing', async (key) => {
    const { client } = setup();
    expect(inEnglishResult(await client.deleteKey(credentials, key))).toMatchObject({ ok: false, error: { kind: 'badInput' } });
    expect(proxy.requests).toEqual([]);
  });

  it('refuses them wherever free text goes into a path', async () => {
    const { client } = setup({ mapsBaseUrl: proxy.url });
    const refused = [
      await client.legend({ layerId: 2, colorscheme: '..' }),
      await client.fetchTile({ ...radarTile, time: '..' }),
      client.tileUrl({ ...radarTile, time: '.' }),
      await client.usageDay('..'),
      await client.usageMonth('.'),
      await client.locationSearch(' .. '),
    ];
    for (const result of refused) expect(result.ok || result.error.kind).toBe('badInput');
    expect(proxy.requests).toEqual([]);
  });

  it('still sends names that merely contain dots', async () => {
    const { client } = setup();
    expect(inEnglishResult(await client.deleteKey(credentials, 'a.b..c'))).toMatchObject({ ok: false, error: { kind: 'badInput', message: expect.stringContaining('does not know that key') } });
    expect(proxy.requests.map((request) => `${request.method} ${request.path}`)).toEqual(['DELETE /authorize/key/a.b..c']);
  });
});
