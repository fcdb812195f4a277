import type { WeatherUpdate } from '@shared/views/weather';
import type { SavedLocation } from '@shared/settings';
import { dashboardApi } from '../api';
import type { UnitDisplay } from '../../lib/weather/display';
import { placeGlance, type PlaceGlance } from './place-glance';

/** What the list shows of each place: only what the schedule keeps for every place while the dashboard is open. */
export const glanceProducts = ['current', 'daily'] as const;

type Held = { current?: Extract<WeatherUpdate, { product: 'current' }>; daily?: Extract<WeatherUpdate, { product: 'daily' }> };

/**
 * Every saved place's glance, from the answers main already holds: read once from main's cache
 * (`weather.get`, which asks the service nothing) and kept current by `weather:updated`, so the list
 * costs no request beyond the schedule's.
 */
export class PlaceGlances {
  #held = $state.raw<Record<string, Held>>({});
  /** Which day is today at each place: when main last told anything. */
  #now = $state(Date.now());
  /** The last read asked: main may answer an earlier one later, in the old units. */
  #asked = 0;

  glanceOf(location: SavedLocation, display: UnitDisplay): PlaceGlance | null {
    const held = this.#held[location.id];
    return placeGlance(held?.current?.data, held?.daily?.data, location.timezone, this.#now, display);
  }

  /** Follows main's weather events. Returns the stop. */
  follow(): () => void {
    return dashboardApi().on.weatherUpdated((update) => this.#accept(update));
  }

  /** Reads what main holds for these places, whole; an answer to an earlier read never replaces a later one. */
  async read(locationIds: readonly string[]): Promise<void> {
    const asked = ++this.#asked;
    const answers = await Promise.all(locationIds.map((locationId) => dashboardApi().weather.get({ locationId, products: [...glanceProducts] })));
    if (asked !== this.#asked) return;
    const held: Record<string, Held> = {};
    answers.forEach((answer, index) => {
      const id = locationIds[index];
      if (id === undefined || !answer.ok) return;
      held[id] = {};
      for (const update of answer.value) held[id] = withUpdate(held[id], update);
    });
    this.#held = held;
    this.#now = Date.now();
  }

  #accept(update: WeatherUpdate): void {
    if (update.product !== 'current' && update.product !== 'daily') return;
    const before = this.#held[update.locationId]?.[update.product];
    if (before !== undefined && Date.parse(before.fetchedAt) > Date.parse(update.fetchedAt)) return;
    this.#held = { ...this.#held, [update.locationId]: withUpdate(this.#held[update.locationId] ?? {}, update) };
    this.#now = Date.now();
  }
}

function withUpdate(held: Held, update: WeatherUpdate): Held {
  if (update.product === 'current') return { ...held, current: update };
  return update.product === 'daily' ? { ...held, daily: update } : held;
}
