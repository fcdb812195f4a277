import type { Atmosphere } from '@service/atmosphere/atmosphere';
import { feelsLike, symbolCode } from '@service/atmosphere/index';
import type { ResolvedPlace } from '@service/places/places';
import { presentStep, type StepView } from './forecast-step';
import { stepWeather, summarizePeriod } from './period';
import { seamlessForecast } from './seamless-forecast';
import { alignUp, hourMs, series } from './time-steps';

export interface IntervalRequest {
  place: ResolvedPlace;
  now: Date;
  periods: number;
  /** history=1: the past 24 hours in front of the `periods` steps from now on. */
  history: boolean;
  altitude: number | undefined;
  view: StepView & { kind: 'hourly' | '3hourly' };
}

const stepHours = { hourly: 1, '3hourly': 3 } as const;

/**
 * The first step: the next full hour on the display zone's clock (hourly), or the next of
 * 00, 03, 06 … 21 UTC, the model's output times (3-hourly). A step exactly at `now` is included.
 */
function firstStep(kind: 'hourly' | '3hourly', now: Date, zone: string): Date {
  return kind === 'hourly' ? alignUp(now, hourMs, zone) : alignUp(now, 3 * hourMs);
}

/**
 * Hourly and 3-hourly steps of the seamless forecast. Each step reports the weather at its time
 * and the precipitation over the period ending at it (integrated from the forecast rate every
 * quarter hour), with a symbol for that whole period.
 */
export function intervalForecast(request: IntervalRequest, atmosphere: Atmosphere): Record<string, string | number>[] {
  const { place, now, view } = request;
  const hours = stepHours[view.kind];
  const stepMs = hours * hourMs;
  const forecast = seamlessForecast(atmosphere, place, now, request.altitude);
  const weatherAt = forecast.weatherAt;
  const pastSteps = request.history ? 24 / hours : 0;
  const first = new Date(firstStep(view.kind, now, view.zone).getTime() - pastSteps * stepMs);
  return series(first, stepMs, pastSteps + request.periods).map((at) => {
    const weather = weatherAt(at.getTime());
    const period = summarizePeriod(weatherAt, at.getTime() - stepMs, at.getTime());
    const shown = stepWeather(period);
    return presentStep(
      {
        at,
        weather,
        symbol: symbolCode(shown),
        feelsLike: feelsLike(weather.temperature, weather.windSpeed, weather.relHumidity),
        precipProb: forecast.precipProbability(at, hours),
        precipitation: { accumMm: period.waterMm, snowAccumCm: period.snowCm, type: shown.precipType },
      },
      view,
    );
  });
}
