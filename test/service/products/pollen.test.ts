import { describe, expect, it } from 'vitest';
import type { SurfaceWeather } from '@service/atmosphere/atmosphere';
import { pollenConcentration } from '@service/products/other/pollen/concentration';
import { seasonsAt } from '@service/products/other/pollen/seasons';
import { body, datePattern, failure, localTimePattern, places, winter } from './harness';

const hourly = '/api/v1/pollen/forecast/hourly/:location';
const daily = '/api/v1/pollen/forecast/daily/:location';
type Item = Record<string, number | string>;
type Forecast = { forecast: Item[] };

const species = ['alder', 'birch', 'grass', 'mugwort', 'olive', 'ragweed'] as const;
const spring = new Date('2026-04-24T06:00:00Z');
const earlySummer = new Date('2026-05-20T06:00:00Z');

/** The specification's rating thresholds, written out again so the service's table is checked, not echoed. */
function expectedRating(kind: (typeof species)[number], value: number): number {
  const trees = kind === 'alder' || kind === 'birch' || kind === 'olive';
  const moderateBelow = trees ? 100 : kind === 'mugwort' ? 50 : 30;
  const highUpTo = trees ? 500 : 100;
  if (value < 0.2) return 0;
  if (value < 10) return 1;
  if (value < moderateBelow) return 2;
  if (value <= highUpTo) return 3;
  return 4;
}

function expectRatingsAgree(items: readonly Item[]) {
  for (const item of items) {
    for (const kind of species) {
      const rating = item[kind];
      const concentration = item[`${kind}_m3`];
      expect(typeof concentration).toBe('number');
      expect(Number.isInteger(rating)).toBe(true);
      expect(rating).toBe(expectedRating(kind, concentration as number));
    }
  }
}

describe('pollen hourly', () => {
  it('gives 24 hours by default with a rating and a concentration per species, the rating by the thresholds', async () => {
    const { forecast } = await body<Forecast>(hourly, { location: places.vienna }, {}, spring);
    expect(forecast).toHaveLength(24);
    for (const item of forecast) {
      expect(item.time).toMatch(localTimePattern);
      expect(Object.keys(item).sort()).toEqual(['time', ...species, ...species.map((kind) => `${kind}_m3`)].sort());
    }
    expectRatingsAgree(forecast);
  });

  it('clamps periods to 84 and refuses 0', async () => {
    expect((await body<Forecast>(hourly, { location: places.vienna }, { periods: '100' }, spring)).forecast).toHaveLength(84);
    expect(await failure(hourly, { location: places.vienna }, { periods: '0' }, spring)).toBe(400);
  });

  it('follows the seasons: birch in Vienna in late April, nothing in a Helsinki February, olive only in the south', async () => {
    const vienna = (await body<Forecast>(hourly, { location: places.vienna }, { periods: '84' }, spring)).forecast;
    expect(Math.max(...vienna.map((item) => item.birch_m3 as number))).toBeGreaterThan(10);
    expect(vienna.every((item) => item.olive_m3 === 0)).toBe(true);
    const helsinki = (await body<Forecast>(hourly, { location: places.helsinki }, { periods: '84' }, winter)).forecast;
    expect(helsinki.every((item) => species.every((kind) => item[kind] === 0))).toBe(true);
    const seville = (await body<Forecast>(hourly, { location: places.seville }, { periods: '84' }, earlySummer)).forecast;
    expect(Math.max(...seville.map((item) => item.olive_m3 as number))).toBeGreaterThan(10);
    expectRatingsAgree([...vienna, ...helsinki, ...seville]);
  });

  it('answers outside Europe with an empty forecast', async () => {
    expect(await body<Forecast>(hourly, { location: places.newYork }, {}, spring)).toEqual({ forecast: [] });
    expect(await body<Forecast>(daily, { location: places.newYork }, {}, spring)).toEqual({ forecast: [] });
  });

  it('is washed out by rain', () => {
    const birch = seasonsAt({ lat: 48.2, lon: 16.4 }, 200, 2026, 1)[1];
    if (birch === undefined) throw new Error('no birch season');
    const dry: SurfaceWeather = {
      temperature: 18, dewPoint: 5, relHumidity: 45, pressure: 1015, windSpeed: 4, windGust: 7, windDir: 200, cloudiness: 20,
      precipRate: 0, precipType: 'rain', thunderProb: 0, visibility: 30000, uvIndex: 4, solarRadiation: 600, snowDepth: 0,
      sunAltitude: 45,
    };
    const wet = { ...dry, precipRate: 3, relHumidity: 95, dewPoint: 17 };
    expect(pollenConcentration(birch, wet, 110, 13)).toBeLessThan(pollenConcentration(birch, dry, 110, 13) / 5);
  });
});

describe('pollen daily', () => {
  it('gives 3 days (clamped), the rating of each day’s mean concentration by the thresholds', async () => {
    const { forecast } = await body<Forecast>(daily, { location: places.vienna }, { periods: '7' }, spring);
    expect(forecast).toHaveLength(3);
    expect(forecast.map((item) => item.date)).toEqual(['2026-04-24', '2026-04-25', '2026-04-26']);
    for (const item of forecast) expect(item.date).toMatch(datePattern);
    expectRatingsAgree(forecast);
  });
});
