import { afterEach, describe, expect, it } from 'vitest';
import { writeStatusText } from '@shared/i18n/messages/status';
import type { AccountView } from '@shared/views/account';
import type { WeatherUpdate } from '@shared/views/weather';
import { inEnglishResult } from '../../support/error-words';
import { startFaultProxy, type FaultProxy } from '../../support/fault-proxy';
import { startCoreHarness, valueOf, type CoreHarness } from './core-harness';

const helsinki = '658225';
const minute = 60_000;

let cleanups: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

/** Connected to the account, whose service sits behind a proxy that can stop answering. */
async function connected(): Promise<{ h: CoreHarness; service: FaultProxy }> {
  const h = await startCoreHarness({ address: 'pane' });
  cleanups.push(() => h.close());
  const service = await startFaultProxy(h.accountServiceUrl);
  cleanups.push(() => service.close());
  await h.core.start();
  await h.advance(1000, 300);
  valueOf(await h.call('account:save', { address: { data: service.url, maps: '' }, ...h.account }));
  await h.advance(1000, 300);
  return { h, service };
}

/** What the tray, the popup and the dashboard show: the tray state's attention, in English. */
function trayWords(h: CoreHarness) {
  const { attention, connectivity } = h.core.trayState();
  return { connectivity, summary: attention === null ? null : writeStatusText('en', attention.summary), message: attention === null ? null : writeStatusText('en', attention.message) };
}

describe('offline, told once and truly', () => {
  it('has the Account pane, the tray and the windows agree, and tells a silent service from a computer off the network', async () => {
    const { h, service } = await connected();
    expect(valueOf(await h.call('account:get'))).toMatchObject({ connection: { state: 'connected' }, offline: null });

    service.always({ kind: 'drop' });
    const eventsBefore = h.events.length;
    await h.advance(20 * minute);
    // The service does not answer: every view says so, in the same words, and none says "connected".
    expect(trayWords(h)).toMatchObject({ connectivity: 'offline', message: expect.stringContaining('the weather service cannot be reached') });
    expect(valueOf(await h.call('account:get'))).toMatchObject({ offline: 'serviceSilent' });
    expect(await h.waitForEvent('account:changed', (view: AccountView) => view.offline === 'serviceSilent', eventsBefore)).toMatchObject({ mode: 'account' });
    expect(valueOf(await h.call('tray:getState'))).toEqual(h.core.trayState());
    // A window's own ask gets the same story: the service is silent, not "check your internet connection".
    const asked = inEnglishResult(await h.call('weather:fetch', { locationId: helsinki, product: 'dailyFull' }));
    expect(asked).toMatchObject({ ok: false, error: { kind: 'offline', action: expect.stringContaining('though this computer is online') } });
    expect(valueOf(await h.call('schedule:getStatus'))).toMatchObject({ dataMode: 'account' });

    // The computer itself goes off the network: the words say that instead.
    h.core.setSystemState({ online: false });
    expect(trayWords(h)).toEqual({
      connectivity: 'offline',
      summary: 'offline: no network',
      message: 'This computer is offline. Weatherglass keeps the last data it has and refreshes as soon as the network is back.',
    });
    expect(valueOf(await h.call('account:get'))).toMatchObject({ offline: 'computerOffline' });
    const offlineAsk = inEnglishResult(await h.call('weather:fetch', { locationId: helsinki, product: 'threeHourly' }));
    expect(offlineAsk).toMatchObject({ ok: false, error: { kind: 'offline', action: expect.stringContaining('Check your internet connection') } });
    expect(h.events.filter((event) => event.channel === 'account:changed').at(-1)?.payload).toMatchObject({ offline: 'computerOffline' });
  });

  it('fetches what went stale at once when the service answers again, not after its backoff', async () => {
    const { h, service } = await connected();
    service.always({ kind: 'drop' });
    // 40 minutes without answers: the schedule backs off, and the scheduled products go stale.
    await h.advance(40 * minute);
    expect(h.core.trayState().connectivity).toBe('offline');

    service.always({ kind: 'pass' });
    const requestsBefore = service.requests.length;
    // A window's ask is the first answer.
    const recoveredAt = h.clock.now();
    valueOf(await h.call('weather:fetch', { locationId: helsinki, product: 'dailyFull' }));
    // The schedule's next pass (its requests coalesced for a moment) fetches what is stale, whatever its backoff said.
    await h.advance(1000, 300);
    expect(h.core.trayState()).toMatchObject({ connectivity: 'online', freshness: 'fresh', attention: null });
    expect(valueOf(await h.call('account:get'))).toMatchObject({ connection: { state: 'connected' }, offline: null });
    const paths = service.requests.slice(requestsBefore).map((request) => request.path);
    // The now and the nowcast were stale (the hourly forecast, an hour's cadence, was not): each asked once.
    for (const product of ['/current/', '/forecast/minutely/']) {
      expect(paths.filter((path) => path.includes(product)), product).toHaveLength(1);
    }
    const updates: WeatherUpdate[] = valueOf(await h.call('weather:get', { locationId: helsinki, products: ['current', 'nowcast'] }));
    expect(updates).toHaveLength(2);
    for (const update of updates) expect(Date.parse(update.fetchedAt), update.product).toBeGreaterThanOrEqual(recoveredAt);
  });
});
