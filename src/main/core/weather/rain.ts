import type { HourlyForecast, Nowcast } from '@shared/api/forecasts';
import { isWet, nowcastSamples } from '@shared/views/precipitation-story';

const minute = 60_000;

/** The schedule's "rain near": rain within this much of now speeds the nowcast up. */
export const rainSoonHorizonMs = 120 * minute;

/**
 * Minutes until rain starts by the nowcast, by the precipitation story's threshold: 0 when the step
 * under way is wet, null when no wet step lies ahead within the horizon (an old nowcast tells nothing).
 */
export function minutesUntilRain(nowcast: Nowcast, now: number, horizonMs = rainSoonHorizonMs): number | null {
  const wet = nowcastSamples(nowcast, now, horizonMs / minute).find((sample) => isWet(sample.rate));
  return wet === undefined ? null : Math.max(0, Math.round((wet.at - now) / minute));
}

/** Whether an hourly forecast has rain in an hour ending within the horizon (each step's amount is for the hour ending at its time). */
export function hourlyShowsRainSoon(forecast: HourlyForecast, now: number, horizonMs = rainSoonHorizonMs): boolean {
  return forecast.forecast.some((step) => {
    const end = Date.parse(step.time);
    return end > now && end - 60 * minute <= now + horizonMs && isWet(step.precipAccum);
  });
}
