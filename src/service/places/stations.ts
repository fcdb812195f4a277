import type { Point } from '../atmosphere/atmosphere';
import { compassPoint } from '../http/format';
import type { Station } from './places';
import { bearingDegrees } from './geodesy';
import { isStandalone, type Place } from './place-table';
import type { Neighbour } from './spatial-grid';

/** Towns this size or bigger keep an observing station in the synthetic network. */
const stationTownPopulation = 10_000;
/** Seats of first- and second-order divisions keep one whatever their size, as airfields often do. */
const stationSeatCodes = new Set(['PPLC', 'PPLA', 'PPLA2']);

/** Whether the synthetic observation network has a station at this place (named after it). */
export function hasStation(place: Place): boolean {
  return isStandalone(place) && (place.population >= stationTownPopulation || stationSeatCodes.has(place.featureCode));
}

export function toStation(from: Point, neighbour: Neighbour<Place>, elevation: (point: Point) => number): Station {
  const place = neighbour.item;
  return {
    name: place.name,
    lat: place.lat,
    lon: place.lon,
    elevation: Math.round(elevation(place)),
    distanceKm: neighbour.distanceKm,
    direction: compassPoint(bearingDegrees(from, place)),
  };
}
