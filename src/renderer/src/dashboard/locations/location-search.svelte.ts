import type { Location } from '@shared/api/locations';
import type { AppError, Result } from '@shared/ipc/result';
import type { PlaceSearchAnswer } from '@shared/place-search';
import { LatestAnswer, type Delay } from '@renderer/lib/data/latest-answer.svelte';
import { dashboardApi } from '../api';

export interface SearchQuery {
  text: string;
  /** ISO 3166-1 alpha-2; absent searches every country. */
  country?: string;
}

export type Searcher = (query: SearchQuery) => Promise<Result<PlaceSearchAnswer>>;

/** Typing pauses at least this long before a search goes out: one request per word, not per keystroke. */
export const searchDelayMs = 300;
/** One letter matches half the world; the service's search needs something to go on. */
export const minSearchLength = 2;

export type SearchStatus = 'idle' | 'waiting' | 'searching' | 'done' | 'failed';

/**
 * Place search as the user types: debounced, and only the answer to the latest question is shown
 * (a slow answer to an earlier one is dropped; a question overtaken while typing pauses is never sent).
 */
export class LocationSearch {
  readonly #latest: LatestAnswer<SearchQuery, PlaceSearchAnswer>;

  constructor(search: Searcher = (query) => dashboardApi().locations.search(query), delay?: Delay) {
    this.#latest = new LatestAnswer((query) => search(query), { debounceMs: searchDelayMs, delay });
  }

  get results(): Location[] {
    return this.#latest.error === null ? (this.#latest.value?.places ?? []) : [];
  }

  /** The name searched instead when no place matched what was typed ("Helsnki" → "Helsinki"). */
  get correction(): PlaceSearchAnswer['correction'] {
    return this.#latest.error === null ? (this.#latest.value?.correction ?? null) : null;
  }

  get status(): SearchStatus {
    if (this.#latest.waiting) return 'waiting';
    if (this.#latest.loading) return 'searching';
    if (this.#latest.error !== null) return 'failed';
    return this.#latest.answered === undefined ? 'idle' : 'done';
  }

  get error(): AppError | null {
    return this.#latest.error;
  }

  /** The query the results answer, for "No places match …". */
  get answered(): SearchQuery | null {
    return this.#latest.answered ?? null;
  }

  /** Called on every keystroke and country change; asks once typing pauses. */
  ask(text: string, country: string): void {
    const query: SearchQuery = { text: text.trim(), ...(country === '' ? {} : { country }) };
    if (query.text.length < minSearchLength) this.#latest.clear();
    else void this.#latest.load(query);
  }

  /** Forgets the question and its answer (after a place was chosen). */
  clear(): void {
    this.#latest.clear();
  }
}
