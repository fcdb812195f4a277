import { afterEach, describe, expect, it } from 'vitest';
import type { AppInfo } from '@shared/app-info';
import type { WeatherUpdate } from '@shared/views/weather';
import { startCoreHarness, valueOf, type CoreHarness } from './core-harness';
import { inEnglishResult } from '../../support/error-words';
import { startFaultProxy } from '../../support/fault-proxy';

const helsinki = '658225';

let harness: CoreHarness | undefined;

afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

/** Starts in demo mode and waits for the first data; the account's address is the user's to enter. */
async function runningDemo(): Promise<CoreHarness> {
  harness = await startCoreHarness({ address: 'pane' });
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
    const saved = valueOf(await h.call('account:save', { address: { data: `${h.accountServiceUrl}/`, maps: '' }, ...h.account }));
    expect(saved).toEqual({
      mode: 'account',
      configured: true,
      user: h.account.user,
      connection: { state: 'connected' },
      address: { data: h.accountServiceUrl, maps: null, setBy: 'settings', problem: null },
      heldBack: null,
      offline: null,
      // The harness's secrets are a plain store in memory, simply there.
      credentialStorage: { location: 'memory', state: 'ready', reason: null },
    });
    expect(valueOf(await h.call('settings:get')).service).toEqual({ dataAddress: h.accountServiceUrl, mapsAddress: null });
    expect(h.core.trayState()).toMatchObject({ dataMode: 'account', attention: null });
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
    expect(status).toMatchObject({ dataMode: 'account' });
    expect(h.core.trayState().connectivity).toBe('online');

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

  it('does not switch to credentials the service refuses: demo data goes on, and the right ones connect', async () => {
    const h = await runningDemo();
    const address = { data: h.accountServiceUrl, maps: '' };
    const requestsBefore = h.urls.length;

    const refused = await h.call('account:save', { address, user: h.account.user, password: 'not the password' });
    expect(inEnglishResult(refused)).toMatchObject({ ok: false, error: { kind: 'unauthorized', message: expect.stringMatching(/^Not saved: /) } });
    // One question to the service, and nothing kept: not the credentials, not the address.
    expect(h.urls.slice(requestsBefore).filter((url) => url.startsWith(h.accountServiceUrl))).toHaveLength(1);
    expect(valueOf(await h.call('account:get'))).toMatchObject({ mode: 'demo', configured: false, user: null, address: { data: null } });
    expect(valueOf(await h.call('settings:get')).service).toEqual({ dataAddress: null, mapsAddress: null });
    expect(valueOf(await h.call('app:getInfo')).mode).toBe('demo');
    expect(h.core.trayState()).toMatchObject({ dataMode: 'demo', attention: null });
    expect(currentTemperature(valueOf(await h.call('weather:get', { locationId: helsinki })))).toEqual(expect.any(Number));

    const fixed = valueOf(await h.call('account:save', { address, ...h.account }));
    expect(fixed).toMatchObject({ mode: 'account', connection: { state: 'connected' } });
    await h.advance(1000, 300);
    expect(valueOf(await h.call('weather:get', { locationId: helsinki, products: ['current'] }))).toHaveLength(1);
  });

  it('saves credentials it cannot check (no answer), and says so until the service answers', async () => {
    const h = await runningDemo();
    // Nothing listens on port 9 of this computer: the connection is refused, as offline.
    const unreachable = { data: 'http://127.0.0.1:9', maps: '' };
    const saved = valueOf(await h.call('account:save', { address: unreachable, ...h.account }));
    expect(saved).toMatchObject({ mode: 'account', configured: true, connection: { state: 'unknown' }, address: { data: 'http://127.0.0.1:9' } });
    expect(h.core.trayState()).toMatchObject({
      dataMode: 'account',
      temperature: null,
      attention: { kind: 'accountUnconfirmed', action: 'openAccount', summary: { key: 'accountUnconfirmedSummary' } },
    });
    expect(valueOf(await h.call('schedule:getStatus'))).toMatchObject({ dataMode: 'account' });
    expect(h.core.trayState().connectivity).toBe('offline');

    // The right address later: connected, and the attention is gone with the first data.
    const moved = valueOf(await h.call('account:save', { address: { data: h.accountServiceUrl, maps: '' }, ...h.account }));
    expect(moved).toMatchObject({ mode: 'account', connection: { state: 'connected' }, address: { data: h.accountServiceUrl } });
    await h.advance(1000, 300);
    expect(h.core.trayState()).toMatchObject({ dataMode: 'account', attention: null, temperature: expect.any(Number) });
  });

  it('sends nothing without an address, and refuses plain http to another computer', async () => {
    const h = await runningDemo();
    const requestsBefore = h.urls.length;
    expect(inEnglishResult(await h.call('account:testConnection', h.account))).toMatchObject({
      ok: false,
      error: { kind: 'badInput', issues: [{ path: 'address.data', message: expect.stringContaining('Enter the service address') }] },
    });
    expect(inEnglishResult(await h.call('account:save', { address: { data: 'http://weather.example.com', maps: '' }, ...h.account }))).toMatchObject({
      ok: false,
      error: { kind: 'badInput', issues: [{ path: 'address.data', message: expect.stringContaining('unencrypted') }] },
    });
    expect(inEnglishResult(await h.call('account:save', { address: { data: h.accountServiceUrl, maps: 'maps.example.com' }, ...h.account }))).toMatchObject({
      ok: false,
      error: { kind: 'badInput', issues: [{ path: 'address.maps' }] },
    });
    expect(h.urls.slice(requestsBefore).filter((url) => !url.startsWith(h.demoServices[0]?.url ?? '-'))).toEqual([]);
    expect(valueOf(await h.call('account:get')).configured).toBe(false);
  });

  it('refuses to save at an address where no Weather Data Service answers', async () => {
    const h = await runningDemo();
    // The demo service's maps path answers, but nothing there is an account's sign-in.
    const elsewhere = { data: `${h.accountServiceUrl}/nothing-here`, maps: '' };
    expect(inEnglishResult(await h.call('account:save', { address: elsewhere, ...h.account }))).toMatchObject({
      ok: false,
      error: { kind: 'badInput', message: expect.stringContaining('answers as the Weather Data Service'), issues: [{ path: 'address.data' }] },
    });
    expect(valueOf(await h.call('account:get')).configured).toBe(false);
  });

  it('refuses an address that only redirects, naming where to, and saves nothing', async () => {
    const h = await runningDemo();
    const redirecting = await startFaultProxy(h.accountServiceUrl);
    try {
      redirecting.always({ kind: 'redirect', status: 308, location: (target) => `https://elsewhere.example${target}` });
      const address = { data: redirecting.url, maps: '' };
      const refused = inEnglishResult(await h.call('account:save', { address, ...h.account }));
      const said = `${redirecting.url} only answers with a redirect to https://elsewhere.example/authorize/token;`;
      expect(refused).toMatchObject({
        ok: false,
        error: {
          kind: 'badInput',
          message: `Not saved: ${said} Weatherglass never sends your username and password on to another address. If that is your provider's service, enter that address.`,
          action: expect.stringContaining('Check the service address'),
          issues: [{ path: 'address.data', message: expect.stringContaining(said) }],
        },
      });
      // Not "saved, not connected yet": nothing is kept.
      expect(valueOf(await h.call('account:get'))).toMatchObject({ mode: 'demo', configured: false, address: { data: null } });
      expect(valueOf(await h.call('settings:get')).service).toEqual({ dataAddress: null, mapsAddress: null });
      expect(inEnglishResult(await h.call('account:testConnection', { address, ...h.account }))).toMatchObject({
        ok: false,
        error: { kind: 'badInput', message: expect.stringContaining(said) },
      });
      // The redirect was never followed: the password went to the entered address only.
      expect(h.urls.filter((url) => url.includes('elsewhere.example'))).toEqual([]);
    } finally {
      await redirecting.close();
    }
  });

  it('tests credentials without saving them', async () => {
    const h = await runningDemo();
    const address = { data: h.accountServiceUrl, maps: '' };
    expect(inEnglishResult(await h.call('account:testConnection', { address, user: h.account.user, password: 'wrong' }))).toMatchObject({
      ok: false,
      error: { kind: 'unauthorized' },
    });
    expect(valueOf(await h.call('account:testConnection', { address, ...h.account }))).toEqual({ connected: true });
    expect(valueOf(await h.call('account:get'))).toMatchObject({ mode: 'demo', configured: false, user: null });
    expect(valueOf(await h.call('app:getInfo')).mode).toBe('demo');
  });

  it('asks an entered address a few times a minute at most, tests and saves together: a refused call says when, and sends nothing', async () => {
    const h = await runningDemo();
    const address = { data: h.accountServiceUrl, maps: '' };
    const wrong = { user: h.account.user, password: 'not the password' };
    const asked = () => h.urls.filter((url) => url.startsWith(`${h.accountServiceUrl}/authorize/token?expire_hours=1`)).length;
    for (let test = 0; test < 4; test += 1) expect(valueOf(await h.call('account:testConnection', { address, ...h.account }))).toEqual({ connected: true });
    // Refused saves are probes too: a window cannot knock through account:save instead.
    for (let save = 0; save < 2; save += 1) expect(await h.call('account:save', { address, ...wrong })).toMatchObject({ ok: false, error: { kind: 'unauthorized' } });
    expect(asked()).toBe(6);

    await h.clock.advanceTo(h.clock.now() + 20_000);
    const tooOften = { kind: 'rateLimited', message: expect.stringContaining('Wait a moment before testing or saving the connection again'), retryAfterSeconds: 40 };
    expect(inEnglishResult(await h.call('account:testConnection', { address, ...h.account }))).toMatchObject({ ok: false, error: tooOften });
    expect(inEnglishResult(await h.call('account:save', { address, ...h.account }))).toMatchObject({ ok: false, error: tooOften });
    expect(asked()).toBe(6);
    expect(valueOf(await h.call('account:get')).configured).toBe(false);

    await h.clock.advanceTo(h.clock.now() + 40_000);
    expect(valueOf(await h.call('account:testConnection', { address, ...h.account }))).toEqual({ connected: true });
    expect(asked()).toBe(7);
  });

  it('refuses malformed account and key payloads before doing anything', async () => {
    const h = await runningDemo();
    expect(inEnglishResult(await h.call('account:save', { user: ' ', password: 'x' } as never))).toMatchObject({ ok: false, error: { kind: 'badInput' } });
    expect(inEnglishResult(await h.call('keys:delete', { id: '../../etc' }))).toMatchObject({ ok: false, error: { kind: 'badInput' } });
    expect(inEnglishResult(await h.call('weather:get', { locationId: 'a/b' }))).toMatchObject({ ok: false, error: { kind: 'badInput' } });
    expect(valueOf(await h.call('account:get')).configured).toBe(false);
  });
});
