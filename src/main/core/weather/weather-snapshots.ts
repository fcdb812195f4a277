import type { Settings } from '@shared/settings';
import type { WeatherProduct, WeatherUpdate } from '@shared/views/weather';
import type { Product } from '../schedule/cadence';
import { staleAfterMs } from '../snapshots/snapshot-kinds';
import type { Snapshot } from '../snapshots/snapshot';
import type { SnapshotStore } from '../snapshots/snapshot-store';
import { snapshotParams } from './product-requests';

export interface WeatherContext {
  /** Whose data is shown (`dataSourceOf`): a snapshot of another source is never current. */
  source: string;
  settings: Settings;
  now: number;
}

/**
 * The snapshot store as the weather products see it: only answers that fit the current data source,
 * units and language count as current, and each comes with its freshness.
 */
export class WeatherSnapshots {
  readonly #store: SnapshotStore;
  readonly #context: () => WeatherContext;

  constructor(store: SnapshotStore, context: () => WeatherContext) {
    this.#store = store;
    this.#context = context;
  }

  get(product: Product, locationId: string): Snapshot | undefined {
    const { source, settings } = this.#context();
    return this.#store.get({ product, locationId, params: snapshotParams(product, source, settings) });
  }

  /** When the current answer arrived; undefined when there is none (the schedule then fetches it at once). */
  fetchedAt(product: Product, locationId: string): number | undefined {
    const snapshot = this.get(product, locationId);
    return snapshot === undefined ? undefined : Date.parse(snapshot.fetchedAt);
  }

  /**
   * Keeps an answer of `source` fetched with `settings`; answers its update for the windows when it
   * is current (a late answer in other units is kept, but not announced).
   */
  keep(product: Product, locationId: string, data: unknown, source: string, settings: Settings): WeatherUpdate | undefined {
    const { now } = this.#context();
    const snapshot: Snapshot = {
      product,
      locationId,
      params: snapshotParams(product, source, settings),
      data,
      fetchedAt: new Date(now).toISOString(),
    };
    if (!this.#store.put(snapshot)) return undefined;
    const current = this.get(product, locationId);
    return current === undefined ? undefined : this.#update(product, locationId, current);
  }

  /** The current answers of the products at the location; products without one are left out. */
  updates(locationId: string, products: readonly WeatherProduct[]): WeatherUpdate[] {
    // Passing a WeatherProduct as a schedule Product (and back, in #update) keeps the two lists one.
    return products.flatMap((product) => {
      const snapshot = this.get(product, locationId);
      return snapshot === undefined ? [] : [this.#update(product, locationId, snapshot)];
    });
  }

  #update(product: Product, locationId: string, snapshot: Snapshot): WeatherUpdate {
    // The data was checked against the product's answer schema when it arrived or was loaded.
    return {
      product: product satisfies WeatherProduct,
      locationId,
      data: snapshot.data,
      fetchedAt: snapshot.fetchedAt,
      staleAfterMs: staleAfterMs[product],
    } as WeatherUpdate;
  }
}
