import { describe, expect, it } from 'vitest';
import type { Point, SurfaceWeather } from '@service/atmosphere/atmosphere';
import { createAtmosphere } from '@service/atmosphere/index';
import { landFraction } from '@service/atmosphere/land';
import { REFERENCE_CITIES, type ReferenceCity } from '@service/atmosphere/reference-climate';
import { REFERENCE_SEASONS } from '@service/atmosphere/reference-seasons';
import { REFERENCE_WINDS } from '@service/atmosphere/reference-winds';
import { mean } from './sampling';

/**
 * The generated weather against the real climate of 52 stations on every continent and in every
 * climate zone (reference-seasons.ts cites, station by station, the table each normal was checked
 * against; a failure names it), sampled straight from the atmosphere every product and map tile
 * reads. The tolerances are in the names of the tests and in the
 * service's README.
 */
const atmosphere = createAtmosphere(7);
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Tests that sample a year or a decade of weather at every station: seconds, more on a busy machine. */
const HEAVY = 120_000;

function city(name: string): ReferenceCity {
  const found = REFERENCE_CITIES.find((candidate) => candidate.name === name);
  if (found === undefined) throw new Error(`no reference city ${name}`);
  return found;
}

const stations = REFERENCE_SEASONS.map((seasons) => {
  const reference = city(seasons.name);
  return { seasons, reference, point: { lat: reference.lat, lon: reference.lon } };
});

interface Day {
  month: number;
  meanTemperature: number;
  range: number;
  meanWind: number;
  /** The day's total, mm (each hourly rate standing for its hour). */
  precipitation: number;
  hours: SurfaceWeather[];
}

/** Every hour of every day of 2026 at a place. */
function simulatedYear(point: Point): Day[] {
  const days: Day[] = [];
  for (let start = Date.UTC(2026, 0, 1); start < Date.UTC(2027, 0, 1); start += DAY_MS) {
    const hours = Array.from({ length: 24 }, (_, hour) => atmosphere.observed(point, new Date(start + hour * HOUR_MS)));
    const temperatures = hours.map((weather) => weather.temperature);
    days.push({
      month: new Date(start).getUTCMonth(),
      meanTemperature: mean(temperatures),
      range: Math.max(...temperatures) - Math.min(...temperatures),
      meanWind: mean(hours.map((weather) => weather.windSpeed)),
      precipitation: hours.reduce((sum, weather) => sum + weather.precipRate, 0),
      hours,
    });
  }
  return days;
}

/**
 * Each month's mean temperature over the thirty years of the normals, 1991-2020, from a reading
 * every other day at an hour that moves on by seven each time, so the day's cycle averages out. A single
 * year's month differs from its normal by that year's weather (by 3 °C and more in a continental
 * winter, in the real climate as in this one), and even a decade's by up to 2 °C there.
 */
function normalPeriodMonthlyMeans(point: Point): number[] {
  const sums = new Array<number>(12).fill(0);
  const counts = new Array<number>(12).fill(0);
  let reading = 0;
  for (let start = Date.UTC(1991, 0, 1); start < Date.UTC(2021, 0, 1); start += 2 * DAY_MS, reading++) {
    const month = new Date(start).getUTCMonth();
    sums[month] = (sums[month] as number) + atmosphere.observed(point, new Date(start + ((reading * 7) % 24) * HOUR_MS)).temperature;
    counts[month] = (counts[month] as number) + 1;
  }
  return sums.map((sum, month) => sum / (counts[month] as number));
}

const years = new Map<string, Day[]>();
function yearAt(name: string, point: Point): Day[] {
  let year = years.get(name);
  if (year === undefined) {
    year = simulatedYear(point);
    years.set(name, year);
  }
  return year;
}

describe('the generated climate of 52 stations against their normals', () => {
  it('covers every continent, the tropics, the deserts, the subarctic and both hemispheres', () => {
    expect(stations.length).toBeGreaterThanOrEqual(40);
    expect(stations.filter(({ point }) => point.lat < -20).length).toBeGreaterThanOrEqual(10);
    expect(stations.filter(({ point }) => Math.abs(point.lat) < 15).length).toBeGreaterThanOrEqual(10);
    expect(stations.filter(({ point }) => point.lat > 60).length).toBeGreaterThanOrEqual(5);
    expect(stations.filter(({ seasons }) => seasons.wetDays <= 10).length).toBeGreaterThanOrEqual(4);
    for (const { seasons } of stations) {
      expect(seasons.monthlyMean).toHaveLength(12);
      // Every station names the table its months were checked against, or says it is unverified.
      expect(seasons.source).toMatch(/\S/);
      expect(seasons.wetDaysSource).toMatch(/\S/);
    }
  });

  it('has every month’s mean temperature over 1991-2020 within 2 °C of the normal', () => {
    const off: string[] = [];
    for (const { seasons, point } of stations) {
      normalPeriodMonthlyMeans(point).forEach((generated, month) => {
        const normal = seasons.monthlyMean[month] as number;
        if (Math.abs(generated - normal) > 2) off.push(`${seasons.name} ${month + 1}: ${generated.toFixed(1)} against ${normal} (${seasons.source})`);
      });
    }
    expect(off).toEqual([]);
  }, HEAVY);

  it('has January’s and July’s mean day-night range, over a year, within 3 °C of the normal', () => {
    const off: string[] = [];
    for (const { seasons, reference, point } of stations) {
      const year = yearAt(seasons.name, point);
      for (const [month, [highest, lowest]] of [
        [0, reference.january],
        [6, reference.july],
      ] as const) {
        const range = mean(year.filter((day) => day.month === month).map((day) => day.range));
        if (Math.abs(range - (highest - lowest)) > 3) off.push(`${seasons.name} ${month + 1}: ${range.toFixed(1)} against ${highest - lowest}`);
      }
    }
    expect(off).toEqual([]);
  }, HEAVY);

  it('has days with 1 mm or more, over a year, within a factor of two of the normal count (within 10 days in deserts)', () => {
    const off: string[] = [];
    for (const { seasons, point } of stations) {
      const wet = yearAt(seasons.name, point).filter((day) => day.precipitation >= 1).length;
      const within = seasons.wetDays <= 20 ? Math.abs(wet - seasons.wetDays) <= 10 : wet >= seasons.wetDays / 2 && wet <= seasons.wetDays * 2;
      if (!within) off.push(`${seasons.name}: ${wet} against ${seasons.wetDays}`);
    }
    expect(off).toEqual([]);
  }, HEAVY);

  it('has a daily mean wind above 15 m/s on under 1 % of days at every station on land', () => {
    const off: string[] = [];
    let landStations = 0;
    for (const { seasons, point } of stations) {
      if (landFraction(point.lat, point.lon) < 0.5) continue;
      landStations += 1;
      const stormy = yearAt(seasons.name, point).filter((day) => day.meanWind > 15).length;
      if (stormy >= 365 * 0.01) off.push(`${seasons.name}: ${stormy} days`);
    }
    expect(landStations).toBeGreaterThan(30);
    expect(off).toEqual([]);
  }, HEAVY);

  it('has gusts 1.3-2.2 times the wind in 99 % of windy hours on land, and never 3 times', () => {
    const factors: number[] = [];
    for (const { seasons, point } of stations) {
      if (landFraction(point.lat, point.lon) < 0.5) continue;
      for (const day of yearAt(seasons.name, point)) {
        for (const weather of day.hours) if (weather.windSpeed >= 5) factors.push(weather.windGust / weather.windSpeed);
      }
    }
    expect(factors.length).toBeGreaterThan(10_000);
    const usual = factors.filter((factor) => factor >= 1.3 && factor <= 2.2).length;
    expect(usual / factors.length).toBeGreaterThan(0.99);
    expect(Math.max(...factors)).toBeLessThan(3);
  }, HEAVY);
});

/** Hours of the second half of November over twenty years. */
function lateNovemberHours(point: Point): SurfaceWeather[] {
  const hours: SurfaceWeather[] = [];
  for (let year = 2016; year < 2036; year++) {
    for (let at = Date.UTC(year, 10, 15); at < Date.UTC(year, 11, 1); at += HOUR_MS) hours.push(atmosphere.observed(point, new Date(at)));
  }
  return hours;
}

const percentile = (values: readonly number[], share: number): number =>
  [...values].sort((a, b) => a - b)[Math.floor(share * (values.length - 1))] as number;

describe('the cases a person noticed', () => {
  it('Reykjavík in a northerly in late November is cold: never 10 °C, 3 °C colder on average than in a southerly', () => {
    const hours = lateNovemberHours({ lat: 64.15, lon: -21.94 }).filter((weather) => weather.windSpeed >= 3);
    const from = (low: number, high: number) =>
      hours.filter((weather) => (low < high ? weather.windDir >= low && weather.windDir < high : weather.windDir >= low || weather.windDir < high));
    const northerly = from(315, 45).map((weather) => weather.temperature);
    const southerly = from(135, 225).map((weather) => weather.temperature);
    expect(northerly.length).toBeGreaterThan(200);
    expect(Math.max(...northerly)).toBeLessThan(10);
    expect(mean(northerly)).toBeLessThan(mean(southerly) - 3);
    expect(mean(northerly)).toBeLessThan(2);
  }, HEAVY);

  it('east Iceland (Egilsstaðir) at night in late November: freezing on average, rarely above 6 °C, never 11 °C', () => {
    const nights = lateNovemberHours({ lat: 65.27, lon: -14.4 })
      .filter((weather) => weather.sunAltitude < -6)
      .map((weather) => weather.temperature);
    expect(mean(nights)).toBeLessThan(0);
    expect(percentile(nights, 0.99)).toBeLessThan(7);
    expect(Math.max(...nights)).toBeLessThan(11);
  }, HEAVY);

  it('has each reference station’s mean wind within 20 % of its normal, in a year the correction was not measured in (and Helsinki’s about 4 m/s in the demo’s world)', () => {
    const off: string[] = [];
    const yearMean = (weather: typeof atmosphere, point: Point, year: number) => {
      const speeds: number[] = [];
      for (let at = Date.UTC(year, 0, 1); at < Date.UTC(year + 1, 0, 1); at += 3 * HOUR_MS) speeds.push(weather.observed(point, new Date(at)).windSpeed);
      return mean(speeds);
    };
    for (const station of REFERENCE_WINDS) {
      const measured = yearMean(atmosphere, station, 2027);
      if (Math.abs(measured / station.normal - 1) > 0.2) off.push(`${station.name}: ${measured.toFixed(2)} m/s against ${station.normal} (${station.station})`);
    }
    expect(off).toEqual([]);
    const helsinki = yearMean(createAtmosphere(1), { lat: 60.17, lon: 24.94 }, 2026);
    expect(helsinki).toBeGreaterThan(3.4);
    expect(helsinki).toBeLessThan(4.6);
  }, HEAVY);

  it('Helsinki’s wind over three years: a daily mean above 15 m/s on under 1 % of days, hourly never 25 m/s, gusts never 40 m/s', () => {
    const helsinki = { lat: 60.17, lon: 24.94 };
    const days: number[] = [];
    let strongest = 0;
    let strongestGust = 0;
    for (let start = Date.UTC(2026, 0, 1); start < Date.UTC(2029, 0, 1); start += DAY_MS) {
      const hours = Array.from({ length: 24 }, (_, hour) => atmosphere.observed(helsinki, new Date(start + hour * HOUR_MS)));
      days.push(mean(hours.map((weather) => weather.windSpeed)));
      strongest = Math.max(strongest, ...hours.map((weather) => weather.windSpeed));
      strongestGust = Math.max(strongestGust, ...hours.map((weather) => weather.windGust));
    }
    expect(days.filter((wind) => wind > 15).length / days.length).toBeLessThan(0.01);
    expect(strongest).toBeLessThan(25);
    expect(strongestGust).toBeLessThan(40);
  }, HEAVY);
});
