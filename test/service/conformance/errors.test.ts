import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
