// Relative, not @shared: the place data's preparer (scripts/ensure-places.mjs) follows relative imports only.
import type { Location } from '../../shared/api/locations';
import type { Point } from '../atmosphere/atmosphere';

/** A place as the Location table of the specification has it: the same record the app reads. */
export type { Location };

/** A location parameter resolved: an id from the gazetteer or a bare coordinate pair. */
export interface ResolvedPlace extends Point {
  /** The nearest gazetteer place (for an id, the place itself). */
  location: Location;
  /** The IANA zone its times are shown in by default: its location's. */
  timezone: string;
  /** ISO 3166-1 alpha-2 country code of the nearest place. */
  countryCode: string;
}

export interface Station extends Point {
  name: string;
  elevation: number;
  /** Distance from the requested place, km. */
  distanceKm: number;
  /** Compass direction from the requested place: N, NE, E, SE, S, SW, W, NW. */
  direction: string;
}

/** Which stations may answer for a place: those within `withinKm` that `accepts` lets through. */
export interface StationReach {
  withinKm: number;
  accepts(station: Point): boolean;
}

export interface Gazetteer {
  /** Parses 'lon,lat' or an id; null when it is neither a valid pair nor a known id. */
  resolve(parameter: string, lang: string): ResolvedPlace | null;
  search(query: string, options: { lang: string; country?: string; limit?: number }): Location[];
  /**
   * Observation stations at real places near a point, nearest first; with `reach`, only those
   * within its distance that it accepts (possibly none).
   */
  stationsNear(point: Point, count: number, reach?: StationReach): Station[];
  /** Places to label on symbol tiles within a bounding box, biggest first. */
  placesIn(bounds: { minLat: number; maxLat: number; minLon: number; maxLon: number }, limit: number): Location[];
}
