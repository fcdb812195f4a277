import { describe, expect, it } from 'vitest';
import type { Point } from '@service/atmosphere/atmosphere';
import { createAtmosphere } from '@service/atmosphere/index';
import { hoursOf, mean } from './sampling';

const helsinki: Point = { lat: 60.17, lon: 24.94 };
const madrid: Point = { lat: 40.42, lon: -3.7 };
const singapore: Point = { lat: 1.35, lon: 103.82 };
const sydney: Point = { lat: -33.87, lon: 151.21 };

describe('climate by latitude, season and altitude', () => {
  const atmosphere = createAtmosphere(1);
  const monthMean = (point: Point, month: number): number =>
    mean(hoursOf(2026, month).map((at) => atmosphere.observed(point, at).temperature));

  it('makes Helsinki colder in January than in July, and colder than Madrid in January', () => {
    const helsinkiJanuary = monthMean(helsinki, 1);
    expect(helsinkiJanuary).toBeLessThan(monthMean(helsinki, 7) - 15);
    expect(helsinkiJanuary).toBeLessThan(monthMean(madrid, 1) - 4);
  });

  it('has seasons the right way round in the southern hemisphere', () => {
    expect(monthMean(sydney, 1)).toBeGreaterThan(monthMean(sydney, 7) + 5);
  });

  it('keeps the tropics warm all year with a small seasonal swing', () => {
    const january = monthMean(singapore, 1);
    expect(january).toBeGreaterThan(23);
    expect(Math.abs(january - monthMean(singapore, 7))).toBeLessThan(3);
  });

  it('cools by the lapse rate with altitude: 1000 m up is 6-7 °C colder', () => {
    for (const at of hoursOf(2026, 3).filter((_, i) => i % 50 === 0)) {
      const difference = atmosphere.observed(helsinki, at, 0).temperature - atmosphere.observed(helsinki, at, 1000).temperature;
      expect(difference).toBeGreaterThanOrEqual(6);
      expect(difference).toBeLessThanOrEqual(7);
    }
  });

  it('runs a diurnal cycle: mid-afternoon warmer than before dawn on average', () => {
    const afternoons: number[] = [];
    const dawns: number[] = [];
    for (let day = 0; day < 60; day++) {
      const midnight = Date.UTC(2026, 4, 1 + day);
      // Madrid's local solar noon is near 12:15 UTC.
      afternoons.push(atmosphere.observed(madrid, new Date(midnight + 14.5 * 3_600_000)).temperature);
      dawns.push(atmosphere.observed(madrid, new Date(midnight + 5 * 3_600_000)).temperature);
    }
    expect(mean(afternoons)).toBeGreaterThan(mean(dawns) + 4);
  });

  it('gives plausible terrain: sea at zero, low Helsinki, high Andes and Tibet', () => {
    expect(atmosphere.elevation({ lat: 45, lon: -35 })).toBe(0);
    expect(atmosphere.elevation(helsinki)).toBeLessThan(100);
    expect(atmosphere.elevation({ lat: -16.5, lon: -68.15 })).toBeGreaterThan(3000);
    expect(atmosphere.elevation({ lat: 31.5, lon: 88 })).toBeGreaterThan(4000);
  });
});

describe('monthly normals', () => {
  const atmosphere = createAtmosphere(1);

  it('match the generator: twelve years of observations of a month average close to the normal', () => {
    // One month alone can be 2-3 °C off its normal (a cold July), as in real climates.
    for (const [point, month] of [
      [helsinki, 7],
      [madrid, 4],
      [singapore, 10],
    ] as const) {
      const years = Array.from({ length: 12 }, (_, i) => 2015 + i);
      const hours = years.flatMap((year) => hoursOf(year, month).filter((_, i) => i % 6 === 0));
      const normals = atmosphere.monthlyNormals(point, month);
      expect(Math.abs(mean(hours.map((at) => atmosphere.observed(point, at).temperature)) - normals.dayAvgTemp)).toBeLessThan(1.5);
      expect(normals.dayMinTemp).toBeLessThan(normals.dayAvgTemp);
      expect(normals.dayMaxTemp).toBeGreaterThan(normals.dayAvgTemp);
    }
  });

  it('average out to the climate over years: precipitation within a third of its normal', () => {
    const normals = atmosphere.monthlyNormals(helsinki, 10);
    let total = 0;
    for (let year = 2000; year < 2010; year++) {
      for (const at of hoursOf(year, 10)) total += atmosphere.observed(helsinki, at).precipRate;
    }
    expect(total / 10).toBeGreaterThan(normals.precipSum * 0.67);
    expect(total / 10).toBeLessThan(normals.precipSum * 1.5);
  });

  it('count frost days in winter only where it freezes, and rain days within the month', () => {
    const january = atmosphere.monthlyNormals(helsinki, 1);
    expect(january.frostDays).toBeGreaterThan(20);
    expect(atmosphere.monthlyNormals(singapore, 1).frostDays).toBeLessThan(0.01);
    expect(january.rainDays).toBeGreaterThan(0);
    expect(january.rainDays).toBeLessThanOrEqual(31);
  });

  it('give a sea-surface temperature by the sea and none inland', () => {
    expect(atmosphere.monthlyNormals({ lat: 45, lon: -35 }, 8).seaSurfaceTemp).toBeGreaterThan(12);
    expect(atmosphere.monthlyNormals(helsinki, 8).seaSurfaceTemp).not.toBeNull();
    expect(atmosphere.monthlyNormals({ lat: 55.75, lon: 37.62 }, 8).seaSurfaceTemp).toBeNull();
  });

  it('rejects a month outside 1..12', () => {
    expect(() => atmosphere.monthlyNormals(helsinki, 13)).toThrow(RangeError);
  });
});
