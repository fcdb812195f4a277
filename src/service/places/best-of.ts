/**
 * The best `size` items offered so far, best first; equal items keep the order they were
 * offered in, so results are deterministic.
 */
export class BestOf<T> {
  readonly #size: number;
  readonly #better: (a: T, b: T) => number;
  readonly #items: T[] = [];

  /** `better(a, b)` is negative when a ranks before b. */
  constructor(size: number, better: (a: T, b: T) => number) {
    this.#size = size;
    this.#better = better;
  }

  get full(): boolean {
    return this.#items.length >= this.#size;
  }

  /** The lowest-ranked item kept, once full. */
  get last(): T | undefined {
    return this.#items[this.#items.length - 1];
  }

  /** Keeps the item if it ranks among the best; false when it does not. */
  offer(item: T): boolean {
    if (this.#size <= 0) return false;
    let index = this.#items.length;
    while (index > 0 && this.#better(item, this.#items[index - 1] as T) < 0) index--;
    if (index >= this.#size) return false;
    this.#items.splice(index, 0, item);
    if (this.#items.length > this.#size) this.#items.pop();
    return true;
  }

  remove(item: T): void {
    const index = this.#items.indexOf(item);
    if (index >= 0) this.#items.splice(index, 1);
  }

  get items(): readonly T[] {
    return this.#items;
  }
}
