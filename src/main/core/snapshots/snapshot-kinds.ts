import { weatherProducts } from '@shared/views/weather';

/**
 * What the snapshot store keeps: the scheduler's products (same names, see core/schedule/cadence.ts)
 * per location, plus the map capabilities and the account's usage, which belong to no location.
 */
export const snapshotProducts = [...weatherProducts, 'capabilities', 'usage'] as const;

export type SnapshotProduct = (typeof snapshotProducts)[number];

/** Products of the account or the map rather than of a location: stored with locationId null. */
export const globalProducts: ReadonlySet<SnapshotProduct> = new Set(['capabilities', 'usage']);

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/**
 * Data older than this is "stale": about twice the longest cadence the scheduler keeps the product
 * at (its tray or dashboard column), so data only turns stale when refreshing has fallen behind
 * (offline, failing, or slowed by the budget), never in normal running.
 *
 * | product         | cadence | stale after | why not exactly twice                                         |
 * |-----------------|---------|-------------|---------------------------------------------------------------|
 * | nowcast         | 30 min  | 45 min      | 60 one-minute steps: at 60 min nothing is left ahead           |
 * | current         | 20 min  | 40 min      |                                                               |
 * | hourly          | 60 min  | 2 h         |                                                               |
 * | daily           | 3 h     | 6 h         |                                                               |
 * | fifteenMinutely | 15 min  | 30 min      |                                                               |
 * | airQuality      | 60 min  | 2 h         |                                                               |
 * | pollen          | 60 min  | 2 h         |                                                               |
 * | warnings        | 30 min  | 60 min      |                                                               |
 * | observations    | 30 min  | 60 min      |                                                               |
 * | climate         | 30 days | 60 days     |                                                               |
 * | lightning       | 10 min  | 20 min      |                                                               |
 * | capabilities    | 15 min  | 30 min      | radar frames arrive every 5-15 min (the map's own cadence)    |
 * | usage           | 30 min  | 60 min      | the account window's cadence                                  |
 */
export const staleAfterMs: Readonly<Record<SnapshotProduct, number>> = {
  nowcast: 45 * minute,
  current: 40 * minute,
  hourly: 2 * hour,
  daily: 6 * hour,
  fifteenMinutely: 30 * minute,
  airQuality: 2 * hour,
  pollen: 2 * hour,
  warnings: hour,
  observations: hour,
  climate: 60 * day,
  lightning: 20 * minute,
  capabilities: 30 * minute,
  usage: hour,
};
