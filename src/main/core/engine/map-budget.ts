import { fail, ok, type Result } from '@shared/ipc/result';
import type { MapBudgetView } from '@shared/views/map-budget';
import type { RequestBudget } from '../schedule/request-budget';

/** Each "allow more today" lets the map spend another tenth of the daily allowance. */
const moreStepFraction = 0.1;

function moreStep(budget: RequestBudget): number {
  return Math.min(Math.ceil(budget.allowance * moreStepFraction), budget.spendable('normal'));
}

export function mapBudgetView(budget: RequestBudget, sharePercent: number): MapBudgetView {
  const { allowed, spent, extraToday } = budget.mapSpending();
  return { allowed, spent, extraToday, sharePercent, moreStep: moreStep(budget), resetsAt: budget.resetsAt() };
}

/** The user's "allow more today": never past the allowance itself, whose reserve keeps the tray's refreshes. */
export function allowMapMoreToday(budget: RequestBudget, sharePercent: number): Result<MapBudgetView> {
  const step = moreStep(budget);
  if (step <= 0) {
    return fail('rateLimited', 'mapAllowanceSpent', { action: 'action.mapAfterMidnight' });
  }
  budget.allowMapMore(step);
  return ok(mapBudgetView(budget, sharePercent));
}
