import type { AppError } from '../../../../shared/ipc/result';
import type { WeatherProduct, WeatherUpdate } from '../../../../shared/views/weather';
import { scheduleStatus } from '../follow/schedule-status.svelte';

export type UpdateOf<P extends WeatherProduct> = Extract<WeatherUpdate, { product: P }>;

/**
 * The scheduled products of one location as main's cache holds them, kept current by
 * `weather:updated`. Main keeps only answers in the units and language in use, so after a settings
 * change the whole set is read again rather than merged with the old one.
 */
export class LocationWeather {
  readonly locationId: string;
  #updates = $state.raw<Partial<Record<WeatherProduct, WeatherUpdate>>>({});
  #loaded = $state(false);
  #error = $state.raw<AppError | null>(null);

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

  /** Loads and follows main's events and settings changes. Returns the stop. */
  start(): () => void {
    const api = window.weatherglass;
    const stops = [
      api.on.weatherUpdated((update) => this.#accept(update)),
      api.on.settingsChanged(() => void this.reload()),
      api.on.appInfoChanged(() => void this.reload()),
    ];
    void this.reload();
    return () => {
      for (const stop of stops) stop();
    };
  }

  async reload(): Promise<void> {
    const answer = await window.weatherglass.weather.get({ locationId: this.locationId });
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
