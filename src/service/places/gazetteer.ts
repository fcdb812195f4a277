import type { Point } from '../atmosphere/atmosphere';
import { BestOf } from './best-of';
import type { PlaceFile } from './data/place-file';
import { foldName } from './fold';
import { toLocation } from './locations';
import { NamePrefixIndex } from './name-index';
import { placePosition } from './place-ids';
import { PlaceTable } from './place-table';
import type { Gazetteer, Location, ResolvedPlace, Station, StationReach } from './places';
import { SpatialGrid, type Bounds, type GridPosition } from './spatial-grid';
import { hasStation, toStation } from './stations';

/** Search results when the caller names no limit. */
const defaultSearchLimit = 10;

/** Lookups over the places, built once: they take most of the gazetteer's load time. Places are named by their position in the table. */
export interface PlaceIndexes {
  /** By GeoNames id, ascending. */
  places: PlaceTable;
  byName: NamePrefixIndex;
  /** Standalone places: what a coordinate resolves to and what a map labels. */
  standalone: SpatialGrid<number>;
  stations: SpatialGrid<number>;
}

export function indexPlaces(file: PlaceFile): PlaceIndexes {
  const places = new PlaceTable(file);
  const position: GridPosition<number> = { lat: (index) => places.lat(index), lon: (index) => places.lon(index) };
  const standalone: number[] = [];
  const stations: number[] = [];
  for (let index = 0; index < places.size; index++) {
    if (places.isStandalone(index)) standalone.push(index);
    if (hasStation(places, index)) stations.push(index);
  }
  return {
    places,
    byName: new NamePrefixIndex(file),
    standalone: new SpatialGrid(standalone, places.biggerFirst, position),
    stations: new SpatialGrid(stations, places.biggerFirst, position),
  };
}

const coordinatePair = /^\s*(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)\s*$/;
const placeId = /^\s*\d+\s*$/;

/**
 * A place found by one of GeoNames' alternate names weighs a tenth of its population against
 * places that bear the name itself (Parys, South Africa, also "Paris", below Paris, Texas), so
 * only a much bigger place goes first by an alternate (Saint Petersburg, Russia, for "St.
 * Petersburg"); by the beginning of one, a hundredth: spellings in other languages begin with
 * almost anything ("Mün" would find Mumbai before Münster), yet "Münch" still finds Munich.
 */
const alternateNameWeight = 0.1;
const alternatePrefixWeight = 0.01;
/**
 * By the first words of a longer alternate, a hundred-thousandth: such names are mostly old formal
 * ones ("São Paulo da Assunção de Loanda", Luanda's), so "Sao Paulo" lists Luanda after the places
 * called São Paulo, not second.
 */
const alternateLeadingWordsWeight = 0.00001;
const space = 0x20;

interface SearchMatch {
  /** The place's position in the table. */
  place: number;
  /** 3 whole-name match of a town in its own right, 2 of a district or place of the past, 1 and 0 the same by the beginning. */
  tier: number;
  weight: number;
  population: number;
  id: number;
}

function searchMatch(places: PlaceTable, place: number, exact: boolean, alternate: boolean, moreWords: boolean): SearchMatch {
  const factor = !alternate ? 1 : exact ? alternateNameWeight : moreWords ? alternateLeadingWordsWeight : alternatePrefixWeight;
  const population = places.population(place);
  return { place, tier: 2 * Number(exact) + Number(places.isStandalone(place)), weight: population * factor, population, id: places.id(place) };
}

/** Whole-name matches first, then towns in their own right before districts and places of the past, then bigger places. */
function searchRank(a: SearchMatch, b: SearchMatch): number {
  return b.tier - a.tier || b.weight - a.weight || b.population - a.population || a.id - b.id;
}

export class PlaceGazetteer implements Gazetteer {
  readonly #indexes: PlaceIndexes;
  readonly #elevation: (point: Point) => number;

  constructor(indexes: PlaceIndexes, elevation: (point: Point) => number) {
    this.#indexes = indexes;
    this.#elevation = elevation;
  }

  resolve(parameter: string, lang: string): ResolvedPlace | null {
    const pair = coordinatePair.exec(parameter);
    if (pair !== null) return this.#resolveCoordinates({ lon: Number(pair[1]), lat: Number(pair[2]) }, lang);
    if (!placeId.test(parameter)) return null;
    const index = placePosition(this.#indexes.places, parameter.trim());
    if (index === undefined) return null;
    const place = this.#indexes.places.place(index);
    const location = toLocation(place, lang);
    return { lat: place.lat, lon: place.lon, location, timezone: location.timezone, countryCode: place.countryCode };
  }

  search(query: string, options: { lang: string; country?: string; limit?: number }): Location[] {
    const country = options.country?.toUpperCase();
    const best = new BestOf<SearchMatch>(options.limit ?? defaultSearchLimit, searchRank);
    const { byName, places } = this.#indexes;
    const run = byName.startingWith(query);
    const prefixBytes = Buffer.byteLength(foldName(query));
    for (let key = run.start; key < run.end; key++) {
      const place = byName.place(key);
      if (country !== undefined && places.countryCode(place) !== country) continue;
      const moreWords = byName.keyBytes(key)[prefixBytes] === space;
      const match = searchMatch(places, place, key < run.exactEnd, byName.isAlternate(key), moreWords);
      const last = best.last;
      if (best.full && last !== undefined && searchRank(match, last) >= 0) continue;
      // A place answers once, by its best-ranked name.
      const kept = best.items.find((item) => item.place === place);
      if (kept !== undefined && searchRank(kept, match) <= 0) continue;
      if (kept !== undefined) best.remove(kept);
      best.offer(match);
    }
    return best.items.map((match) => toLocation(places.place(match.place), options.lang));
  }

  stationsNear(point: Point, count: number, reach?: StationReach): Station[] {
    const stations: Station[] = [];
    // Stations are distinct places, but two may share a name: those would read as one station twice.
    const names = new Set<string>();
    const { places } = this.#indexes;
    const accepts = reach === undefined ? undefined : (station: number) => reach.accepts(places.point(station));
    for (const neighbour of this.#indexes.stations.nearest(point, 2 * count, accepts, reach?.withinKm)) {
      if (stations.length === count) break;
      const place = places.place(neighbour.item);
      if (names.has(place.name)) continue;
      names.add(place.name);
      stations.push(toStation(point, place, neighbour.distanceKm, this.#elevation));
    }
    return stations;
  }

  placesIn(bounds: Bounds, limit: number): Location[] {
    const { places } = this.#indexes;
    return this.#indexes.standalone.within(bounds, limit).map((place) => toLocation(places.place(place), 'en'));
  }

  #resolveCoordinates(point: Point, lang: string): ResolvedPlace | null {
    if (point.lon < -180 || point.lon > 180 || point.lat < -90 || point.lat > 90) return null;
    const nearest = this.#indexes.standalone.nearest(point, 1)[0];
    if (nearest === undefined) return null;
    const place = this.#indexes.places.place(nearest.item);
    const location = toLocation(place, lang);
    return {
      lat: point.lat,
      lon: point.lon,
      location,
      // Times follow the location's zone (the specification's default), and location info answers
      // the nearest place: so every endpoint speaks that place's zone for these coordinates.
      timezone: location.timezone,
      countryCode: place.countryCode,
    };
  }
}
