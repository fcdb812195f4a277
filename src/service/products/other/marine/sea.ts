import type { Atmosphere, Point } from '@service/atmosphere/atmosphere';
import { destination } from '../geometry';

const compass = [0, 45, 90, 135, 180, 225, 270, 315] as const;
/** How far from the requested point the marine forecast looks for the sea. */
const searchRingsKm = [5, 10, 20, 40, 80] as const;
const fetchStepsKm = [25, 50, 100, 200, 400, 800] as const;
/** Open water beyond the last step counts as this much fetch. */
const openOceanFetchKm = 1200;

const isSea = (atmosphere: Atmosphere, point: Point) => atmosphere.elevation(point) <= 0;

/**
 * The sea point a marine forecast describes: the point itself when it is over water, otherwise
 * the nearest water within 80 km (a coastal town's beach); null inland.
 */
export function seaPointNear(atmosphere: Atmosphere, point: Point): Point | null {
  if (isSea(atmosphere, point)) return point;
  for (const ring of searchRingsKm) {
    for (const bearing of compass) {
      const candidate = destination(point, bearing, ring);
      if (isSea(atmosphere, candidate)) return candidate;
    }
  }
  return null;
}

/**
 * Open water upwind, km, for wind from each of the eight compass directions: the distance to
 * the first land along that bearing. Waves grow with fetch, so an offshore wind raises little sea.
 */
export function fetchByDirection(atmosphere: Atmosphere, sea: Point): number[] {
  return compass.map((bearing) => {
    for (const step of fetchStepsKm) {
      if (!isSea(atmosphere, destination(sea, bearing, step))) return step;
    }
    return openOceanFetchKm;
  });
}

/** The fetch for wind from `windDir`, interpolated between the two nearest compass directions. */
export function fetchFor(fetches: readonly number[], windDir: number): number {
  const position = ((((windDir % 360) + 360) % 360) / 45) % 8;
  const lower = Math.floor(position);
  const fraction = position - lower;
  return (fetches[lower] ?? 0) * (1 - fraction) + (fetches[(lower + 1) % 8] ?? 0) * fraction;
}
