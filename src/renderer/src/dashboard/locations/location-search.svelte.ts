import type { Location } from '@shared/api/locations';
import type { AppError, Result } from '@shared/ipc/result';
import { dashboardApi } from '../api';

export interface SearchQuery {
  text: string;
  /** ISO 3166-1 alpha-2; absent searches every country. */
  country?: string;
}

export type Searcher = (query: SearchQuery) => Promise<Result<Location[]>>;

/** Runs `run` once after `ms`; returns the cancel. Injected so tests need no real time. */
export type Delay = (ms: number, run: () => void) => () => void;

const browserDelay: Delay = (ms, run) => {
  const timer = setTimeout(run, ms);
  return () => clearTimeout(timer);
};

/** Typing pauses at least this long before a search goes out: one request per word, not per keystroke. */
export const searchDelayMs = 300;
/** One letter matches half the world; the service's search needs something to go on. */
export const minSearchLength = 2;

export type SearchStatus = 'idle' | 'waiting' | 'searching' | 'done' | 'failed';

/**
 * Place search as the user types: debounced, and only the answer to the latest question is shown
 * (a slow answer to an earlier one is dropped).
 */
export class LocationSearch {
  readonly #search: Searcher;
  readonly #delay: Delay;
  #results = $state.raw<Location[]>([]);
  #status = $state<SearchStatus>('idle');
  #error = $state.raw<AppError | null>(null);
  /** The query the results answer, for "No places match …". */
  #answered = $state.raw<SearchQuery | null>(null);
  #cancel: (() => void) | null = null;
  #asked = 0;

  constructor(search: Searcher = (query) => dashboardApi().locations.search(query), delay: Delay = browserDelay) {
    this.#search = search;
    this.#delay = delay;
  }

  get results(): Location[] {
    return this.#results;
  }

  get status(): SearchStatus {
    return this.#status;
  }

  get error(): AppError | null {
    return this.#error;
  }

  get answered(): SearchQuery | null {
    return this.#answered;
  }

  /** Called on every keystroke and country change; asks once typing pauses. */
  ask(text: string, country: string): void {
    this.#cancel?.();
    this.#cancel = null;
    const asked = ++this.#asked;
    const query: SearchQuery = { text: text.trim(), ...(country === '' ? {} : { country }) };
    if (query.text.length < minSearchLength) {
      this.#settle([], null, null, 'idle');
      return;
    }
    this.#status = 'waiting';
    this.#cancel = this.#delay(searchDelayMs, () => {
      this.#cancel = null;
      void this.#run(query, asked);
    });
  }

  /** Forgets the question and its answer (after a place was chosen). */
  clear(): void {
    this.#cancel?.();
    this.#cancel = null;
    this.#asked++;
    this.#settle([], null, null, 'idle');
  }

  async #run(query: SearchQuery, asked: number): Promise<void> {
    this.#status = 'searching';
    const answer = await this.#search(query);
    if (asked !== this.#asked) return;
    if (answer.ok) this.#settle(answer.value, null, query, 'done');
    else this.#settle([], answer.error, query, 'failed');
  }

  #settle(results: Location[], error: AppError | null, answered: SearchQuery | null, status: SearchStatus): void {
    this.#results = results;
    this.#error = error;
    this.#answered = answered;
    this.#status = status;
  }
}
