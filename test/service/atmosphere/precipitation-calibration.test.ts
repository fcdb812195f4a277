import { describe, expect, it } from 'vitest';
import type { Point } from '@service/atmosphere/atmosphere';
import { calibrationAt } from '@service/atmosphere/calibration';
import { emptyClimate, noCalibration } from '@service/atmosphere/climate';
import { climateNormals, emptyClimateNormals } from '@service/atmosphere/climate-normals';
import { createAtmosphere } from '@service/atmosphere/index';
import { REFERENCE_CITIES, type ReferenceCity } from '@service/atmosphere/reference-climate';

const atmosphere = createAtmosphere(7);
const at = (city: ReferenceCity): Point => ({ lat: city.lat, lon: city.lon });
const withinFactor = (ratio: number): boolean => ratio > 1 / 1.35 && ratio < 1.35;
/** Tests that sample years of weather at many places: seconds, more on a busy machine. */
const HEAVY = 60_000;

/** The generator's year of precipitation at a city, month by month as monthlyNormals() works it out. */
function yearPrecipitation(city: ReferenceCity): number {
  const ground = atmosphere.elevation(at(city));
  const calibration = calibrationAt(city.lat, city.lon, noCalibration());
  let total = 0;
  for (let month = 1; month <= 12; month++) {
    total += climateNormals(city.lat, city.lon, ground, month, calibration, emptyClimate(), emptyClimateNormals()).precipitation;
  }
  return total;
}

/** Precipitation observed over some years at a city, per year (3-hourly rates over 3 hours each). */
function observedPerYear(city: ReferenceCity, years: number): number {
  let total = 0;
  for (let t = Date.UTC(2010, 0, 1); t < Date.UTC(2010 + years, 0, 1); t += 3 * 3_600_000) {
    total += atmosphere.observed(at(city), new Date(t)).precipRate * 3;
  }
  return total / years;
}

function city(name: string): ReferenceCity {
  const found = REFERENCE_CITIES.find((c) => c.name === name);
  if (found === undefined) throw new Error(`no ${name}`);
  return found;
}

describe('calibrated precipitation at the reference cities', () => {
  it('has normal annual precipitation within 35 % of the reference for at least 80 % of the cities', () => {
    const london = city('London');
    const monthly = [...Array(12).keys()].map((m) => atmosphere.monthlyNormals(at(london), m + 1).precipSum);
    expect(yearPrecipitation(london)).toBeCloseTo(monthly.reduce((sum, mm) => sum + mm, 0), 6);
    const within = REFERENCE_CITIES.filter((c) => withinFactor(yearPrecipitation(c) / c.precipitation[2]));
    expect(within.length / REFERENCE_CITIES.length).toBeGreaterThanOrEqual(0.8);
  });

  it('keeps deserts dry and monsoons wet, in the right season', () => {
    for (const name of ['Cairo', 'Riyadh', 'Lima', 'Dubai']) expect(yearPrecipitation(city(name))).toBeLessThan(150);
    const mumbai = at(city('Mumbai'));
    expect(atmosphere.monthlyNormals(mumbai, 7).precipSum).toBeGreaterThan(400);
    expect(atmosphere.monthlyNormals(mumbai, 1).precipSum).toBeLessThan(20);
    // Mediterranean summers are dry, East Asian winters too.
    expect(atmosphere.monthlyNormals(at(city('Athens')), 7).precipSum).toBeLessThan(20);
    expect(atmosphere.monthlyNormals(at(city('Beijing')), 1).precipSum).toBeLessThan(15);
  });

  it('realises the normals: ten years of observations within a third of them (half to double in a desert)', () => {
    for (const [name, low, high] of [
      ['London', 0.67, 1.5],
      ['Mumbai', 0.67, 1.5],
      ['Singapore', 0.67, 1.5],
      ['Denver', 0.67, 1.5],
      ['Cairo', 0.5, 2],
    ] as const) {
      const ratio = observedPerYear(city(name), 10) / yearPrecipitation(city(name));
      expect(ratio, name).toBeGreaterThan(low);
      expect(ratio, name).toBeLessThan(high);
    }
  }, HEAVY);

  it('gives observed yearly totals within 35 % of the reference for at least 80 % of the cities (every third city, three years)', () => {
    const sample = REFERENCE_CITIES.filter((_, i) => i % 3 === 0);
    const within = sample.filter((c) => withinFactor(observedPerYear(c, 3) / c.precipitation[2]));
    expect(within.length / sample.length).toBeGreaterThanOrEqual(0.8);
  }, HEAVY);
});
