import { weatherProducts, type WeatherProduct } from '@shared/views/weather';

/** What the scheduler refreshes, the products windows receive; the Refresher maps each to its endpoint. */
export const products = weatherProducts;

export type Product = WeatherProduct;

export const minute = 60_000;
export const hour = 60 * minute;
export const day = 24 * hour;

/**
 * When the budget is short, cadences are stretched in this order: rank 1 first, rank 4 last.
 * Rank 4 is given in the demand, not here: it is the tray location's nowcast, current conditions
 * and warnings, which the tray, its tooltip and the notifications depend on.
 */
export type ValueRank = 1 | 2 | 3 | 4;

export interface ProductCadence {
  /** For the tray location while no window shows it (tray icon, tooltip, notifications); absent: not needed. */
  readonly tray?: number;
  /** While the popup shows the tray location; absent: the popup does not show the product. */
  readonly popup?: number;
  /** While the dashboard shows every location; absent: no window shows the product. */
  readonly dashboard?: number;
  /** At a location whose latest data shows rain within 2 h. */
  readonly rainNear?: number;
  /** The service takes up to 50 locations in one call for this product. */
  readonly batchable: boolean;
  /** Asked for only while the user has switched on what needs it (`Scheduler.setOptedIn`). */
  readonly optIn?: true;
  readonly rank: Exclude<ValueRank, 4>;
}

/**
 * How often each product is refreshed, and why.
 *
 * | product         | tray   | popup  | dashboard | rain near | why                                                                          |
 * |-----------------|--------|--------|-----------|-----------|------------------------------------------------------------------------------|
 * | nowcast         | 30 min | 5 min  | 30 min    | 5 min     | 60 one-minute steps: every 30 min still sees rain ≥ 30 min ahead; near rain  |
 * |                 |        |        |           |           | the notification and "rain in 12 min" need minutes; the popup shows it       |
 * | current         | 20 min | 15 min | 15 min    |           | the estimate moves ~1° an hour: 20 min keeps the whole-degree icon right     |
 * | hourly          | 60 min | 60 min | 60 min    |           | re-issued at the 5-min analyses but the next hours change slowly (tray strip) |
 * | warnings        | 30 min | 10 min | 10 min    |           | issued hours ahead; 30 min for notifications, 10 min while someone looks     |
 * | daily           |        |        | 3 h       |           | model runs every 6 h: 3 h catches each run within half a run                  |
 * | fifteenMinutely |        |        | 15 min    |           | its own step                                                                 |
 * | airQuality      |        |        | 60 min    |           | whole UTC hours                                                              |
 * | pollen          |        |        | 60 min    |           | hourly steps; Europe only (the Refresher reports "not applicable")          |
 * | observations    |        |        | 30 min    |           | stations report every 30-60 min                                              |
 * | climate         |        |        | 30 days   |           | 1991-2020 normals: they do not change                                        |
 * | lightning       | 10 min |        |           |           | flashes arrive about every 10 min; only while the lightning notification is |
 * |                 |        |        |           |           | on (opt-in: about 144 requests a day)                                        |
 *
 * The tray columns (and the popup, which shows the tray location) cover the first location only;
 * the dashboard covers every location. A product shown in several places takes the shortest
 * cadence. Background cadences are longer than the suggestions for current conditions (10-15
 * min) and warnings (10 min) on purpose: tray-only is the app's usual state, all day; opening a window
 * refreshes at once whatever is older than that window's cadence, so what the user reads is as fresh
 * as the shorter figure. The map adds nothing here: tiles are counted by the tile proxy.
 */
export const cadenceTable: Readonly<Record<Product, ProductCadence>> = {
  nowcast: { tray: 30 * minute, popup: 5 * minute, dashboard: 30 * minute, rainNear: 5 * minute, batchable: true, rank: 3 },
  current: { tray: 20 * minute, popup: 15 * minute, dashboard: 15 * minute, batchable: false, rank: 3 },
  hourly: { tray: hour, popup: hour, dashboard: hour, batchable: true, rank: 2 },
  warnings: { tray: 30 * minute, popup: 10 * minute, dashboard: 10 * minute, batchable: false, rank: 3 },
  daily: { dashboard: 3 * hour, batchable: true, rank: 2 },
  fifteenMinutely: { dashboard: 15 * minute, batchable: true, rank: 1 },
  airQuality: { dashboard: hour, batchable: false, rank: 1 },
  pollen: { dashboard: hour, batchable: false, rank: 1 },
  observations: { dashboard: 30 * minute, batchable: false, rank: 1 },
  climate: { dashboard: 30 * day, batchable: false, rank: 1 },
  lightning: { tray: 10 * minute, batchable: false, optIn: true, rank: 3 },
};

/** Multi-location calls take at most this many locations. */
export const maxLocationsPerCall = 50;

/**
 * Products the tray location keeps fresh when the budget is almost spent: the icon's temperature
 * and the rain tooltip and notification.
 */
export const essentialProducts: readonly Product[] = ['current', 'nowcast'];

/** In the essential mode, never more often than this each. */
export const essentialCadence = hour;
