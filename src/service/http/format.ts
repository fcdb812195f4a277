import { DateTime } from 'luxon';
import type { Presentation, TempUnit, WindUnit } from './params';

/** Local times kept at most: a few hundred zones' next ten days of quarter hours, well under a megabyte. */
const localTimeLimit = 20_000;
/** Formatted local times by zone and instant (see localTime). */
const localTimes = new Map<string, Map<number, string>>();
let localTimeCount = 0;

/**
 * `YYYY-MM-DDThh:mm+hh:mm` in the given zone, the specification's time shape. Remembered by zone
 * and instant: Luxon's offset (an Intl.DateTimeFormat formatToParts call) and its formatting cost
 * more than the weather of a forecast step, and forecasts repeat the same whole hours and quarter
 * hours for every place in a zone.
 */
export function localTime(at: Date, zone: string): string {
  const ms = at.getTime();
  let byInstant = localTimes.get(zone);
  const known = byInstant?.get(ms);
  if (known !== undefined) return known;
  const shown = DateTime.fromJSDate(at, { zone }).toFormat("yyyy-MM-dd'T'HH:mmZZ");
  if (localTimeCount >= localTimeLimit) {
    localTimes.clear();
    localTimeCount = 0;
    byInstant = undefined;
  }
  if (byInstant === undefined) {
    byInstant = new Map();
    localTimes.set(zone, byInstant);
  }
  byInstant.set(ms, shown);
  localTimeCount++;
  return shown;
}

/** `YYYY-MM-DD` in the given zone. */
export function localDate(at: Date, zone: string): string {
  return DateTime.fromJSDate(at, { zone }).toFormat('yyyy-MM-dd');
}

/** `YYYY-MM-DDThh:mmZ`, the air quality time shape. */
export function utcMinutes(at: Date): string {
  return `${at.toISOString().slice(0, 16)}Z`;
}

/** `YYYY-MM-DDThh:mm:ssZ`, the map layers' time shape. */
export function utcSeconds(at: Date): string {
  return `${at.toISOString().slice(0, 19)}Z`;
}

export function convertTemperature(celsius: number, unit: TempUnit): number {
  return unit === 'F' ? (celsius * 9) / 5 + 32 : celsius;
}

const beaufortUpperBoundsMs = [0.5, 1.5, 3.3, 5.5, 7.9, 10.7, 13.8, 17.1, 20.7, 24.4, 28.4, 32.6];

export function convertWind(metresPerSecond: number, unit: WindUnit): number {
  switch (unit) {
    case 'MS':
      return metresPerSecond;
    case 'KTS':
      return metresPerSecond * 1.943844;
    case 'KMH':
      return metresPerSecond * 3.6;
    case 'MPH':
      return metresPerSecond * 2.236936;
    case 'BFT': {
      const force = beaufortUpperBoundsMs.findIndex((upper) => metresPerSecond < upper);
      return force === -1 ? 12 : force;
    }
  }
}

const compassPoints = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const;
export type CompassPoint = (typeof compassPoints)[number];

export function compassPoint(degrees: number): CompassPoint {
  const index = Math.round((((degrees % 360) + 360) % 360) / 45) % 8;
  return compassPoints[index] ?? 'N';
}

/**
 * Rounding as the specification defines it: rounding=1 (the default) gives whole numbers,
 * rounding=0 keeps decimals (one for most quantities, `decimals` where finer steps matter).
 */
export function present(value: number, roundToIntegers: boolean, decimals = 1): number {
  if (roundToIntegers) return Math.round(value) + 0;
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor + 0;
}

/** The formatters one request needs, with its units and rounding bound in. */
export function presenter(choice: Presentation) {
  return {
    temperature: (celsius: number) => present(convertTemperature(celsius, choice.tempUnit), choice.roundToIntegers),
    wind: (metresPerSecond: number) =>
      choice.windUnit === 'BFT'
        ? convertWind(metresPerSecond, 'BFT')
        : present(convertWind(metresPerSecond, choice.windUnit), choice.roundToIntegers),
    /** Precipitation keeps two decimals without rounding=1: 0.04 mm/h is not nothing. */
    precipitation: (millimetres: number) => present(millimetres, choice.roundToIntegers, 2),
    plain: (value: number) => present(value, choice.roundToIntegers),
  };
}

export type Presenter = ReturnType<typeof presenter>;
