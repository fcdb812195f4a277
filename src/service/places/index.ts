import type { Point } from '../atmosphere/atmosphere';
import { indexPlaces, PlaceGazetteer, type PlaceIndexes } from './gazetteer';
import { readPlaceFile } from './data/place-data-file';
import type { Gazetteer } from './places';

export interface GazetteerOptions {
  /**
   * Ground elevation, m, that stations report (the atmosphere's, so a station's elevation is the
   * altitude its observations are sampled at). Without it stations report sea level.
   */
  elevation?: (point: Point) => number;
}

// The places and their indexes load once per process: every gazetteer shares them.
let sharedIndexes: PlaceIndexes | undefined;

/** The gazetteer of GeoNames places of 1000 or more inhabitants. The first call reads the prepared place data. */
export function createGazetteer(options: GazetteerOptions = {}): Gazetteer {
  sharedIndexes ??= indexPlaces(readPlaceFile());
  return new PlaceGazetteer(sharedIndexes, options.elevation ?? (() => 0));
}
