import { describe, expect, it } from 'vitest';
import { fitToBudget, longestStretch, type BudgetPlan } from '@main/core/schedule/budget-plan';
import { currentDemand, type Need } from '@main/core/schedule/demand';
import { day, essentialCadence, hour } from '@main/core/schedule/cadence';
import { locationsFor } from './day-simulation';

/** Every product for 10 locations, as the dashboard asks: about 5000 requests a day. */
const dashboardNeeds = currentDemand({
  views: { popupOpen: false, dashboardOpen: true, mapOpen: false },
  locations: locationsFor(10),
  rainNear: () => false,
  applicable: () => true,
  optedIn: new Set(),
});
const demandPerDay = dashboardNeeds.reduce((total, need) => total + day / need.cadenceMs, 0);

/** How much each rank's cadences were stretched (climate, monthly already, never is). */
function intervalsByRank(plan: BudgetPlan): Map<number, number[]> {
  const byRank = new Map<number, number[]>();
  for (const need of plan.needs.filter((planned) => planned.cadenceMs < longestStretch)) byRank.set(need.rank, [...(byRank.get(need.rank) ?? []), need.intervalMs / need.cadenceMs]);
  return byRank;
}

function fit(needs: readonly Need[], spendable: number, reserve = 200, remainingMs = day): BudgetPlan {
  return fitToBudget(needs, { spendable, spendableEssential: spendable + reserve, remainingMs });
}

describe('fitToBudget', () => {
  it('keeps every cadence when the rest of the day fits, and projects its cost', () => {
    const plan = fit(dashboardNeeds, 1e6);
    expect(plan.mode).toBe('normal');
    expect(plan.needs.every((need) => need.intervalMs === need.cadenceMs)).toBe(true);
    expect(plan.projectedRest).toBeCloseTo(demandPerDay);
    expect(plan.demandPerDay).toBeCloseTo(demandPerDay);
    expect(fit(dashboardNeeds, 1e6, 200, 6 * hour).projectedRest).toBeCloseTo(demandPerDay / 4);
  });

  it('stretches the lowest-value products first and leaves the others alone when that is enough', () => {
    const plan = fit(dashboardNeeds, demandPerDay - 500);
    expect(plan.mode).toBe('slowed');
    const factors = intervalsByRank(plan);
    expect(Math.min(...(factors.get(1) ?? []))).toBeGreaterThan(1);
    for (const rank of [2, 3, 4]) expect(factors.get(rank)?.every((factor) => factor === 1)).toBe(true);
    expect(plan.projectedRest).toBeLessThanOrEqual(demandPerDay - 500);
    expect(plan.projectedRest).toBeGreaterThan(demandPerDay - 500 - 5);
  });

  it('stretches proportionally within a rank, up to once a day', () => {
    const plan = fit(dashboardNeeds, demandPerDay - 500);
    const rankOne = plan.needs.filter((need) => need.rank === 1 && need.cadenceMs < longestStretch);
    const factors = new Set(rankOne.map((need) => (need.intervalMs / need.cadenceMs).toFixed(6)));
    expect(factors.size).toBe(1);
  });

  it('moves on to the next rank once the lower one is down to once a day, keeping the tray last', () => {
    const plan = fit(dashboardNeeds, 1500);
    expect(plan.mode).toBe('slowed');
    expect(plan.projectedRest).toBeLessThanOrEqual(1500);
    const rankOne = plan.needs.filter((need) => need.rank === 1);
    expect(rankOne.every((need) => need.intervalMs === Math.max(longestStretch, need.cadenceMs))).toBe(true);
    expect(intervalsByRank(plan).get(4)?.every((factor) => factor === 1)).toBe(true);
  });

  it('keeps only the essential refreshes, spread over the reserve, when nothing else fits', () => {
    const plan = fit(dashboardNeeds, 0, 200, 10 * hour);
    expect(plan.mode).toBe('essential');
    expect(plan.needs.map((need) => need.product).sort()).toEqual(['current', 'nowcast']);
    expect(plan.needs.every((need) => need.location.id === 'loc-0' && need.intervalMs === essentialCadence)).toBe(true);
    const scarce = fit(dashboardNeeds, 0, 4, 10 * hour);
    expect(scarce.needs.every((need) => need.intervalMs === 5 * hour)).toBe(true);
    expect(scarce.projectedRest).toBeLessThanOrEqual(4);
  });

  it('falls back to the essentials when even once a day for everything is too much', () => {
    expect(fit(dashboardNeeds, dashboardNeeds.length - 10).mode).toBe('essential');
  });

  it('refreshes nothing once the whole allowance is spent', () => {
    const plan = fitToBudget(dashboardNeeds, { spendable: 0, spendableEssential: 0, remainingMs: 5 * hour });
    expect(plan.mode).toBe('paused');
    expect(plan.needs).toEqual([]);
    expect(plan.projectedRest).toBe(0);
  });
});
