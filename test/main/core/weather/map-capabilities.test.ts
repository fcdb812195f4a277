import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Capabilities } from '@shared/api/maps';
import type { AppMode } from '@shared/app-info';
import { fail, ok, type Result } from '@shared/ipc/result';
import { SnapshotStore } from '@main/core/snapshots/snapshot-store';
import { MapCapabilities, capabilitiesMaxAgeMs } from '@main/core/weather/map-capabilities';
import { createRecordingLogger } from '../../../support/recording-logger';

const layersAt = (updated: string) => ({ images: [{ id: 5, updated }] }) as unknown as Capabilities;

/** A session that answers capabilities with what the test says, and counts how often it was asked. */
function sessionAnswering(mode: AppMode, answers: Result<Capabilities>[]) {
  const session = {
    mode,
    asked: 0,
    ask: async <T>(): Promise<Result<T>> => {
      session.asked += 1;
      return (answers.shift() ?? fail('offline', 'serviceUnavailable')) as Result<T>;
    },
  };
  return session;
}

describe('MapCapabilities', () => {
  let directory: string;
  let now: number;
  let store: SnapshotStore;

  beforeEach(async () => {
    directory = await mkdtemp(join(tmpdir(), 'wg-capabilities-'));
    now = Date.parse('2026-02-09T12:00:00Z');
    store = new SnapshotStore({ directory, logger: createRecordingLogger() });
  });
  afterEach(async () => {
    await store.flush();
    await rm(directory, { recursive: true, force: true });
  });

  it('asks once per quarter hour at most, per data mode', async () => {
    const capabilities = new MapCapabilities(store, () => now);
    const account = sessionAnswering('account', [ok(layersAt('A1')), ok(layersAt('A2'))]);
    const demo = sessionAnswering('demo', [ok(layersAt('D1'))]);

    expect(await capabilities.get(account)).toEqual(ok(layersAt('A1')));
    now += capabilitiesMaxAgeMs - 1;
    expect(await capabilities.get(account)).toEqual(ok(layersAt('A1')));
    expect(await capabilities.get(demo)).toEqual(ok(layersAt('D1')));
    now += 1;
    expect(await capabilities.get(account)).toEqual(ok(layersAt('A2')));
    expect([account.asked, demo.asked]).toEqual([2, 1]);
  });

  it('falls back to the layers kept when asking again fails, and says why when none are kept', async () => {
    const capabilities = new MapCapabilities(store, () => now);
    const session = sessionAnswering('account', [fail('offline', 'serviceUnavailable'), ok(layersAt('A1')), fail('serverError', 'mapNoImage')]);
    expect(await capabilities.get(session)).toMatchObject({ ok: false, error: { kind: 'offline' } });
    expect(await capabilities.get(session)).toEqual(ok(layersAt('A1')));
    now += capabilitiesMaxAgeMs;
    expect(await capabilities.get(session)).toEqual(ok(layersAt('A1')));
    expect(session.asked).toBe(3);
  });
});
