import { afterEach, describe, expect, it } from 'vitest';
import { currentSettingsVersion, type Settings } from '@shared/settings';
import { startCoreHarness, valueOf, type CoreHarness } from './core-harness';

let harness: CoreHarness | undefined;

afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

const searches = (urls: readonly string[]): string[] => urls.filter((url) => url.includes('/location/search/'));
const settled = (settings: Settings): boolean => settings.firstRun.placeFromTimeZone;

describe('the first place comes from the computer’s time zone', () => {
  it('saves the zone’s city as the first place on a first start, once', async () => {
    harness = await startCoreHarness({ systemTimeZone: 'Europe/Paris' });
    await harness.core.start();
    const settings = await harness.waitForEvent('settings:changed', settled);

    expect(settings.locations.map((location) => [location.name, location.timezone])).toEqual([['Paris', 'Europe/Paris']]);
    expect(valueOf(await harness.call('locations:list'))[0]?.name).toBe('Paris');
    // The windows hear the new list from main, without asking.
    expect((await harness.waitForEvent('locations:changed')).map((location) => location.name)).toEqual(['Paris']);
    expect(searches(harness.urls)).toHaveLength(1);

    await harness.reopen();
    await harness.core.start();
    await harness.idle();
    expect(searches(harness.urls)).toHaveLength(1);
  });

  it('finds the city of a legacy zone name, as ICU reports India’s, through the tz database’s links', async () => {
    harness = await startCoreHarness({ systemTimeZone: 'Asia/Calcutta' });
    await harness.core.start();
    const settings = await harness.waitForEvent('settings:changed', settled);

    expect(settings.locations.map((location) => [location.name, location.timezone])).toEqual([['Kolkata', 'Asia/Kolkata']]);
    expect(searches(harness.urls)).toHaveLength(1);
  });

  it('keeps the default place and asks nothing for a zone named after no city', async () => {
    harness = await startCoreHarness({ systemTimeZone: 'UTC' });
    await harness.core.start();
    const settings = await harness.waitForEvent('settings:changed', settled);

    expect(settings.locations).toEqual([]);
    expect(valueOf(await harness.call('locations:list'))[0]?.name).toBe('Helsinki');
    expect(searches(harness.urls)).toEqual([]);
  });

  it('leaves a place the user saved alone', async () => {
    const oslo = { id: '3143244', name: 'Oslo', lat: 59.91, lon: 10.75, country: 'Norway', timezone: 'Europe/Oslo' };
    harness = await startCoreHarness({ systemTimeZone: 'Europe/Paris', savedSettings: { version: currentSettingsVersion, locations: [oslo] } });
    await harness.core.start();
    const settings = await harness.waitForEvent('settings:changed', settled);

    expect(settings.locations).toEqual([oslo]);
    expect(searches(harness.urls)).toEqual([]);
  });

  it('tries again at the next start when the search fails', async () => {
    let searchBroken = true;
    harness = await startCoreHarness({
      systemTimeZone: 'Europe/Paris',
      rewrite: (url, json) => (searchBroken && url.pathname.includes('/location/search/') ? { nothing: 'here' } : json),
    });
    await harness.core.start();
    await harness.idle();
    expect(searches(harness.urls)).toHaveLength(1);
    expect(harness.core.settings.current.firstRun.placeFromTimeZone).toBe(false);
    expect(harness.core.settings.current.locations).toEqual([]);

    searchBroken = false;
    await harness.reopen();
    await harness.core.start();
    const settings = await harness.waitForEvent('settings:changed', settled);
    expect(settings.locations.map((location) => location.name)).toEqual(['Paris']);
  });
});
