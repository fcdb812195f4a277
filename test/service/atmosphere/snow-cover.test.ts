import { describe, expect, it } from 'vitest';
import type { Point } from '@service/atmosphere/atmosphere';
import { createAtmosphere } from '@service/atmosphere/index';
import { REFERENCE_CITIES, type ReferenceCity } from '@service/atmosphere/reference-climate';

const atmosphere = createAtmosphere(7);
/** Tests that sample years of weather: seconds, more on a busy machine. */
const HEAVY = 60_000;

/** Share of January days (at noon UTC, 2010-2025, every other day) with at least 1 cm of snow lying. */
function januarySnowCover(point: Point, years = 16): number {
  let covered = 0;
  let days = 0;
  for (let year = 2010; year < 2010 + years; year++) {
    for (let day = 1; day <= 31; day += 2) {
      days += 1;
      if (atmosphere.observed(point, new Date(Date.UTC(year, 0, day, 12))).snowDepth >= 1) covered += 1;
    }
  }
  return covered / days;
}

function city(name: string): Point {
  const found = REFERENCE_CITIES.find((c) => c.name === name);
  if (found === undefined) throw new Error(`no ${name}`);
  return { lat: found.lat, lon: found.lon };
}

describe('snow cover in January', () => {
  it('is rare in maritime and southern Europe', () => {
    expect(januarySnowCover(city('London'))).toBeLessThanOrEqual(0.1);
    expect(januarySnowCover(city('Paris'))).toBeLessThanOrEqual(0.1);
    expect(januarySnowCover(city('Madrid'))).toBeLessThanOrEqual(0.03);
    expect(januarySnowCover(city('Rome'))).toBeLessThanOrEqual(0.02);
  }, HEAVY);

  it('comes and goes in central Europe and lasts the month in the north-east and in Canada', () => {
    const berlin = januarySnowCover(city('Berlin'));
    expect(berlin).toBeGreaterThanOrEqual(0.2);
    expect(berlin).toBeLessThanOrEqual(0.5);
    expect(januarySnowCover(city('Helsinki'))).toBeGreaterThanOrEqual(0.7);
    expect(januarySnowCover(city('Moscow'))).toBeGreaterThanOrEqual(0.9);
    expect(januarySnowCover(city('Montreal'))).toBeGreaterThanOrEqual(0.8);
  }, HEAVY);

  it('lies now and then in sunny, dry Denver', () => {
    const denver = januarySnowCover(city('Denver'));
    expect(denver).toBeGreaterThan(0);
    expect(denver).toBeLessThan(0.5);
  }, HEAVY);

  it('never lies in warm cities, and lies all month where the reference has it all month', () => {
    const warm = REFERENCE_CITIES.filter((c: ReferenceCity) => c.snowDays === 0 && (c.january[0] + c.january[1]) / 2 >= 8);
    expect(warm.length).toBeGreaterThan(80);
    const snowy = warm.filter((c) => januarySnowCover({ lat: c.lat, lon: c.lon }, 4) > 0);
    expect(snowy.map((c) => c.name)).toEqual([]);
    const white = REFERENCE_CITIES.filter((c) => c.snowDays >= 28);
    expect(white.length).toBeGreaterThan(15);
    const patchy = white.filter((c) => januarySnowCover({ lat: c.lat, lon: c.lon }, 4) < 0.8);
    expect(patchy.map((c) => c.name)).toEqual([]);
  }, HEAVY);
});
