import type { HourlyForecast, Nowcast } from '@shared/api/forecasts';

const minute = 60_000;

/** Below this rate (mm/h) or amount (mm in an hour) the service itself reports no precipitation. */
export const rainThreshold = 0.1;

/** The schedule's "rain near": rain within this much of now speeds the nowcast up. */
export const rainSoonHorizonMs = 120 * minute;

interface Step {
  at: number;
  wet: boolean;
}

function nowcastSteps(nowcast: Nowcast): Step[] {
  return nowcast.forecast
    .map((step) => ({ at: Date.parse(step.time), wet: step.precipRate !== null && step.precipRate >= rainThreshold }))
    .filter((step) => Number.isFinite(step.at))
    .sort((a, b) => a.at - b.at);
}

/**
 * Minutes until rain starts by the nowcast: 0 when the step under way is wet, null when no wet step
 * lies ahead within the horizon (or the nowcast has run out: an old one tells nothing).
 */
export function minutesUntilRain(nowcast: Nowcast, now: number, horizonMs = rainSoonHorizonMs): number | null {
  const steps = nowcastSteps(nowcast);
  const [first, second] = steps;
  const stepMs = first !== undefined && second !== undefined && second.at > first.at ? second.at - first.at : minute;
  for (const step of steps) {
    if (step.at + stepMs <= now) continue;
    if (step.at > now + horizonMs) break;
    if (step.wet) return Math.max(0, Math.round((step.at - now) / minute));
  }
  return null;
}

/** Whether an hourly forecast has rain in an hour ending within the horizon (each step's amount is for the hour ending at its time). */
export function hourlyShowsRainSoon(forecast: HourlyForecast, now: number, horizonMs = rainSoonHorizonMs): boolean {
  return forecast.forecast.some((step) => {
    const end = Date.parse(step.time);
    return end > now && end - 60 * minute <= now + horizonMs && step.precipAccum !== null && step.precipAccum >= rainThreshold;
  });
}
