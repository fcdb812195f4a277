import type { Settings } from '../../../../shared/settings';
import type { HistoryWindow, OnDemandProduct } from '../../../../shared/views/on-demand';
import { answerKey, OnDemand } from '../data/on-demand.svelte';

/**
 * An on-demand product that asks main once per place and settings: showing a panel again, or
 * re-rendering it, costs no call; a new location, unit or language asks again.
 */
export class ProductLoader<P extends OnDemandProduct> {
  readonly request: OnDemand<P>;
  #askedFor: string | null = null;

  constructor(product: P) {
    this.request = new OnDemand(product);
  }

  ensure(locationId: string, settings: Settings, history?: HistoryWindow): void {
    const key = [answerKey(locationId, settings), history === undefined ? '' : `${history.date}+${history.days}`].join('|');
    if (key === this.#askedFor) return;
    this.#askedFor = key;
    void this.request.load(locationId, history);
  }

  /** Asks again whatever was asked last (after a failure the user wants to retry). */
  retry(locationId: string, history?: HistoryWindow): void {
    void this.request.load(locationId, history);
  }
}
