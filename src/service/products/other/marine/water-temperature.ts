import { DateTime } from 'luxon';
import type { SurfaceWeather } from '@service/atmosphere/atmosphere';
import { dailyNormal } from '../climate/daily-normals';

/** Sea water freezes here. */
const freezingSeaWater = -1.8;
const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/**
 * Sea surface temperature: the climate's daily value (from the monthly normals) with a small
 * afternoon warming; swimming water near the shore follows the air a little and warms in calm
 * sunshine.
 */
export function waterTemperatures(monthlySst: readonly number[], at: Date, zone: string, weather: SurfaceWeather) {
  const local = DateTime.fromJSDate(at, { zone });
  const daily = dailyNormal(monthlySst, local.month, local.day);
  const sea = Math.max(freezingSeaWater, daily + 0.3 * Math.sin((2 * Math.PI * (local.hour - 9)) / 24));
  const calm = clamp(1 - weather.windSpeed / 8, 0, 1);
  const swim = sea + 0.15 * (weather.temperature - sea) + 1.2 * (weather.solarRadiation / 800) * calm;
  return { seaTemp: sea, swimTemp: Math.max(freezingSeaWater, swim) };
}

/**
 * The share of the sea free of ice, from the water temperature: sea water near its freezing point
 * carries ice, and ice damps the waves.
 */
export function openWater(seaTemp: number): number {
  return clamp((seaTemp - freezingSeaWater - 0.3) / 1, 0, 1);
}
