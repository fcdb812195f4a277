import type { Point } from '../atmosphere/atmosphere';
import { BestOf } from './best-of';
import type { PlaceFile } from './data/place-file';
import { toLocation } from './locations';
import { NamePrefixIndex } from './name-index';
import { biggerFirst, isStandalone, placesFrom, type Place } from './place-table';
import type { Gazetteer, Location, ResolvedPlace, Station, StationReach } from './places';
import { SpatialGrid, type Bounds } from './spatial-grid';
import { hasStation, toStation } from './stations';

/** Search results when the caller names no limit. */
const defaultSearchLimit = 10;

/** Lookups over the places, built once: they take most of the gazetteer's load time. */
export interface PlaceIndexes {
  /** By GeoNames id, ascending. */
  places: readonly Place[];
  ids: Uint32Array;
  byName: NamePrefixIndex;
  /** Standalone places: what a coordinate resolves to and what a map labels. */
  standalone: SpatialGrid<Place>;
  stations: SpatialGrid<Place>;
}

export function indexPlaces(file: PlaceFile): PlaceIndexes {
  const places = placesFrom(file);
  return {
    places,
    ids: file.ids.slice(),
    byName: new NamePrefixIndex(file),
    standalone: new SpatialGrid(places.filter(isStandalone), biggerFirst),
    stations: new SpatialGrid(places.filter(hasStation), biggerFirst),
  };
}

const coordinatePair = /^\s*(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)\s*$/;
const placeId = /^\s*\d+\s*$/;
/** The vendor's location ids: its prefix 100 before the GeoNames id (100658225 is Helsinki's 658225). */
const vendorIdPrefix = '100';

/**
 * A place found by one of GeoNames' alternate names weighs a tenth of its population against
 * places that bear the name itself (Parys, South Africa, also "Paris", below Paris, Texas), so
 * only a much bigger place goes first by an alternate (Saint Petersburg, Russia, for "St.
 * Petersburg"); by the beginning of one, a hundredth: spellings in other languages begin with
 * almost anything ("Mün" would find Mumbai before Münster), yet "Münch" still finds Munich.
 */
const alternateNameWeight = 0.1;
const alternatePrefixWeight = 0.01;

interface SearchMatch {
  place: Place;
  /** 3 whole-name match of a town in its own right, 2 of a district or place of the past, 1 and 0 the same by the beginning. */
  tier: number;
  weight: number;
}

function searchMatch(place: Place, exact: boolean, alternate: boolean): SearchMatch {
  const factor = !alternate ? 1 : exact ? alternateNameWeight : alternatePrefixWeight;
  return { place, tier: 2 * Number(exact) + Number(isStandalone(place)), weight: place.population * factor };
}

/** Whole-name matches first, then towns in their own right before districts and places of the past, then bigger places. */
function searchRank(a: SearchMatch, b: SearchMatch): number {
  return b.tier - a.tier || b.weight - a.weight || biggerFirst(a.place, b.place);
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
    const place = this.#placeWithId(parameter.trim());
    if (place === undefined) return null;
    const location = toLocation(place, lang);
    return { lat: place.lat, lon: place.lon, location, timezone: location.timezone, countryCode: place.countryCode };
  }

  search(query: string, options: { lang: string; country?: string; limit?: number }): Location[] {
    const country = options.country?.toUpperCase();
    const best = new BestOf<SearchMatch>(options.limit ?? defaultSearchLimit, searchRank);
    const { byName, places } = this.#indexes;
    const run = byName.startingWith(query);
    for (let key = run.start; key < run.end; key++) {
      const place = places[byName.place(key)] as Place;
      if (country !== undefined && place.countryCode !== country) continue;
      const match = searchMatch(place, key < run.exactEnd, byName.isAlternate(key));
      const last = best.last;
      if (best.full && last !== undefined && searchRank(match, last) >= 0) continue;
      // A place answers once, by its best-ranked name.
      const kept = best.items.find((item) => item.place === place);
      if (kept !== undefined && searchRank(kept, match) <= 0) continue;
      if (kept !== undefined) best.remove(kept);
      best.offer(match);
    }
    return best.items.map((match) => toLocation(match.place, options.lang));
  }

  stationsNear(point: Point, count: number, reach?: StationReach): Station[] {
    const stations: Station[] = [];
    // Stations are distinct places, but two may share a name: those would read as one station twice.
    const names = new Set<string>();
    const accepts = reach === undefined ? undefined : (station: Place) => reach.accepts(station);
    for (const neighbour of this.#indexes.stations.nearest(point, 2 * count, accepts, reach?.withinKm)) {
      if (stations.length === count) break;
      if (names.has(neighbour.item.name)) continue;
      names.add(neighbour.item.name);
      stations.push(toStation(point, neighbour, this.#elevation));
    }
    return stations;
  }

  placesIn(bounds: Bounds, limit: number): Location[] {
    return this.#indexes.standalone.within(bounds, limit).map((place) => toLocation(place, 'en'));
  }

  /** A GeoNames id, or the vendor's 100-prefixed form of one where no GeoNames id is the whole number. */
  #placeWithId(id: string): Place | undefined {
    const place = this.#placeAt(Number(id));
    if (place !== undefined || !id.startsWith(vendorIdPrefix)) return place;
    return this.#placeAt(Number(id.slice(vendorIdPrefix.length)));
  }

  #placeAt(id: number): Place | undefined {
    const { ids, places } = this.#indexes;
    let low = 0;
    let high = ids.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((ids[middle] ?? 0) < id) low = middle + 1;
      else high = middle;
    }
    return ids[low] === id ? places[low] : undefined;
  }

  #resolveCoordinates(point: Point, lang: string): ResolvedPlace | null {
    if (point.lon < -180 || point.lon > 180 || point.lat < -90 || point.lat > 90) return null;
    const nearest = this.#indexes.standalone.nearest(point, 1)[0];
    if (nearest === undefined) return null;
    const location = toLocation(nearest.item, lang);
    return {
      lat: point.lat,
      lon: point.lon,
      location,
      // Times follow the location's zone (the specification's default), and location info answers
      // the nearest place: so every endpoint speaks that place's zone for these coordinates.
      timezone: location.timezone,
      countryCode: nearest.item.countryCode,
    };
  }
}
