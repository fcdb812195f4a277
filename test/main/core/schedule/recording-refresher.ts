import type { Clock } from '@main/core/schedule/clock';
import type { Product } from '@main/core/schedule/cadence';
import type { LocationRef, RefreshOutcome, Refresher } from '@main/core/schedule/refresher';

export interface RecordedCall {
  readonly at: number;
  readonly product: Product;
  readonly locationIds: readonly string[];
  settledAt?: number;
  outcome?: RefreshOutcome;
}

/** How the fake service answers a call (throwing makes the call reject); by default every location succeeds and costs one request. */
export type Answer = (product: Product, locations: readonly LocationRef[], at: number) => Partial<RefreshOutcome>;

/**
 * A Refresher that fetches nothing: it records each call, answers after a latency on the fake clock,
 * and counts any product and location asked for while the same one was still in flight.
 */
export class RecordingRefresher implements Refresher {
  readonly calls: RecordedCall[] = [];
  concurrentDuplicates = 0;
  readonly #clock: Clock;
  readonly #latencyMs: number;
  readonly #inFlight = new Set<string>();
  answer: Answer;

  constructor(clock: Clock, options: { latencyMs?: number; answer?: Answer } = {}) {
    this.#clock = clock;
    this.#latencyMs = options.latencyMs ?? 800;
    this.answer = options.answer ?? (() => ({}));
  }

  refresh(product: Product, locations: readonly LocationRef[]): Promise<RefreshOutcome> {
    const call: RecordedCall = { at: this.#clock.now(), product, locationIds: locations.map((location) => location.id) };
    this.calls.push(call);
    const keys = call.locationIds.map((id) => `${product}/${id}`);
    for (const key of keys) {
      if (this.#inFlight.has(key)) this.concurrentDuplicates += 1;
      this.#inFlight.add(key);
    }
    return new Promise((resolve, reject) => {
      this.#clock.setTimeout(() => {
        let answered: Partial<RefreshOutcome>;
        try {
          answered = this.answer(product, locations, this.#clock.now());
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
          return;
        }
        const ok = answered.ok ?? true;
        const outcome: RefreshOutcome = { ok, hits: ok ? locations.length : 0, ...answered };
        call.settledAt = this.#clock.now();
        call.outcome = outcome;
        for (const key of keys) this.#inFlight.delete(key);
        resolve(outcome);
      }, this.#latencyMs);
    });
  }

  /** Billed requests, by the outcomes. */
  requests(): number {
    return this.calls.reduce((total, call) => total + (call.outcome?.hits ?? 0), 0);
  }

  callsFor(product: Product, locationId?: string): RecordedCall[] {
    return this.calls.filter((call) => call.product === product && (locationId === undefined || call.locationIds.includes(locationId)));
  }

  /** When each successful refresh of the product at the location landed. */
  successesFor(product: Product, locationId: string): number[] {
    return this.callsFor(product, locationId).flatMap((call) =>
      call.outcome?.ok === true && call.settledAt !== undefined ? [call.settledAt] : [],
    );
  }
}
