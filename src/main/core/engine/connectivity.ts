import type { Connectivity, OfflineCause } from '@shared/views/freshness';
import type { SystemState } from '../schedule/scheduler';

/**
 * Whether the app can reach its service: the computer's state (asleep, on a network) and whether
 * the last call got any answer at all. One value, told to its owner whenever it changes.
 */
export class ConnectivityMonitor {
  readonly #onChange: (connectivity: Connectivity) => void;
  #system: SystemState = { asleep: false, online: true };
  /** The last call reached the service (or none was made yet). */
  #reachable = true;

  constructor(onChange: (connectivity: Connectivity) => void) {
    this.#onChange = onChange;
  }

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
    if (this.value !== before || this.cause !== causeBefore) this.#onChange(this.value);
  }
}
