import type { SurfaceWeather } from '@service/atmosphere/atmosphere';
import type { SeasonAtPlace } from './seasons';

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/**
 * Grains/m³ in one hour: the season's potential, released only when it is warm enough, washed
 * out by rain, damped by humid air, highest around midday and early afternoon, and carried
 * further by a moderate wind.
 */
export function pollenConcentration(
  season: SeasonAtPlace,
  weather: SurfaceWeather,
  dayOfYear: number,
  localHour: number,
): number {
  const warmth = clamp((weather.temperature - season.releaseAboveCelsius) / 10, 0, 1);
  const washout = Math.max(0.05, 1 / (1 + 1.5 * weather.precipRate));
  const dryness = clamp((100 - weather.relHumidity) / 50, 0.2, 1);
  const daily = 0.35 + 0.85 * Math.exp(-((localHour - 13.5) ** 2) / (2 * 4 * 4));
  const transport = 0.7 + 0.3 * Math.min(weather.windSpeed / 5, 1.3);
  return season.potential(dayOfYear) * warmth * washout * dryness * daily * transport;
}
