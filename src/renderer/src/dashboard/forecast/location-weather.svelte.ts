import { ok, type AppError, type Result } from '@shared/ipc/result';
import type { WeatherProduct, WeatherUpdate } from '@shared/views/weather';
import { scheduleStatus } from '../followed.svelte';
import { LatestAnswer } from '@renderer/lib/data/latest-answer.svelte';
import { dashboardApi } from '../api';

export type UpdateOf<P extends WeatherProduct> = Extract<WeatherUpdate, { product: P }>;

/**
 * The scheduled products of one location as main's cache holds them, kept current by
 * `weather:updated`. Main keeps only answers in the units and language in use, so after a change of
 * the question (mode, units, language) its owner calls `reload` and the whole set is read again
 * rather than merged with the old one.
 */
export class LocationWeather {
  readonly locationId: string;
  /** Main may answer an earlier read later, in the old units: only the latest read's answer is held. */
  readonly #updates: LatestAnswer<void, Updates>;

  constructor(locationId: string) {
    this.locationId = locationId;
    this.#updates = new LatestAnswer(() => readUpdates(locationId));
  }

  /** False until main has answered the latest read: "loading", not "no data". */
  get loaded(): boolean {
    return this.#updates.value !== null;
  }

  get error(): AppError | null {
    return this.#updates.error;
  }

  of<P extends WeatherProduct>(product: P): UpdateOf<P> | undefined {
    const update = this.#updates.value?.[product];
    return update !== undefined && update.product === product ? (update as UpdateOf<P>) : undefined;
  }

  /** The account's plan does not include it: the schedule stopped asking, so it will not arrive. */
  notInPlan(product: WeatherProduct): boolean {
    return scheduleStatus.value?.notInPlan.includes(product) ?? false;
  }

  /** Follows main's weather events. Returns the stop. */
  follow(): () => void {
    return dashboardApi().on.weatherUpdated((update) => this.#accept(update));
  }

  /**
   * Reads the whole set again, showing "loading" meanwhile: the old set answered another question
   * (another account's, other units), so none of it may stay beside the new one. An answer to an
   * earlier read never replaces a later one.
   */
  async reload(): Promise<void> {
    this.#updates.clear();
    await this.#updates.load();
  }

  #accept(update: WeatherUpdate): void {
    if (update.locationId !== this.locationId) return;
    this.#updates.revise((updates) => {
      const held = updates[update.product];
      if (held !== undefined && Date.parse(held.fetchedAt) > Date.parse(update.fetchedAt)) return updates;
      return { ...updates, [update.product]: update };
    });
  }
}

type Updates = Partial<Record<WeatherProduct, WeatherUpdate>>;

/** Every scheduled product main's cache holds for the place, by product. */
async function readUpdates(locationId: string): Promise<Result<Updates>> {
  const answer = await dashboardApi().weather.get({ locationId });
  if (!answer.ok) return answer;
  const updates: Updates = {};
  for (const update of answer.value) updates[update.product] = update;
  return ok(updates);
}
