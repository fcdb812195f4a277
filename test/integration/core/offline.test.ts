import { afterEach, describe, expect, it } from 'vitest';
import { freshnessOf } from '@shared/views/freshness';
import type { TrayState } from '@shared/views/status';
import { startCoreHarness, valueOf, type CoreHarness } from './core-harness';

const helsinki = '658225';
const minute = 60_000;

let harness: CoreHarness | undefined;

afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

describe('when the weather service goes away', () => {
  it('keeps the last good data, says offline, and backs off', async () => {
    harness = await startCoreHarness();
    const h = harness;
    await h.core.start();
    await h.advance(1000, 300);
    const before = h.core.trayState();
    expect(before.temperature).not.toBeNull();
    const data = valueOf(await h.call('weather:get', { locationId: helsinki, products: ['current'] }));

    await h.demoServices[0]?.close();
    const eventsBefore = h.events.length;
    await h.advance(2 * minute);
    h.core.refreshNow();
    await h.advance(1000, 300);

    const offline = await h.waitForEvent('tray:stateChanged', (state: TrayState) => state.connectivity === 'offline', eventsBefore);
    expect(offline.dataMode).toBe('demo');
    expect(h.core.trayState()).toMatchObject({ temperature: before.temperature, conditionPhrase: before.conditionPhrase, freshness: 'offline' });
    expect(h.core.trayState().ageMinutes).toBe(2);
    const kept = valueOf(await h.call('weather:get', { locationId: helsinki, products: ['current'] }));
    expect(kept.map((update) => update.data)).toEqual(data.map((update) => update.data));
    expect(kept[0] === undefined ? undefined : freshnessOf(kept[0], h.clock.now(), h.core.trayState().connectivity).state).toBe('offline');
    expect(valueOf(await h.call('tray:getState')).connectivity).toBe('offline');

    // The schedule backs off instead of storming the dead address: the nowcast was tried at most
    // 5 times in half an hour (1, 2, 4, 8, 16 min apart), each attempt one request and one retry.
    const requests = h.urls.length;
    await h.advance(30 * minute);
    const nowcastTries = h.urls.slice(requests).filter((url) => url.includes('/forecast/minutely/'));
    expect(nowcastTries.length).toBeGreaterThan(0);
    expect(nowcastTries.length).toBeLessThanOrEqual(10);
    expect(h.core.trayState()).toMatchObject({ temperature: before.temperature, freshness: 'offline' });
  });

  it('fetches nothing while the network is down, shows the age, and catches up once it is back', async () => {
    harness = await startCoreHarness();
    const h = harness;
    await h.core.start();
    await h.advance(1000, 300);
    h.core.setSystemState({ online: false });
    expect(valueOf(await h.call('tray:getState')).connectivity).toBe('offline');
    const requests = h.urls.length;
    await h.advance(45 * minute);
    expect(h.urls.length).toBe(requests);
    expect(h.core.trayState().freshness).toBe('offline');
    expect(h.core.trayState().ageMinutes).toBeGreaterThanOrEqual(44);
    h.core.setSystemState({ online: true });
    // Online again: the catch-up pass refreshes at once, and the data is fresh again.
    await h.advance(1000, 300);
    expect(h.core.trayState()).toMatchObject({ freshness: 'fresh', ageMinutes: 0 });
  });
});
