import { afterEach, describe, expect, it } from 'vitest';
import { openSecretStorage } from '@main/core/auth/secret-storage';
import { createMemorySecretStore, secretNames, type SecretStore } from '@main/core/secrets/secret-store';
import { keychainFailure } from '@main/keytar-secret-store';
import type { AccountView } from '@shared/views/account';
import type { MapBudgetView } from '@shared/views/map-budget';
import type { ScheduleStatusView, TrayState } from '@shared/views/status';
import type { WeatherUpdate } from '@shared/views/weather';
import { createRecordingLogger } from '../../support/recording-logger';
import { startFaultProxy } from '../../support/fault-proxy';
import { rainIn, startCoreHarness, valueOf, type CoreHarness, type HarnessOptions } from './core-harness';

/**
 * One test per edge of the event graph in `createAppCore` (listed in src/main/core/engine/README.md):
 * each fails when its subscription is cut, and none is passed by another edge doing the same work.
 */

const helsinki = '658225';
const minute = 60_000;

let cleanups: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

async function started(options: HarnessOptions = {}): Promise<CoreHarness> {
  const h = await startCoreHarness(options);
  cleanups.push(() => h.close());
  await h.core.start();
  await h.advance(1000, 300);
  return h;
}

function eventsSince<C extends CoreHarness['events'][number]['channel']>(h: CoreHarness, channel: C, since: number): unknown[] {
  return h.events.slice(since).filter((event) => event.channel === channel).map((event) => event.payload);
}

describe('settings → the windows, the schedule, the budget book, the tray', () => {
  it('settings changed → settings:changed to every window', async () => {
    const h = await started();
    const before = h.events.length;
    valueOf(await h.call('settings:update', { theme: 'dark' }));
    expect(eventsSince(h, 'settings:changed', before)).toEqual([expect.objectContaining({ theme: 'dark' })]);
  });

  it('places changed → the schedule: locations:changed, and the new place is fetched', async () => {
    const h = await started();
    const oslo = { id: '3143244', name: 'Oslo', lat: 59.91, lon: 10.75, country: 'Norway', timezone: 'Europe/Oslo' };
    const before = h.events.length;
    valueOf(await h.call('settings:update', { locations: [oslo] }));
    expect(eventsSince(h, 'locations:changed', before)).toEqual([[expect.objectContaining({ id: oslo.id })]]);
    await h.advance(1000, 300);
    expect(eventsSince(h, 'weather:updated', before)).toContainEqual(expect.objectContaining({ locationId: oslo.id, product: 'current' }));
  });

  it('map share changed → the budget book’s limits → map:budgetChanged with the new share', async () => {
    const h = await started({ dailyRequests: 1000 });
    const before = h.events.length;
    valueOf(await h.call('settings:update', { budget: { mapSharePercent: 20 } }));
    await h.idle();
    const pushed = eventsSince(h, 'map:budgetChanged', before) as MapBudgetView[];
    expect(pushed.at(-1)).toMatchObject({ sharePercent: 20, allowed: 200 });
    expect(valueOf(await h.call('map:budget'))).toMatchObject({ sharePercent: 20, allowed: 200 });
  });

  it('allowance changed → the budget book’s limits → the schedule plans again and announces its status', async () => {
    const h = await started({ dailyRequests: 1000 });
    const spent = valueOf(await h.call('schedule:getStatus')).spentToday;
    const before = h.events.length;
    valueOf(await h.call('settings:update', { budget: { dailyRequests: 100 } }));
    await h.advance(1000, 300);
    const statuses = eventsSince(h, 'schedule:statusChanged', before) as ScheduleStatusView[];
    expect(statuses.at(-1)).toMatchObject({ allowance: 100, spentToday: spent });
  });

  it('settings changed → the tray, at once (the interface language rewords the tray’s weather without a request)', async () => {
    const h = await started();
    const englishPhrase = h.core.trayState().conditionPhrase;
    expect(englishPhrase).not.toBeNull();
    const before = h.events.length;
    valueOf(await h.call('settings:update', { interfaceLanguage: 'de' }));
    const trayStates = eventsSince(h, 'tray:stateChanged', before) as TrayState[];
    expect(trayStates).toHaveLength(1);
    expect(trayStates[0]?.conditionPhrase).not.toBe(englishPhrase);
    expect(h.core.trayState()).toEqual(trayStates[0]);
  });
});

/** A keychain holding a saved account, locked until the test unlocks it (a read then answers "nothing", as gnome-keyring's does). */
function lockedKeychain(account: { user: string; password: string }) {
  const values = createMemorySecretStore();
  const state = { locked: true };
  const store: SecretStore = {
    get: async (name) => (state.locked ? null : values.get(name)),
    set: (name, value) => values.set(name, value),
    delete: (name) => values.delete(name),
  };
  const secrets = openSecretStorage({
    keychain: { open: async () => store, isLocked: async () => state.locked, failure: keychainFailure },
    remembered: { load: async () => 'keychain', save: () => undefined },
    safeStorage: () => Promise.reject(new Error('a weaker store was considered')),
    encryptedFileStore: () => {
      throw new Error('an encrypted file replaced the keychain');
    },
    logger: createRecordingLogger(),
  });
  return {
    secrets,
    state,
    fill: async () => {
      await values.set(secretNames.accountUser, account.user);
      await values.set(secretNames.accountPassword, account.password);
    },
  };
}

describe('the keychain → the tray, the session', () => {
  async function keychainHarness() {
    const account = { user: 'placeholder', password: 'placeholder' };
    const keychain = lockedKeychain(account);
    const h = await startCoreHarness({ secrets: keychain.secrets });
    cleanups.push(() => h.close());
    account.user = h.account.user;
    account.password = h.account.password;
    await keychain.fill();
    await h.core.start();
    await h.advance(1000, 300);
    return { h, keychain };
  }

  it('keychain changed → the tray: asking again shows "waiting for the keychain" at once', async () => {
    const { h } = await keychainHarness();
    expect(h.core.trayState().attention?.kind).toBe('keychainUnreachable');
    const before = h.events.length;
    await h.call('account:retryKeychain');
    // The keychain was asked again: the tray said so while it had not answered.
    expect((eventsSince(h, 'tray:stateChanged', before) as TrayState[]).map((state) => state.attention?.kind)).toContain('keychainWaiting');
  });

  it('keychain changed → the session: unlocked, the saved account is used, and account:changed tells the windows', async () => {
    const { h, keychain } = await keychainHarness();
    expect(valueOf(await h.call('account:get'))).toMatchObject({ mode: 'demo', credentialStorage: { state: 'locked' } });
    keychain.state.locked = false;
    const before = h.events.length;
    expect(valueOf(await h.call('account:retryKeychain'))).toMatchObject({ mode: 'account', user: h.account.user });
    expect(eventsSince(h, 'account:changed', before)).toContainEqual(expect.objectContaining({ mode: 'account', user: h.account.user }));
  });
});

describe('the budget book → the notifications, the map', () => {
  it('today’s count changed → the notifications: a window’s own request passing the chosen share is told at once', async () => {
    const h = await started({ dailyRequests: 100 });
    const spent = valueOf(await h.call('schedule:getStatus')).spentToday;
    valueOf(await h.call('settings:update', { notifications: { usage: { enabled: true, atPercent: spent + 1 } } }));
    expect(h.notifications.filter((notification) => notification.kind === 'usage')).toEqual([]);
    // Not a scheduled answer: only the count changes.
    valueOf(await h.call('weather:fetch', { locationId: helsinki, product: 'dailyFull' }));
    expect(h.notifications.filter((notification) => notification.kind === 'usage')).toEqual([
      expect.objectContaining({ id: `usage:2026-01-15:${(spent + 1) / 100}` }),
    ]);
  });

  it('today’s count changed → map:budgetChanged: a tile served is announced to the map', async () => {
    const h = await started();
    const radar = valueOf(await h.call('map:getCapabilities')).images.find((layer) => layer.id === 5);
    if (radar === undefined) throw new Error('no radar layer');
    const time = radar.times.available[radar.times.current] ?? '';
    const before = h.events.length;
    const served = await h.core.tileProxy.serve(`wg-tile://tiles/5/${time}/5/10/9.png?colorscheme=${radar.colorschemes[0]}&updated=${radar.times.updated}`);
    expect(served.kind).toBe('image');
    await h.idle();
    expect((eventsSince(h, 'map:budgetChanged', before) as MapBudgetView[]).at(-1)).toMatchObject({ spent: 1 });
  });
});

describe('connectivity → the schedule, the tray and its status, the Account pane', () => {
  it('back online → the schedule fetches what went stale at once, not after its backoff', async () => {
    const h = await startCoreHarness({ address: 'pane' });
    cleanups.push(() => h.close());
    const service = await startFaultProxy(h.accountServiceUrl);
    cleanups.push(() => service.close());
    await h.core.start();
    await h.advance(1000, 300);
    valueOf(await h.call('account:save', { address: { data: service.url, maps: '' }, ...h.account }));
    await h.advance(1000, 300);
    service.always({ kind: 'drop' });
    await h.advance(40 * minute);
    expect(h.core.trayState().connectivity).toBe('offline');

    service.always({ kind: 'pass' });
    const requestsBefore = service.requests.length;
    valueOf(await h.call('weather:fetch', { locationId: helsinki, product: 'dailyFull' }));
    await h.advance(1000, 300);
    const paths = service.requests.slice(requestsBefore).map((request) => request.path);
    expect(paths.filter((path) => path.includes('/current/'))).toHaveLength(1);
  });

  it('connectivity changed → the tray and schedule:statusChanged: the computer going offline is shown at once', async () => {
    const h = await started();
    const before = h.events.length;
    h.core.setSystemState({ online: false });
    expect(h.core.trayState()).toMatchObject({ connectivity: 'offline', attention: { kind: 'offline' } });
    expect((eventsSince(h, 'tray:stateChanged', before) as TrayState[]).at(-1)).toMatchObject({ connectivity: 'offline' });
    // The status is announced after the connectivity changed, so the windows read the new state with it.
    const lastEvent = h.events.at(-1);
    expect(lastEvent?.channel).toBe('schedule:statusChanged');
  });

  it('connectivity changed → account:changed: the Account pane hears the computer is offline', async () => {
    const h = await started();
    const before = h.events.length;
    h.core.setSystemState({ online: false });
    await h.idle();
    expect((eventsSince(h, 'account:changed', before) as AccountView[]).at(-1)).toMatchObject({ offline: 'computerOffline' });
  });
});

describe('the sessions → the schedule, the settings', () => {
  it('session opened → the schedule begins: the places are fetched', async () => {
    const h = await started();
    expect(eventsSince(h, 'weather:updated', 0)).toContainEqual(expect.objectContaining({ locationId: helsinki, product: 'current' }));
    expect(valueOf(await h.call('schedule:getStatus')).explanation.key).not.toBe('scheduleNotStarted');
  });

  it('an account’s session opened → the welcome is answered', async () => {
    const h = await started();
    expect(h.core.settings.current.firstRun.welcomed).toBe(false);
    valueOf(await h.call('account:save', { user: h.account.user, password: h.account.password }));
    expect(h.core.settings.current.firstRun.welcomed).toBe(true);
  });

  it('session closing and sessions changed → the status: between two sessions it says no schedule runs, in the new mode', async () => {
    const h = await started();
    const before = h.events.length;
    valueOf(await h.call('account:save', { user: h.account.user, password: h.account.password }));
    const switched = h.events.findIndex((event, index) => index >= before && event.channel === 'app:infoChanged');
    expect(switched).toBeGreaterThanOrEqual(before);
    // The next status after the switch: the demo's schedule ended with its session, the account's not begun.
    const next = h.events.slice(switched).find((event) => event.channel === 'schedule:statusChanged')?.payload;
    expect(next).toMatchObject({ dataMode: 'account', mode: 'paused', explanation: { key: 'scheduleNotStarted' } });
  });

  it('other credentials at the same address → the schedule starts over for the new source', async () => {
    const h = await started();
    valueOf(await h.call('account:save', { user: h.account.user, password: h.account.password }));
    await h.advance(1000, 300);
    valueOf(await h.call('account:save', { user: h.otherAccount.user, password: h.otherAccount.password }));
    // Nothing of the first account is current for the second; the new schedule fetches it at once.
    await h.advance(1000, 300);
    const held: WeatherUpdate[] = valueOf(await h.call('weather:get', { locationId: helsinki, products: ['current'] }));
    expect(held).toEqual([expect.objectContaining({ product: 'current' })]);
  });
});

describe('the schedule → the tray, the notifications, the status', () => {
  it('the first place’s current weather kept → the tray shows it the moment it is kept', async () => {
    const h = await started();
    const kept = h.events.findIndex((event) => event.channel === 'weather:updated' && (event.payload as WeatherUpdate).product === 'current');
    expect(kept).toBeGreaterThanOrEqual(0);
    expect(h.events[kept + 1]).toMatchObject({ channel: 'tray:stateChanged', payload: { temperature: expect.any(Number) } });
  });

  it('a nowcast kept → the notifications: rain is told as the answer is kept, before its cost is settled', async () => {
    // Dry until the test says otherwise, so the first answers (the current weather the rain rule
    // words its story with among them) are all kept before the nowcast brings rain.
    let wet = false;
    const rain = rainIn(12);
    const h = await started({ rewrite: (url, json) => (wet ? rain(url, json) : json) });
    // Settling the request's cost evaluates the notifications too, a few promise turns later; a probe
    // queued as the answer is announced runs before that, so it sees only what the answer itself told.
    const toldAsKept: number[] = [];
    const record = h.events.push.bind(h.events);
    h.events.push = (...items) => {
      for (const item of items) {
        if (item.channel === 'weather:updated' && (item.payload as WeatherUpdate).product === 'nowcast') {
          queueMicrotask(() => toldAsKept.push(h.notifications.filter((notification) => notification.kind === 'rain').length));
        }
      }
      return record(...items);
    };
    expect(h.notifications).toEqual([]);
    wet = true;
    // The dry nowcast is asked again within its 30 minutes.
    await h.advance(31 * minute);
    expect(toldAsKept[0]).toBe(1);
  });
});

describe('the tray → the windows', () => {
  it('tray state changed → tray:stateChanged, the same the tray shows', async () => {
    const h = await started();
    const states = eventsSince(h, 'tray:stateChanged', 0) as TrayState[];
    expect(states.at(-1)).toEqual(h.core.trayState());
    expect(states.at(-1)?.temperature).toEqual(expect.any(Number));
  });
});

