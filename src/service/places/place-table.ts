import type { Point } from '../atmosphere/atmosphere';
import { noString, type PlaceFile } from './data/place-file';
import { StringTable } from './data/string-table';

/** One GeoNames populated place, as the gazetteer answers it. */
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
export function biggerFirst(a: Pick<Place, 'population' | 'id'>, b: Pick<Place, 'population' | 'id'>): number {
  return b.population - a.population || a.id - b.id;
}

/**
 * The places of the prepared data, in its order (by GeoNames id), kept as the data's own columns:
 * a place is named by its position, and becomes a `Place` object only when asked for. Some 140,000
 * objects with their strings would take about 25 MB of heap, the columns take none.
 */
export class PlaceTable {
  readonly size: number;
  readonly #file: PlaceFile;
  readonly #strings: StringTable;
  /** Strings that repeat across thousands of places (feature codes, countries), decoded once each. */
  readonly #repeated = new Map<number, string | null>();
  /** A place's entries in the localized sections, for the few hundred places CLDR names. */
  readonly #localized = new Map<number, number[]>();

  constructor(file: PlaceFile) {
    this.#file = file;
    this.size = file.ids.length;
    this.#strings = new StringTable(file.stringOffsets, file.strings);
    file.localizedPlaces.forEach((place, entry) => {
      const entries = this.#localized.get(place) ?? [];
      entries.push(entry);
      this.#localized.set(place, entries);
    });
  }

  id(index: number): number {
    return this.#file.ids[index] ?? 0;
  }

  lat(index: number): number {
    return (this.#file.lats[index] ?? 0) / 1e5;
  }

  lon(index: number): number {
    return (this.#file.lons[index] ?? 0) / 1e5;
  }

  point(index: number): Point {
    return { lat: this.lat(index), lon: this.lon(index) };
  }

  population(index: number): number {
    return this.#file.populations[index] ?? 0;
  }

  featureCode(index: number): string {
    return this.#repeatedText(this.#file.featureCodes[index]) ?? '';
  }

  countryCode(index: number): string {
    return this.#repeatedText(this.#file.countries[index]) ?? '';
  }

  isStandalone(index: number): boolean {
    return !dependentOrDefunct.has(this.featureCode(index));
  }

  /** `biggerFirst` over positions. */
  readonly biggerFirst = (a: number, b: number): number => this.population(b) - this.population(a) || this.id(a) - this.id(b);

  /** The position of the place with this GeoNames id, or -1. */
  indexOf(id: number): number {
    const { ids } = this.#file;
    let low = 0;
    let high = ids.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((ids[middle] ?? 0) < id) low = middle + 1;
      else high = middle;
    }
    return ids[low] === id ? low : -1;
  }

  /** The place at a position, made afresh: callers keep it only as long as they need it. */
  place(index: number): Place {
    const file = this.#file;
    const place: Place = {
      id: this.id(index),
      name: this.#strings.text(file.names[index] ?? noString) ?? '',
      countryCode: this.countryCode(index),
      population: this.population(index),
      featureCode: this.featureCode(index),
      lat: this.lat(index),
      lon: this.lon(index),
      admin1: this.#strings.text(file.admin1[index] ?? noString),
      admin2: this.#strings.text(file.admin2[index] ?? noString),
      admin3: this.#strings.text(file.admin3[index] ?? noString),
    };
    const entries = this.#localized.get(index);
    if (entries !== undefined) {
      place.localNames = new Map(
        entries.map((entry) => [
          this.#repeatedText(file.localizedLanguages[entry]) ?? '',
          this.#strings.text(file.localizedNames[entry] ?? noString) ?? '',
        ]),
      );
    }
    return place;
  }

  #repeatedText(index = noString): string | null {
    let value = this.#repeated.get(index);
    if (value === undefined) this.#repeated.set(index, (value = this.#strings.text(index)));
    return value;
  }
}
