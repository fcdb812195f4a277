import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fail, ok } from '@shared/ipc/result';
import { TileCache } from '@main/core/tiles/tile-cache';
import { TileProxy, type TileAnswer } from '@main/core/tiles/tile-proxy';
import type { FetchedMapImage } from '@main/core/tiles/tile-provider';
import type { Result } from '@shared/ipc/result';
import { countingBudget, fakePng, recordingFetcher, settableClock, temporaryDirectory, weatherDataOnly } from './tile-fixtures';

const pastTile = 'wg-tile://tiles/5/2026-02-09T11:45:00Z/6/35/18.png?colorscheme=radar-coverage&updated=2026-02-09T11:50:00Z';
const legend = 'wg-tile://legends/5/radar-coverage.png';

function imageOf(answer: TileAnswer): { bytes: Buffer; source: string } {
  if (answer.kind !== 'image') throw new Error(`expected an image, got ${answer.kind}`);
  return answer;
}

describe('TileProxy', () => {
  let directory: Awaited<ReturnType<typeof temporaryDirectory>>;
  const clock = settableClock('2026-02-09T12:00:00Z');

  beforeEach(async () => {
    directory = await temporaryDirectory();
    clock.set('2026-02-09T12:00:00Z');
  });
  afterEach(() => directory.remove());

  async function proxyWith(fetcher = recordingFetcher(), budget = countingBudget(100), maxBytes?: number) {
    const cache = await TileCache.open({ directory: directory.path, now: clock.now, ...(maxBytes === undefined ? {} : { maxBytes }) });
    return { proxy: new TileProxy({ cache, providers: weatherDataOnly(budget, fetcher.fetchTile), now: clock.now }), fetcher, budget, cache };
  }

  it('fetches once, then serves repeats from the cache with no request', async () => {
    const { proxy, fetcher, budget } = await proxyWith();
    const first = imageOf(await proxy.serve(pastTile));
    const repeats: TileAnswer[] = [];
    for (const url of [pastTile, pastTile, legend, legend]) repeats.push(await proxy.serve(url));

    expect(first.source).toBe('network');
    expect(repeats.map((answer) => imageOf(answer).source)).toEqual(['cache', 'cache', 'network', 'cache']);
    expect(imageOf(repeats[0] as TileAnswer).bytes).toEqual(first.bytes);
    expect(fetcher.calls).toEqual([
      { kind: 'tile', layerId: 5, time: '2026-02-09T11:45:00Z', z: 6, x: 35, y: 18, colorscheme: 'radar-coverage', updated: '2026-02-09T11:50:00Z' },
      { kind: 'legend', layerId: 5, colorscheme: 'radar-coverage' },
    ]);
    expect(budget.spent).toBe(2);
  });

  it('shares one fetch among ten concurrent requests for the same tile', async () => {
    let release: (value: Result<FetchedMapImage>) => void = () => undefined;
    const held = new Promise<Result<FetchedMapImage>>((resolve) => (release = resolve));
    const { proxy, fetcher, budget } = await proxyWith(recordingFetcher(() => held));

    const answers = Array.from({ length: 10 }, () => proxy.serve(pastTile));
    release(ok({ bytes: fakePng(300, 3) }));
    const images = (await Promise.all(answers)).map(imageOf);

    expect(fetcher.calls).toHaveLength(1);
    expect(budget.spent).toBe(1);
    expect(images.every((image) => image.bytes.equals(fakePng(300, 3)))).toBe(true);
  });

  it('refuses a miss when the budget is spent, without fetching, but still serves hits', async () => {
    const { proxy, fetcher } = await proxyWith(recordingFetcher(), countingBudget(1));
    await proxy.serve(pastTile);
    const refused = await proxy.serve(legend);
    const hit = await proxy.serve(pastTile);

    expect(refused).toEqual({ kind: 'budgetExhausted', refusal: 'allowance' });
    expect(imageOf(hit).source).toBe('cache');
    expect(fetcher.calls).toHaveLength(1);
  });

  it("says so when the map's share is what is spent, not the whole allowance", async () => {
    const { proxy, fetcher } = await proxyWith(recordingFetcher(), countingBudget(10, 0.1));
    await proxy.serve(pastTile);
    const refused = await proxy.serve(legend);

    expect(refused).toEqual({ kind: 'budgetExhausted', refusal: 'mapShare' });
    expect(fetcher.calls).toHaveLength(1);
  });

  it('answers a bad URL with a reason, spending and fetching nothing', async () => {
    const { proxy, fetcher, budget } = await proxyWith();
    const answer = await proxy.serve('wg-tile://tiles/5/yesterday/6/35/18.png');
    expect(answer.kind).toBe('badRequest');
    expect(fetcher.calls).toEqual([]);
    expect(budget.spent).toBe(0);
  });

  it('refetches a tile whose cache file was damaged', async () => {
    const { proxy, fetcher } = await proxyWith();
    await proxy.serve(pastTile);
    const [file] = await readdir(directory.path);
    if (file === undefined) throw new Error('nothing was cached');
    const bytes = await readFile(join(directory.path, file));
    await writeFile(join(directory.path, file), bytes.subarray(0, bytes.length - 10));

    const again = imageOf(await proxy.serve(pastTile));
    expect(again.source).toBe('network');
    expect(fetcher.calls).toHaveLength(2);
    expect(imageOf(await proxy.serve(pastTile)).source).toBe('cache');
  });

  it('serves from the cache after a restart with no request', async () => {
    const first = await proxyWith();
    await first.proxy.serve(pastTile);
    const second = await proxyWith();
    expect(imageOf(await second.proxy.serve(pastTile)).source).toBe('cache');
    expect(second.fetcher.calls).toEqual([]);
  });

  it('keeps the most recently used tiles when the cache overflows', async () => {
    const { proxy, fetcher } = await proxyWith(recordingFetcher(() => ok({ bytes: fakePng(988) })), countingBudget(100), 3000);
    const tile = (x: number) => `wg-tile://tiles/5/2026-02-09T11:45:00Z/6/${x}/18.png`;
    for (const x of [1, 2, 3]) {
      await proxy.serve(tile(x));
      clock.advanceMinutes(1);
    }
    await proxy.serve(tile(1));
    await proxy.serve(tile(4));
    fetcher.calls.length = 0;

    const sources = [];
    for (const x of [1, 4, 3]) sources.push(imageOf(await proxy.serve(tile(x))).source);
    expect(sources).toEqual(['cache', 'cache', 'cache']);
    expect(imageOf(await proxy.serve(tile(2))).source).toBe('network');
  });

  it('reuses a past frame across analyses but refetches a forecast frame of a new analysis', async () => {
    const { proxy, fetcher } = await proxyWith();
    const frame = (time: string, updated: string) => `wg-tile://tiles/5/${time}/6/35/18.png?updated=${updated}`;

    await proxy.serve(frame('2026-02-09T11:45:00Z', '2026-02-09T11:50:00Z'));
    await proxy.serve(frame('2026-02-09T12:30:00Z', '2026-02-09T11:50:00Z'));
    await proxy.serve(frame('2026-02-09T11:45:00Z', '2026-02-09T11:55:00Z'));
    await proxy.serve(frame('2026-02-09T12:30:00Z', '2026-02-09T11:50:00Z'));
    expect(fetcher.calls).toHaveLength(2);

    await proxy.serve(frame('2026-02-09T12:30:00Z', '2026-02-09T11:55:00Z'));
    expect(fetcher.calls).toHaveLength(3);
    expect(fetcher.calls[2]).toMatchObject({ time: '2026-02-09T12:30:00Z', updated: '2026-02-09T11:55:00Z' });
  });

  it('passes a fetch failure on as a value, caches nothing and counts nothing: the service bills successes only', async () => {
    const { proxy, cache, budget } = await proxyWith(recordingFetcher(() => fail('rateLimited', 'mapShareSpent', { retryAfterSeconds: 4 })));
    const answer = await proxy.serve(pastTile);
    expect(answer).toMatchObject({ kind: 'fetchFailed', error: { kind: 'rateLimited', retryAfterSeconds: 4 } });
    expect(cache.names()).toEqual([]);
    expect(budget.spent).toBe(0);
  });

  it('refuses to cache something that is not a PNG, though the service counted the answer', async () => {
    const { proxy, cache, budget } = await proxyWith(recordingFetcher(() => ok({ bytes: Buffer.from('<html>login</html>') })));
    expect(await proxy.serve(pastTile)).toMatchObject({ kind: 'fetchFailed', error: { kind: 'serverError' } });
    expect(cache.names()).toEqual([]);
    expect(budget.spent).toBe(1);
  });

  it('turns a fetcher that throws into an answer', async () => {
    const { proxy } = await proxyWith(
      recordingFetcher(() => {
        throw new Error('socket hang up');
      }),
    );
    expect(await proxy.serve(pastTile)).toMatchObject({ kind: 'fetchFailed', error: { kind: 'internal' } });
  });

  it('never writes the token the fetcher uses into the cache directory', async () => {
    const token = 'eyJhbGciOiJIUzI1NiJ9.secret-token-4711';
    const addresses: string[] = [];
    const { proxy } = await proxyWith(
      recordingFetcher((request) => {
        addresses.push(`https://maps.example/api/v1/legend/${request.colorscheme}/${request.layerId}?token=${token}`);
        return ok({ bytes: fakePng(200), etag: `"${token}"` });
      }),
    );
    await proxy.serve(pastTile);
    await proxy.serve(legend);

    expect(addresses).toHaveLength(2);
    const names = await readdir(directory.path);
    expect(names).toHaveLength(2);
    for (const name of names) {
      expect(name).not.toContain(token);
      expect((await readFile(join(directory.path, name))).includes(token)).toBe(false);
    }
  });
});
