import { alternateKeyFlag, type PlaceFile } from './data/place-file';
import { foldName } from './fold';

/** The keys starting with a folded query: [start, end), those equal to it first, up to exactEnd. */
export interface KeyRun {
  start: number;
  exactEnd: number;
  end: number;
}

/**
 * Places by folded name (each of a place's names), over the prepared data's sorted key bytes:
 * every key starting with a prefix sits in one run, found by binary search, with no string per key.
 */
export class NamePrefixIndex {
  readonly #keys: Uint8Array;
  readonly #offsets: Uint32Array;
  readonly #places: Uint32Array;

  constructor(file: Pick<PlaceFile, 'keys' | 'keyOffsets' | 'keyPlaces'>) {
    // Views: the place table keeps the rest of the prepared data's buffer alive anyway.
    this.#keys = file.keys;
    this.#offsets = file.keyOffsets;
    this.#places = file.keyPlaces;
  }

  /** The run of keys starting with the folded query; empty for a query with no letters or digits. */
  startingWith(query: string): KeyRun {
    const prefix = Buffer.from(foldName(query), 'utf8');
    if (prefix.length === 0) return { start: 0, exactEnd: 0, end: 0 };
    // A key equal to the prefix sorts before every longer key that starts with it.
    const start = this.#firstWhere((key) => this.#comparePrefix(key, prefix) >= 0);
    const exactEnd = this.#firstWhere((key) => this.#comparePrefix(key, prefix) > 0 || this.#length(key) > prefix.length, start);
    const end = this.#firstWhere((key) => this.#comparePrefix(key, prefix) > 0, exactEnd);
    return { start, exactEnd, end };
  }

  /** How many keys there are: keys are numbered 0 to size - 1. */
  get size(): number {
    return this.#places.length;
  }

  /** Key k's folded UTF-8 bytes, a view of the prepared data (no copy). */
  keyBytes(key: number): Uint8Array {
    return this.#keys.subarray(this.#offsets[key] ?? 0, this.#offsets[key + 1] ?? 0);
  }

  /** The place key k names: its position in the prepared data. */
  place(key: number): number {
    return (this.#places[key] ?? 0) & ~alternateKeyFlag;
  }

  /** Whether key k is only one of GeoNames' alternate names, not the place's own or localized name. */
  isAlternate(key: number): boolean {
    return ((this.#places[key] ?? 0) & alternateKeyFlag) !== 0;
  }

  #length(key: number): number {
    return (this.#offsets[key + 1] ?? 0) - (this.#offsets[key] ?? 0);
  }

  /** Key k's first bytes, as many as the prefix has, against the prefix (in JavaScript: keys are short, a native call costs more). */
  #comparePrefix(key: number, prefix: Uint8Array): number {
    const start = this.#offsets[key] ?? 0;
    const length = this.#length(key);
    for (let index = 0; index < prefix.length; index++) {
      if (index === length) return -1;
      const difference = (this.#keys[start + index] ?? 0) - (prefix[index] ?? 0);
      if (difference !== 0) return difference;
    }
    return 0;
  }

  /** The first key from `low` on for which a condition holds, given that it holds for every later key too. */
  #firstWhere(holds: (key: number) => boolean, low = 0): number {
    let high = this.#places.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (holds(middle)) high = middle;
      else low = middle + 1;
    }
    return low;
  }
}
