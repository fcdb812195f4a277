import type { Capabilities } from '@shared/api/maps';
import { ok, type Result } from '@shared/ipc/result';
import type { Session } from '../session/session';
import { staleAfterMs } from '../snapshots/snapshot-kinds';
import type { SnapshotKey } from '../snapshots/snapshot';
import type { SnapshotStore } from '../snapshots/snapshot-store';

/** Radar frames arrive every 5-15 min: the map asks again at most this often. */
export const capabilitiesMaxAgeMs = staleAfterMs.capabilities / 2;

/**
 * The map's layers and their frames, per data mode: kept with the snapshots, so a restart draws the
 * map at once, and asked again once older than `capabilitiesMaxAgeMs`. When asking fails, the
 * layers kept still draw the map's past frames.
 */
export class MapCapabilities {
  readonly #snapshots: SnapshotStore;
  readonly #now: () => number;

  constructor(snapshots: SnapshotStore, now: () => number) {
    this.#snapshots = snapshots;
    this.#now = now;
  }

  async get(session: Pick<Session, 'mode' | 'ask'>): Promise<Result<Capabilities>> {
    const key: SnapshotKey = { product: 'capabilities', locationId: null, params: { source: session.mode } };
    const kept = this.#snapshots.get(key);
    if (kept !== undefined && this.#now() - Date.parse(kept.fetchedAt) < capabilitiesMaxAgeMs) return ok(kept.data as Capabilities);
    const answer = await session.ask((client) => client.capabilities(), 'regardless');
    if (answer.ok) {
      this.#snapshots.put({ ...key, data: answer.value, fetchedAt: new Date(this.#now()).toISOString() });
      return answer;
    }
    return kept === undefined ? answer : ok(kept.data as Capabilities);
  }
}
