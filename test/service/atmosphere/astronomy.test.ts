import { describe, expect, it } from 'vitest';
import { moonPhaseDegrees, moonTimes, sunAltitude, sunTimes } from '@service/atmosphere/astronomy';
import { present } from './sampling';

const helsinki = { lat: 60.1699, lon: 24.9384 };
const tromso = { lat: 69.6496, lon: 18.956 };
const MINUTE = 60_000;

describe('sun and moon', () => {
  it('rises and sets in Helsinki at midsummer 2026 at the published times (03:54 and 22:50 EEST)', () => {
    const { sunrise, sunset } = sunTimes(helsinki, new Date('2026-06-21T00:00:00Z'), 'Europe/Helsinki');
    expect(Math.abs(present(sunrise).getTime() - Date.parse('2026-06-21T00:54:00Z'))).toBeLessThan(3 * MINUTE);
    expect(Math.abs(present(sunset).getTime() - Date.parse('2026-06-21T19:50:00Z'))).toBeLessThan(3 * MINUTE);
  });

  it('searches the local calendar day when given a zone, the next 24 hours otherwise', () => {
    const local = sunTimes({ lat: 35.68, lon: 139.69 }, new Date('2026-03-20T00:00:00Z'), 'Asia/Tokyo');
    expect(present(local.sunrise).toISOString() < '2026-03-20T00:00:00Z').toBe(true);
    const utc = sunTimes({ lat: 35.68, lon: 139.69 }, new Date('2026-03-20T00:00:00Z'));
    expect(present(utc.sunrise).getTime() - present(local.sunrise).getTime()).toBeGreaterThan(23 * 60 * MINUTE);
  });

  it('gives null rise and set in the polar night and the midnight sun', () => {
    expect(sunTimes(tromso, new Date('2026-12-21T00:00:00Z'), 'Europe/Oslo')).toEqual({ sunrise: null, sunset: null });
    expect(sunTimes(tromso, new Date('2026-06-21T00:00:00Z'), 'Europe/Oslo')).toEqual({ sunrise: null, sunset: null });
  });

  it('puts the closed-form sun at the rise-and-set horizon when astronomy-engine says it rises', () => {
    for (const day of ['2026-01-10', '2026-03-20', '2026-09-01', '2026-11-30']) {
      const { sunrise, sunset } = sunTimes(helsinki, new Date(`${day}T00:00:00Z`), 'Europe/Helsinki');
      expect(sunAltitude(helsinki, present(sunrise))).toBeCloseTo(-0.833, 1);
      expect(sunAltitude(helsinki, present(sunset))).toBeCloseTo(-0.833, 1);
    }
  });

  it('finds moonrise and moonset and the phase (full moon on 2026-01-03 10:03 UTC)', () => {
    const { moonrise, moonset } = moonTimes(helsinki, new Date('2026-01-10T00:00:00Z'), 'Europe/Helsinki');
    expect(moonrise === null || moonrise instanceof Date).toBe(true);
    expect(moonset === null || moonset instanceof Date).toBe(true);
    expect(moonrise !== null || moonset !== null).toBe(true);
    expect(moonPhaseDegrees(new Date('2026-01-03T10:03:00Z'))).toBeCloseTo(180, 0);
    const phase = moonPhaseDegrees(new Date('2026-01-10T12:00:00Z'));
    expect(phase).toBeGreaterThan(180);
    expect(phase).toBeLessThan(360);
  });
});
