import { describe, expect, it } from 'vitest';
import { day, hour, minute } from '@main/core/schedule/cadence';
import { popupOpenings, simulateDay, simulationStart, type DayResult, type Span } from './day-simulation';

const popup: Span[] = [...popupOpenings(8, 5 * minute), { from: 21 * hour, to: 21 * hour + 40 * minute }];
const dashboardTwoHours: Span[] = [{ from: 13 * hour, to: 15 * hour }];
const allDay: Span[] = [{ from: 0, to: 2 * day }];

function expectWithinAllowance(result: DayResult, allowance: number): void {
  expect(result.spendByDay.size).toBeGreaterThan(0);
  for (const spent of result.spendByDay.values()) expect(spent).toBeLessThanOrEqual(allowance);
  for (const spent of result.highestSpentByDay.values()) expect(spent).toBeLessThanOrEqual(allowance);
}

/** A simulated day of 50 locations takes a second or two of CPU; leave room on a busy machine. */
const heavy = { timeout: 30_000 };

describe('a simulated day of refreshing', () => {
  it('one location, tray only, popup opened now and then: at most 400 requests, nowcast never older than 10 min while open', async () => {
    const result = await simulateDay({ locations: 1, popup });
    expect(result.requests).toBeLessThanOrEqual(400);
    expect(result.maxNowcastAgeWhilePopupOpenMs).toBeLessThanOrEqual(10 * minute);
    expect(result.maxNowcastAgeWhilePopupOpenMs).toBeGreaterThan(4 * minute);
    expect(result.requests * 5).toBeLessThanOrEqual(result.naiveRequests);
    expect([...result.modes]).toEqual(['normal']);
    expect(result.concurrentDuplicates).toBe(0);
  });

  it('the same with rain near for 3 hours: nowcast every 5 min then, still at most 400', async () => {
    const dry = await simulateDay({ locations: 1, popup });
    const showery = await simulateDay({ locations: 1, popup, rainNear: (_id, at) => at >= 16 * hour && at < 19 * hour });
    expect(showery.requestsByProduct.nowcast - dry.requestsByProduct.nowcast).toBeGreaterThanOrEqual(25);
    expect(showery.requests).toBeLessThanOrEqual(400);
  });

  it('with the dashboard open 2 hours: every product, at most a fifth of polling every 5 min', async () => {
    const result = await simulateDay({ locations: 1, popup, dashboard: dashboardTwoHours });
    expect(result.requestsByProduct.climate).toBe(1);
    expect(result.requestsByProduct.fifteenMinutely).toBe(8);
    expect(result.requests * 5).toBeLessThanOrEqual(result.naiveRequests);
    expect([...result.modes]).toEqual(['normal']);
  });

  it('ten locations with the dashboard open 2 hours: within the allowance, batched, never fetching twice at once', heavy, async () => {
    const result = await simulateDay({ locations: 10, popup, dashboard: dashboardTwoHours });
    expectWithinAllowance(result, 2000);
    expect(result.requests * 5).toBeLessThanOrEqual(result.naiveRequests);
    expect(result.calls).toBeLessThan(result.requests);
    expect(result.concurrentDuplicates).toBe(0);
  });

  it('fifty locations with the dashboard open all day: never beyond 2000, slowed rather than stopped', heavy, async () => {
    const result = await simulateDay({ locations: 50, popup, dashboard: allDay });
    expectWithinAllowance(result, 2000);
    expect(result.modes.has('slowed')).toBe(true);
    expect(result.requests).toBeGreaterThan(1500);
    // The tray location's nowcast is the last thing slowed.
    expect(result.refresher.successesFor('nowcast', 'loc-0').length).toBeGreaterThanOrEqual(48);
  });

  it('an allowance of 200 with ten locations on the dashboard all day: never exceeded', heavy, async () => {
    const result = await simulateDay({ locations: 10, popup, dashboard: allDay, allowance: 200 });
    expectWithinAllowance(result, 200);
    expect(result.modes.has('slowed') || result.modes.has('essential')).toBe(true);
    expect(result.refresher.successesFor('current', 'loc-0').length).toBeGreaterThan(4);
  });

  it("a map eating tiles all day: tiles stop at the map's share and the refreshes keep their pace", heavy, async () => {
    const result = await simulateDay({ locations: 1, map: [{ from: 8 * hour, to: 20 * hour }], tilesPerMinute: 10 });
    expectWithinAllowance(result, 2000);
    expect(result.tilesRefused).toBeGreaterThan(0);
    expect(result.tilesServed).toBe(800);
    expect(result.modes.has('essential')).toBe(false);
    expect(result.modes.has('paused')).toBe(false);
    const evening = result.refresher.successesFor('nowcast', 'loc-0').filter((at) => at >= simulationStart.getTime() + 18 * hour);
    expect(evening.length).toBeGreaterThanOrEqual(5);
  });

  it('across midnight UTC: each day within the allowance, the new day resumes', heavy, async () => {
    const result = await simulateDay({ locations: 10, dashboard: allDay, allowance: 300, durationMs: 2 * day });
    expectWithinAllowance(result, 300);
    expect([...result.spendByDay.keys()]).toEqual(['2026-03-10', '2026-03-11']);
    expect(result.spendByDay.get('2026-03-11')).toBeGreaterThan(200);
  });
});
