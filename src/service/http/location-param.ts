import type { Gazetteer, ResolvedPlace } from '../places/places';
import { badParameter, notFound } from './service-error';

/** Locations per multi-location forecast request (the specification's limit). */
export const maxLocationsPerRequest = 50;

const coordinatePair = /^(-?\d{1,3}(?:\.\d+)?),(-?\d{1,2}(?:\.\d+)?)$/;
// Up to 11 digits: the vendor's ids put 100 before a GeoNames id of up to 8.
const locationId = /^\d{1,11}$/;

/**
 * A location parameter: 'longitude,latitude' or a location id. A malformed value or coordinates
 * off the globe: 400; a well-formed id nobody knows: 404.
 */
export function resolveLocation(raw: string, gazetteer: Gazetteer, lang = 'en'): ResolvedPlace {
  const value = raw.trim();
  const pair = coordinatePair.exec(value);
  if (pair !== null) {
    const lon = Number(pair[1]);
    const lat = Number(pair[2]);
    if (lon < -180 || lon > 180 || lat < -90 || lat > 90) {
      throw badParameter('location', `${value} is off the globe: longitude -180..180, latitude -90..90`);
    }
  } else if (!locationId.test(value)) {
    throw badParameter('location', `${value} is neither 'longitude,latitude' nor a location id`);
  }
  const place = gazetteer.resolve(value, lang);
  if (place === null) throw notFound(`No location with id ${value}`);
  return place;
}

export interface RequestedPlace {
  /** The item as the client wrote it, echoed in multi-location answers. */
  requested: string;
  place: ResolvedPlace;
}

/** A semicolon-separated list of up to 50 locations; more: 400. */
export function resolveLocationList(raw: string, gazetteer: Gazetteer, lang = 'en'): RequestedPlace[] {
  const items = raw.split(';');
  if (items.length > maxLocationsPerRequest) {
    throw badParameter('location', `at most ${maxLocationsPerRequest} locations per request, got ${items.length}`);
  }
  return items.map((requested) => ({ requested, place: resolveLocation(requested, gazetteer, lang) }));
}
