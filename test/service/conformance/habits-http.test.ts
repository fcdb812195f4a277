import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceHabits } from '@service/http/habits';
import { startServiceUnderTest, type ServiceUnderTest } from './service-fixture';

/** The local service's two habits over real HTTP: the specification's answers and the real service's. */

const helsinki = '24.9384,60.1699';
const credentials = { user: 'demo', password: 'demo' };
const tile = '/api/v1/image/tile/3/4/2/2026-01-15T10:00:00Z/2';

/** Loading the gazetteer makes a first start slow on a busy machine: a safety net, not a wait. */
const startTimeoutMs = 60_000;

let scratch: string;
let service: ServiceUnderTest | undefined;

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'weatherglass-habits-'));
  // Loads the gazetteer once, so each test's own service starts quickly.
  await (await startServiceUnderTest()).stop();
}, startTimeoutMs);

afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

afterEach(async () => {
  await service?.stop();
  service = undefined;
});

async function start(habits: ServiceHabits, accountsFile?: string): Promise<ServiceUnderTest> {
  service = await startServiceUnderTest({ habits, ...(accountsFile === undefined ? {} : { accountsFile }) });
  return service;
}

/** One account on a plan of one query a second and `dailyRequests` a day, to draw 429s at will. */
async function tightAccounts(dailyRequests: number | null): Promise<string> {
  const file = join(scratch, `tight-${dailyRequests ?? 'none'}.json`);
  await writeFile(
    file,
    JSON.stringify({
      plans: [{ name: 'tight', products: ['forecast', 'maps'], queriesPerSecond: 1, dailyRequests }],
      accounts: [{ user: 'tight', password: 'tight', plan: 'tight' }],
    }),
  );
  return file;
}

describe('the specification’s habits (the default)', () => {
  it('lists keys as an array of {access_token, key} and deletes one by its key id', async () => {
    const s = await start('specification');
    const token = await s.tokenFor('demo', 'demo', -1);
    const listed = await s.request('POST', '/authorize/key', { body: credentials });
    expect(listed.json).toEqual([{ access_token: token, key: expect.stringMatching(/^[0-9a-f]{32}$/) }]);
    const [entry] = listed.json as { key: string }[];
    expect((await s.request('DELETE', `/authorize/key/${entry?.key}`, { body: credentials })).status).toBe(204);
    expect((await s.request('DELETE', `/authorize/key/${entry?.key}`, { body: credentials })).status).toBe(406);
  });

  it('gives Retry-After in seconds', async () => {
    const s = await start('specification', await tightAccounts(null));
    const token = await s.tokenFor('tight', 'tight');
    const refused = await s.get(`/api/v1/current/${helsinki}`, { token });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('1');
  });

  it('serves data and maps from one address', async () => {
    const s = await start('specification');
    expect(s.mapsUrl).toBe(s.url);
    expect((await s.get('/api/v1/capabilities', { token: null, query: { token: await s.demoToken() } })).status).toBe(200);
  });
});

describe('the observed habits', () => {
  it('lists keys as {"tokens": [{"key": <the key itself>}]} and nothing more', async () => {
    const s = await start('observed');
    const first = await s.tokenFor('demo', 'demo', -1);
    const second = await s.tokenFor('demo', 'demo', -1);
    const listed = await s.request('POST', '/authorize/key', { body: credentials });
    expect(listed.status).toBe(200);
    expect(listed.json).toEqual({ tokens: [{ key: first }, { key: second }] });
  });

  it('deletes a key named as the list names it, and answers 406 for a key it does not know', async () => {
    const s = await start('observed');
    const key = await s.tokenFor('demo', 'demo', -1);
    expect((await s.get(`/api/v1/current/${helsinki}`, { token: key })).status).toBe(200);
    expect((await s.request('DELETE', `/authorize/key/${key}`, { body: credentials })).status).toBe(204);
    expect((await s.get(`/api/v1/current/${helsinki}`, { token: key })).status).toBe(401);
    expect((await s.request('POST', '/authorize/key', { body: credentials })).json).toEqual({ tokens: [] });

    const again = await s.request('DELETE', `/authorize/key/${key}`, { body: credentials });
    expect(again.status).toBe(406);
    expect(again.json).toEqual({ error: 'not_acceptable', message: 'The account has no such API key.' });
    expect((await s.request('DELETE', '/authorize/key/not-a-key', { body: credentials })).status).toBe(406);
  });

  it('gives Retry-After as an HTTP date, rounded up to the whole second', async () => {
    const s = await start('observed', await tightAccounts(null));
    const token = await s.tokenFor('tight', 'tight');
    s.setNow(new Date('2026-01-15T10:07:00.250Z'));
    const refused = await s.get(`/api/v1/current/${helsinki}`, { token });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('Thu, 15 Jan 2026 10:07:02 GMT');
  });

  it('gives the end of the trial day as an HTTP date too', async () => {
    const s = await start('observed', await tightAccounts(1));
    const token = await s.tokenFor('tight', 'tight');
    s.setNow(new Date('2026-01-15T10:07:05Z'));
    const refused = await s.get(`/api/v1/current/${helsinki}`, { token });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('Fri, 16 Jan 2026 00:00:00 GMT');
  });

  it('serves maps from a second address only, with the same token, and nothing else there', async () => {
    const s = await start('observed');
    const token = await s.demoToken();
    expect(new URL(s.mapsUrl).port).not.toBe(new URL(s.url).port);
    const onMaps = async (path: string, init: RequestInit = {}) => (await fetch(`${s.mapsUrl}${path}`, init)).status;

    expect(await onMaps(`/api/v1/capabilities?token=${token}`)).toBe(200);
    expect(await onMaps(`${tile}?token=${token}&colorscheme=default`)).toBe(200);
    expect(await onMaps(`/api/v1/legend/default/2?token=${token}`)).toBe(200);
    expect(await onMaps('/api/v1/symbol/current?x=4&y=2&z=3', { headers: { Authorization: `Bearer ${token}` } })).toBe(200);

    // The data address does not serve the maps: a client that ignores the maps address fails.
    expect((await s.get('/api/v1/capabilities', { token: null, query: { token } })).status).toBe(404);
    expect((await s.get(tile, { token: null, query: { token, colorscheme: 'default' } })).status).toBe(404);
    // And the maps address serves nothing but maps.
    expect(await onMaps(`/api/v1/current/${helsinki}`, { headers: { Authorization: `Bearer ${token}` } })).toBe(404);
    expect(
      await onMaps('/authorize/token', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(credentials) }),
    ).toBe(404);
  });

  it('counts map hits made on the maps address in the account’s usage', async () => {
    const s = await start('observed');
    const token = await s.demoToken();
    expect((await fetch(`${s.mapsUrl}${tile}?token=${token}&colorscheme=default`)).status).toBe(200);
    const usage = await s.get('/usage/day/2026-01-15');
    expect((usage.json as { apis: { name: string; hits: number }[] }).apis).toContainEqual({ name: 'Map API', hits: 1 });
  });
});
