import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApiClientOptions } from '@main/core/api/api-client';
import { unreachable } from '@main/core/api/error-mapping';
import { TokenUnavailableError } from '@main/core/api/token-source';
import { startServiceUnderTest, type ServiceUnderTest } from '../../../service/conformance/service-fixture';
import { gate, setField, startFaultProxy, type Fault, type FaultProxy } from '../../../support/fault-proxy';
import { FakeClock } from '../schedule/fake-clock';
import { serviceTokens, testClient, valueOf } from './harness';
import { inEnglish, inEnglishResult } from '../../../support/error-words';

/**
 * The client behind a fault-injecting proxy in front of the real service. Sleeps are recorded,
 * not waited; random() is 0.5, so with the default backoff (500 ms doubling) retry waits are
 * 250, 500, 1000 ms. Timeouts run on a fake clock the test moves.
 */

const helsinki = { id: 658225 };
const errorBody = (code: string) => JSON.stringify({ error: code, message: 'scripted by the test' });

let service: ServiceUnderTest;
let proxy: FaultProxy;

beforeAll(async () => {
  service = await startServiceUnderTest();
  proxy = await startFaultProxy(service.url);
});

afterAll(async () => {
  await proxy.close();
  await service.stop();
});

beforeEach(() => proxy.reset());

function setup(options: Partial<ApiClientOptions> = {}) {
  const tokens = serviceTokens(service);
  return { ...testClient({ dataBaseUrl: proxy.url, tokens: tokens.source, ...options }), tokens };
}

function respond(status: number, headers: Record<string, string> = {}): Fault {
  return { kind: 'respond', status, headers: { 'content-type': 'application/json', ...headers }, body: errorBody(`status_${status}`) };
}

describe('latency and timeouts', () => {
  it('waits out a slow answer within the timeout, leaving no timer behind', async () => {
    const timers = new FakeClock(0);
    const { client } = setup({ timeoutMs: 5000, timers });
    const firstByte = gate();
    proxy.next({ kind: 'slowFirstByte', until: firstByte.promise });
    const pending = client.current(helsinki);
    await proxy.arrived(1);
    await timers.advance(4999);
    firstByte.open();
    expect(valueOf(await pending).current.time).toMatch(/^2026-01-15T/);
    expect(timers.pending).toBe(0);
  });

  it('gives up on a hanging service after the timeout, retrying within the limit', async () => {
    const timers = new FakeClock(0);
    const { client, sleeps } = setup({ timeoutMs: 200, retries: 1, timers });
    proxy.always({ kind: 'hang' });
    const pending = client.current(helsinki);
    await proxy.arrived(1);
    await timers.advance(200);
    await proxy.arrived(2);
    await timers.advance(200);
    const result = await pending;
    expect(result.ok ? 'ok' : inEnglish(result.error)).toMatchObject({ kind: 'offline', message: 'The weather service did not answer in time for the current conditions (0.2\u00a0s).' });
    expect(proxy.requests).toHaveLength(2);
    expect(sleeps).toEqual([250]);
  });

  it('treats a dropped connection as offline after 1 + 3 tries with growing waits', async () => {
    const { client, sleeps } = setup();
    proxy.always({ kind: 'drop' });
    const result = await client.hourly(helsinki);
    expect(result.ok || result.error.kind).toBe('offline');
    expect(proxy.requests).toHaveLength(4);
    expect(sleeps).toEqual([250, 500, 1000]);
  });
});

describe('server errors', () => {
  it.each([500, 502, 503])('retries a persistent %i exactly 3 times, then answers serverError', async (status) => {
    const { client, sleeps } = setup();
    proxy.always(respond(status));
    const result = await client.daily(helsinki);
    expect(result.ok ? 'ok' : inEnglish(result.error)).toMatchObject({ kind: 'serverError', message: expect.stringContaining(`HTTP ${status}`) });
    expect(proxy.requests).toHaveLength(4);
    expect(sleeps).toEqual([250, 500, 1000]);
  });

  it('recovers when the service comes back before the retries run out', async () => {
    const { client, sleeps } = setup();
    proxy.next(respond(503), respond(502));
    expect(valueOf(await client.daily(helsinki, { periods: 2 })).forecast).toHaveLength(2);
    expect(proxy.requests).toHaveLength(3);
    expect(sleeps).toEqual([250, 500]);
  });

  it('keeps every wait within its full-jitter bound, the bound doubling each time', async () => {
    const draws = [0.999, 0.01, 0.6];
    const { client, sleeps } = setup({ random: () => draws.shift() ?? 0 });
    proxy.always(respond(503));
    await client.current(helsinki);
    expect(sleeps).toEqual([499, 10, 1200]);
    sleeps.forEach((ms, retry) => expect(ms).toBeLessThan(500 * 2 ** retry));
  });

  it('never waits longer than the backoff ceiling', async () => {
    const { client, sleeps } = setup({ retries: 8, random: () => 0.999, backoff: { baseDelayMs: 500, maxDelayMs: 4000 } });
    proxy.always(respond(500));
    await client.current(helsinki);
    expect(sleeps).toEqual([499, 999, 1998, 3996, 3996, 3996, 3996, 3996]);
    expect(proxy.requests).toHaveLength(9);
  });
});

describe('rate limiting by the service', () => {
  it('waits at least Retry-After before asking again', async () => {
    const { client, sleeps } = setup();
    proxy.next(respond(429, { 'retry-after': '2' }));
    expect(valueOf(await client.current(helsinki)).current).toBeDefined();
    expect(sleeps).toEqual([2000]);
    expect(proxy.requests).toHaveLength(2);
  });

  it('reads Retry-After as an HTTP date against its own clock, the same as in seconds', async () => {
    const now = Date.parse('2026-01-15T10:07:00Z');
    const { client, sleeps } = setup({ clock: { now: () => now } });
    proxy.next(respond(429, { 'retry-after': 'Thu, 15 Jan 2026 10:07:02 GMT' }), respond(429, { 'retry-after': '2' }));
    expect(valueOf(await client.current(helsinki)).current).toBeDefined();
    expect(sleeps).toEqual([2000, 2000]);
  });

  it('answers rateLimited with the seconds to an HTTP date too far off to wait for', async () => {
    const now = Date.parse('2026-01-15T10:07:00Z');
    const { client } = setup({ clock: { now: () => now } });
    proxy.always(respond(429, { 'retry-after': 'Fri, 16 Jan 2026 00:00:00 GMT' }));
    const result = await client.current(helsinki);
    expect(result.ok ? 'ok' : inEnglish(result.error)).toMatchObject({ kind: 'rateLimited', retryAfterSeconds: 13 * 3600 + 53 * 60 });
    expect(proxy.requests).toHaveLength(1);
  });

  it('takes the jittered wait when it is longer than Retry-After', async () => {
    const { client, sleeps } = setup({ random: () => 0.9 });
    proxy.next(respond(429, { 'retry-after': '0' }), respond(429, { 'retry-after': '0' }));
    await client.current(helsinki);
    expect(sleeps).toEqual([450, 900]);
  });

  it('answers rateLimited with the wait after the retries, never sooner than asked', async () => {
    const { client, sleeps } = setup();
    proxy.always(respond(429, { 'retry-after': '1' }));
    const result = await client.current(helsinki);
    expect(result.ok ? 'ok' : inEnglish(result.error)).toMatchObject({ kind: 'rateLimited', retryAfterSeconds: 1 });
    expect(proxy.requests).toHaveLength(4);
    expect(sleeps).toEqual([1000, 1000, 1000]);
  });

  it('does not sit out a long Retry-After (the trial day) inside one call', async () => {
    const { client, sleeps } = setup();
    proxy.always(respond(429, { 'retry-after': '3600' }));
    const result = await client.current(helsinki);
    expect(result.ok ? 'ok' : inEnglish(result.error)).toMatchObject({ kind: 'rateLimited', retryAfterSeconds: 3600 });
    expect(proxy.requests).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });
});

describe('no retry for answers that will not change', () => {
  it.each([
    [400, 'badInput'],
    [403, 'notInPlan'],
    [404, 'badInput'],
    [406, 'badInput'],
  ])('asks once on %i and answers %s', async (status, kind) => {
    const { client, sleeps, tokens } = setup();
    proxy.always(respond(status));
    const result = await client.hourly(helsinki);
    expect(result.ok || result.error.kind).toBe(kind);
    expect(proxy.requests).toHaveLength(1);
    expect(sleeps).toEqual([]);
    expect(tokens.rejected).toEqual([]);
  });
});

describe('rejected tokens', () => {
  it('reports a 401 once, takes a fresh token and retries once', async () => {
    const { client, tokens } = setup();
    proxy.next(respond(401));
    expect(valueOf(await client.current(helsinki)).current).toBeDefined();
    expect(proxy.requests).toHaveLength(2);
    expect(tokens.rejected).toEqual([tokens.issued[0]]);
    expect(tokens.issued).toHaveLength(2);
    expect(proxy.requests.map((request) => request.authorization)).toEqual(tokens.issued.map((token) => `Bearer ${token}`));
  });

  it('answers unauthorized when the fresh token is refused too: two requests, one report', async () => {
    const { client, tokens, sleeps } = setup();
    proxy.always(respond(401));
    const result = await client.current(helsinki);
    expect(result.ok || result.error.kind).toBe('unauthorized');
    expect(proxy.requests).toHaveLength(2);
    expect(tokens.rejected).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it('refreshes a tile token carried in the query the same way', async () => {
    const { client, tokens } = setup();
    proxy.next(respond(401));
    expect(valueOf(await client.capabilities()).images.length).toBeGreaterThan(0);
    expect(proxy.requests.map((request) => request.query.get('token'))).toEqual(tokens.issued);
  });

  it('answers the token source’s own error when it has no token', async () => {
    const { client } = setup({
      tokens: {
        token: () => Promise.reject(new Error('keychain locked')),
        tokenRejected: () => Promise.resolve(),
      },
    });
    const result = await client.current(helsinki);
    expect(result.ok || result.error.kind).toBe('unauthorized');
    expect(proxy.requests).toHaveLength(0);
  });

  it('passes on the error a token source gives for having no token', async () => {
    const offline = unreachable('subject.accessToken');
    const { client } = setup({
      tokens: {
        token: () => Promise.reject(new TokenUnavailableError(offline)),
        tokenRejected: () => Promise.resolve(),
      },
    });
    expect(await client.current(helsinki)).toEqual({ ok: false, error: offline });
  });

  it('survives a token source that fails to take a rejection', async () => {
    const { client } = setup({
      tokens: {
        token: () => service.demoToken(),
        tokenRejected: () => Promise.reject(new Error('store unavailable')),
      },
    });
    proxy.always(respond(401));
    expect(inEnglishResult(await client.current(helsinki))).toMatchObject({ ok: false, error: { kind: 'unauthorized' } });
    expect(proxy.requests).toHaveLength(2);
  });
});

describe('answers that do not match the specification', () => {
  it('answers serverError for a truncated body, asking once', async () => {
    const { client, logger } = setup();
    proxy.next({ kind: 'truncate' });
    const result = await client.hourly(helsinki, { periods: 5 });
    expect(result.ok ? 'ok' : inEnglish(result.error)).toMatchObject({ kind: 'serverError', message: 'The weather service answered something unexpected for the hourly forecast.' });
    expect(proxy.requests).toHaveLength(1);
    expect(logger.entries.at(-1)?.fields?.problem).toMatch(/not JSON/);
  });

  it('answers serverError for a field of the wrong type, naming the path in the log only', async () => {
    const { client, logger } = setup();
    proxy.next(setField(['forecast', 0, 'temperature'], 'warm'));
    const result = await client.hourly(helsinki);
    expect(result.ok || result.error.kind).toBe('serverError');
    expect(logger.entries.at(-1)?.fields?.problem).toMatch(/^forecast\.0\.temperature: /);
    expect(JSON.stringify(logger.entries)).not.toContain('warm');
  });

  it('answers serverError for a missing required field', async () => {
    const { client } = setup();
    proxy.next({ kind: 'rewrite', edit: () => ({ forecast: [{ time: '2026-01-15T13:00+02:00' }] }) });
    expect(inEnglishResult(await client.daily(helsinki))).toMatchObject({ ok: false, error: { kind: 'serverError' } });
  });

  it('keeps nulls from the service as null, never 0', async () => {
    const { client } = setup();
    proxy.next(setField(['forecast', 0, 'temperature'], null), setField(['current', 'windGust'], null));
    const hourly = valueOf(await client.hourly(helsinki, { periods: 2 })).forecast;
    expect(hourly[0]?.temperature).toBeNull();
    expect(hourly[1]?.temperature).toEqual(expect.any(Number));
    expect(valueOf(await client.current(helsinki)).current.windGust).toBeNull();
  });

  it('answers serverError for a tile that is not a PNG', async () => {
    const { client } = setup();
    proxy.next({ kind: 'respond', status: 200, headers: { 'content-type': 'text/html' }, body: '<html>captive portal</html>' });
    const result = await client.fetchTile({ layerId: 2, time: '2026-01-15T10:00:00Z', z: 3, x: 4, y: 2, colorscheme: 'default' });
    expect(result.ok || result.error.kind).toBe('serverError');
  });
});

describe('secrets stay out of the logs', () => {
  it('logs neither the token nor the password, whatever fails', async () => {
    const { client, logger, tokens } = setup({ retries: 1 });
    proxy.always(respond(401));
    await client.capabilities();
    await client.createToken({ user: 'demo', password: 'hunter2-not-the-password' });
    proxy.always(respond(503));
    await client.current(helsinki);
    const logged = JSON.stringify(logger.entries);
    expect(logger.entries.length).toBeGreaterThan(0);
    for (const token of tokens.issued) expect(logged).not.toContain(token);
    expect(logged).not.toContain('hunter2');
  });
});
