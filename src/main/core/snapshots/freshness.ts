import { staleAfterMs, type SnapshotProduct } from './products';
import type { Snapshot } from './snapshot';

/**
 * 'offline' wins over age: with no network the data cannot be refreshed however old it is, and
 * the UI says so next to the age.
 */
export type FreshnessState = 'fresh' | 'stale' | 'offline';

export interface Freshness {
  ageMs: number;
  state: FreshnessState;
}

export function freshness(
  snapshot: Pick<Snapshot, 'fetchedAt'>,
  product: SnapshotProduct,
  now: Date,
  online: boolean,
  staleAfter: Readonly<Record<SnapshotProduct, number>> = staleAfterMs,
): Freshness {
  // A clock set back since the fetch would give a negative age; the data is as new as it gets.
  const ageMs = Math.max(0, now.getTime() - Date.parse(snapshot.fetchedAt));
  if (!online) return { ageMs, state: 'offline' };
  return { ageMs, state: ageMs > staleAfter[product] ? 'stale' : 'fresh' };
}
