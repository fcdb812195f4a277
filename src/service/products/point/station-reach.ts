import type { Point } from '@service/atmosphere/atmosphere';
import { isLand } from '@service/atmosphere/land-raster';
import { distanceKm } from '@service/places/geodesy';
import type { StationReach } from '@service/places/places';
import { destination, wrapLongitude } from '../other/geometry';

/** How far a station may stand from a place and still report its weather, km. */
const reachKm = 150;
/** Water narrower than this (a sound, a fjord, a river mouth) does not part a station from a place. */
const widestCrossingKm = 25;
/** A place this close to land is on the shore (a harbour town whose centre the land raster puts in the sea). */
const shoreKm = 10;
const compass = [0, 45, 90, 135, 180, 225, 270, 315] as const;
/** Steps along the line to a station, km: finer than the land raster's cells. */
const stepKm = 2;

function ashore(place: Point): boolean {
  return isLand(place) || compass.some((bearing) => isLand(destination(place, bearing, shoreKm)));
}

/** Whether the straight line between two points crosses a stretch of sea wider than the widest allowed. */
function crossesTheSea(from: Point, to: Point): boolean {
  const steps = Math.ceil(distanceKm(from, to) / stepKm);
  const lonSpan = wrapLongitude(to.lon - from.lon);
  let seaKm = 0;
  for (let step = 1; step <= steps; step += 1) {
    const share = step / steps;
    const point = { lat: from.lat + (to.lat - from.lat) * share, lon: wrapLongitude(from.lon + lonSpan * share) };
    seaKm = isLand(point) ? 0 : seaKm + stepKm;
    if (seaKm > widestCrossingKm) return true;
  }
  return false;
}

/**
 * The stations that report a place's weather, as a real provider lists them: within 150 km, and
 * for a place on land or its shore, not across the sea (Tallinn's are not Helsinki's). Out at
 * sea, any station within reach will do; far from land, there is none.
 */
export function stationReach(place: Point): StationReach {
  const onShore = ashore(place);
  return { withinKm: reachKm, accepts: (station) => !onShore || !crossesTheSea(place, station) };
}
