import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ok, type Result } from '@shared/ipc/result';
import { RequestBudget, type SpendCategory } from '@main/core/schedule/request-budget';
import type { FetchedMapImage } from '@main/core/tiles/tile-provider';
import { FakeClock } from '../schedule/fake-clock';
import type { MapImageRequest } from '@main/core/tiles/tile-request';
import { serveTileProvider, type FetchMapImage, type ServedTileProvider, type TileBudget } from '@main/core/tiles/tile-provider';
import { weatherDataTiles } from '@main/core/tiles/weather-data-tiles';

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Bytes that pass for a PNG (the proxy checks the signature only), `length` long, filled with `fill`. */
export function fakePng(length: number, fill = 7): Buffer {
  const bytes = Buffer.alloc(length, fill);
  Buffer.from(pngSignature).copy(bytes);
  return bytes;
}

export async function temporaryDirectory(): Promise<{ path: string; remove(): Promise<void> }> {
  const path = await mkdtemp(join(tmpdir(), 'wg-tiles-'));
  return { path, remove: () => rm(path, { recursive: true, force: true }) };
}

export function settableClock(start: string): { now: () => Date; set(time: string): void; advanceMinutes(minutes: number): void } {
  let current = new Date(start);
  return {
    now: () => current,
    set: (time) => {
      current = new Date(time);
    },
    advanceMinutes: (minutes) => {
      current = new Date(current.getTime() + minutes * 60_000);
    },
  };
}

/** A fetcher that records what it was asked and answers with a distinct image per request. */
export function recordingFetcher(answer: (request: MapImageRequest) => Promise<Result<FetchedMapImage>> | Result<FetchedMapImage> = () => ok({ bytes: fakePng(64) })) {
  const calls: MapImageRequest[] = [];
  const fetchTile = async (request: MapImageRequest): Promise<Result<FetchedMapImage>> => {
    calls.push(request);
    return answer(request);
  };
  return { calls, fetchTile };
}

/** A day's budget with no reserve, `allowance` requests, on a clock that stands still. */
/** A budget whose allowance the map may use all of, or only `mapShare` of. */
export function countingBudget(allowance: number, mapShare = 1) {
  const budget = new RequestBudget({ clock: new FakeClock(Date.parse('2026-02-09T12:00:00Z')), allowance, reserveFraction: 0, mapShare });
  return {
    charge: (count: number, category: SpendCategory) => budget.charge(count, category),
    canSpend: (count: number) => budget.canSpend(count),
    /** Requests counted, on their way or billed. */
    get spent(): number {
      return budget.spentToday();
    },
  };
}

/** The proxy's providers with only the Weather Data Service, on this budget and fetcher. */
export function weatherDataOnly(budget: TileBudget, fetch: FetchMapImage<MapImageRequest>): ServedTileProvider[] {
  return [serveTileProvider(weatherDataTiles, { budget, fetch })];
}
