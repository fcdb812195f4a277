import { untrack } from 'svelte';
import { ok, type AppError, type Result } from '@shared/ipc/result';
import type { SavedLocation } from '@shared/settings';
import type { TrayState } from '@shared/views/status';
import type { WeatherProduct, WeatherUpdate } from '@shared/views/weather';
import { questionFor } from '../lib/data/answer-key';
import { LatestAnswer } from '@renderer/lib/data/latest-answer.svelte';
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
  /**
   * The weather of the place last asked for (null: main's first, asked on opening), taken whole
   * with the place it is for; an earlier read answered later is in the old units or for the old place.
   */
  readonly #reads = new LatestAnswer<string | null, HeldWeather>(readWeather);
  /**
   * The question (place, mode, units, language) the weather held or asked for answers; another
   * one is asked afresh. Null while only the opening read, asked before the question was known, is.
   */
  #question: string | null = null;
  #closeError = $state.raw<AppError | null>(null);
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
    const weatherFor = this.#weatherFor;
    return weatherFor !== null && weatherFor === this.location?.id;
  }

  /** The place the weather held is for; null before main has answered for one. */
  get #weatherFor(): string | null {
    return this.#reads.value?.locationId ?? null;
  }

  /** What stands in the way of fresh data, and the connectivity every location's freshness follows. */
  get tray(): TrayState | null {
    return trayState.value ?? null;
  }

  get error(): AppError | null {
    return this.#closeError ?? this.#reads.error ?? places.error;
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
    const update = this.#reads.value?.weather[product];
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
    if (location === null || question === null || question === this.#question) return;
    // The answer asked alongside the places on opening is this question's, in the settings of now.
    const answeredOnOpening = this.#question === null && untrack(() => this.#weatherFor) === location.id;
    this.#question = question;
    if (answeredOnOpening) return;
    // What is held answered another question (another account's, other units): "loading" until main answers this one.
    this.#reads.clear();
    await this.#reads.load(location.id);
  }

  /** Asks main to hide the popup; a refusal is shown, since the popup then stays open. */
  async close(): Promise<void> {
    const answer = await popupApi().popup.close();
    this.#closeError = answer.ok ? null : answer.error;
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
    if (this.#reads.asked === undefined) await this.#reads.load(null);
    return () => {
      for (const stop of stops) stop();
    };
  }

  #accept(update: WeatherUpdate): void {
    const product = update.product;
    if (!isPopupProduct(product)) return;
    this.#reads.revise((held) => {
      if (update.locationId !== held.locationId) return held;
      const before = held.weather[product];
      if (before !== undefined && Date.parse(before.fetchedAt) > Date.parse(update.fetchedAt)) return held;
      return { ...held, weather: { ...held.weather, [product]: update } };
    });
  }
}

/** Main's answers for one place, by product; `locationId` null when main named no place (it holds none). */
interface HeldWeather {
  locationId: string | null;
  weather: Partial<Record<PopupProduct, WeatherUpdate>>;
}

/** What main's cache holds for the place (null: main's first place, which its answer names). */
async function readWeather(locationId: string | null): Promise<Result<HeldWeather>> {
  const answer = await popupApi().weather.get({ ...(locationId === null ? {} : { locationId }), products: [...popupProducts] });
  if (!answer.ok) return answer;
  const weather: Partial<Record<PopupProduct, WeatherUpdate>> = {};
  for (const update of answer.value) if (isPopupProduct(update.product)) weather[update.product] = update;
  return ok({ locationId: locationId ?? answer.value[0]?.locationId ?? null, weather });
}
