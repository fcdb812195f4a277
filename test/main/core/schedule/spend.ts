import type { RequestBudget, SpendCategory } from '@main/core/schedule/request-budget';

/** Requests the service billed earlier today, as a test sets up the day's count. */
export function spend(budget: RequestBudget, count: number, category: SpendCategory): void {
  budget.chargeRegardless(count, category).settle(count);
}
