import { afterEach, describe, expect, it } from 'vitest';
import type { AppInfo } from '../../../src/shared/app-info';
import type { AccountView } from '../../../src/shared/views/account';
import type { WeatherUpdate } from '../../../src/shared/views/weather';
import { startCoreHarness, valueOf, type CoreHarness } from './core-harness';

const helsinki = '658225';
const minute = 60_000;

let harness: CoreHarness | undefined;

afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

/** Starts in demo mode and waits for the first data. */
async function runningDemo(): Promise<CoreHarness> {
  harness = await startCoreHarness();
  await harness.core.start();
  await harness.advance(1000, 300);
  return harness;
}

function currentTemperature(updates: WeatherUpdate[]): number | null | undefined {
  const current = updates.find((update) => update.product === 'current');
  return current?.product === 'current' ? current.data.current.temperature : undefined;
}

describe('switching between demo data and an account', () => {
  it('goes to the account and back to demo without a restart, never showing one mode’s data as the other’s', async () => {
    const h = await runningDemo();
    const demoUrl = h.demoServices[0]?.url ?? '';
    expect(valueOf(await h.call('weather:get', { locationId: helsinki })).length).toBeGreaterThan(0);

    const eventsBefore = h.events.length;
    const saved = valueOf(await h.call('account:save', { user: h.account.user, password: h.account.password }));
    expect(saved).toEqual({ mode: 'account', configured: true, user: h.account.user, connection: { state: 'connected' } });
    expect(valueOf(await h.call('app:getInfo')).mode).toBe('account');
    expect(await h.waitForEvent('app:infoChanged', (info: AppInfo) => info.mode === 'account', eventsBefore)).toMatchObject({ mode: 'account' });
    // The demo service is closed, and the demo snapshots are not the account's current data.
    expect(valueOf(await h.call('weather:get', { locationId: helsinki }))).toEqual([]);
    expect(h.core.trayState()).toMatchObject({ temperature: null, locationName: 'Helsinki' });

    const requestsBefore = h.urls.length;
    await h.advance(1000, 300);
    const accountRequests = h.urls.slice(requestsBefore);
    expect(accountRequests.length).toBeGreaterThan(0);
    expect(accountRequests.every((url) => url.startsWith(h.accountServiceUrl))).toBe(true);
    const accountData = valueOf(await h.call('weather:get', { locationId: helsinki }));
    expect(new Set(accountData.map((update) => update.product))).toEqual(new Set(['nowcast', 'current', 'hourly', 'warnings']));
    expect(h.core.trayState().temperature).toBe(currentTemperature(accountData));
    const status = valueOf(await h.call('schedule:getStatus'));
    expect(status).toMatchObject({ dataMode: 'account', connectivity: 'online' });

    // Back to demo: a new demo service, and demo data fetched afresh.
    const cleared = valueOf(await h.call('account:clear'));
    expect(cleared).toMatchObject({ mode: 'demo', configured: false, user: null });
    expect(valueOf(await h.call('app:getInfo')).mode).toBe('demo');
    expect(valueOf(await h.call('weather:get', { locationId: helsinki }))).toEqual([]);
    await h.advance(1000, 300);
    expect(h.demoServices).toHaveLength(2);
    const secondDemoUrl = h.demoServices[1]?.url ?? '';
    expect(secondDemoUrl).not.toBe('');
    expect(h.urls.slice(-1)[0]?.startsWith(secondDemoUrl)).toBe(true);
    expect(h.urls.some((url) => url.startsWith(demoUrl))).toBe(true);
    const demoAgain = valueOf(await h.call('weather:get', { locationId: helsinki }));
    expect(demoAgain.map((update) => update.product).sort()).toEqual(['current', 'hourly', 'nowcast', 'warnings']);
    expect(h.core.trayState().temperature).toBe(currentTemperature(demoAgain));
  });

  it('says unauthorized for a wrong password, and the app stays usable', async () => {
    const h = await runningDemo();

    const saved = valueOf(await h.call('account:save', { user: h.account.user, password: 'not the password' }));
    expect(saved).toMatchObject({ mode: 'account', configured: true, user: h.account.user, connection: { state: 'failed', error: { kind: 'unauthorized' } } });
    const view = valueOf(await h.call('account:get'));
    expect(view.connection).toMatchObject({ state: 'failed', error: { kind: 'unauthorized' } });
    const accountEvent = h.events.filter((event) => event.channel === 'account:changed').at(-1)?.payload as AccountView;
    expect(accountEvent.connection).toMatchObject({ state: 'failed' });

    // The schedule runs into the same refusal and does not hammer the service with it.
    const requestsBefore = h.urls.length;
    await h.advance(10 * minute);
    const tokenRequests = h.urls.slice(requestsBefore).filter((url) => url.includes('/authorize/token'));
    expect(tokenRequests.length).toBeLessThanOrEqual(1);
    expect(valueOf(await h.call('schedule:getStatus')).dataMode).toBe('account');

    // Still usable: settings change, windows get answers, keys say why they cannot be listed.
    expect(valueOf(await h.call('settings:update', { theme: 'dark' })).theme).toBe('dark');
    expect(await h.call('keys:list')).toMatchObject({ ok: false, error: { kind: 'unauthorized' } });
    expect(valueOf(await h.call('tray:getState')).locationName).toBe('Helsinki');

    // Fixing the password works at once, without waiting out the refusal's pause.
    const fixed = valueOf(await h.call('account:save', { user: h.account.user, password: h.account.password }));
    expect(fixed.connection).toEqual({ state: 'connected' });
    await h.advance(1000, 300);
    expect(valueOf(await h.call('weather:get', { locationId: helsinki, products: ['current'] }))).toHaveLength(1);
  });

  it('tests credentials without saving them', async () => {
    const h = await runningDemo();
    expect(await h.call('account:testConnection', { user: h.account.user, password: 'wrong' })).toMatchObject({
      ok: false,
      error: { kind: 'unauthorized' },
    });
    expect(valueOf(await h.call('account:testConnection', { user: h.account.user, password: h.account.password }))).toEqual({ connected: true });
    expect(valueOf(await h.call('account:get'))).toMatchObject({ mode: 'demo', configured: false, user: null });
    expect(valueOf(await h.call('app:getInfo')).mode).toBe('demo');
  });

  it('refuses malformed account and key payloads before doing anything', async () => {
    const h = await runningDemo();
    expect(await h.call('account:save', { user: ' ', password: 'x' } as never)).toMatchObject({ ok: false, error: { kind: 'badInput' } });
    expect(await h.call('keys:delete', { id: '../../etc' })).toMatchObject({ ok: false, error: { kind: 'badInput' } });
    expect(await h.call('weather:get', { locationId: 'a/b' })).toMatchObject({ ok: false, error: { kind: 'badInput' } });
    expect(valueOf(await h.call('account:get')).configured).toBe(false);
  });
});
