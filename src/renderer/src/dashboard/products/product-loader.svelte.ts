import type { HistoryWindow, OnDemandProduct } from '@shared/views/on-demand';
import { questionFor } from '../../lib/data/answer-key';
import { OnDemand } from '../../lib/data/on-demand.svelte';
import { dashboardApi } from '../api';

/**
 * An on-demand product that asks main once per question: showing a panel again, or re-rendering
 * it, costs no call; a new location, data mode, unit or language asks again. Called inside an
 * effect, the effect follows the app info and settings the question is made of.
 */
export class ProductLoader<P extends OnDemandProduct> {
  readonly request: OnDemand<P>;

  constructor(product: P) {
    this.request = new OnDemand(product, dashboardApi);
  }

  ensure(locationId: string, history?: HistoryWindow): void {
    const question = questionFor(locationId);
    if (question === null) return;
    if (this.request.asked(question, history)) return;
    void this.request.load(locationId, history);
  }

  /** Asks again whatever was asked last (after a failure the user wants to retry). */
  retry(locationId: string, history?: HistoryWindow): void {
    void this.request.load(locationId, history);
  }
}
