/** A JSON answer kept for repeats: its serialised body, so a hit costs no serialisation. */
export interface CachedAnswer {
  status: number;
  body: string;
  headers: Record<string, string>;
  hits: number;
}

/**
 * Least-recently-used answers, bounded by count and by bytes, so memory stays flat however many
 * distinct requests arrive.
 */
export class ResponseCache {
  readonly #entries = new Map<string, CachedAnswer>();
  readonly #maxEntries: number;
  readonly #maxBytes: number;
  #bytes = 0;

  constructor(limits: { maxEntries: number; maxBytes: number }) {
    this.#maxEntries = limits.maxEntries;
    this.#maxBytes = limits.maxBytes;
  }

  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#bytes;
  }

  get(key: string): CachedAnswer | undefined {
    const answer = this.#entries.get(key);
    if (answer !== undefined) {
      // Re-inserting moves the entry to the most recently used end.
      this.#entries.delete(key);
      this.#entries.set(key, answer);
    }
    return answer;
  }

  set(key: string, answer: CachedAnswer): void {
    const size = key.length + answer.body.length;
    if (size > this.#maxBytes) return;
    this.#remove(key);
    this.#entries.set(key, answer);
    this.#bytes += size;
    for (const [oldest] of this.#entries) {
      if (this.#entries.size <= this.#maxEntries && this.#bytes <= this.#maxBytes) break;
      this.#remove(oldest);
    }
  }

  #remove(key: string): void {
    const existing = this.#entries.get(key);
    if (existing === undefined) return;
    this.#bytes -= key.length + existing.body.length;
    this.#entries.delete(key);
  }
}
