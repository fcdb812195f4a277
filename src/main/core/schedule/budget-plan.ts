import type { ScheduleMode } from '@shared/views/status';
import type { Need } from './demand';
import { day, essentialCadence, type ValueRank } from './cadence';

export interface PlannedNeed extends Need {
  /** The cadence the budget allows. */
  readonly intervalMs: number;
}

export interface BudgetSituation {
  /** What normal refreshes may still spend today (the reserve excluded). */
  readonly spendable: number;
  /** What essential refreshes may still spend today (the reserve included). */
  readonly spendableEssential: number;
  /** Until the budget day ends. */
  readonly remainingMs: number;
}

export interface BudgetPlan {
  readonly mode: ScheduleMode;
  readonly needs: readonly PlannedNeed[];
  /** Requests this plan makes until the budget day ends. */
  readonly projectedRest: number;
  /** What the needs cost over a whole day at their own cadences. */
  readonly demandPerDay: number;
}

/** A stretched product is still refreshed at least once a day. */
export const longestStretch = day;

const stretchOrder: readonly ValueRank[] = [1, 2, 3, 4];

/**
 * Fits the needs into what is left of today's allowance. Each need costs about one request per
 * interval until the day ends. When the needs' own cadences cost more than the allowance leaves,
 * cadences are stretched proportionally, lowest-value products first (rank 1 up to once a day before
 * rank 2 is touched, and so on), so the tray location's nowcast and warnings are the last to slow.
 * When even that does not fit, only the essential refreshes remain, from the reserve, at an interval
 * that spreads it over the rest of the day; with nothing left at all, nothing is refreshed.
 */
export function fitToBudget(needs: readonly Need[], situation: BudgetSituation): BudgetPlan {
  const { spendable, spendableEssential, remainingMs } = situation;
  const demandPerDay = sum(needs.map((need) => day / need.cadenceMs));
  const plan = (mode: ScheduleMode, chosen: readonly Need[], intervals: readonly number[]): BudgetPlan => ({
    mode,
    needs: chosen.map((need, index) => ({ ...need, intervalMs: intervals[index] ?? need.cadenceMs })),
    projectedRest: sum(intervals.map((interval) => remainingMs / interval)),
    demandPerDay,
  });

  if (spendableEssential < 1) return plan('paused', [], []);
  const byRank = new Map<ValueRank, Need[]>(stretchOrder.map((rank) => [rank, []]));
  for (const need of needs) byRank.get(need.rank)?.push(need);
  const costOf = (members: readonly Need[], factor: number): number => {
    let total = 0;
    for (const need of members) total += remainingMs / stretched(need.cadenceMs, factor);
    return total;
  };
  const factors = new Map<ValueRank, number>();
  const intervals = (): number[] => needs.map((need) => stretched(need.cadenceMs, factors.get(need.rank) ?? 1));

  const unstretched = costOf(needs, 1);
  if (unstretched <= spendable) return plan('normal', needs, intervals());
  if (spendable > 0) {
    // What the ranks already at their longest cost, and what the ranks not yet touched cost.
    let settled = 0;
    let untouched = unstretched;
    for (const [rank, members] of byRank) {
      untouched -= costOf(members, 1);
      const mostFactor = Math.max(1, ...members.map((need) => longestStretch / need.cadenceMs));
      if (settled + untouched + costOf(members, mostFactor) > spendable) {
        settled += costOf(members, mostFactor);
        factors.set(rank, mostFactor);
        continue;
      }
      factors.set(rank, smallestFactor((factor) => settled + untouched + costOf(members, factor) <= spendable, mostFactor));
      return plan('slowed', needs, intervals());
    }
  }
  const essentials = needs.filter((need) => need.essential);
  const interval = Math.max(essentialCadence, (essentials.length * remainingMs) / spendableEssential);
  return plan('essential', essentials, essentials.map(() => interval));
}

/** A cadence stretched by the factor, but never beyond once a day (nor shortened if already longer). */
function stretched(cadenceMs: number, factor: number): number {
  return Math.min(cadenceMs * factor, Math.max(cadenceMs, longestStretch));
}

/** The smallest factor in [1, most] that fits, to a thousandth; `most` is known to fit. */
function smallestFactor(fits: (factor: number) => boolean, most: number): number {
  let low = 1;
  let high = most;
  while (high - low > 0.001 * low) {
    const middle = (low + high) / 2;
    if (fits(middle)) high = middle;
    else low = middle;
  }
  return high;
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
