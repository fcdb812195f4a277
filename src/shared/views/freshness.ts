/** Whether Weatherglass can reach the weather service right now. */
export type Connectivity = 'online' | 'offline' | 'asleep';

/**
 * Why the app is offline, where it can tell: the computer has no network (its own state says so),
 * or it has one and the service gives no answer (a closed service, a dead address).
 */
export type OfflineCause = 'computerOffline' | 'serviceSilent';

/** 'offline' wins over age: the data cannot be refreshed however old it is. */
export type FreshnessState = 'fresh' | 'stale' | 'offline';

export interface DataFreshness {
  state: FreshnessState;
  /** Since the data arrived. */
  ageMs: number;
}

/** An answer as main dates it: when it arrived, and when it counts as having fallen behind. */
export interface DatedAnswer {
  /** ISO 8601, UTC. */
  fetchedAt: string;
  /** Older than this, refreshing has fallen behind (offline, failing, or slowed by the budget). */
  staleAfterMs: number;
}

/**
 * The one rule for how fresh an answer is, used by main (the tray) and by every window with the
 * connectivity main pushes, so the age moves on and "offline" appears without asking main again.
 */
export function freshnessOf(answer: DatedAnswer, now: number, connectivity: Connectivity): DataFreshness {
  // A clock set back since the fetch would give a negative age; the data is as new as it gets.
  const ageMs = Math.max(0, now - Date.parse(answer.fetchedAt));
  if (connectivity === 'offline') return { ageMs, state: 'offline' };
  return { ageMs, state: ageMs > answer.staleAfterMs ? 'stale' : 'fresh' };
}
