import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startServiceUnderTest, testClock, type ServiceUnderTest } from './service-fixture';

const helsinki = '24.9384,60.1699';
const berlin = '13.4050,52.5200';
const credentials = { user: 'demo', password: 'demo' };

let service: ServiceUnderTest;

beforeEach(async () => {
  service = await startServiceUnderTest();
});

afterEach(async () => {
  await service.stop();
});

function later(seconds: number): Date {
  return new Date(testClock.getTime() + seconds * 1000);
}

describe('tokens', () => {
  it('an expiring token works until it expires', async () => {
    const token = await service.tokenFor('demo', 'demo', 2);
    expect((await service.get(`/api/v1/current/${helsinki}`, { token })).status).toBe(200);
    service.setNow(later(2 * 3600 - 5));
    expect((await service.get(`/api/v1/current/${helsinki}`, { token })).status).toBe(200);
    service.setNow(later(2 * 3600 + 1));
    expect((await service.get(`/api/v1/current/${helsinki}`, { token })).status).toBe(401);
  });

  it('the token also works as the token query parameter', async () => {
    const token = await service.tokenFor('demo', 'demo');
    expect((await service.get(`/api/v1/current/${helsinki}`, { token: null, query: { token } })).status).toBe(200);
  });

  it('a non-expiring key is listed, works, and stops working at once when deleted', async () => {
    const key = await service.tokenFor('demo', 'demo', -1);
    const listed = await service.request('POST', '/authorize/key', { body: credentials });
    expect(listed.status).toBe(200);
    const keys = listed.json as { access_token: string; key: string }[];
    const entry = keys.find((item) => item.access_token === key);
    expect(entry).toBeDefined();

    service.setNow(later(400 * 24 * 3600));
    expect((await service.get(`/api/v1/current/${helsinki}`, { token: key })).status).toBe(200);

    const deleted = await service.request('DELETE', `/authorize/key/${entry?.key}`, { body: credentials });
    expect(deleted.status).toBe(204);
    expect((await service.get(`/api/v1/current/${helsinki}`, { token: key })).status).toBe(401);
    const again = await service.request('DELETE', `/authorize/key/${entry?.key}`, { body: credentials });
    expect(again.status).toBe(406);
  });
});

describe('plans', () => {
  it('a product outside the plan answers 403 and does not count', async () => {
    const token = await service.tokenFor('basic', 'basic');
    const refused = await service.get(`/api/v1/pollen/forecast/hourly/${helsinki}`, { token });
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ error: 'not_in_plan' });
    expect((await service.get(`/api/v1/forecast/hourly/${helsinki}`, { token })).status).toBe(200);
  });

  it('over the queries-per-second limit answers 429 with Retry-After', async () => {
    const token = await service.tokenFor('trial', 'trial');
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => service.get(`/api/v1/current/${helsinki}`, { token })),
    );
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    expect(Number(refused[0]?.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    service.setNow(later(5));
    expect((await service.get(`/api/v1/current/${helsinki}`, { token })).status).toBe(200);
  });
});

describe('usage', () => {
  it('counts successful requests only, one per location and one per tile, by API', async () => {
    const token = await service.tokenFor('demo', 'demo', 168);
    await service.get(`/api/v1/forecast/hourly/${helsinki};${berlin};${helsinki}`, { token });
    await service.get(`/api/v1/current/${helsinki}`, { token });
    await service.get(`/api/v1/current/999999999`, { token });

    const capabilities = await service.get('/api/v1/capabilities', { token: null, query: { token } });
    const layer = (capabilities.json as { images: { id: number; times: { available: string[]; current: number }; extent: { minZoom: number } }[] }).images.find(
      (image) => image.id === 2,
    );
    expect(layer).toBeDefined();
    const time = layer?.times.available[layer.times.current] ?? '';
    for (const x of [0, 1]) {
      const tile = await service.get(`/api/v1/image/tile/3/${x}/2/${time}/2`, { token: null, query: { token } });
      expect(tile.status).toBe(200);
    }

    const day = await service.get('/usage/day/2026-01-15', { token, query: { group_by: 'status_code' } });
    expect(day.status).toBe(200);
    const usage = day.json as { apis: { name: string; hits: number }[]; hits: number; breakdown: { status_code: number; hits: number }[] };
    const hitsOf = (name: string) => usage.apis.find((api) => api.name === name)?.hits ?? 0;
    expect(hitsOf('Weather API')).toBe(4);
    expect(hitsOf('Map API')).toBe(3);
    expect(usage.hits).toBe(hitsOf('Weather API') + hitsOf('Map API') + hitsOf('Administrative'));
    expect(usage.breakdown.find((row) => row.status_code === 404)?.hits).toBe(1);

    const month = await service.get('/usage/month/2026-01', { token, query: { group_by: 'endpoint' } });
    const monthly = month.json as { hits: number; daily: { date: string }[]; breakdown: { endpoint: string; hits: number }[] };
    // The day report just read is itself a successful Administrative call.
    expect(monthly.hits).toBe(usage.hits + 1);
    expect(monthly.daily.map((entry) => entry.date)).toContain('2026-01-15');
    expect(monthly.breakdown.find((row) => row.endpoint === '/api/v1/forecast/hourly/{location}')?.hits).toBe(3);
  });
});
