import type { Point } from '../atmosphere/atmosphere';
import { adminAreaNamer } from './admin-areas';
import { readCityRecords } from './city-records';

/** One GeoNames populated place, as the gazetteer keeps it. */
export interface Place extends Point {
  /** The GeoNames id: stable across releases. */
  id: number;
  /** GeoNames' one name for the place (mostly the local name in Latin letters, English for some big cities). */
  name: string;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  /** 0 where GeoNames has no figure. */
  population: number;
  featureCode: string;
  admin1: string | null;
  admin2: string | null;
  admin3: string | null;
}

/** Sections of another place, and places of the past: searchable by name, never a coordinate's nearest place. */
const dependentOrDefunct = new Set(['PPLX', 'PPLH', 'PPLQ', 'PPLW', 'PPLCH']);

/** A town or city in its own right, one a coordinate may resolve to and a map may label. */
export function isStandalone(place: Place): boolean {
  return !dependentOrDefunct.has(place.featureCode);
}

/** Bigger places first; the GeoNames id settles ties, so every ordering is deterministic. */
export function biggerFirst(a: Place, b: Place): number {
  return b.population - a.population || a.id - b.id;
}

export function loadPlaces(): Place[] {
  const cities = readCityRecords();
  const adminAreasOf = adminAreaNamer(cities);
  return cities.map((city) => {
    const { admin1, admin2, admin3 } = adminAreasOf(city);
    return {
      id: city.cityId,
      name: city.name,
      countryCode: city.country,
      population: city.population,
      featureCode: city.featureCode,
      lat: city.loc.coordinates[1],
      lon: city.loc.coordinates[0],
      admin1,
      admin2,
      admin3,
    };
  });
}
