import type { AppError, Result } from '@shared/ipc/result';
import type { SavedLocation } from '@shared/settings';
import type { TrayState } from '@shared/views/status';
import type { WeatherProduct, WeatherUpdate } from '@shared/views/weather';
import { questionFor } from '../lib/data/answer-key';
import { places } from '../lib/follow/places.svelte';
import { followTrayState } from '../lib/follow/tray-state.svelte';
import { popupApi } from './api';

const trayState = followTrayState(popupApi);

/** What the popup shows: a small set, so opening it reads little from main's cache. */
export const popupProducts = ['current', 'nowcast', 'hourly', 'warnings', 'lightning'] as const satisfies readonly WeatherProduct[];
export type PopupProduct = (typeof popupProducts)[number];
export type UpdateOf<P extends WeatherProduct> = Extract<WeatherUpdate, { product: P }>;

function isPopupProduct(product: WeatherProduct): product is PopupProduct {
  return (popupProducts as readonly WeatherProduct[]).includes(product);
}

export interface PopupClock {
  now(): number;
  /** Calls `tick` every `ms` until the returned stop is called. */
  every(ms: number, tick: () => void): () => void;
}

const systemClock: PopupClock = {
  now: () => Date.now(),
  every: (ms, tick) => {
    const timer = setInterval(tick, ms);
    return () => clearInterval(timer);
  },
};

/** The age on screen and "rain in N min" move on this often. */
export const tickMs = 60_000;

/**
 * The popup's data: main's places, the one chosen (the tray's each time the popup opens, as the
 * popup belongs to the tray icon; a place picked here is saved as the chosen place, so the
 * dashboard opens on it), its weather from main's cache, and the tray state. Weather answers
 * are taken whole and kept with the place they are for: after a change of mode or units main's
 * cache holds only what matches, so nothing of the old data may linger.
 */
export class PopupState {
  readonly #clock: PopupClock;
  #chosenId = $state<string | null>(null);
  #weather = $state.raw<Partial<Record<PopupProduct, WeatherUpdate>>>({});
  /** The place `#weather` is for; null before main has answered for one. */
  #weatherFor = $state<string | null>(null);
  /** The question (place, mode, units, language) last asked of main; another one is asked afresh. */
  #askedFor: string | null = null;
  /** The last read asked: an earlier answer arriving later is in the old units or for the old place. */
  #readsAsked = 0;
  #error = $state.raw<AppError | null>(null);
  #now: number = $state(0);

  constructor(clock: PopupClock = systemClock) {
    this.#clock = clock;
    this.#now = clock.now();
  }

  get locations(): SavedLocation[] {
    return places.value ?? [];
  }

  /** The chosen location while it is still in the list, else the tray's (the first). */
  get location(): SavedLocation | null {
    const locations = this.locations;
    return locations.find((location) => location.id === this.#chosenId) ?? locations[0] ?? null;
  }

  /** False until main has answered for the location shown: "loading", not "no data". */
  get weatherLoaded(): boolean {
    return this.#weatherFor !== null && this.#weatherFor === this.location?.id;
  }

  /** What stands in the way of fresh data, and the connectivity every location's freshness follows. */
  get tray(): TrayState | null {
    return trayState.value ?? null;
  }

  get error(): AppError | null {
    return this.#error ?? places.error;
  }

  /** Epoch ms, moved on every minute. */
  get now(): number {
    return this.#now;
  }

  get current(): UpdateOf<'current'> | undefined {
    return this.#of('current');
  }

  get nowcast(): UpdateOf<'nowcast'> | undefined {
    return this.#of('nowcast');
  }

  get hourly(): UpdateOf<'hourly'> | undefined {
    return this.#of('hourly');
  }

  get warnings(): UpdateOf<'warnings'> | undefined {
    return this.#of('warnings');
  }

  /** The flashes around the place, kept only for the tray's while the lightning notification is on. */
  get lightning(): UpdateOf<'lightning'> | undefined {
    return this.#of('lightning');
  }

  #of<P extends PopupProduct>(product: P): UpdateOf<P> | undefined {
    if (!this.weatherLoaded) return undefined;
    const update = this.#weather[product];
    return update !== undefined && update.product === product ? (update as UpdateOf<P>) : undefined;
  }

  /** Shows another location; resolves once main has answered for it. */
  async choose(locationId: string): Promise<void> {
    if (locationId === this.location?.id) return;
    this.#chosenId = locationId;
    const saved = popupApi().settings.update({ chosenPlaceId: locationId });
    await this.show();
    await saved;
  }

  /**
   * Loads the shown location's weather unless it was asked already: the list changed, a place was
   * chosen, or the mode, units or language changed (read inside an effect, it follows all of them).
   */
  async show(): Promise<void> {
    const location = this.location;
    const question = location === null ? null : questionFor(location.id);
    if (question === null || question === this.#askedFor) return;
    // The answer asked alongside the places on opening is this question's, in the settings of now.
    const answeredOnOpening = this.#askedFor === null && this.#weatherFor === location?.id;
    this.#askedFor = question;
    if (answeredOnOpening) return;
    // What is held answered another question (another account's, other units): "loading" until main answers this one.
    this.#weatherFor = null;
    await this.#loadWeather();
  }

  /** Asks main to hide the popup; a refusal is shown, since the popup then stays open. */
  async close(): Promise<void> {
    const answer = await popupApi().popup.close();
    if (!answer.ok) this.#error = answer.error;
  }

  /** Loads the tray location's weather and follows main's events. Returns the stop. */
  async start(): Promise<() => void> {
    const api = popupApi();
    const stops = [
      api.on.weatherUpdated((update) => this.#accept(update)),
      // Freshness follows from the time and the tray's connectivity: nothing to ask main.
      this.#clock.every(tickMs, () => {
        this.#now = this.#clock.now();
      }),
    ];
    // Opening: main answers for its first place, asked alongside the places rather than after them.
    const first = await api.weather.get({ products: [...popupProducts] });
    const answeredFor = first.ok ? first.value[0]?.locationId : undefined;
    if (this.#weatherFor === null && this.#readsAsked === 0 && answeredFor !== undefined) this.#take(first, answeredFor);
    return () => {
      for (const stop of stops) stop();
    };
  }

  async #loadWeather(): Promise<void> {
    const location = this.location;
    if (location === null) return;
    const asked = ++this.#readsAsked;
    const answer = await popupApi().weather.get({ locationId: location.id, products: [...popupProducts] });
    // The user chose another location, or something changed the question, while main answered.
    if (asked !== this.#readsAsked) return;
    this.#take(answer, location.id);
  }

  #take(answer: Result<WeatherUpdate[]>, locationId: string): void {
    if (!answer.ok) {
      this.#error = answer.error;
      return;
    }
    this.#error = null;
    const weather: Partial<Record<PopupProduct, WeatherUpdate>> = {};
    for (const update of answer.value) if (isPopupProduct(update.product)) weather[update.product] = update;
    this.#weather = weather;
    this.#weatherFor = locationId;
  }

  #accept(update: WeatherUpdate): void {
    if (update.locationId !== this.#weatherFor || !isPopupProduct(update.product)) return;
    const held = this.#weather[update.product];
    if (held !== undefined && Date.parse(held.fetchedAt) > Date.parse(update.fetchedAt)) return;
    this.#weather = { ...this.#weather, [update.product]: update };
  }
}
