import type { Connectivity, OfflineCause } from '@shared/views/freshness';
import { Emitter, Events, type Event } from '../events';
import type { SystemState } from '../schedule/scheduler';

export interface ConnectivityChange {
  previous: Connectivity;
  value: Connectivity;
}

/**
 * Whether the app can reach its service: the computer's state (asleep, on a network) and whether
 * the last call got any answer at all. One value, announced whenever it (or why it is offline) changes.
 */
export class ConnectivityMonitor {
  readonly #changed = new Emitter<ConnectivityChange>();
  /** The value or its cause changed; `previous` is the value before (the same when only the cause changed). */
  readonly onDidChange: Event<ConnectivityChange> = this.#changed.event;
  /** Offline, then online: the service answers again (or may), so what went stale can be fetched at once. */
  readonly onBackOnline: Event<ConnectivityChange> = Events.filter(this.onDidChange, ({ previous, value }) => previous === 'offline' && value === 'online');
  #system: SystemState = { asleep: false, online: true };
  /** The last call reached the service (or none was made yet). */
  #reachable = true;

  get system(): SystemState {
    return this.#system;
  }

  get value(): Connectivity {
    if (this.#system.asleep) return 'asleep';
    return this.#system.online && this.#reachable ? 'online' : 'offline';
  }

  /** Why it is offline: the computer's own state first, since then no request is even made. */
  get cause(): OfflineCause | null {
    if (this.value !== 'offline') return null;
    return this.#system.online ? 'serviceSilent' : 'computerOffline';
  }

  setSystemState(state: Partial<SystemState>): void {
    this.#change(() => {
      this.#system = { ...this.#system, ...state };
      // Back online is a fresh chance: the next call decides whether the service answers.
      if (state.online === true) this.#reachable = true;
    });
  }

  setReachable(reachable: boolean): void {
    this.#change(() => {
      this.#reachable = reachable;
    });
  }

  #change(apply: () => void): void {
    const before = this.value;
    const causeBefore = this.cause;
    apply();
    // A silent service becoming a computer off the network is news too: the words change.
    if (this.value !== before || this.cause !== causeBefore) this.#changed.fire({ previous: before, value: this.value });
  }
}
