import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ok } from '@shared/ipc/result';
import { tileProviderIds, weatherDataLayer, type TileProviderId } from '@shared/tile-providers';
import { TileCache } from '@main/core/tiles/tile-cache';
import { serveTileProvider, type TileProvider } from '@main/core/tiles/tile-provider';
import { tileProviders } from '@main/core/tiles/tile-providers';
import { TileProxy } from '@main/core/tiles/tile-proxy';
import { weatherDataTiles } from '@main/core/tiles/weather-data-tiles';
import { readTileAddress } from '@main/core/tiles/wg-tile-address';
import type { MapImageRequest } from '@main/core/tiles/tile-request';
import { countingBudget, fakePng, recordingFetcher, settableClock, temporaryDirectory } from './tile-fixtures';

const now = new Date('2026-02-09T12:00:00Z');

describe('the tile provider table', () => {
  const registered = Object.entries(tileProviders);

  it('has one entry per provider id, under its own id', () => {
    expect(registered.map(([key]) => key).sort()).toEqual([...tileProviderIds].sort());
    for (const [key, provider] of registered) expect(provider.id).toBe(key);
  });

  it('gives no two providers the same route or cache names that could meet', () => {
    const routes = registered.flatMap(([, provider]) => provider.routes);
    expect(new Set(routes).size).toBe(routes.length);
    const prefixes = registered.flatMap(([id, provider]) => provider.cacheNamePrefixes.map((prefix) => ({ id, prefix })));
    for (const a of prefixes) {
      for (const b of prefixes) if (a.id !== b.id) expect(b.prefix.startsWith(a.prefix)).toBe(false);
    }
  });
});

describe("the Weather Data Service's addresses, from the map window to main", () => {
  function read(url: string): MapImageRequest {
    const address = readTileAddress(url);
    if (!address.ok) throw new Error(address.reason);
    const parsed = weatherDataTiles.parse(address.address);
    if (!parsed.ok) throw new Error(parsed.reason);
    return parsed.request;
  }

  // The addresses the map window builds, as test/renderer/map/map-addresses.svelte.test.ts pins them.
  it("reads the addresses the map window builds, and names the cache file with the provider's prefixes", () => {
    const tile = read('wg-tile://tiles/5/2026-02-09T11%3A45%3A00Z/3/4/2.png?colorscheme=radar-coverage&updated=2026-02-09T11%3A50%3A00Z');
    expect(tile).toEqual({ kind: 'tile', layerId: 5, time: '2026-02-09T11:45:00Z', z: 3, x: 4, y: 2, colorscheme: 'radar-coverage', updated: '2026-02-09T11:50:00Z' });
    const legend = read('wg-tile://legends/5/radar-coverage.png');
    expect(legend).toEqual({ kind: 'legend', layerId: 5, colorscheme: 'radar-coverage' });
    for (const request of [tile, legend]) {
      const name = weatherDataTiles.cacheName(request, now);
      expect(weatherDataTiles.cacheNamePrefixes.some((prefix) => name.startsWith(prefix))).toBe(true);
    }
  });

  it('is the provider the settings name for its layers', () => {
    expect(weatherDataLayer(5)).toEqual({ provider: weatherDataTiles.id, id: '5' });
  });
});

describe('the proxy with a second provider', () => {
  let directory: Awaited<ReturnType<typeof temporaryDirectory>>;
  beforeEach(async () => {
    directory = await temporaryDirectory();
  });
  afterEach(async () => {
    await directory.remove();
  });

    interface BaseTile {
    z: number;
    x: number;
    y: number;
  }

  /** An offline base map: exists in this test only, so its id and biller are not registered ones. */
  const baseMap: TileProvider<BaseTile> = {
    id: 'offlineBaseMap' as TileProviderId,
    routes: ['base'],
    cacheNamePrefixes: ['base_'],
    biller: 'offlineBaseMap' as TileProvider<unknown>['biller'],
    parse: ({ segments }) => {
      const [z, x, y] = segments.map(Number);
      return z === undefined || x === undefined || y === undefined || segments.length !== 3 ? { ok: false, reason: 'expected base/{z}/{x}/{y}' } : { ok: true, request: { z, x, y } };
    },
    cacheName: ({ z, x, y }) => `base_${z}_${x}_${y}.tile`,
    fetcher: () => async () => ok({ bytes: fakePng(32) }),
  };

  async function proxyOverBoth() {
    const cache = await TileCache.open({ directory: directory.path });
    const weatherBudget = countingBudget(100);
    const baseBudget = countingBudget(100);
    const weather = recordingFetcher();
    const base = { calls: [] as BaseTile[], fetchTile: async (request: BaseTile) => (base.calls.push(request), ok({ bytes: fakePng(32) })) };
    const proxy = new TileProxy({
      cache,
      providers: [serveTileProvider(weatherDataTiles, { budget: weatherBudget, fetch: weather.fetchTile }), serveTileProvider(baseMap, { budget: baseBudget, fetch: base.fetchTile })],
      now: settableClock('2026-02-09T12:00:00Z').now,
    });
    return { proxy, weatherBudget, baseBudget, weather, base };
  }

  it("sends each address to its route's provider and charges that provider's biller alone", async () => {
    const { proxy, weatherBudget, baseBudget, weather, base } = await proxyOverBoth();
    expect((await proxy.serve('wg-tile://base/3/4/2')).kind).toBe('image');
    expect(base.calls).toEqual([{ z: 3, x: 4, y: 2 }]);
    expect(weather.calls).toEqual([]);
    expect([baseBudget.spent, weatherBudget.spent]).toEqual([1, 0]);

    expect((await proxy.serve('wg-tile://legends/5/default.png')).kind).toBe('image');
    expect(weather.calls).toEqual([{ kind: 'legend', layerId: 5, colorscheme: 'default' }]);
    expect([baseBudget.spent, weatherBudget.spent]).toEqual([1, 1]);

    // Cached under the provider's own name: asked again, it costs neither.
    expect(await proxy.serve('wg-tile://base/3/4/2')).toMatchObject({ kind: 'image', source: 'cache' });
    expect([baseBudget.spent, weatherBudget.spent]).toEqual([1, 1]);
  });

  it('refuses a route no provider answers, and a provider refuses what its grammar does not read', async () => {
    const { proxy, weatherBudget, baseBudget } = await proxyOverBoth();
    expect(await proxy.serve('wg-tile://elsewhere/3/4/2')).toMatchObject({ kind: 'badRequest', reason: expect.stringContaining('elsewhere') });
    expect(await proxy.serve('wg-tile://base/3/4')).toEqual({ kind: 'badRequest', reason: 'expected base/{z}/{x}/{y}' });
    expect([baseBudget.spent, weatherBudget.spent]).toEqual([0, 0]);
  });

  it('will not serve two providers on one route', async () => {
    const cache = await TileCache.open({ directory: directory.path });
    const both = [weatherDataTiles, { ...baseMap, routes: ['tiles'] }] as const;
    expect(() => new TileProxy({ cache, providers: both.map((provider) => serveTileProvider(provider as TileProvider<unknown>, { budget: countingBudget(1), fetch: async () => ok({ bytes: fakePng(8) }) })) })).toThrow(/route tiles/);
  });
});
