import { afterEach, describe, expect, it } from 'vitest';
import { staleAfterMs } from '@main/core/snapshots/snapshot-kinds';
import type { WeatherUpdate } from '@shared/views/weather';
import { startCoreHarness, startInstant, valueOf, type CoreHarness } from './core-harness';
import { defaultSystemLocale } from '@shared/system-locale';

const helsinki = '658225';
const minute = 60_000;

let harness: CoreHarness | undefined;

afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

function updatesAt(h: CoreHarness, locationId: string): WeatherUpdate[] {
  return h.events.filter((event) => event.channel === 'weather:updated').map((event) => event.payload as WeatherUpdate).filter((update) => update.locationId === locationId);
}

describe('the core in demo mode', () => {
  it('starts the demo service and fills the tray location’s nowcast, current, hourly and warnings', async () => {
    harness = await startCoreHarness();
    const h = harness;
    await h.core.start();
    expect(h.demoServices).toHaveLength(1);
    expect(valueOf(await h.call('app:getInfo'))).toEqual({ name: 'Weatherglass', version: '9.9.9-test', mode: 'demo', source: 'demo', host: 'browser', desktopShell: { trayIcons: null, popupBesideTray: true }, systemLocale: defaultSystemLocale });

    await h.advance(1000, 300);

    const products = updatesAt(h, helsinki).map((update) => update.product);
    expect(new Set(products)).toEqual(new Set(['nowcast', 'current', 'hourly', 'warnings']));
    const current = updatesAt(h, helsinki).find((update) => update.product === 'current');
    expect(current?.staleAfterMs).toBe(staleAfterMs.current);
    // Stamped when the answer arrived: after the schedule's first pass, 250 ms after the start.
    const fetchedAt = Date.parse(current?.fetchedAt ?? '');
    expect(fetchedAt - startInstant.getTime()).toBeGreaterThanOrEqual(250);
    expect(fetchedAt - startInstant.getTime()).toBeLessThanOrEqual(1000);
    // Every request went to the demo service on loopback.
    const demoUrl = h.demoServices[0]?.url ?? '';
    expect(h.urls.length).toBeGreaterThan(0);
    expect(h.urls.every((url) => url.startsWith(demoUrl))).toBe(true);

    // The same data, asked for by a window.
    const asked = valueOf(await h.call('weather:get', { locationId: helsinki, products: ['current', 'nowcast'] }));
    expect(asked.map((update) => update.product)).toEqual(['current', 'nowcast']);
    expect(asked[0]?.data).toEqual(current?.data);
    // Without a location, the tray's: what the popup asks for as it opens.
    const trays = valueOf(await h.call('weather:get', { products: ['current'] }));
    expect(trays.map((update) => [update.locationId, update.data])).toEqual([[helsinki, current?.data]]);
  });

  it('gives the tray a temperature, the location and its condition from the current conditions', async () => {
    harness = await startCoreHarness();
    const h = harness;
    const trayChanges: unknown[] = [];
    h.core.onTrayStateChange((state) => trayChanges.push(state));
    await h.core.start();
    expect(h.core.trayState()).toMatchObject({ temperature: null, locationName: 'Helsinki', unit: 'C' });

    await h.advance(1000, 300);

    const current = updatesAt(h, helsinki).find((update) => update.product === 'current');
    if (current?.product !== 'current') throw new Error('no current conditions arrived');
    const tray = h.core.trayState();
    expect(tray.temperature).toBe(current.data.current.temperature);
    expect(typeof tray.temperature).toBe('number');
    expect(tray).toMatchObject({ locationName: 'Helsinki', conditionPhrase: current.data.current.symbolPhrase, freshness: 'fresh', ageMinutes: 0 });
    expect(trayChanges.at(-1)).toEqual(tray);
    expect(valueOf(await h.call('tray:getState'))).toEqual(tray);
    expect(h.events.filter((event) => event.channel === 'tray:stateChanged').at(-1)?.payload).toEqual(tray);

    // The age counts up between answers (the tray is brought up to date every minute)...
    await h.advance(10 * minute);
    expect(h.core.trayState().ageMinutes).toBeGreaterThanOrEqual(9);
    expect(h.core.trayState().ageMinutes).toBeLessThanOrEqual(10);
    // ...until the current conditions are due again, 20 minutes after the last.
    await h.advance(11 * minute);
    expect(h.core.trayState().ageMinutes).toBeLessThan(2);
  });

  it('serves cached snapshots at the next start before any request, and fetches none that are fresh', async () => {
    harness = await startCoreHarness();
    const h = harness;
    await h.core.start();
    await h.advance(1000, 300);
    const temperature = h.core.trayState().temperature;
    expect(temperature).not.toBeNull();

    const restarted = await h.reopen();
    const requestsBefore = h.urls.length;
    const trayAtStart: unknown[] = [];
    restarted.onTrayStateChange((state) => trayAtStart.push(state));
    h.clock.jump(5 * minute);
    await restarted.start();

    // Before the session's first pass: the cached temperature, five minutes old.
    expect(trayAtStart[0]).toMatchObject({ temperature, locationName: 'Helsinki', freshness: 'fresh', ageMinutes: 5 });
    await h.advance(1000, 300);
    // Everything the tray needs is younger than its cadence: nothing was asked of the service.
    expect(h.urls.length).toBe(requestsBefore);
    expect(h.demoServices).toHaveLength(2);
  });
});
