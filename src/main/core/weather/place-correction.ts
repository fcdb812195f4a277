import { foldName } from '@service/places/fold';
import type { BundledPlaces } from './bundled-places';
import { boundedEditDistance, boundedPrefixEditDistance } from './edit-distance';

/** The name searched instead of one nothing matched: the text to ask for and the place it was taken from. */
export interface NameCorrection {
  /** What to search for: the place's own name, or the folded alternate name that was nearest. */
  text: string;
  /** The place (position in the bundled table) whose name it is. */
  place: number;
  distance: number;
}

/** Edits allowed by the folded query's length: none for a few letters (anything is one edit from them), then 1, 2, at most 3. */
export function allowedEdits(length: number): number {
  if (length < 4) return 0;
  if (length < 6) return 1;
  if (length < 10) return 2;
  return 3;
}

const dependentOrDefunct = new Set(['PPLX', 'PPLH', 'PPLQ', 'PPLW', 'PPLCH']);
/** An alternate name counts a tenth of its place's population, as in the ranking. */
const alternateNameWeight = 0.1;
/** A name only whose beginning is as near counts a tenth again: a whole name near what was typed is likelier meant. */
const beginningWeight = 0.1;
const beginningMinPopulation = 100_000;

/**
 * The name nearest to a query no name begins with: the fewest edits (Damerau–Levenshtein, bounded by
 * the query's length) to the name or to its beginning (the field searches as the user types, so
 * "Helsn" is a slip on the way to "Helsinki"), then the biggest place, over every name of every town
 * in its own right in the bundled data (in `country` where the user chose one). Undefined when none
 * is near enough.
 */
export function nearestName(data: BundledPlaces, query: string, country?: string): NameCorrection | undefined {
  const typed = Buffer.from(foldName(query), 'utf8');
  let bound = allowedEdits(typed.length);
  if (bound === 0) return undefined;
  const { byName, places } = data;
  const wantedCountry = country?.toUpperCase();
  let best: { key: number; distance: number; weight: number } | undefined;
  for (let key = 0; key < byName.size; key++) {
    const bytes = byName.keyBytes(key);
    if (bytes.length < typed.length - bound) continue;
    const place = byName.place(key);
    const wholeDistance = Math.abs(bytes.length - typed.length) <= bound ? boundedEditDistance(typed, bytes, bound) : bound + 1;
    // Beginnings only of cities' names (100,000+): a slip on the way to a name is mostly on the way to a well-known one, and the scan stays quick.
    const distance = wholeDistance <= bound || places.population(place) < beginningMinPopulation ? wholeDistance : boundedPrefixEditDistance(typed, bytes, bound);
    if (distance > bound) continue;
    if (wantedCountry !== undefined && places.countryCode(place) !== wantedCountry) continue;
    if (dependentOrDefunct.has(places.featureCode(place))) continue;
    const whole = wholeDistance <= distance;
    const weight = places.population(place) * (byName.isAlternate(key) ? alternateNameWeight : 1) * (whole ? 1 : beginningWeight);
    if (best === undefined || distance < best.distance || weight > best.weight) {
      best = { key, distance, weight };
      // Nothing further than the best so far can win: the scan narrows as it finds nearer names.
      bound = distance;
    }
  }
  if (best === undefined) return undefined;
  const place = byName.place(best.key);
  // The place's own name where it is as near as the name found ("Paris", not the Dutch "Parijs", for "Pariss").
  const own = places.place(place).name;
  const ownIsAsNear = boundedPrefixEditDistance(typed, Buffer.from(foldName(own), 'utf8'), best.distance) <= best.distance;
  return { text: ownIsAsNear ? own : Buffer.from(byName.keyBytes(best.key)).toString('utf8'), place, distance: best.distance };
}
