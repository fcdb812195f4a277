import { PNG } from 'pngjs';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { tileHttpResponse } from '@main/core/tiles/tile-http';
import { serviceHabits, type ServiceHabits } from '@service/http/habits';
import type { Capabilities } from '@shared/api/maps';
import { startWeatherService } from '@service/index';
import { startCoreHarness, valueOf, type CoreHarness } from './core-harness';
import { inEnglishResult } from '../../support/error-words';
import { senderFor } from '../../support/senders';

/**
 * The account pane's flows through the core, over real HTTP, against an account service that
 * answers with the specification's habits and with the real service's observed ones (the key list
 * as {"tokens": [{"key"}]}, Retry-After as a date, maps on a second port).
 */

/** The map window: it alone asks for the capabilities. */
const mapPage = senderFor('map');

/** Each test starts three services and the core: a safety net for a busy machine, never a wait. */
const safetyNetMs = 30_000;

let harness: CoreHarness | undefined;

// Loads the gazetteer once, so no test pays for it: seconds on a busy machine (a safety net, not a wait).
beforeAll(async () => {
  await (await startWeatherService()).close();
}, 60_000);

afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

/** Tests the connection, saves the account and lets the schedule's first pass run. */
async function connected(habits: ServiceHabits): Promise<CoreHarness> {
  harness = await startCoreHarness({ habits });
  const h = harness;
  await h.core.start();
  const credentials = { user: h.account.user, password: h.account.password };
  expect(valueOf(await h.call('account:testConnection', credentials))).toEqual({ connected: true });
  valueOf(await h.call('account:save', credentials));
  await h.advance(1000, 300);
  return h;
}

function origin(url: string): string {
  return new URL(url).origin;
}

async function statusWithKey(h: CoreHarness, key: string): Promise<number> {
  return (await fetch(`${h.accountServiceUrl}/api/v1/current/658225`, { headers: { Authorization: `Bearer ${key}` } })).status;
}

describe.each(serviceHabits)('the account flows against the %s habits', (habits) => {
  it('connects and signs in, asking the account’s data address for the token', async () => {
    const h = await connected(habits);
    expect(valueOf(await h.call('account:get'))).toMatchObject({ mode: 'account', configured: true, connection: { state: 'connected' } });
    const tokenRequests = h.urls.filter((url) => new URL(url).pathname === '/authorize/token');
    expect(tokenRequests.length).toBeGreaterThan(0);
    expect(tokenRequests.every((url) => origin(url) === h.accountServiceUrl)).toBe(true);
  }, safetyNetMs);

  it('lists and creates API keys, whichever shape the list comes in', async () => {
    const h = await connected(habits);
    expect(valueOf(await h.call('keys:list'))).toEqual([]);
    const created = valueOf(await h.call('keys:create'));
    expect(created.keys).toHaveLength(1);
    expect(created.created).toEqual(created.keys[0]);
    expect(valueOf(await h.call('keys:list'))).toEqual(created.keys);
  }, safetyNetMs);

  it('reports usage by month, grouped as asked', async () => {
    const h = await connected(habits);
    const month = valueOf(await h.call('usage:month', { groupBy: 'endpoint' }));
    expect(month.hits).toBeGreaterThan(0);
    expect(month.breakdown?.length).toBeGreaterThan(0);
    expect(month.daily.map((entry) => entry.date)).toContain('2026-01-15');
  }, safetyNetMs);

  it('fetches forecasts from the data address', async () => {
    const h = await connected(habits);
    expect(h.core.trayState().temperature).toEqual(expect.any(Number));
    const answer = valueOf(await h.call('weather:fetch', { locationId: '658225', product: 'dailyFull' }));
    if (answer.product !== 'dailyFull') throw new Error('wrong product');
    expect(answer.data.forecast).toHaveLength(15);
    const forecasts = h.urls.filter((url) => new URL(url).pathname.startsWith('/api/v1/forecast/'));
    expect(forecasts.length).toBeGreaterThan(0);
    expect(forecasts.every((url) => origin(url) === h.accountServiceUrl)).toBe(true);
  }, safetyNetMs);

  it('loads capabilities and a tile from the maps address', async () => {
    const h = await connected(habits);
    if (habits === 'observed') expect(h.accountMapsUrl).not.toBe(h.accountServiceUrl);
    // As the map window asks: the harness's own calls come from the dashboard. The dispatcher answers untyped.
    const capabilities = valueOf(await h.core.dispatch('map:getCapabilities', undefined, mapPage)) as Capabilities;
    const radar = capabilities.images.find((layer) => layer.id === 5);
    if (radar === undefined) throw new Error('no radar layer');
    const time = radar.times.available[radar.times.current] ?? '';
    const tile = tileHttpResponse(await h.core.tileProxy.serve(`wg-tile://tiles/5/${time}/5/17/9.png?colorscheme=${radar.colorschemes[0]}`));
    expect(tile.status).toBe(200);
    expect(PNG.sync.read(Buffer.from(tile.body as Uint8Array)).width).toBe(256);
    const mapCalls = h.urls.filter((url) => /^\/api\/v1\/(capabilities|image\/tile\/)/.test(new URL(url).pathname));
    expect(mapCalls).toHaveLength(2);
    expect(mapCalls.every((url) => origin(url) === h.accountMapsUrl)).toBe(true);
  }, safetyNetMs);

  it('refuses ".." as a key id as bad input, sending nothing', async () => {
    const h = await connected(habits);
    const before = h.urls.length;
    expect(inEnglishResult(await h.call('keys:delete', { id: '..' }))).toMatchObject({ ok: false, error: { kind: 'badInput' } });
    expect(h.urls.slice(before)).toEqual([]);
  }, safetyNetMs);
});

/**
 * With the observed habits, the service names a key by the whole key: these pass once
 * src/main/core/auth/account-keys.ts gives windows ids that are not the key (issue 10, item 5).
 */
describe.each(serviceHabits)('API keys by the id a window sees, against the %s habits (observed: needs the account-keys rework)', (habits) => {
  it('copies a working key to the clipboard and deletes it by id; no id is the key', async () => {
    const h = await connected(habits);
    const { created } = valueOf(await h.call('keys:create'));
    if (created === null) throw new Error('the new key is not listed');
    valueOf(await h.call('keys:copy', { id: created.id }));
    const [key] = h.clipboard;
    if (key === undefined) throw new Error('nothing copied');
    expect(await statusWithKey(h, key)).toBe(200);
    expect(JSON.stringify(valueOf(await h.call('keys:list')))).not.toContain(key);

    expect(valueOf(await h.call('keys:delete', { id: created.id }))).toEqual({ id: created.id });
    expect(valueOf(await h.call('keys:list'))).toEqual([]);
    expect(await statusWithKey(h, key)).toBe(401);
    expect(inEnglishResult(await h.call('keys:delete', { id: created.id }))).toMatchObject({ ok: false, error: { kind: 'badInput' } });
  }, safetyNetMs);
});
