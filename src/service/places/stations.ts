import type { Point } from '../atmosphere/atmosphere';
import { compassPoint } from '../http/format';
import type { Station } from './places';
import { bearingDegrees } from './geodesy';
import type { Place, PlaceTable } from './place-table';

/** Towns this size or bigger keep an observing station in the synthetic network. */
const stationTownPopulation = 10_000;
/** Seats of first- and second-order divisions keep one whatever their size, as airfields often do. */
const stationSeatCodes = new Set(['PPLC', 'PPLA', 'PPLA2']);

/** Whether the synthetic observation network has a station at this place (named after it). */
export function hasStation(places: PlaceTable, index: number): boolean {
  return (
    places.isStandalone(index) && (places.population(index) >= stationTownPopulation || stationSeatCodes.has(places.featureCode(index)))
  );
}

export function toStation(from: Point, place: Place, distanceKm: number, elevation: (point: Point) => number): Station {
  return {
    name: place.name,
    lat: place.lat,
    lon: place.lon,
    elevation: Math.round(elevation(place)),
    distanceKm,
    direction: compassPoint(bearingDegrees(from, place)),
  };
}
