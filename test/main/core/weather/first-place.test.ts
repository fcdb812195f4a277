import { describe, expect, it } from 'vitest';
import type { Location } from '@shared/api/locations';
import { cityOfTimeZone, placeOfTimeZone } from '@main/core/weather/first-place';

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
    expect(placeOfTimeZone(found, 'Europe/Paris', november)?.id).toBe(2);
  });

  it('takes the city of an older zone name when its clock is the same now', () => {
    const found = [place(3, 'Calcutta', 'Asia/Kolkata')];
    expect(placeOfTimeZone(found, 'Asia/Calcutta', november)?.id).toBe(3);
  });

  it('takes none where the namesakes keep another clock', () => {
    const found = [place(4, 'Paris', 'America/Chicago'), place(5, 'Paris', 'America/New_York')];
    expect(placeOfTimeZone(found, 'Europe/Paris', november)).toBeUndefined();
  });

  it('takes none for a zone named after no city', () => {
    expect(placeOfTimeZone([place(6, 'UTC', 'UTC')], 'UTC', november)).toBeUndefined();
  });
});
