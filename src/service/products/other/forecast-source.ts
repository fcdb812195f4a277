import type { Atmosphere, Point, SurfaceWeather } from '@service/atmosphere/atmosphere';

/**
 * The weather every product of one request is derived from: the latest model run's forecast at
 * the place (observed truth for instants the run already covers), memoised per instant because
 * products read the same hours more than once (daily maxima, rolling sums).
 */
export function forecastSource(atmosphere: Atmosphere, point: Point, now: Date, altitude?: number) {
  const issuedAt = atmosphere.latestRun(now);
  const cache = new Map<number, SurfaceWeather>();
  return {
    issuedAt,
    at(validAt: Date): SurfaceWeather {
      const key = validAt.getTime();
      let weather = cache.get(key);
      if (weather === undefined) {
        weather = atmosphere.forecast(point, validAt, issuedAt, altitude);
        cache.set(key, weather);
      }
      return weather;
    },
    /** Lead time of an instant from the run, hours (0 for the past). */
    leadHours(validAt: Date): number {
      return Math.max(0, (validAt.getTime() - issuedAt.getTime()) / 3_600_000);
    },
  };
}

export type ForecastSource = ReturnType<typeof forecastSource>;
