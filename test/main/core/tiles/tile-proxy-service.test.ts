import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fail, ok, type Result } from '@shared/ipc/result';
import { TileCache } from '@main/core/tiles/tile-cache';
import { tileHttpResponse } from '@main/core/tiles/tile-http';
import { TileProxy } from '@main/core/tiles/tile-proxy';
import type { FetchedMapImage } from '@main/core/tiles/tile-provider';
import type { MapImageRequest } from '@main/core/tiles/tile-request';
import { startServiceUnderTest, testClock, type ServiceUnderTest } from '../../../service/conformance/service-fixture';
import { countingBudget, temporaryDirectory, weatherDataOnly } from './tile-fixtures';

interface Layer {
  id: number;
  colorschemes: string[];
  times: { available: string[]; updated: string };
}

/** What the API client will do, reduced to maps: the token goes in the query, never into the request. */
function serviceFetcher(service: ServiceUnderTest, token: string) {
  const hits: string[] = [];
  const fetchTile = async (request: MapImageRequest): Promise<Result<FetchedMapImage>> => {
    const query = new URLSearchParams({ token, colorscheme: request.colorscheme });
    const path =
      request.kind === 'legend'
        ? `/api/v1/legend/${request.colorscheme}/${request.layerId}`
        : `/api/v1/image/tile/${request.z}/${request.x}/${request.y}/${request.time}/${request.layerId}`;
    if (request.kind === 'tile' && request.updated !== undefined) query.set('updated', request.updated);
    const response = await fetch(`${service.url}${path}?${query}`);
    hits.push(path);
    if (!response.ok) return fail('badInput', { key: 'requestRefused', values: { what: { key: 'subject.mapTiles' }, status: String(response.status) } });
    return ok({ bytes: Buffer.from(await response.arrayBuffer()) });
  };
  return { hits, fetchTile };
}

describe('TileProxy against the local Weather Data Service', () => {
  let service: ServiceUnderTest;
  let directory: Awaited<ReturnType<typeof temporaryDirectory>>;
  let token: string;
  let radar: Layer;

  beforeAll(async () => {
    service = await startServiceUnderTest();
    directory = await temporaryDirectory();
    token = await service.demoToken();
    const capabilities = await fetch(`${service.url}/api/v1/capabilities?token=${token}`);
    const { images } = (await capabilities.json()) as { images: Layer[] };
    const found = images.find((layer) => layer.id === 5);
    if (found === undefined) throw new Error('no European radar layer');
    radar = found;
  });
  afterAll(async () => {
    await service.stop();
    await directory.remove();
  });

  it('serves a real tile and legend, then repeats them without touching the service', async () => {
    const cache = await TileCache.open({ directory: directory.path, now: () => testClock });
    const fetcher = serviceFetcher(service, token);
    const budget = countingBudget(10);
    const proxy = new TileProxy({ cache, providers: weatherDataOnly(budget, fetcher.fetchTile), now: () => testClock });
    const time = radar.times.available[0] ?? '';
    const tileUrl = `wg-tile://tiles/5/${time}/5/17/9.png?colorscheme=radar-coverage&updated=${radar.times.updated}`;
    const legendUrl = 'wg-tile://legends/5/radar-coverage.png';

    const first = tileHttpResponse(await proxy.serve(tileUrl));
    const legend = tileHttpResponse(await proxy.serve(legendUrl));
    const repeat = tileHttpResponse(await proxy.serve(tileUrl));
    await proxy.serve(legendUrl);

    expect(first.status).toBe(200);
    const image = PNG.sync.read(Buffer.from(first.body as Uint8Array));
    expect([image.width, image.height]).toEqual([256, 256]);
    expect(legend.status).toBe(200);
    expect(repeat.headers['x-weatherglass-source']).toBe('cache');
    expect(repeat.body).toEqual(first.body);
    expect(fetcher.hits).toHaveLength(2);
    expect(budget.spent).toBe(2);

    for (const name of await readdir(directory.path)) {
      expect(name).not.toContain(token);
      expect((await readFile(join(directory.path, name))).includes(token)).toBe(false);
    }
  });
});
