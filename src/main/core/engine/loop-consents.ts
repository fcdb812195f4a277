import type { LoopConsentRef } from '@shared/views/map-budget';
import type { RequestBudget } from '../schedule/request-budget';

function keyOf({ layer, zoom }: LoopConsentRef): string {
  return `${layer.provider} ${layer.id} ${zoom}`;
}

/**
 * The frame step of the animation loop the user agreed to pay for today on this layer and zoom, or
 * null when the map must ask: once a day for a loop there, and again on another layer, another zoom
 * or after midnight (the budget's new day). Kept in the budget the loop spends (demo and account agree
 * apart) and saved with its day, so a restart does not ask again.
 */
export function loopAgreed(budget: Pick<RequestBudget, 'agreedLoop'>, loop: LoopConsentRef): number | null {
  return budget.agreedLoop(keyOf(loop));
}

export function agreeToLoop(budget: Pick<RequestBudget, 'agreeToLoop'>, loop: LoopConsentRef, stride: number): void {
  budget.agreeToLoop(keyOf(loop), stride);
}
