import { climateOn, emptyPlaceClimate, placeClimate, type Calibration, type Climate } from './climate';
import { skewShift } from './temperature-shape';

/**
 * The temperature and precipitation normals of a calendar month as the climate sets them (the
 * weather's anomalies average out), shared by monthlyNormals() and by the calibration that
 * matches them to observed normals.
 */
export interface ClimateNormals {
  dayAvgTemp: number;
  dayMaxTemp: number;
  dayMinTemp: number;
  /** mm over the month. */
  precipitation: number;
  /** Mean standard deviation of day-to-day temperature anomalies, °C. */
  spread: number;
  seaTemperature: number;
  land: number;
}

const LAPSE_RATE = 0.0065;
export const MONTH_DAYS: readonly number[] = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
/** Day of the year (0 = 1 January) on which each month starts. */
export const MONTH_STARTS: readonly number[] = MONTH_DAYS.map((_, i) => MONTH_DAYS.slice(0, i).reduce((sum, d) => sum + d, 0));
/** Days sampled per month: the climate changes smoothly through a month. */
const SAMPLES = 6;
/**
 * The weather also moves within a day: a day's extremes lie further apart than the diurnal cycle
 * alone, by about this share of the day-to-day standard deviation each way.
 */
export const INTRADAY_SWING = 0.4;

/**
 * Normals of `month` (1..12) at a place with this ground elevation, under a calibration, from
 * `samples` days spread through the month, for the air at `altitude` (the ground's by default).
 */
export function climateNormals(
  lat: number,
  lon: number,
  ground: number,
  month: number,
  calibration: Calibration,
  scratch: Climate,
  out: ClimateNormals,
  samples = SAMPLES,
  altitude = ground,
): ClimateNormals {
  const days = MONTH_DAYS[month - 1] ?? 30;
  const firstDay = MONTH_STARTS[month - 1] ?? 0;
  let mean = 0;
  let range = 0;
  let precip = 0;
  let spread = 0;
  let sea = 0;
  // The place's part of the climate once; only the day moves between samples.
  const place = placeClimate(lat, lon, ground, calibration, scratchPlace);
  for (let i = 0; i < samples; i++) {
    const c = climateOn(place, firstDay + ((i + 0.5) * days) / samples, scratch);
    mean += c.dailyMean + skewShift(c.anomalyStd, c.dailyMean - LAPSE_RATE * ground, c.continentality);
    range += c.diurnalRange * (1 - 0.55 * c.cloud);
    precip += c.precipPerDay * days;
    spread += c.anomalyStd;
    sea += c.seaTemperature;
  }
  out.dayAvgTemp = mean / samples - LAPSE_RATE * altitude;
  // Polar night flattens the diurnal cycle, as the sampler's insolation-scaled range does.
  const halfRange = ((range / samples) * insolationShare(lat, firstDay + days / 2)) / 2;
  out.spread = spread / samples;
  out.dayMaxTemp = out.dayAvgTemp + halfRange + INTRADAY_SWING * out.spread;
  out.dayMinTemp = out.dayAvgTemp - halfRange - INTRADAY_SWING * out.spread;
  out.precipitation = precip / samples;
  out.seaTemperature = sea / samples;
  out.land = scratch.geography.land;
  return out;
}

const scratchPlace = emptyPlaceClimate();

export function emptyClimateNormals(): ClimateNormals {
  return { dayAvgTemp: 0, dayMaxTemp: 0, dayMinTemp: 0, precipitation: 0, spread: 0, seaTemperature: 0, land: 0 };
}

/** The share of the clear-sky diurnal range left by the season's sunshine (small in polar night). */
export function insolationShare(lat: number, dayOfYear: number): number {
  const declination = -23.44 * Math.cos((2 * Math.PI * (dayOfYear + 10)) / 365.2422);
  const phi = (lat * Math.PI) / 180;
  const delta = (declination * Math.PI) / 180;
  const noon = Math.sin(phi) * Math.sin(delta) + Math.cos(phi) * Math.cos(delta);
  const midnight = Math.sin(phi) * Math.sin(delta) - Math.cos(phi) * Math.cos(delta);
  return Math.max(0.05, Math.min(1, (Math.max(0, noon) - Math.max(0, midnight)) / 0.9));
}
