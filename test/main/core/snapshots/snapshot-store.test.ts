import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { nodeSnapshotFileSystem, type SnapshotFileSystem } from '@main/core/snapshots/snapshot-file-system';
import { SnapshotStore } from '@main/core/snapshots/snapshot-store';
import type { Snapshot } from '@main/core/snapshots/snapshot';
import { createRecordingLogger } from '../../../support/recording-logger';
import { currentAt, metricEnglish, scratchDirectory } from './fixtures';

let scratch: Awaited<ReturnType<typeof scratchDirectory>>;
let directory: string;

beforeEach(async () => {
  scratch = await scratchDirectory();
  directory = join(scratch.path, 'snapshots');
});

afterEach(async () => {
  await scratch.remove();
});

const storeIn = (options: { fileSystem?: SnapshotFileSystem; isValidData?: (product: string, data: unknown) => boolean } = {}) => {
  const logger = createRecordingLogger();
  return { store: new SnapshotStore({ directory, logger, ...options }), logger };
};

const capabilities: Snapshot = {
  product: 'capabilities',
  locationId: null,
  params: {},
  data: { images: [{ id: 2, title: 'Radar' }] },
  fetchedAt: '2026-01-15T10:00:00.000Z',
};

describe('the snapshot store on disk', () => {
  it('serves at start what an earlier run stored, before any request', async () => {
    const { store } = storeIn();
    expect(store.put(currentAt('2643743', 7))).toBe(true);
    expect(store.put(capabilities)).toBe(true);
    const hourly: Snapshot = { ...currentAt('2643743', 7), product: 'hourly', issuedAt: '2026-01-15T09:55:00Z' };
    expect(store.put(hourly)).toBe(true);
    await store.flush();

    const { store: nextRun } = storeIn();
    expect(await nextRun.load()).toBe(3);
    expect(nextRun.get({ product: 'hourly', locationId: '2643743', params: metricEnglish })).toEqual(hourly);
    expect(nextRun.get({ product: 'current', locationId: '2643743', params: metricEnglish })).toEqual(currentAt('2643743', 7));
    expect(nextRun.get({ product: 'capabilities', locationId: null, params: {} })).toEqual(capabilities);
  });

  it('keeps one file per product and location, named so that any location id is a safe file name', async () => {
    const { store } = storeIn();
    store.put(currentAt('24.9384,60.1699', 1));
    store.put({ ...currentAt('a/b:c', 2) });
    store.put(capabilities);
    await store.flush();
    expect((await readdir(directory)).sort()).toEqual(['capabilities.json', 'current.24.9384%2C60.1699.json', 'current.a%2Fb%3Ac.json']);
  });

  it('misses when asked with other request parameters, and a new answer replaces the old one', async () => {
    const { store } = storeIn();
    store.put(currentAt('2643743', 7));
    const fahrenheit = { ...metricEnglish, tempunit: 'F' };
    expect(store.get({ product: 'current', locationId: '2643743', params: fahrenheit })).toBeUndefined();

    store.put({ ...currentAt('2643743', 45), params: fahrenheit });
    await store.flush();
    expect(store.get({ product: 'current', locationId: '2643743', params: metricEnglish })).toBeUndefined();
    expect(store.all()).toHaveLength(1);
    expect(JSON.parse(await readFile(join(directory, 'current.2643743.json'), 'utf8'))).toMatchObject({ params: fahrenheit });
  });

  it('ends with the latest answer on disk when answers come faster than writes', async () => {
    const { store } = storeIn();
    for (let temperature = 0; temperature < 20; temperature += 1) store.put(currentAt('2643743', temperature));
    await store.flush();
    const onDisk = JSON.parse(await readFile(join(directory, 'current.2643743.json'), 'utf8')) as { data: unknown };
    expect(onDisk.data).toEqual(currentAt('2643743', 19).data);
    expect(await readdir(directory)).toEqual(['current.2643743.json']);
  });

  it('writes each file beside its target and renames it over, so a crash never leaves half a file', async () => {
    const operations: string[] = [];
    const recording: SnapshotFileSystem = {
      ...nodeSnapshotFileSystem,
      write: async (path, text) => {
        operations.push(`write ${path.slice(directory.length + 1)}`);
        await nodeSnapshotFileSystem.write(path, text);
      },
      rename: async (from, to) => {
        operations.push(`rename ${from.slice(directory.length + 1)} -> ${to.slice(directory.length + 1)}`);
        await nodeSnapshotFileSystem.rename(from, to);
      },
    };
    const { store } = storeIn({ fileSystem: recording });
    store.put(currentAt('2643743', 7));
    await store.flush();
    expect(operations).toEqual(['write .current.2643743.json.1.tmp', 'rename .current.2643743.json.1.tmp -> current.2643743.json']);
  });

  it('forgets the locations no longer configured, on disk too, and keeps global products', async () => {
    const { store } = storeIn();
    store.put(currentAt('1', 1));
    store.put(currentAt('2', 2));
    store.put({ ...currentAt('2', 2), product: 'hourly' });
    store.put(capabilities);
    store.retainLocations(['1']);
    await store.flush();
    expect(store.all().map((snapshot) => `${snapshot.product}:${snapshot.locationId}`).sort()).toEqual(['capabilities:null', 'current:1']);
    expect((await readdir(directory)).sort()).toEqual(['capabilities.json', 'current.1.json']);
  });

  it('copies what it keeps, so the caller changing its objects later changes nothing stored', () => {
    const { store } = storeIn();
    const snapshot = currentAt('2643743', 7);
    store.put(snapshot);
    (snapshot.data as { current: { temperature: number } }).current.temperature = 99;
    expect(store.get({ product: 'current', locationId: '2643743', params: metricEnglish })).toEqual(currentAt('2643743', 7));
  });

  it.each<[string, Snapshot]>([
    ['a global product with a location', { ...capabilities, locationId: '2643743' }],
    ['a location product without a location', { ...currentAt('x', 1), locationId: null }],
    ['a fetch time that is not a time', currentAt('2643743', 7, 'yesterday')],
    ['no data', { ...currentAt('2643743', 7), data: undefined }],
  ])('refuses %s', (_name, snapshot) => {
    const { store, logger } = storeIn();
    expect(store.put(snapshot)).toBe(false);
    expect(store.all()).toEqual([]);
    expect(logger.entries.map((entry) => entry.level)).toEqual(['error']);
  });

  it('answers nothing, without failing, when there is no cache directory yet', async () => {
    const { store } = storeIn();
    expect(await store.load()).toBe(0);
    expect(store.all()).toEqual([]);
  });

  it('keeps an answer put while loading over the older one on disk', async () => {
    const { store: earlier } = storeIn();
    earlier.put(currentAt('2643743', 7));
    await earlier.flush();
    const { store } = storeIn();
    const loading = store.load();
    store.put(currentAt('2643743', 8, '2026-01-15T11:00:00.000Z'));
    expect(await loading).toBe(0);
    expect(store.get({ product: 'current', locationId: '2643743', params: metricEnglish })?.data).toEqual(currentAt('x', 8).data);
  });
});

describe('damaged cache files', () => {
  async function writeRaw(name: string, text: string): Promise<void> {
    await nodeSnapshotFileSystem.makeDirectory(directory);
    await writeFile(join(directory, name), text);
  }

  it('are removed and skipped while the good ones load', async () => {
    const { store: earlier } = storeIn();
    earlier.put(currentAt('1', 1));
    await earlier.flush();
    const good = await readFile(join(directory, 'current.1.json'), 'utf8');
    await writeRaw('current.2.json', '{"format":1,"product":"cur');
    await writeRaw('hourly.3.json', JSON.stringify({ format: 1, product: 'hourly', locationId: '3' }));
    await writeRaw('current.4.json', good); // someone else's file under this name
    await writeRaw('current.5.json', JSON.stringify({ ...JSON.parse(good), format: 2 }));
    await writeRaw('radar.6.json', JSON.stringify({ ...JSON.parse(good), product: 'radar' }));
    await writeRaw('.current.1.json.7.tmp', good.slice(0, 20));

    const { store, logger } = storeIn();
    expect(await store.load()).toBe(1);
    expect(store.all().map((snapshot) => snapshot.locationId)).toEqual(['1']);
    expect(await readdir(directory)).toEqual(['current.1.json']);
    expect(logger.entries).toEqual([{ level: 'warn', message: 'snapshots: damaged cache files were removed', fields: { count: 5 } }]);
  });

  it('are removed when the data fails its product schema', async () => {
    const { store: earlier } = storeIn();
    earlier.put(currentAt('1', 1));
    earlier.put({ ...currentAt('2', 2), data: { current: 'not an object' } });
    await earlier.flush();
    const isCurrentObject = (_product: string, data: unknown) =>
      typeof (data as { current?: unknown }).current === 'object';
    const { store } = storeIn({ isValidData: isCurrentObject });
    expect(await store.load()).toBe(1);
    expect(await readdir(directory)).toEqual(['current.1.json']);
  });

  it('other files in the directory are left alone', async () => {
    await writeRaw('notes.txt', 'mine');
    const { store } = storeIn();
    expect(await store.load()).toBe(0);
    expect(await readdir(directory)).toEqual(['notes.txt']);
  });
});

describe('a failing disk', () => {
  it('is logged, leaves no temporary file, and the answer is still served from memory', async () => {
    const fullDisk: SnapshotFileSystem = {
      ...nodeSnapshotFileSystem,
      rename: () => Promise.reject(Object.assign(new Error('no space left'), { code: 'ENOSPC' })),
    };
    const { store, logger } = storeIn({ fileSystem: fullDisk });
    expect(store.put(currentAt('2643743', 7))).toBe(true);
    await store.flush();
    expect(store.get({ product: 'current', locationId: '2643743', params: metricEnglish })).toEqual(currentAt('2643743', 7));
    expect(await readdir(directory)).toEqual([]);
    expect(logger.entries).toEqual([
      { level: 'warn', message: 'snapshots: a cache file could not be saved', fields: { product: 'current', error: 'Error' } },
    ]);
  });

  it('that cannot even list the directory loads nothing, without failing', async () => {
    const unreadable: SnapshotFileSystem = { ...nodeSnapshotFileSystem, list: () => Promise.reject(new Error('EACCES')) };
    const { store, logger } = storeIn({ fileSystem: unreadable });
    expect(await store.load()).toBe(0);
    expect(logger.entries.map((entry) => entry.level)).toEqual(['warn']);
  });
});
