import { DateTime } from 'luxon';
import type { Atmosphere } from '../atmosphere/atmosphere';
import { symbolCode } from '../atmosphere/index';
import { convertTemperature } from '../http/format';
import { tempUnits, type Params, type TempUnit } from '../http/params';
import { badParameter } from '../http/service-error';
import type { Gazetteer, Location } from '../places/places';
import { daySymbol, daytime } from '../products/point/day-symbol';
import { stepWeather, summarizePeriod } from '../products/point/period';
import type { WeatherAt } from '../products/point/sampler';
import { seamlessForecast } from '../products/point/seamless-forecast';
import { tileBounds } from './web-mercator';

const hourMs = 3_600_000;
const symbolModes = ['current', 'hourly', 'daily'] as const;
type SymbolMode = (typeof symbolModes)[number];

/** Places labelled on one symbol tile, biggest first. */
const placesPerTile = 10;
const steps: Record<SymbolMode, number> = { current: 1, hourly: 120, daily: 5 };

export interface SymbolTileQuery {
  mode: SymbolMode;
  z: number;
  x: number;
  y: number;
  unit: TempUnit;
}

/** mode from the path; x, y, z, units and wrap from the query. With wrap=1, x is taken modulo the tiles across. */
export function symbolTileQuery(modeParameter: string | undefined, params: Params): SymbolTileQuery {
  const mode = symbolModes.find((candidate) => candidate === modeParameter);
  if (mode === undefined) throw badParameter('mode', `must be one of ${symbolModes.join(', ')}`);
  for (const name of ['x', 'y', 'z']) params.required(name);
  const z = params.integer('z', 0, 3, 12);
  const tiles = 2 ** z;
  const wrap = params.flag('wrap', false);
  const rawX = wrap ? params.integer('x', 0, -1e9, 1e9) : params.integer('x', 0, 0, tiles - 1);
  const y = params.integer('y', 0, 0, tiles - 1);
  return { mode, z, x: ((rawX % tiles) + tiles) % tiles, y, unit: params.oneOf('units', tempUnits, 'C') };
}

/** Whole degrees in the unit; never -0. */
function wholeDegrees(celsius: number, unit: TempUnit): number {
  return Math.round(convertTemperature(celsius, unit)) + 0;
}

/** UTC date-time without an offset, as the specification shapes hourly symbol times. */
function utcWithoutOffset(at: Date): string {
  return at.toISOString().slice(0, 16);
}

interface Timestep {
  symbol: string;
  temperature: number;
  time: string;
}

/**
 * Hourly steps as the hourly forecast (products/point/interval-forecast.ts) makes them: the weather
 * at the step's time, with the symbol for the hour ending at it. They start at the nearest full
 * hour, which is also the current step.
 */
function hourlySteps(weatherAt: WeatherAt, now: Date, count: number, unit: TempUnit): Timestep[] {
  const first = Math.round(now.getTime() / hourMs) * hourMs;
  return Array.from({ length: count }, (_, index) => {
    const at = first + index * hourMs;
    const period = summarizePeriod(weatherAt, at - hourMs, at);
    return {
      symbol: symbolCode(stepWeather(period)),
      temperature: wholeDegrees(weatherAt(at).temperature, unit),
      time: utcWithoutOffset(new Date(at)),
    };
  });
}

/** Days as the daily forecast (products/point/daily.ts) makes them: the day's symbol and its highest temperature. */
function dailySteps(weatherAt: WeatherAt, now: Date, zone: string, count: number, unit: TempUnit): Timestep[] {
  const today = DateTime.fromJSDate(now, { zone }).startOf('day');
  return Array.from({ length: count }, (_, index) => {
    const start = today.plus({ days: index });
    const day = summarizePeriod(weatherAt, start.toMillis(), start.plus({ days: 1 }).toMillis());
    const daylight = summarizePeriod(
      weatherAt,
      start.set({ hour: daytime.fromHour }).toMillis(),
      start.set({ hour: daytime.untilHour }).toMillis(),
    );
    const highest = Math.max(...day.samples.map((weather) => weather.temperature));
    return {
      symbol: daySymbol(day, daylight),
      temperature: wholeDegrees(highest, unit),
      time: start.toISODate() ?? '',
    };
  });
}

function located(place: Location, timesteps: Timestep[]) {
  return { city: place.name, id: place.id, lat: String(place.lat), lon: String(place.lon), timesteps };
}

/** The biggest places on the tile, each with symbols and temperatures from the forecast the point products show. */
export function symbolTile(query: SymbolTileQuery, now: Date, atmosphere: Atmosphere, gazetteer: Gazetteer) {
  const places = gazetteer.placesIn(tileBounds(query), placesPerTile);
  return {
    locations: places.map((place) => {
      const { weatherAt } = seamlessForecast(atmosphere, place, now);
      return located(
        place,
        query.mode === 'daily'
          ? dailySteps(weatherAt, now, place.timezone, steps.daily, query.unit)
          : hourlySteps(weatherAt, now, steps[query.mode], query.unit),
      );
    }),
  };
}
