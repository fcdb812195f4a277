import type { WeatherUpdate } from '@shared/views/weather';
import type { SavedLocation } from '@shared/settings';
import { ok, type Result } from '@shared/ipc/result';
import { LatestAnswer } from '@renderer/lib/data/latest-answer.svelte';
import { dashboardApi } from '../api';
import type { UnitDisplay } from '../../lib/weather/display';
import { placeGlance, type PlaceGlance } from './place-glance';

/** What the list shows of each place: only what the schedule keeps for every place while the dashboard is open. */
export const glanceProducts = ['current', 'daily'] as const;

type PlaceHeld = { current?: Extract<WeatherUpdate, { product: 'current' }>; daily?: Extract<WeatherUpdate, { product: 'daily' }> };
/** Every place's answers, and which day is today at each place: when main last told anything. */
type Held = { places: Record<string, PlaceHeld>; at: number };

/**
 * Every saved place's glance, from the answers main already holds: read once from main's cache
 * (`weather.get`, which asks the service nothing) and kept current by `weather:updated`, so the list
 * costs no request beyond the schedule's.
 */
export class PlaceGlances {
  /** What main held for the places of the latest read, kept current by its pushes; main may answer an earlier read later, in the old units. */
  readonly #held = new LatestAnswer<readonly string[], Held>(readHeld);

  glanceOf(location: SavedLocation, display: UnitDisplay): PlaceGlance | null {
    const held = this.#held.value;
    const place = held?.places[location.id];
    return placeGlance(place?.current?.data, place?.daily?.data, location.timezone, held?.at ?? Date.now(), display);
  }

  /** Follows main's weather events. Returns the stop. */
  follow(): () => void {
    return dashboardApi().on.weatherUpdated((update) => this.#accept(update));
  }

  /** Reads what main holds for these places, whole; an answer to an earlier read never replaces a later one. */
  async read(locationIds: readonly string[]): Promise<void> {
    await this.#held.load(locationIds);
  }

  #accept(update: WeatherUpdate): void {
    if (update.product !== 'current' && update.product !== 'daily') return;
    this.#held.revise((held) => {
      const before = held.places[update.locationId]?.[update.product];
      if (before !== undefined && Date.parse(before.fetchedAt) > Date.parse(update.fetchedAt)) return held;
      return { places: { ...held.places, [update.locationId]: withUpdate(held.places[update.locationId] ?? {}, update) }, at: Date.now() };
    });
  }
}

/** What main holds for each place, from its cache: a place it holds nothing for is left out. */
async function readHeld(locationIds: readonly string[]): Promise<Result<Held>> {
  const answers = await Promise.all(locationIds.map((locationId) => dashboardApi().weather.get({ locationId, products: [...glanceProducts] })));
  const places: Record<string, PlaceHeld> = {};
  answers.forEach((answer, index) => {
    const id = locationIds[index];
    if (id === undefined || !answer.ok) return;
    places[id] = {};
    for (const update of answer.value) places[id] = withUpdate(places[id], update);
  });
  return ok({ places, at: Date.now() });
}

function withUpdate(held: PlaceHeld, update: WeatherUpdate): PlaceHeld {
  if (update.product === 'current') return { ...held, current: update };
  return update.product === 'daily' ? { ...held, daily: update } : held;
}
