import { describe, expect, it } from 'vitest';
import type { Location } from '@shared/api/locations';
import { placeOfTimeZone, settleFirstPlace } from '@main/core/weather/first-place';
import { SettingsService } from '@main/core/settings/settings-service';
import { createMemorySettingsStorage } from '@main/core/settings/settings-storage';
import { defaultSettings } from '@shared/settings';
import { createRecordingLogger } from '../../../support/recording-logger';
import { london } from '../settings/fixtures';
import { cityOfTimeZone, loadZoneTables, zoneCitiesFrom } from '@main/core/weather/zone-cities';

const november = Date.parse('2026-11-24T12:00:00Z');

function place(id: number, name: string, timezone: string): Location {
  return { id, name, timezone, country: 'Somewhere', language: 'en', adminArea: '', adminArea2: null, adminArea3: null, lat: 0, lon: 0 };
}

describe('the city of a time zone', () => {
  it.each([
    ['Europe/Helsinki', 'Helsinki'],
    ['America/New_York', 'New York'],
    ['America/Argentina/Buenos_Aires', 'Buenos Aires'],
    ['Asia/Ho_Chi_Minh', 'Ho Chi Minh'],
  ])('%s is named after %s', (zone, city) => {
    expect(cityOfTimeZone(zone)).toBe(city);
  });

  it.each(['UTC', 'Etc/GMT+3', 'Etc/UTC', 'US/Eastern', 'EST5EDT', 'Europe/', ''])('%s names no city', (zone) => {
    expect(cityOfTimeZone(zone)).toBeNull();
  });
});

describe('the search result that is the zone’s city', () => {
  it('takes the one in the zone over a namesake elsewhere', () => {
    const found = [place(1, 'Paris', 'America/Chicago'), place(2, 'Paris', 'Europe/Paris')];
    expect(placeOfTimeZone(found, 'Paris', 'Europe/Paris', new Set(['Europe/Paris']), november)?.id).toBe(2);
  });

  it('takes a place in a zone linked to the computer’s', () => {
    const found = [place(3, 'Kolkata', 'Asia/Kolkata')];
    expect(placeOfTimeZone(found, 'Calcutta', 'Asia/Calcutta', new Set(['Asia/Calcutta', 'Asia/Kolkata']), november)?.id).toBe(3);
  });

  it('takes the city of the name searched in another zone when its clock is the same now', () => {
    const found = [place(7, 'Ushuaia', 'America/Punta_Arenas')];
    expect(placeOfTimeZone(found, 'Ushuaia', 'America/Argentina/Ushuaia', new Set(['America/Argentina/Ushuaia']), november)?.id).toBe(7);
  });

  it('takes none where the namesakes keep another clock', () => {
    const found = [place(4, 'Paris', 'America/Chicago'), place(5, 'Paris', 'America/New_York')];
    expect(placeOfTimeZone(found, 'Paris', 'Europe/Paris', new Set(['Europe/Paris']), november)).toBeUndefined();
  });

});

describe('the searches for a zone’s city, from the tz database', () => {
  it.each([
    ['Asia/Calcutta', ['Calcutta', 'Kolkata'], ['Asia/Calcutta', 'Asia/Kolkata']],
    ['Europe/Kiev', ['Kiev', 'Kyiv'], ['Europe/Kiev', 'Europe/Kyiv', 'Europe/Uzhgorod', 'Europe/Zaporozhye']],
    ['Europe/Uzhgorod', ['Uzhgorod', 'Kyiv', 'Kiev'], ['Europe/Kiev', 'Europe/Kyiv', 'Europe/Uzhgorod', 'Europe/Zaporozhye']],
    ['Asia/Saigon', ['Saigon', 'Ho Chi Minh'], ['Asia/Saigon', 'Asia/Ho_Chi_Minh']],
    ['Asia/Ho_Chi_Minh', ['Ho Chi Minh', 'Saigon'], ['Asia/Saigon', 'Asia/Ho_Chi_Minh']],
  ])('%s: the renamed city too, and every link', async (zone, names, links) => {
    const cities = zoneCitiesFrom(await loadZoneTables(), zone);
    expect(cities?.searches.slice(0, names.length)).toEqual(names.map((text) => ({ text })));
    expect([...(cities?.links ?? [])].sort()).toEqual(links.sort());
  });

  it('never searches the city of a link across a border: Europe/Stockholm is linked to Europe/Berlin', async () => {
    const cities = zoneCitiesFrom(await loadZoneTables(), 'Europe/Stockholm');
    expect(cities?.links.has('Europe/Berlin')).toBe(true);
    expect(cities?.searches.map((search) => search.text)).not.toContain('Berlin');
    expect(cities?.searches[0]).toEqual({ text: 'Stockholm' });
  });

  it('searches the biggest places, in their country, of a zone named after an island', async () => {
    const cities = zoneCitiesFrom(await loadZoneTables(), 'Atlantic/Bermuda');
    expect(cities?.searches).toEqual([{ text: 'Bermuda' }, { text: 'Hamilton', country: 'BM' }]);
  });

  it.each(['UTC', 'Etc/GMT+3', 'EST5EDT', 'US/Eastern'])('searches nothing for %s, named after no city', async (zone) => {
    expect(zoneCitiesFrom(await loadZoneTables(), zone)).toBeNull();
  });
});

describe('the first start’s work', () => {
  it.each([
    ['a place is saved already', 'Europe/Paris', [london]],
    ['the zone is named after no city', 'Etc/GMT-3', []],
  ])('reads no time-zone data and searches nothing when %s', async (_, systemTimeZone, locations) => {
    const settings = new SettingsService(createMemorySettingsStorage({ ...defaultSettings, locations }), createRecordingLogger());
    const read: string[] = [];
    await settleFirstPlace({
      systemTimeZone,
      settings,
      search: (query) => {
        read.push(`search ${query.text}`);
        return Promise.resolve({ ok: true, value: [] });
      },
      now: () => november,
      logger: createRecordingLogger(),
      zoneTables: () => {
        read.push('zone tables');
        return loadZoneTables();
      },
    });
    expect(read).toEqual([]);
    expect(settings.current.firstRun.placeFromTimeZone).toBe(true);
    expect(settings.current.locations).toEqual(locations);
  });
});
