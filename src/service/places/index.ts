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

/**
 * The places and their indexes, read on the first call: main's place search reads the same ones
 * the demo service answers from, so a process holds one copy.
 */
export function placeIndexes(): PlaceIndexes {
  sharedIndexes ??= indexPlaces(readPlaceFile());
  return sharedIndexes;
}

/** The gazetteer of GeoNames places of 1000 or more inhabitants. The first call reads the prepared place data. */
export function createGazetteer(options: GazetteerOptions = {}): Gazetteer {
  return new PlaceGazetteer(placeIndexes(), options.elevation ?? (() => 0));
}
