import { readdir, readFile, rm, truncate, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TileCache } from '@main/core/tiles/tile-cache';
import { createRecordingLogger } from '../../../support/recording-logger';
import { fakePng, settableClock, temporaryDirectory } from './tile-fixtures';

/** Header the cache puts before each payload (magic, CRC-32, length). */
const header = 12;
const entryBytes = 1000;
const payloadBytes = entryBytes - header;

const name = (index: number) => `tile_5_20260209T110000Z_default_3_${index}_2_-_-.tile`;

describe('TileCache', () => {
  let directory: Awaited<ReturnType<typeof temporaryDirectory>>;
  const clock = settableClock('2026-02-09T12:00:00Z');

  beforeEach(async () => {
    directory = await temporaryDirectory();
    clock.set('2026-02-09T12:00:00Z');
  });
  afterEach(() => directory.remove());

  const open = (maxBytes = 10 * entryBytes) => TileCache.open({ directory: directory.path, maxBytes, now: clock.now });

  it('returns what was stored, and misses what was not', async () => {
    const cache = await open();
    await cache.put(name(1), fakePng(payloadBytes, 1));
    expect(await cache.get(name(1))).toEqual(fakePng(payloadBytes, 1));
    expect(await cache.get(name(2))).toBeUndefined();
    expect(cache.totalBytes).toBe(entryBytes);
  });

  it('evicts by bytes, least recently used first, keeping what was just used', async () => {
    const cache = await open(3 * entryBytes);
    for (const index of [1, 2, 3]) {
      await cache.put(name(index), fakePng(payloadBytes, index));
      clock.advanceMinutes(1);
    }
    await cache.get(name(1));
    clock.advanceMinutes(1);
    await cache.put(name(4), fakePng(payloadBytes, 4));

    expect(cache.names()).toEqual([name(3), name(1), name(4)]);
    expect(cache.totalBytes).toBe(3 * entryBytes);
    expect((await readdir(directory.path)).sort()).toEqual([name(1), name(3), name(4)].sort());
    expect(await cache.get(name(2))).toBeUndefined();
  });

  it('evicts as many small entries as one large one needs', async () => {
    const cache = await open(4 * entryBytes);
    for (const index of [1, 2, 3, 4]) await cache.put(name(index), fakePng(payloadBytes));
    await cache.put(name(5), fakePng(3 * entryBytes - header));
    expect(cache.names()).toEqual([name(4), name(5)]);
    expect(cache.totalBytes).toBe(4 * entryBytes);
  });

  it('does not store an entry larger than the whole cache', async () => {
    const cache = await open(entryBytes);
    await cache.put(name(1), fakePng(payloadBytes));
    await cache.put(name(2), fakePng(2 * entryBytes));
    expect(cache.names()).toEqual([name(1)]);
  });

  it('shrinks to a lower limit at once', async () => {
    const cache = await open();
    for (const index of [1, 2, 3]) await cache.put(name(index), fakePng(payloadBytes));
    await cache.setMaxBytes(entryBytes);
    expect(cache.names()).toEqual([name(3)]);
    expect(await readdir(directory.path)).toEqual([name(3)]);
  });

  it('replacing an entry counts its bytes once', async () => {
    const cache = await open();
    await cache.put(name(1), fakePng(payloadBytes, 1));
    await cache.put(name(1), fakePng(2 * payloadBytes, 2));
    expect(cache.totalBytes).toBe(2 * payloadBytes + header);
    expect(await cache.get(name(1))).toEqual(fakePng(2 * payloadBytes, 2));
  });

  it('keeps its entries and their recency order across a restart', async () => {
    const first = await open(3 * entryBytes);
    for (const index of [1, 2, 3]) {
      await first.put(name(index), fakePng(payloadBytes, index));
      clock.advanceMinutes(1);
    }
    await first.get(name(1));

    clock.advanceMinutes(1);
    const second = await open(3 * entryBytes);
    expect(second.names()).toEqual([name(2), name(3), name(1)]);
    expect(second.totalBytes).toBe(3 * entryBytes);
    expect(await second.get(name(3))).toEqual(fakePng(payloadBytes, 3));

    await second.put(name(4), fakePng(payloadBytes, 4));
    expect(second.names()).toEqual([name(1), name(3), name(4)]);
  });

  it('applies a lower limit to what it finds at start', async () => {
    const first = await open();
    for (const index of [1, 2, 3]) {
      await first.put(name(index), fakePng(payloadBytes));
      clock.advanceMinutes(1);
    }
    const second = await open(2 * entryBytes);
    expect(second.names()).toEqual([name(2), name(3)]);
  });

  it('treats a truncated, damaged or vanished file as a miss and forgets it', async () => {
    const logger = createRecordingLogger();
    const cache = await TileCache.open({ directory: directory.path, now: clock.now, logger });
    for (const index of [1, 2, 3]) await cache.put(name(index), fakePng(payloadBytes, index));

    await truncate(join(directory.path, name(1)), 500);
    const damaged = await readFile(join(directory.path, name(2)));
    damaged[700] = (damaged[700] ?? 0) ^ 0xff;
    await writeFile(join(directory.path, name(2)), damaged);
    await rm(join(directory.path, name(3)));

    expect(await cache.get(name(1))).toBeUndefined();
    expect(await cache.get(name(2))).toBeUndefined();
    expect(await cache.get(name(3))).toBeUndefined();
    expect(cache.names()).toEqual([]);
    expect(cache.totalBytes).toBe(0);
    expect(logger.entries.map((entry) => entry.fields?.name)).toEqual([name(1), name(2), name(3)]);
  });

  it('ignores foreign files and clears interrupted writes at start', async () => {
    await writeFile(join(directory.path, 'notes.txt'), 'not ours');
    await writeFile(join(directory.path, `${name(1)}.123-1.tmp`), 'half a write');
    const cache = await open();
    expect(cache.names()).toEqual([]);
    expect(await readdir(directory.path)).toEqual(['notes.txt']);
  });

  it('refuses a name that could leave its directory', async () => {
    const cache = await open();
    await expect(cache.put('../escape.tile', fakePng(10))).rejects.toThrow('invalid entry name');
  });
});
