import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ok, type Result } from '@shared/ipc/result';
import type { FetchedMapImage } from '@main/core/tiles/tile-proxy';
import type { MapImageRequest } from '@main/core/tiles/tile-request';

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

export function countingBudget(allowance: number) {
  const budget = {
    spent: 0,
    trySpend(count: number, category: 'tiles'): boolean {
      if (category !== 'tiles' || budget.spent + count > allowance) return false;
      budget.spent += count;
      return true;
    },
  };
  return budget;
}
