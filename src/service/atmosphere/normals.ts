import type { MonthlyNormals, Point } from './atmosphere';
import { calibrationAt } from './calibration';
import { emptyClimate, noCalibration } from './climate';
import { climateNormals, emptyClimateNormals, MONTH_DAYS } from './climate-normals';
import { noPerturbation } from './perturbation';
import { normalCdf } from './statistics';
import type { WeatherSampler } from './weather';

/**
 * 1991-2020 style monthly normals of the generator's own (calibrated) climate. Temperatures and
 * precipitation come from the climate the weather is generated around (the weather's anomalies
 * average out); rain days are counted from the generated weather itself over thirty sampled years.
 */
const FIRST_YEAR = 1991;
const YEARS = 30;
/** Days sampled per year for rain-day counts, and three-hourly steps per day. */
const DAYS_PER_YEAR = 3;
const STEPS_PER_DAY = 8;
/** A rain day has at least this much precipitation (mm). */
const RAIN_DAY_MM = 1;

export function monthlyNormalsOf(sampler: WeatherSampler, point: Point, month: number, altitude?: number): MonthlyNormals {
  const days = MONTH_DAYS[month - 1] ?? 30;
  const ground = sampler.ground(point.lat, point.lon);
  const calibration = calibrationAt(point.lat, point.lon, noCalibration());
  const n = climateNormals(point.lat, point.lon, ground, month, calibration, emptyClimate(), emptyClimateNormals(), undefined, altitude);
  const frostDays = days * normalCdf(-n.dayMinTemp / Math.sqrt(n.spread * n.spread + 1));
  let counted: number | undefined;
  return lazyRainDays(
    {
      dayMaxTemp: n.dayMaxTemp,
      dayMinTemp: n.dayMinTemp,
      dayAvgTemp: n.dayAvgTemp,
      precipSum: n.precipitation,
      frostDays,
      seaSurfaceTemp: n.land < 0.97 ? n.seaTemperature : null,
    },
    () => (counted ??= rainDays(sampler, point, month, days)),
  );
}

/**
 * Normals whose rain-day count is worked out on first read: it takes thirty years of generated
 * weather, and the map's sea-temperature tiles and the marine product only want the sea.
 */
export function lazyRainDays(normals: Omit<MonthlyNormals, 'rainDays'>, count: () => number): MonthlyNormals {
  let override: number | undefined;
  return {
    ...normals,
    get rainDays(): number {
      return override ?? count();
    },
    set rainDays(value: number) {
      override = value;
    },
  };
}

function rainDays(sampler: WeatherSampler, point: Point, month: number, days: number): number {
  const none = noPerturbation();
  let wet = 0;
  for (let y = 0; y < YEARS; y++) {
    for (let k = 0; k < DAYS_PER_YEAR; k++) {
      const day = 1 + ((k * days) / DAYS_PER_YEAR + y * 7) % days;
      const start = Date.UTC(FIRST_YEAR + y, month - 1, Math.floor(day));
      let total = 0;
      for (let s = 0; s < STEPS_PER_DAY; s++) {
        const at = start + ((s + 0.5) * 86_400_000) / STEPS_PER_DAY;
        total += (sampler.evaluatePrecipitation(point.lat, point.lon, at, none).precipRate * 24) / STEPS_PER_DAY;
      }
      if (total >= RAIN_DAY_MM) wet += 1;
    }
  }
  return (wet / (YEARS * DAYS_PER_YEAR)) * days;
}
