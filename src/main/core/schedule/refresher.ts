import type { Product } from './cadence';

/** A saved location as the scheduler needs it; the first of the list is the tray's. */
export interface LocationRef {
  /** Stable identity: the service's location id or 'lon,lat'. */
  readonly id: string;
  readonly lat: number;
  readonly lon: number;
}

export interface RefreshOutcome {
  /** All locations of the call were refreshed (a multi-location call succeeds or fails as a whole). */
  readonly ok: boolean;
  /** What the service bills for the call (`billedHits`): one per location of a successful request, none for a failed one. */
  readonly hits: number;
  /**
   * Ids of the call's locations whose fresh data shows rain within 2 h. Present when the product
   * can tell (nowcast, hourly); the call's locations not listed are dry.
   */
  readonly rainSoon?: readonly string[];
  /** Ids of the call's locations the product does not exist for (pollen outside Europe, not in the plan). */
  readonly notApplicable?: readonly string[];
  /** The account's plan does not include the product (403): windows explain it rather than wait for it. */
  readonly notInPlan?: true;
  /** The service asked for a pause (429 Retry-After): nothing is fetched before it ends. */
  readonly retryAfterMs?: number;
}

/**
 * Fetches a product for some locations and stores it (cache, windows): the scheduler only decides
 * what and when. Never rejects on an HTTP error; a rejection counts as a failed call that cost nothing.
 */
export interface Refresher {
  refresh(product: Product, locations: readonly LocationRef[]): Promise<RefreshOutcome>;
}
