import type { Point } from '../atmosphere/atmosphere';
import { noString, type PlaceFile } from './data/place-file';
import { StringTable } from './data/string-table';

/** One GeoNames populated place, as the gazetteer keeps it. */
export interface Place extends Point {
  /** The GeoNames id: stable across releases. */
  id: number;
  /** GeoNames' one name for the place (mostly the local name in Latin letters, English for some big cities). */
  name: string;
  /** The place's name in other languages, where CLDR names it differently: sv → Helsingfors. */
  localNames?: ReadonlyMap<string, string>;
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
export function isStandalone(place: Pick<Place, 'featureCode'>): boolean {
  return !dependentOrDefunct.has(place.featureCode);
}

/** Bigger places first; the GeoNames id settles ties, so every ordering is deterministic. */
export function biggerFirst(a: Place, b: Place): number {
  return b.population - a.population || a.id - b.id;
}

/** The places of the prepared data, in its order (by GeoNames id). */
export function placesFrom(file: PlaceFile): Place[] {
  const strings = new StringTable(file.stringOffsets, file.strings);
  // One string per distinct text: admin areas, countries and feature codes repeat across thousands of places.
  const decoded = new Map<number, string | null>();
  const text = (index = noString) => {
    let value = decoded.get(index);
    if (value === undefined) decoded.set(index, (value = strings.text(index)));
    return value;
  };
  const places = Array.from(file.ids, (id, index): Place => ({
    id,
    name: text(file.names[index]) ?? '',
    countryCode: text(file.countries[index]) ?? '',
    population: file.populations[index] ?? 0,
    featureCode: text(file.featureCodes[index]) ?? '',
    lat: (file.lats[index] ?? 0) / 1e5,
    lon: (file.lons[index] ?? 0) / 1e5,
    admin1: text(file.admin1[index]),
    admin2: text(file.admin2[index]),
    admin3: text(file.admin3[index]),
  }));
  file.localizedPlaces.forEach((index, entry) => {
    const place = places[index] as Place;
    const names = new Map(place.localNames);
    names.set(text(file.localizedLanguages[entry]) ?? '', text(file.localizedNames[entry]) ?? '');
    place.localNames = names;
  });
  return places;
}
