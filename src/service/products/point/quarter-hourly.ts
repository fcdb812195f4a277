import type { Atmosphere } from '@service/atmosphere/atmosphere';
import { feelsLike, symbolCode } from '@service/atmosphere/index';
import type { ResolvedPlace } from '@service/places/places';
import { presentStep, type StepView } from './forecast-step';
import { snowRate } from './period';
import { seamlessForecast } from './seamless-forecast';
import { alignUp, hourMs, quarterHourMs, series } from './time-steps';

export interface QuarterHourlyRequest {
  place: ResolvedPlace;
  now: Date;
  periods: number;
  altitude: number | undefined;
  view: StepView & { kind: '15minutely' };
}

/**
 * The 15-minute nowcast: steps on the quarter hours from the next one (a step exactly at `now` is
 * included). Within its three hours the seamless forecast is the nowcast from the latest 5-minute
 * analysis, the one the minutely nowcast runs from, so the two agree where they meet.
 * precipProb is for the quarter hour ending at the step.
 */
export function quarterHourlyForecast(request: QuarterHourlyRequest, atmosphere: Atmosphere): Record<string, string | number>[] {
  const { place, now } = request;
  const forecast = seamlessForecast(atmosphere, place, now, request.altitude);
  return series(alignUp(now, quarterHourMs), quarterHourMs, request.periods).map((at) => {
    const weather = forecast.weatherAt(at.getTime());
    return presentStep(
      {
        at,
        weather,
        symbol: symbolCode(weather),
        feelsLike: feelsLike(weather.temperature, weather.windSpeed, weather.relHumidity),
        precipProb: forecast.precipProbability(at, quarterHourMs / hourMs),
        precipitation: { rateMmPerHour: weather.precipRate, snowCmPerHour: snowRate(weather), type: weather.precipType },
      },
      request.view,
    );
  });
}
