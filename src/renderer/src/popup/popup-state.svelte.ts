import type { AppError, Result } from '../../../shared/ipc/result';
import type { SavedLocation } from '../../../shared/settings';
import type { TrayState } from '../../../shared/views/status';
import type { WeatherProduct, WeatherUpdate } from '../../../shared/views/weather';

/** What the popup shows: a small set, so opening it reads little from main's cache. */
export const popupProducts = ['current', 'nowcast', 'hourly', 'warnings'] as const satisfies readonly WeatherProduct[];
export type PopupProduct = (typeof popupProducts)[number];
export type UpdateOf<P extends WeatherProduct> = Extract<WeatherUpdate, { product: P }>;

function isPopupProduct(product: WeatherProduct): product is PopupProduct {
  return (popupProducts as readonly WeatherProduct[]).includes(product);
}

export interface PopupClock {
  now(): number;
  /** Calls `tick` every `ms` until the returned stop is called. */
  every(ms: number, tick: () => Promise<void>): () => void;
}

const systemClock: PopupClock = {
  now: () => Date.now(),
  every: (ms, tick) => {
    const timer = setInterval(() => void tick(), ms);
    return () => clearInterval(timer);
  },
};

/** The age on screen and "rain in N min" move on this often. */
export const tickMs = 60_000;

/**
 * The popup's data: the locations, the one chosen (the tray's until the user picks another; the
 * tray's is the first saved, and a glance at another place should not reorder the user's list, so
 * the choice stays in this window), its weather from main's cache, the tray state and the app's mode. Answers are taken whole: after a change of mode
 * or units, main's cache holds only what matches, so nothing of the old data may linger.
 */
export class PopupState {
  readonly #clock: PopupClock;
  #locations = $state.raw<SavedLocation[]>([]);
  #chosenId = $state<string | null>(null);
  #weather = $state.raw<Partial<Record<PopupProduct, WeatherUpdate>>>({});
  #weatherLoaded = $state(false);
  #tray = $state.raw<TrayState | null>(null);
  #error = $state.raw<AppError | null>(null);
  #now: number = $state(0);

  constructor(clock: PopupClock = systemClock) {
    this.#clock = clock;
    this.#now = clock.now();
  }

  get locations(): SavedLocation[] {
    return this.#locations;
  }

  /** The chosen location while it is still in the list, else the tray's (the first). */
  get location(): SavedLocation | null {
    return this.#locations.find((location) => location.id === this.#chosenId) ?? this.#locations[0] ?? null;
  }

  /** False until main has answered for the location shown: "loading", not "no data". */
  get weatherLoaded(): boolean {
    return this.#weatherLoaded;
  }

  /** The tray's location's state; its freshness turns 'offline' with the connection, for every location. */
  get tray(): TrayState | null {
    return this.#tray;
  }

  get error(): AppError | null {
    return this.#error;
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

  #of<P extends PopupProduct>(product: P): UpdateOf<P> | undefined {
    const update = this.#weather[product];
    return update !== undefined && update.product === product ? (update as UpdateOf<P>) : undefined;
  }

  /** Shows another location; resolves once main has answered for it. */
  async choose(locationId: string): Promise<void> {
    if (locationId === this.location?.id) return;
    this.#chosenId = locationId;
    this.#weather = {};
    this.#weatherLoaded = false;
    await this.#loadWeather();
  }

  /** Asks main to hide the popup; a refusal is shown, since the popup then stays open. */
  async close(): Promise<void> {
    const answer = await window.weatherglass.popup.close();
    if (!answer.ok) this.#error = answer.error;
  }

  /** Loads everything and follows main's events. Returns the stop. */
  async start(): Promise<() => void> {
    const api = window.weatherglass;
    const stops = [
      api.on.weatherUpdated((update) => this.#accept(update)),
      api.on.trayStateChanged((state) => {
        this.#tray = state;
      }),
      // The other mode's data is main's to give (AppState shows the mode itself).
      api.on.appInfoChanged(() => void this.#loadWeather()),
      // Units, language or the location list may have changed: main's cache answers for the new ones.
      api.on.settingsChanged(() => void this.#reload()),
      this.#clock.every(tickMs, () => {
        this.#now = this.#clock.now();
        // Cheap (main's cache), and brings the freshness state (stale, offline) up to date.
        return this.#loadWeather();
      }),
    ];
    const [tray] = await Promise.all([api.tray.getState(), this.#firstLoad()]);
    if (tray.ok) this.#tray = tray.value;
    return () => {
      for (const stop of stops) stop();
    };
  }

  async #reload(): Promise<void> {
    const answer = await window.weatherglass.locations.list();
    if (!answer.ok) {
      this.#error = answer.error;
      return;
    }
    this.#locations = answer.value;
    await this.#loadWeather();
  }

  /** Opening: the places and the tray location's weather asked together, one round trip to main instead of two. */
  async #firstLoad(): Promise<void> {
    const api = window.weatherglass;
    const [places, weather] = await Promise.all([api.locations.list(), api.weather.get({ products: [...popupProducts] })]);
    if (!places.ok) {
      this.#error = places.error;
      return;
    }
    this.#locations = places.value;
    const shown = this.location?.id;
    // Main answers for its first place; a place chosen meanwhile, or a list changed in between, asks again.
    const forShown = weather.ok && shown === places.value[0]?.id && weather.value.every((update) => update.locationId === shown);
    if (forShown) this.#take(weather);
    else await this.#loadWeather();
  }

  async #loadWeather(): Promise<void> {
    const location = this.location;
    if (location === null) return;
    const answer = await window.weatherglass.weather.get({ locationId: location.id, products: [...popupProducts] });
    // The user chose another location while main answered.
    if (this.location?.id !== location.id) return;
    this.#take(answer);
  }

  #take(answer: Result<WeatherUpdate[]>): void {
    if (!answer.ok) {
      this.#error = answer.error;
      return;
    }
    this.#error = null;
    const weather: Partial<Record<PopupProduct, WeatherUpdate>> = {};
    for (const update of answer.value) if (isPopupProduct(update.product)) weather[update.product] = update;
    this.#weather = weather;
    this.#weatherLoaded = true;
  }

  #accept(update: WeatherUpdate): void {
    if (update.locationId !== this.location?.id || !isPopupProduct(update.product)) return;
    const held = this.#weather[update.product];
    if (held !== undefined && Date.parse(held.fetchedAt) > Date.parse(update.fetchedAt)) return;
    this.#weather = { ...this.#weather, [update.product]: update };
  }
}
