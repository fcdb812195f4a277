import { foldName } from './fold';

export interface NameMatch<T> {
  item: T;
  /** The whole folded name equals the folded query, not just its beginning. */
  exact: boolean;
}

/** Items by folded name, sorted so that every name starting with a prefix sits in one run. */
export class NamePrefixIndex<T> {
  readonly #keys: string[];
  readonly #items: T[];

  constructor(items: readonly T[], name: (item: T) => string) {
    const entries = items
      .map((item) => ({ key: foldName(name(item)), item }))
      .filter((entry) => entry.key !== '')
      // Code unit order, the same order the binary search below compares in.
      .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    this.#keys = entries.map((entry) => entry.key);
    this.#items = entries.map((entry) => entry.item);
  }

  /** Items whose folded name starts with the folded query; none for a query with no letters or digits. */
  *startingWith(query: string): Generator<NameMatch<T>> {
    const prefix = foldName(query);
    if (prefix === '') return;
    for (let index = this.#firstAtOrAfter(prefix); index < this.#keys.length; index++) {
      const key = this.#keys[index] as string;
      if (!key.startsWith(prefix)) return;
      yield { item: this.#items[index] as T, exact: key === prefix };
    }
  }

  #firstAtOrAfter(prefix: string): number {
    let low = 0;
    let high = this.#keys.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.#keys[middle] as string) < prefix) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
