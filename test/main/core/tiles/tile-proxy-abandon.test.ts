import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fail, ok, type Result } from '@shared/ipc/result';
import { TileCache } from '@main/core/tiles/tile-cache';
import { TileProxy } from '@main/core/tiles/tile-proxy';
import type { FetchedMapImage } from '@main/core/tiles/tile-provider';
import type { MapImageRequest } from '@main/core/tiles/tile-request';
import { countingBudget, fakePng, settableClock, temporaryDirectory, weatherDataOnly } from './tile-fixtures';

const pastTile = 'wg-tile://tiles/5/2026-02-09T11:45:00Z/6/35/18.png?colorscheme=radar-coverage&updated=2026-02-09T11:50:00Z';

/**
 * A service that answers only when told to, and, like the API client, fails a request whose signal
 * aborts before the answer: what it was asked, and whether each ask was abandoned.
 */
function heldService() {
  const asks: { request: MapImageRequest; signal: AbortSignal | undefined; answer(): void }[] = [];
  const fetchTile = (request: MapImageRequest, signal?: AbortSignal) =>
    new Promise<Result<FetchedMapImage>>((resolve) => {
      signal?.addEventListener('abort', () => resolve(fail('internal', 'mapImageNotWanted')), { once: true });
      asks.push({ request, signal, answer: () => resolve(ok({ bytes: fakePng(64) })) });
    });
  return { asks, fetchTile };
}

describe('TileProxy and requests the map abandons', () => {
  let directory: Awaited<ReturnType<typeof temporaryDirectory>>;
  const clock = settableClock('2026-02-09T12:00:00Z');

  beforeEach(async () => {
    directory = await temporaryDirectory();
  });
  afterEach(() => directory.remove());

  async function proxyOver(service: ReturnType<typeof heldService>) {
    const cache = await TileCache.open({ directory: directory.path, now: clock.now });
    const budget = countingBudget(100);
    return { proxy: new TileProxy({ cache, providers: weatherDataOnly(budget, service.fetchTile), now: clock.now }), budget };
  }

  /** Until the proxy has looked in the cache and asked the service. */
  async function untilAsked(service: ReturnType<typeof heldService>, count: number): Promise<void> {
    while (service.asks.length < count) await new Promise((resolve) => setImmediate(resolve));
  }

  it('aborts the service request when the map drops the tile, charges nothing and caches nothing', async () => {
    const service = heldService();
    const { proxy, budget } = await proxyOver(service);
    const dropped = new AbortController();

    const answer = proxy.serve(pastTile, dropped.signal);
    await untilAsked(service, 1);
    expect(budget.spent).toBe(1);
    dropped.abort();

    expect((await answer).kind).toBe('fetchFailed');
    expect(service.asks[0]?.signal?.aborted).toBe(true);
    expect(budget.spent).toBe(0);

    // Not cached: the next ask goes to the service again, and is charged when answered.
    const again = proxy.serve(pastTile);
    await untilAsked(service, 2);
    service.asks[1]?.answer();
    expect((await again).kind).toBe('image');
    expect(budget.spent).toBe(1);
  });

  it('keeps a shared fetch going while anyone still waits for it', async () => {
    const service = heldService();
    const { proxy, budget } = await proxyOver(service);
    const leaving = new AbortController();
    const staying = new AbortController();

    const left = proxy.serve(pastTile, leaving.signal);
    const kept = proxy.serve(pastTile, staying.signal);
    await untilAsked(service, 1);
    leaving.abort();
    expect(service.asks[0]?.signal?.aborted).toBe(false);
    service.asks[0]?.answer();

    expect((await kept).kind).toBe('image');
    expect((await left).kind).toBe('image');
    expect(service.asks).toHaveLength(1);
    expect(budget.spent).toBe(1);
  });

  it('asks the service nothing for a tile dropped before it was served', async () => {
    const service = heldService();
    const { proxy, budget } = await proxyOver(service);
    const dropped = new AbortController();
    dropped.abort();

    expect((await proxy.serve(pastTile, dropped.signal)).kind).toBe('fetchFailed');
    expect(service.asks).toHaveLength(0);
    expect(budget.spent).toBe(0);
  });
});
