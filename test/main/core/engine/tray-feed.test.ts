import { describe, expect, it } from 'vitest';
import { TrayFeed, trayTickMs, type TrayFeedOptions } from '@main/core/engine/tray-feed';
import type { Product } from '@main/core/schedule/cadence';
import type { Snapshot } from '@main/core/snapshots/snapshot';
import { defaultSettings } from '@shared/settings';
import type { CredentialStorageView } from '@shared/views/account';
import type { Connectivity, OfflineCause } from '@shared/views/freshness';
import type { TrayState } from '@shared/views/status';
import { createRecordingLogger } from '../../../support/recording-logger';
import { FakeClock } from '../schedule/fake-clock';

const noon = new Date('2026-03-10T12:00:00Z');
const minute = 60_000;
const helsinki = '658225';

/** The parts the tray reads, each as the test sets it. */
function parts() {
  const clock = new FakeClock(noon);
  const held = new Map<string, unknown>();
  const world = {
    connectivity: 'online' as Connectivity,
    cause: null as OfflineCause | null,
    keychain: { location: 'keychain', state: 'ready', reason: null } as CredentialStorageView,
  };
  const logger = createRecordingLogger();
  const options: TrayFeedOptions = {
    settings: { current: defaultSettings },
    weather: {
      get: (product: Product, locationId: string): Snapshot | undefined => {
        const data = held.get(`${product}@${locationId}`);
        return data === undefined ? undefined : { product, locationId, params: {}, data, fetchedAt: noon.toISOString() };
      },
    },
    sessions: { mode: 'demo', connection: () => ({ state: 'connected' }), failed: false, accountHeldBack: null },
    connectivity: {
      get value() {
        return world.connectivity;
      },
      get cause() {
        return world.cause;
      },
    },
    schedule: { scheduleStatus: () => undefined },
    secretStorage: { view: () => world.keychain, accountUnreachable: () => false },
    clock,
    logger,
  };
  const keep = (product: Product, data: unknown) => held.set(`${product}@${helsinki}`, data);
  return { options, clock, world, keep, logger };
}

const current = { current: { time: noon.toISOString(), temperature: -3.4, symbol: null } };

describe('the tray feed', () => {
  it('works the state out at once from what is held, and again on update', () => {
    const { options, keep } = parts();
    const tray = new TrayFeed(options);
    expect(tray.state).toMatchObject({ temperature: null, locationName: 'Helsinki', dataMode: 'demo', attention: null });
    keep('current', current);
    tray.update();
    expect(tray.state).toMatchObject({ temperature: -3.4, ageMinutes: 0, freshness: 'fresh' });
  });

  it('announces a change, and nothing when the state stands', () => {
    const { options, world } = parts();
    const tray = new TrayFeed(options);
    const heard: TrayState[] = [];
    tray.onDidChange((state) => heard.push(state));
    tray.update();
    expect(heard).toEqual([]);
    world.connectivity = 'offline';
    world.cause = 'computerOffline';
    tray.update();
    expect(heard).toEqual([expect.objectContaining({ connectivity: 'offline', attention: expect.objectContaining({ kind: 'offline' }) })]);
  });

  it('says the keychain is awaited while it is', () => {
    const { options, world } = parts();
    world.keychain = { location: 'keychain', state: 'waiting', reason: null };
    expect(new TrayFeed(options).state.attention?.kind).toBe('keychainWaiting');
  });

  it('keeps telling the other listeners when one fails, and logs it', () => {
    const { options, world, logger } = parts();
    const tray = new TrayFeed(options);
    const heard: TrayState[] = [];
    tray.onDidChange(() => {
      throw new TypeError('the icon is gone');
    });
    tray.onDidChange((state) => heard.push(state));
    world.connectivity = 'asleep';
    tray.update();
    expect(heard).toHaveLength(1);
    expect(logger.entries).toContainEqual(expect.objectContaining({ message: 'tray: a listener failed' }));
  });

  it('brings the age up to date every minute once ticking, and stops when disposed', async () => {
    const { options, clock, keep } = parts();
    keep('current', current);
    const tray = new TrayFeed(options);
    tray.startTicking();
    await clock.advance(3 * trayTickMs);
    expect(tray.state.ageMinutes).toBe(3);
    tray.dispose();
    expect(clock.pending).toBe(0);
    await clock.advance(5 * minute);
    expect(tray.state.ageMinutes).toBe(3);
    tray.startTicking();
    expect(clock.pending).toBe(0);
  });
});
