import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WeatherServiceLogger } from '@service/server';
import { openRawClient, theOneAnswer } from './raw-client';
import { startServiceUnderTest, type ServiceUnderTest } from './service-fixture';

let service: ServiceUnderTest;

beforeAll(async () => {
  service = await startServiceUnderTest();
});

afterAll(async () => {
  await service.stop();
});

const helsinki = '24.9384,60.1699';
const fiftyOneLocations = Array.from({ length: 51 }, (_, index) => `${(index * 0.1).toFixed(1)},50`).join(';');

/** Bad input from the list: each gets the JSON error body with the decisions page's status. */
const badRequests: [string, string, number][] = [
  ['a location that is neither a pair nor an id', `/api/v1/current/helsinki`, 400],
  ['a longitude off the globe', `/api/v1/current/200,10`, 400],
  ['a latitude off the globe', `/api/v1/forecast/hourly/10,95`, 400],
  ['coordinates with junk', `/api/v1/current/24.9,60.1x`, 400],
  ['an unknown location id', `/api/v1/current/999999999`, 404],
  ['tempunit=K', `/api/v1/forecast/hourly/${helsinki}?tempunit=K`, 400],
  ['windunit=furlongs', `/api/v1/forecast/hourly/${helsinki}?windunit=furlongs`, 400],
  ['rounding=2', `/api/v1/forecast/hourly/${helsinki}?rounding=2`, 400],
  ['dataset=huge', `/api/v1/forecast/daily/${helsinki}?dataset=huge`, 400],
  ['periods=0', `/api/v1/forecast/hourly/${helsinki}?periods=0`, 400],
  ['periods=abc', `/api/v1/forecast/hourly/${helsinki}?periods=abc`, 400],
  ['periods=-3', `/api/v1/forecast/daily/${helsinki}?periods=-3`, 400],
  ['an unknown tz', `/api/v1/forecast/hourly/${helsinki}?tz=Mars/Olympus`, 400],
  ['an unknown lang', `/api/v1/current/${helsinki}?lang=klingon`, 400],
  ['51 locations', `/api/v1/forecast/hourly/${fiftyOneLocations}`, 400],
  ['an impossible monthday', `/api/v1/climate/daily/${helsinki}?monthday=02-30`, 400],
  ['a malformed monthday', `/api/v1/climate/daily/${helsinki}?monthday=2-3`, 400],
  ['a missing monthday', `/api/v1/climate/daily/${helsinki}`, 400],
  ['an impossible usage day', `/usage/day/2026-02-30`, 400],
  ['a malformed usage month', `/usage/month/2026-13`, 400],
  ['an unknown group_by', `/usage/month/2026-01?group_by=colour`, 400],
  ['stations=0', `/api/v1/observation/latest/${helsinki}?stations=0`, 400],
  ['prec=3', `/api/v1/observation/latest/${helsinki}?prec=3`, 400],
  ['an unknown path', `/api/v1/forecast/weekly/${helsinki}`, 404],
  ['a path outside the API', `/etc/passwd`, 404],
  ['a dot-dot path', `/api/v1/../../etc/passwd`, 404],
  ['a broken percent-encoding', `/api/v1/current/%E0%A4%A`, 400],
  ['an oversized path', `/api/v1/current/${'1'.repeat(3000)}`, 414],
];

describe('bad input', () => {
  it.each(badRequests)('%s answers the JSON error body', async (_why, path, status) => {
    const answer = await service.get(path);
    expect(answer.status).toBe(status);
    expect(answer.json).toEqual({ error: expect.any(String), message: expect.any(String) });
  });

  it('answers a wrong method with 405', async () => {
    const answer = await service.request('DELETE', `/api/v1/forecast/hourly/${helsinki}`, {
      headers: { Authorization: `Bearer ${await service.demoToken()}` },
    });
    expect(answer.status).toBe(405);
  });

  it.each([
    ['no token', null],
    ['a malformed token', 'not-a-jwt'],
    ['a token signed by someone else', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJkZW1vIn0.c2lnbmF0dXJl'],
  ])('refuses %s with 401', async (_why, token) => {
    const answer = await service.get(`/api/v1/current/${helsinki}`, { token });
    expect(answer.status).toBe(401);
    expect(answer.json).toMatchObject({ error: 'unauthorized' });
  });

  it('refuses the bearer header where the token must be in the query (tiles, capabilities)', async () => {
    const answer = await service.get('/api/v1/capabilities');
    expect(answer.status).toBe(401);
  });

  it('refuses bad credentials with 401', async () => {
    const answer = await service.request('POST', '/authorize/token', { body: { user: 'demo', password: 'wrong' } });
    expect(answer.status).toBe(401);
  });

  it('refuses a non-JSON body and an expire_hours out of range with 400', async () => {
    const garbled = await service.request('POST', '/authorize/token', {
      body: undefined,
      headers: { 'Content-Type': 'application/json' },
    });
    expect(garbled.status).toBe(401);
    for (const hours of ['0', '169', 'soon']) {
      const answer = await service.request('POST', `/authorize/token?expire_hours=${hours}`, { body: { user: 'demo', password: 'demo' } });
      expect(answer.status).toBe(400);
    }
  });

  it('keeps answering after all of that', async () => {
    expect((await service.get(`/api/v1/current/${helsinki}`)).status).toBe(200);
  });
});

interface LogLine {
  level: 'warn' | 'error';
  message: string;
  fields: Record<string, string | number> | undefined;
}

/** The service's log as lines, and a promise of the next one, so tests wait on the log, not on time. */
function capturingLogger() {
  const lines: LogLine[] = [];
  let nextLine: (() => void) | undefined;
  const write = (level: LogLine['level']) => (message: string, fields?: Record<string, string | number>) => {
    lines.push({ level, message, fields });
    nextLine?.();
  };
  const logger: WeatherServiceLogger = { warn: write('warn'), error: write('error') };
  return {
    logger,
    lines,
    nextLine: () => new Promise<void>((resolve) => (nextLine = resolve)),
  };
}

/** Headers of a token request whose body is yet to come; the 100 Continue says the handler is reading it. */
const tokenRequestHead = [
  'POST /authorize/token HTTP/1.1',
  'Host: 127.0.0.1',
  'Content-Type: application/json',
  'Content-Length: 100',
  'Expect: 100-continue',
  '',
  '',
].join('\r\n');

describe('a client that stalls', () => {
  const log = capturingLogger();
  let slowClients: ServiceUnderTest;

  beforeAll(async () => {
    // Short deadlines so the tests need not wait 15 s; they assert what is answered, never how soon.
    slowClients = await startServiceUnderTest({ timeouts: { headersMs: 200, requestMs: 400 }, logger: log.logger });
  });

  afterAll(async () => {
    await slowClients.stop();
  });

  it('sheds a held-open body with 408 and the JSON error body, then closes', async () => {
    const client = await openRawClient(slowClients.url);
    client.send(tokenRequestHead);
    await client.waitFor('100 Continue');
    client.send('{"user": "demo", ');

    const answer = theOneAnswer(await client.closed);
    expect(answer.status).toBe(408);
    expect(answer.headers).toMatchObject({ 'content-type': 'application/json; charset=utf-8', connection: 'close' });
    expect(JSON.parse(answer.body)).toEqual({ error: 'request_timeout', message: 'The request did not arrive in time.' });
    expect(log.lines).toContainEqual({ level: 'warn', message: 'service: shed a request that stalled', fields: { waitingFor: 'body' } });
  });

  it('sheds headers that never finish with 408 and the JSON error body', async () => {
    const client = await openRawClient(slowClients.url);
    client.send('GET /api/v1/current/24.9384,60.1699 HTTP/1.1\r\nHost: 127.0.0.1\r\n');

    const answer = theOneAnswer(await client.closed);
    expect(answer.status).toBe(408);
    expect(JSON.parse(answer.body)).toMatchObject({ error: 'request_timeout' });
    expect(log.lines).toContainEqual({ level: 'warn', message: 'service: shed a request that stalled', fields: { waitingFor: 'headers' } });
  });

  it('closes without a second answer when it has already answered the request whose body stalls', async () => {
    const client = await openRawClient(slowClients.url);
    // A GET's body is never read: the service answers (401, no token) while the body is still owed.
    client.send('GET /api/v1/current/24.9384,60.1699 HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 10\r\n\r\nabc');

    expect(theOneAnswer(await client.closed).status).toBe(401);
  });

  it('answers what is not HTTP with 400 and the JSON error body', async () => {
    const client = await openRawClient(slowClients.url);
    client.send('HELLO THERE\r\n\r\n');

    const answer = theOneAnswer(await client.closed);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ error: 'bad_request' });
  });

  it('keeps answering after all of that', async () => {
    expect((await slowClients.get(`/api/v1/current/${helsinki}`)).status).toBe(200);
  });
});

describe('a client that goes away mid-body', () => {
  const log = capturingLogger();
  let service: ServiceUnderTest;

  beforeAll(async () => {
    service = await startServiceUnderTest({ logger: log.logger });
  });

  afterAll(async () => {
    await service.stop();
  });

  it.each([
    ['closes its end (FIN)', 'end', 1],
    ['resets the connection (RST)', 'reset', 2],
  ] as const)('is counted as a client gone and logged in one line without a stack when it %s', async (_how, leave, clientsGone) => {
    const linesBefore = log.lines.length;
    const client = await openRawClient(service.url);
    client.send(tokenRequestHead);
    await client.waitFor('100 Continue');
    client.send('{"user": "de');
    const logged = log.nextLine();
    client[leave]();
    await logged;
    // The service answers a whole request afterwards, so anything else the abort logs has been logged by now.
    expect(await service.tokenFor('demo', 'demo')).toEqual(expect.any(String));

    expect(log.lines.slice(linesBefore)).toEqual([{ level: 'warn', message: 'service: a client went away mid-request', fields: { clientsGone } }]);
  });

  it.each([
    ['closes (FIN)', 'end'],
    ['resets (RST)', 'reset'],
  ] as const)('logs nothing when a client %s a kept-alive connection it has finished with', async (_how, leave) => {
    const linesBefore = log.lines.length;
    const client = await openRawClient(service.url);
    client.send('GET /api/v1/current/24.9384,60.1699 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await client.waitFor('"message":"An access token is required."}');
    client[leave]();
    await client.closed;
    expect(await service.tokenFor('demo', 'demo')).toEqual(expect.any(String));

    expect(log.lines.slice(linesBefore)).toEqual([]);
  });
});
