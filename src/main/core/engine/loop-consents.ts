import type { LoopConsentRef } from '@shared/views/map-budget';
import type { RequestBudget } from '../schedule/request-budget';

interface Day {
  /** The budget's `resetsAt` when these were agreed: the day they hold for. */
  endsAt: number;
  /** Layer and zoom → the frame step of the loop agreed there. */
  strides: Map<string, number>;
}

function keyOf({ layer, zoom }: LoopConsentRef): string {
  return `${layer.provider} ${layer.id} ${zoom}`;
}

/**
 * The animation loops the user agreed to pay for today, per layer and zoom, beside the map budget
 * they spend: the map asks once a day for a loop there, and again on another layer, another zoom
 * or after midnight (the budget's new day). Kept per budget, so demo and account agree apart.
 */
export class LoopConsents {
  readonly #days = new WeakMap<Pick<RequestBudget, 'resetsAt'>, Day>();

  /** The frame step agreed for this layer and zoom today, or null when the map must ask. */
  agreed(budget: Pick<RequestBudget, 'resetsAt'>, loop: LoopConsentRef): number | null {
    return this.#today(budget).strides.get(keyOf(loop)) ?? null;
  }

  remember(budget: Pick<RequestBudget, 'resetsAt'>, loop: LoopConsentRef, stride: number): void {
    this.#today(budget).strides.set(keyOf(loop), stride);
  }

  #today(budget: Pick<RequestBudget, 'resetsAt'>): Day {
    const endsAt = budget.resetsAt();
    const kept = this.#days.get(budget);
    if (kept !== undefined && kept.endsAt === endsAt) return kept;
    const fresh = { endsAt, strides: new Map<string, number>() };
    this.#days.set(budget, fresh);
    return fresh;
  }
}
