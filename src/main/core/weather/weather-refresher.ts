import type { Forecast, HourlyForecast, Nowcast } from '@shared/api/forecasts';
import type { AppError } from '@shared/ipc/result';
import type { Settings } from '@shared/settings';
import type { Logger } from '../logger';
import { cadenceTable, type Product } from '../schedule/cadence';
import { billedHits } from '../schedule/request-budget';
import type { LocationRef, RefreshOutcome, Refresher } from '../schedule/refresher';
import type { Session } from '../session/session';
import { fetchProduct } from './product-requests';
import { hourlyShowsRainSoon, minutesUntilRain } from './rain';

export interface WeatherRefresherOptions {
  session: Session;
  /** Read at each refresh: units and language apply from the next call on. */
  settings: () => Settings;
  now: () => number;
  logger: Logger;
  /**
   * Keeps a fresh answer (snapshot store, windows, tray, notifications), with the settings it was
   * asked with. Not called once the session is closed.
   */
  onData(product: Product, locationId: string, data: unknown, askedWith: Settings): void;
  /** The service answered (true), or could not be reached at all (false). */
  onReachable(reachable: boolean): void;
}

/**
 * The schedule's Refresher over the API client: fetches a product for the locations the scheduler
 * batched, keeps each answer, and reports what the scheduler needs (cost, rain, not applicable,
 * Retry-After). Never throws: any failure is an outcome.
 */
export class WeatherRefresher implements Refresher {
  readonly #options: WeatherRefresherOptions;

  constructor(options: WeatherRefresherOptions) {
    this.#options = options;
  }

  async refresh(product: Product, locations: readonly LocationRef[]): Promise<RefreshOutcome> {
    try {
      if (cadenceTable[product].batchable) return await this.#call(product, locations);
      return await this.#oneByOne(product, locations);
    } catch (error) {
      this.#options.logger.error('refresh: unexpected failure', { product, error: error instanceof Error ? error.name : typeof error });
      return { ok: false, hits: 0 };
    }
  }

  /** Products without a multi-location endpoint: one call per location, stopping at a pause the service asks for. */
  async #oneByOne(product: Product, locations: readonly LocationRef[]): Promise<RefreshOutcome> {
    let hits = 0;
    let allOk = true;
    let retryAfterMs: number | undefined;
    const notApplicable: string[] = [];
    for (const location of locations) {
      const outcome = await this.#call(product, [location]);
      hits += outcome.hits;
      allOk &&= outcome.ok;
      notApplicable.push(...(outcome.notApplicable ?? []));
      retryAfterMs = outcome.retryAfterMs;
      if (retryAfterMs !== undefined) break;
    }
    return {
      ok: allOk && retryAfterMs === undefined,
      hits,
      ...(notApplicable.length > 0 ? { notApplicable } : {}),
      ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
    };
  }

  async #call(product: Product, locations: readonly LocationRef[]): Promise<RefreshOutcome> {
    const { session, settings, logger } = this.#options;
    const askedWith = settings();
    const answer = await fetchProduct(session.client, product, locations, askedWith);
    const hits = billedHits(answer, locations.length);
    if (!answer.ok) return this.#failed(answer.error, locations);
    if (answer.value.length !== locations.length) {
      logger.error('refresh: the answer does not cover the locations asked for', { product, asked: locations.length });
      return { ok: false, hits };
    }
    if (!session.closed) {
      session.noteSuccess();
      this.#options.onReachable(true);
      answer.value.forEach((data, index) => {
        const location = locations[index];
        if (location !== undefined) this.#options.onData(product, location.id, data, askedWith);
      });
    }
    return this.#succeeded(product, locations, answer.value, hits);
  }

  #succeeded(product: Product, locations: readonly LocationRef[], answers: readonly unknown[], hits: number): RefreshOutcome {
    const now = this.#options.now();
    const ids = locations.map((location) => location.id);
    const at = (index: number) => ids[index] ?? '';
    const outcome: { -readonly [K in keyof RefreshOutcome]: RefreshOutcome[K] } = { ok: true, hits };
    if (product === 'nowcast') {
      outcome.rainSoon = answers.flatMap((data, index) => (minutesUntilRain(data as Nowcast, now) === null ? [] : [at(index)]));
    } else if (product === 'hourly') {
      outcome.rainSoon = answers.flatMap((data, index) => (hourlyShowsRainSoon(data as HourlyForecast, now) ? [at(index)] : []));
    } else if (product === 'pollen') {
      // The service answers an empty forecast outside Europe: asking again there only spends requests.
      const none = answers.flatMap((data, index) => ((data as Forecast<unknown>).forecast.length === 0 ? [at(index)] : []));
      if (none.length > 0) outcome.notApplicable = none;
    }
    return outcome;
  }

  #failed(error: AppError, locations: readonly LocationRef[]): RefreshOutcome {
    const { session } = this.#options;
    if (!session.closed) {
      session.noteFailure(error);
      // Only "no answer at all" says the service is unreachable; a 5xx or 429 is an answer.
      this.#options.onReachable(error.kind !== 'offline');
    }
    if (error.kind === 'notInPlan') {
      return { ok: false, hits: 0, notApplicable: locations.map((location) => location.id), notInPlan: true };
    }
    if (error.kind === 'rateLimited') return { ok: false, hits: 0, retryAfterMs: (error.retryAfterSeconds ?? 60) * 1000 };
    return { ok: false, hits: 0 };
  }
}
