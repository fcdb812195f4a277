import type { Location } from './api/locations';

/** The longest place name a search takes: the field stops there, and main refuses more. */
export const placeQueryMaxLength = 100;

/** The search's answer: the places found, and the name searched instead when nothing matched what was typed. */
export interface PlaceSearchAnswer {
  places: Location[];
  /** Set when no place matched `typed` and the places are those of `searched`, the nearest name ("Helsnki" → "Helsinki"). */
  correction: { typed: string; searched: string } | null;
}
