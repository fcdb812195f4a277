import type { AppError } from '@shared/ipc/result';
import type { WeatherProduct, WeatherUpdate } from '@shared/views/weather';
import { scheduleStatus } from '../followed.svelte';
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
  #updates = $state.raw<Partial<Record<WeatherProduct, WeatherUpdate>>>({});
  #loaded = $state(false);
  #error = $state.raw<AppError | null>(null);
  /** The last read asked: main may answer an earlier one later, in the old units. */
  #asked = 0;

  constructor(locationId: string) {
    this.locationId = locationId;
  }

  /** False until main has answered once: "loading", not "no data". */
  get loaded(): boolean {
    return this.#loaded;
  }

  get error(): AppError | null {
    return this.#error;
  }

  of<P extends WeatherProduct>(product: P): UpdateOf<P> | undefined {
    const update = this.#updates[product];
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
    const asked = ++this.#asked;
    this.#updates = {};
    this.#loaded = false;
    const answer = await dashboardApi().weather.get({ locationId: this.locationId });
    if (asked !== this.#asked) return;
    if (!answer.ok) {
      this.#error = answer.error;
      return;
    }
    const updates: Partial<Record<WeatherProduct, WeatherUpdate>> = {};
    for (const update of answer.value) updates[update.product] = update;
    this.#updates = updates;
    this.#error = null;
    this.#loaded = true;
  }

  #accept(update: WeatherUpdate): void {
    if (update.locationId !== this.locationId) return;
    const held = this.#updates[update.product];
    if (held !== undefined && Date.parse(held.fetchedAt) > Date.parse(update.fetchedAt)) return;
    this.#updates = { ...this.#updates, [update.product]: update };
  }
}
