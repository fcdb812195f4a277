import { alternateKeyFlag, type PlaceFile } from './data/place-file';
import { foldName } from './fold';

export interface NameMatch {
  /** The place's position in the prepared data. */
  place: number;
  /** The whole folded name equals the folded query, not just its beginning. */
  exact: boolean;
  /** Matched by one of GeoNames' alternate names rather than the place's own or localized name. */
  alternate: boolean;
}

/**
 * Places by folded name (each of a place's names), over the prepared data's sorted key bytes:
 * every key starting with a prefix sits in one run, found by binary search, with no string per key.
 */
export class NamePrefixIndex {
  readonly #keys: Buffer;
  readonly #offsets: Uint32Array;
  readonly #places: Uint32Array;

  constructor(file: Pick<PlaceFile, 'keys' | 'keyOffsets' | 'keyPlaces'>) {
    // Copies, so the rest of the prepared data can be freed once the places are read.
    this.#keys = Buffer.from(file.keys);
    this.#offsets = file.keyOffsets.slice();
    this.#places = file.keyPlaces.slice();
  }

  /**
   * Places with a folded name starting with the folded query, whole-name matches first; a place
   * with several such names comes once for each. None for a query with no letters or digits.
   */
  *startingWith(query: string): Generator<NameMatch> {
    const prefix = Buffer.from(foldName(query), 'utf8');
    if (prefix.length === 0) return;
    for (let key = this.#firstAtOrAfter(prefix); key < this.#places.length; key++) {
      const start = this.#offsets[key] ?? 0;
      const end = this.#offsets[key + 1] ?? 0;
      if (end - start < prefix.length || this.#keys.compare(prefix, 0, prefix.length, start, start + prefix.length) !== 0) return;
      const place = this.#places[key] ?? 0;
      yield { place: place & ~alternateKeyFlag, exact: end - start === prefix.length, alternate: (place & alternateKeyFlag) !== 0 };
    }
  }

  #firstAtOrAfter(prefix: Buffer): number {
    let low = 0;
    let high = this.#places.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.#keys.compare(prefix, 0, prefix.length, this.#offsets[middle], this.#offsets[middle + 1]) < 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
