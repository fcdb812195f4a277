import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startWeatherService } from '@service/index';
import type { WeatherUpdate } from '@shared/views/weather';
import { gate, startFaultProxy, type FaultProxy } from '../../support/fault-proxy';
import { startCoreHarness, valueOf, type CoreHarness } from './core-harness';

const helsinki = '658225';

let cleanups: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

interface TwoAccounts {
  h: CoreHarness;
  /** Account A's address: a proxy before the harness's account service (seed 2), to slow it at will. */
  a: FaultProxy;
  /** Account B's address: a service of other weather (seed 3), the same user. */
  bUrl: string;
}

/** Demo first, then connected to account A with its first data in; account B's service is running. */
async function connectedToA(): Promise<TwoAccounts> {
  const h = await startCoreHarness({ address: 'pane' });
  cleanups.push(() => h.close());
  const a = await startFaultProxy(h.accountServiceUrl);
  cleanups.push(() => a.close());
  const scratch = await mkdtemp(join(tmpdir(), 'weatherglass-account-b-'));
  const accountsFile = join(scratch, 'accounts.json');
  await writeFile(accountsFile, JSON.stringify({ accounts: [{ user: h.account.user, password: h.account.password, plan: 'enterprise' }] }));
  const b = await startWeatherService({ port: 0, seed: 3, now: () => new Date(h.clock.now()), accountsFile, usageFile: join(scratch, 'usage.json') });
  cleanups.push(async () => {
    await b.close();
    await rm(scratch, { recursive: true, force: true });
  });
  await h.core.start();
  await h.advance(1000, 300);
  valueOf(await h.call('account:save', { address: { data: a.url, maps: '' }, ...h.account }));
  await h.advance(1000, 300);
  return { h, a, bUrl: b.url };
}

function temperatureOf(updates: WeatherUpdate[]): number | null | undefined {
  const current = updates.find((update) => update.product === 'current');
  return current?.product === 'current' ? current.data.current.temperature : undefined;
}

/** Every value a window can read of the place: the scheduled products and the tray's temperature. */
async function shown(h: CoreHarness) {
  const updates = valueOf(await h.call('weather:get', { locationId: helsinki }));
  return {
    temperature: temperatureOf(updates),
    products: Object.fromEntries(updates.map((update) => [update.product, JSON.stringify(update.data)])),
    tray: h.core.trayState().temperature,
  };
}

describe('switching from one account to another', () => {
  it('drops every answer of account A at the switch, shows "nothing yet", then only account B’s', async () => {
    const { h, a, bUrl } = await connectedToA();
    const infoA = valueOf(await h.call('app:getInfo'));
    const fromA = await shown(h);
    expect(fromA.temperature).toEqual(expect.any(Number));
    expect(fromA.tray).toBe(fromA.temperature);
    const dailyA = valueOf(await h.call('weather:fetch', { locationId: helsinki, product: 'dailyFull' }));
    const threeHourlyA = valueOf(await h.call('weather:fetch', { locationId: helsinki, product: 'threeHourly' }));
    expect(a.requests.some((request) => request.path.includes('/forecast/daily'))).toBe(true);

    const eventsBefore = h.events.length;
    valueOf(await h.call('account:save', { address: { data: bUrl, maps: '' }, ...h.account }));
    // The windows are told of a new source (so they ask again, whole), and main holds nothing of A.
    const infoB = valueOf(await h.call('app:getInfo'));
    expect(infoB).toMatchObject({ mode: 'account' });
    expect(infoB.source).not.toBe(infoA.source);
    expect(await h.waitForEvent('app:infoChanged', (info) => info.source === infoB.source, eventsBefore)).toMatchObject({ mode: 'account' });
    expect(valueOf(await h.call('weather:get', { locationId: helsinki }))).toEqual([]);
    expect(h.core.trayState().temperature).toBeNull();
    // The map's tiles are kept per source too: A's are gone from disk.
    expect((await readdir(join(h.userDataDir, 'tile-cache'))).sort()).toEqual(['demo', infoB.source].sort());
    const trayEvents = h.events.slice(eventsBefore).filter((event) => event.channel === 'tray:stateChanged');
    expect(trayEvents.at(-1)?.payload).toMatchObject({ temperature: null });

    // On-demand products are asked of B at once, not answered from A's cache.
    const requestsToA = a.requests.length;
    const dailyB = valueOf(await h.call('weather:fetch', { locationId: helsinki, product: 'dailyFull' }));
    const threeHourlyB = valueOf(await h.call('weather:fetch', { locationId: helsinki, product: 'threeHourly' }));
    expect(JSON.stringify(dailyB.data)).not.toBe(JSON.stringify(dailyA.data));
    expect(JSON.stringify(threeHourlyB.data)).not.toBe(JSON.stringify(threeHourlyA.data));

    await h.advance(1000, 300);
    expect(a.requests.length).toBe(requestsToA);
    const fromB = await shown(h);
    expect(fromB.temperature).toEqual(expect.any(Number));
    expect(fromB.temperature).not.toBe(fromA.temperature);
    expect(fromB.tray).toBe(fromB.temperature);
    // The nowcast may be dry in both worlds; the current weather and the hours are not alike.
    for (const product of ['current', 'hourly']) expect(fromB.products[product], product).not.toBe(fromA.products[product]);
  });

  it('takes another user at the same address as another source: nothing of the first is shown meanwhile', async () => {
    const h = await startCoreHarness({ address: 'pane' });
    cleanups.push(() => h.close());
    await h.core.start();
    await h.advance(1000, 300);
    const address = { data: h.accountServiceUrl, maps: '' };
    valueOf(await h.call('account:save', { address, ...h.account }));
    await h.advance(1000, 300);
    const first = valueOf(await h.call('app:getInfo')).source;
    expect(temperatureOf(valueOf(await h.call('weather:get', { locationId: helsinki })))).toEqual(expect.any(Number));

    const eventsBefore = h.events.length;
    valueOf(await h.call('account:save', { address, ...h.otherAccount }));
    const second = valueOf(await h.call('app:getInfo')).source;
    expect(second).not.toBe(first);
    expect(await h.waitForEvent('app:infoChanged', (info) => info.source === second, eventsBefore)).toMatchObject({ mode: 'account' });
    expect(valueOf(await h.call('weather:get', { locationId: helsinki }))).toEqual([]);
    expect(h.core.trayState().temperature).toBeNull();

    // The new source's schedule fetches everything at once.
    await h.advance(1000, 300);
    expect(temperatureOf(valueOf(await h.call('weather:get', { locationId: helsinki })))).toEqual(expect.any(Number));
    expect(h.core.trayState().temperature).toEqual(expect.any(Number));
  });

  it('drops a late answer of account A that arrives after the switch to B', async () => {
    const { h, a, bUrl } = await connectedToA();
    const fromA = await shown(h);
    const held = gate();
    a.always({ kind: 'slowFirstByte', until: held.promise });
    const arrivedBefore = a.requests.length;
    // A window asks for the 15 days and, an hour on, the popup opens and the schedule refreshes; A answers none yet.
    const lateDaily = h.call('weather:fetch', { locationId: helsinki, product: 'dailyFull' });
    await h.clock.advanceTo(h.clock.now() + 60 * 60_000);
    h.core.setViews({ popupOpen: true });
    await a.arrived(arrivedBefore + 2);
    expect(a.requests.slice(arrivedBefore).map((request) => request.path)).toContain('/api/v1/current/658225');

    const eventsBefore = h.events.length;
    valueOf(await h.call('account:save', { address: { data: bUrl, maps: '' }, ...h.account }));
    // B answers first; only then do A's answers come, late.
    await h.clock.advanceTo(h.clock.now() + 1000);
    const currentB = await h.waitForEvent('weather:updated', (update) => update.product === 'current', eventsBefore);
    held.open();
    const daily = valueOf(await lateDaily);
    await h.idle();
    expect(temperatureOf(valueOf(await h.call('weather:get', { locationId: helsinki })))).toBe(temperatureOf([currentB]));

    // The window's ask is answered by B; A's late answers show nowhere, in memory or on disk.
    const dailyB = valueOf(await h.call('weather:fetch', { locationId: helsinki, product: 'dailyFull' }));
    expect(daily.data).toEqual(dailyB.data);
    const now = await shown(h);
    expect(now.temperature).not.toBe(fromA.temperature);
    for (const product of ['current', 'hourly']) expect(now.products[product], product).not.toBe(fromA.products[product]);
    await h.advance(1000, 300);
    const fromB = await shown(h);
    expect(fromB.temperature).toEqual(expect.any(Number));
    expect(fromB.temperature).not.toBe(fromA.temperature);
  });
});
