import { foldName } from '@service/places/fold';
import type { BundledPlaces } from './bundled-places';
import { boundedEditDistance } from './edit-distance';

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

/**
 * The name nearest to a query no name begins with: the fewest edits (Damerau–Levenshtein, bounded by
 * the query's length), then the biggest place, over every name of every town in its own right in the
 * bundled data (in `country` where the user chose one). Undefined when none is near enough.
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
    if (Math.abs(bytes.length - typed.length) > bound) continue;
    const distance = boundedEditDistance(typed, bytes, bound);
    if (distance > bound) continue;
    const place = byName.place(key);
    if (wantedCountry !== undefined && places.countryCode(place) !== wantedCountry) continue;
    if (dependentOrDefunct.has(places.featureCode(place))) continue;
    const weight = places.population(place) * (byName.isAlternate(key) ? alternateNameWeight : 1);
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
  const ownIsAsNear = boundedEditDistance(typed, Buffer.from(foldName(own), 'utf8'), best.distance) <= best.distance;
  return { text: ownIsAsNear ? own : Buffer.from(byName.keyBytes(best.key)).toString('utf8'), place, distance: best.distance };
}
