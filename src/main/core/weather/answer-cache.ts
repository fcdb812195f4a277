import { ok, type Result } from '@shared/ipc/result';

interface Entry<T> {
  value: T;
  storedAt: number;
}

/**
 * Answers a window asked for, kept for a while per key: asking again within `keepFor` costs no
 * request, and concurrent asks for one key share a single request. Bounded, least recently used
 * first out, so browsing for hours does not grow main's memory. Failures are not kept.
 */
export class AnswerCache<T> {
  readonly #entries = new Map<string, Entry<T>>();
  readonly #inFlight = new Map<string, Promise<Result<T>>>();
  readonly #now: () => number;
  readonly #maxEntries: number;

  constructor(now: () => number, maxEntries: number) {
    this.#now = now;
    this.#maxEntries = maxEntries;
  }

  get(key: string, keepFor: number, ask: () => Promise<Result<T>>): Promise<Result<T>> {
    const entry = this.#entries.get(key);
    if (entry !== undefined && this.#now() - entry.storedAt < keepFor) {
      this.#entries.delete(key);
      this.#entries.set(key, entry);
      return Promise.resolve(ok(entry.value));
    }
    const pending = this.#inFlight.get(key);
    if (pending !== undefined) return pending;
    const started = ask()
      .then((result) => {
        if (result.ok) this.#store(key, result.value);
        return result;
      })
      .finally(() => this.#inFlight.delete(key));
    this.#inFlight.set(key, started);
    return started;
  }

  #store(key: string, value: T): void {
    this.#entries.delete(key);
    this.#entries.set(key, { value, storedAt: this.#now() });
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size <= this.#maxEntries) break;
      this.#entries.delete(oldest);
    }
  }
}
