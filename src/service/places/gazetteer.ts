import type { Point } from '../atmosphere/atmosphere';
import { BestOf } from './best-of';
import { toLocation } from './locations';
import { NamePrefixIndex, type NameMatch } from './name-index';
import { biggerFirst, isStandalone, type Place } from './place-table';
import type { Gazetteer, Location, ResolvedPlace, Station, StationReach } from './places';
import { SpatialGrid, type Bounds } from './spatial-grid';
import { hasStation, toStation } from './stations';

/** Search results when the caller names no limit. */
const defaultSearchLimit = 10;

/** Lookups over the places, built once: they take most of the gazetteer's load time. */
export interface PlaceIndexes {
  byId: ReadonlyMap<number, Place>;
  byName: NamePrefixIndex<Place>;
  /** Standalone places: what a coordinate resolves to and what a map labels. */
  standalone: SpatialGrid<Place>;
  stations: SpatialGrid<Place>;
}

export function indexPlaces(places: readonly Place[]): PlaceIndexes {
  return {
    byId: new Map(places.map((place) => [place.id, place])),
    byName: new NamePrefixIndex(places, (place) => place.name),
    standalone: new SpatialGrid(places.filter(isStandalone), biggerFirst),
    stations: new SpatialGrid(places.filter(hasStation), biggerFirst),
  };
}

const coordinatePair = /^\s*(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)\s*$/;
const placeId = /^\s*\d+\s*$/;

/** Whole-name matches first, then bigger places. */
function searchRank(a: NameMatch<Place>, b: NameMatch<Place>): number {
  return Number(b.exact) - Number(a.exact) || biggerFirst(a.item, b.item);
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
    const place = this.#indexes.byId.get(Number(parameter));
    if (place === undefined) return null;
    const location = toLocation(place, lang);
    return { lat: place.lat, lon: place.lon, location, timezone: location.timezone, countryCode: place.countryCode };
  }

  search(query: string, options: { lang: string; country?: string; limit?: number }): Location[] {
    const country = options.country?.toUpperCase();
    const best = new BestOf<NameMatch<Place>>(options.limit ?? defaultSearchLimit, searchRank);
    for (const match of this.#indexes.byName.startingWith(query)) {
      if (country === undefined || match.item.countryCode === country) best.offer(match);
    }
    return best.items.map((match) => toLocation(match.item, options.lang));
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
