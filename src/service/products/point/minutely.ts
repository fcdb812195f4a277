import type { Atmosphere } from '@service/atmosphere/atmosphere';
import { localTime } from '@service/http/format';
import type { ResolvedPlace } from '@service/places/places';
import { hasRadarNowcast, latestRadarAnalysis } from '../radar-coverage';
import { forecastSampler } from './sampler';
import { alignDown, hourMs, minuteMs, series } from './time-steps';

export interface MinutelyRequest {
  place: ResolvedPlace;
  now: Date;
  periods: number;
  zone: string;
}

/** Precipitation keeps two decimals here, as the endpoint has no rounding parameter: drizzle is not nothing. */
function rate(millimetresPerHour: number): number {
  return Math.round(millimetresPerHour * 100) / 100 + 0;
}

/**
 * The 1-minute nowcast from the current minute on. Under radar (resolution 1) each minute is the
 * nowcast from the latest 5-minute radar analysis, the same calls the radar tiles are drawn from.
 * Elsewhere (resolution 60) the values are drawn linearly between the hourly steps of the latest
 * model run, so they change smoothly from hour to hour and may be hours old.
 */
export function minutelyNowcast(request: MinutelyRequest, atmosphere: Atmosphere): Record<string, unknown> {
  const { place, now } = request;
  const minutes = series(alignDown(now, minuteMs), minuteMs, request.periods);
  const radar = hasRadarNowcast(place);
  const precipRateAt = radar ? radarNowcast(atmosphere, place, now) : modelInterpolation(atmosphere, place, now);
  return {
    forecast: minutes.map((at) => ({ time: localTime(at, request.zone), precipRate: rate(precipRateAt(at.getTime())) })),
    resolution: radar ? 1 : 60,
  };
}

function radarNowcast(atmosphere: Atmosphere, place: ResolvedPlace, now: Date): (atMs: number) => number {
  const weatherAt = forecastSampler(atmosphere, place, latestRadarAnalysis(now));
  return (atMs) => weatherAt(atMs).precipRate;
}

function modelInterpolation(atmosphere: Atmosphere, place: ResolvedPlace, now: Date): (atMs: number) => number {
  const weatherAt = forecastSampler(atmosphere, place, atmosphere.latestRun(now));
  return (atMs) => {
    const hourBefore = Math.floor(atMs / hourMs) * hourMs;
    const share = (atMs - hourBefore) / hourMs;
    const before = weatherAt(hourBefore).precipRate;
    return before + (weatherAt(hourBefore + hourMs).precipRate - before) * share;
  };
}
