import type { Atmosphere, Point, SurfaceWeather } from '@service/atmosphere/atmosphere';

/** The weather at one place by instant (epoch ms), each instant computed once per request. */
export type WeatherAt = (atMs: number) => SurfaceWeather;

function memoized(sample: (at: Date) => SurfaceWeather): WeatherAt {
  const cache = new Map<number, SurfaceWeather>();
  return (atMs) => {
    let weather = cache.get(atMs);
    if (weather === undefined) {
      weather = sample(new Date(atMs));
      cache.set(atMs, weather);
    }
    return weather;
  };
}

/** What the model run issued at `issuedAt` predicts: the source of every forecast product. */
export function forecastSampler(atmosphere: Atmosphere, point: Point, issuedAt: Date, altitude?: number): WeatherAt {
  return memoized((at) => atmosphere.forecast(point, at, issuedAt, altitude));
}

/** What really happened: the source of observations and current conditions. */
export function observedSampler(atmosphere: Atmosphere, point: Point, altitude?: number): WeatherAt {
  return memoized((at) => atmosphere.observed(point, at, altitude));
}
