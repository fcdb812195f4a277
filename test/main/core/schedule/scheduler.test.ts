import { describe, expect, it } from 'vitest';
import { hour, minute, type Product } from '@main/core/schedule/cadence';
import type { RefreshOutcome } from '@main/core/schedule/refresher';
import { RequestBudget } from '@main/core/schedule/request-budget';
import { Scheduler, type SchedulerOptions } from '@main/core/schedule/scheduler';
import type { ScheduleStatus } from '@main/core/schedule/status';
import { locationsFor, simulationStart } from './day-simulation';
import { FakeClock } from './fake-clock';
import { RecordingRefresher, type Answer, type RecordedCall } from './recording-refresher';
import { spend } from './spend';
import { writeStatusText } from '@shared/i18n/messages/status';

const t0 = simulationStart.getTime();
const trayProducts: Product[] = ['current', 'hourly', 'nowcast', 'warnings'];

interface Setup {
  readonly clock: FakeClock;
  readonly budget: RequestBudget;
  readonly refresher: RecordingRefresher;
  readonly scheduler: Scheduler;
  readonly statuses: ScheduleStatus[];
}

function setup(
  options: { locations?: number; allowance?: number; latencyMs?: number; answer?: Answer; start?: number } & Pick<
    SchedulerOptions,
    'fetchedAt'
  > = {},
): Setup {
  const clock = new FakeClock(options.start ?? t0);
  const budget = new RequestBudget({ clock, allowance: options.allowance ?? 1_000_000 });
  const refresher = new RecordingRefresher(clock, {
    ...(options.latencyMs === undefined ? {} : { latencyMs: options.latencyMs }),
    ...(options.answer === undefined ? {} : { answer: options.answer }),
  });
  const statuses: ScheduleStatus[] = [];
  const scheduler = new Scheduler({
    refresher,
    budget,
    clock,
    onStatusChange: (status) => statuses.push(status),
    ...(options.fetchedAt === undefined ? {} : { fetchedAt: options.fetchedAt }),
  });
  scheduler.setLocations(locationsFor(options.locations ?? 1));
  scheduler.start();
  return { clock, budget, refresher, scheduler, statuses };
}

function productsOf(calls: readonly RecordedCall[]): Product[] {
  return calls.map((call) => call.product).sort();
}

function callsBetween(refresher: RecordingRefresher, from: number, to: number): RecordedCall[] {
  return refresher.calls.filter((call) => call.at >= from && call.at < to);
}

function gaps(times: readonly number[]): number[] {
  return times.slice(1).map((at, index) => at - (times[index] ?? at));
}

describe('Scheduler: what and when', () => {
  it('starts by fetching what the tray shows, once each, for the tray location only', async () => {
    const { clock, refresher } = setup({ locations: 3 });
    await clock.advance(5_000);
    expect(productsOf(refresher.calls)).toEqual(trayProducts);
    expect(refresher.calls.every((call) => call.locationIds.join() === 'loc-0')).toBe(true);
  });

  it('keeps each product at its cadence while only the tray shows', async () => {
    const { clock, refresher } = setup();
    await clock.advance(3 * hour);
    const count = (product: Product): number => refresher.callsFor(product).length;
    expect({ nowcast: count('nowcast'), current: count('current'), hourly: count('hourly'), warnings: count('warnings') }).toEqual({
      nowcast: 6,
      current: 9,
      hourly: 3,
      warnings: 6,
    });
    expect(gaps(refresher.callsFor('current').map((call) => call.at)).every((gap) => Math.abs(gap - 20 * minute) < 2_000)).toBe(true);
  });

  it('refreshes every 5 min where rain is near', async () => {
    const { clock, refresher } = setup({ answer: (product) => (product === 'nowcast' ? { rainSoon: ['loc-0'] } : {}) });
    await clock.advance(hour);
    expect(refresher.callsFor('nowcast')).toHaveLength(12);
  });

  it('when a window opens on stale data, refreshes at once only what is stale for it', async () => {
    const { clock, refresher, scheduler } = setup();
    await clock.advance(12 * minute);
    expect(refresher.calls).toHaveLength(4);
    const opened = clock.now();
    scheduler.setViews({ popupOpen: true });
    await clock.advance(1_000);
    // nowcast (12 min old, wanted every 5) and warnings (12, wanted every 10) are stale; current (15) and hourly are not.
    const opening = callsBetween(refresher, opened, opened + 1_000);
    expect(productsOf(opening)).toEqual(['nowcast', 'warnings']);
    expect(opening.every((call) => call.at - opened <= 250)).toBe(true);
  });

  it('does not refetch on start what the cache already holds fresh', async () => {
    const { clock, refresher } = setup({ fetchedAt: () => t0 - minute });
    await clock.advance(15 * minute);
    expect(refresher.calls).toEqual([]);
    await clock.advance(10 * minute);
    expect(productsOf(refresher.calls)).toEqual(['current']);
  });

  it('stops asking for a product that does not apply to a location until the account changes', async () => {
    const { clock, refresher, scheduler } = setup({
      locations: 2,
      answer: (product, locations) => (product === 'pollen' ? { notApplicable: locations.filter((l) => l.id === 'loc-1').map((l) => l.id), hits: 0 } : {}),
    });
    scheduler.setViews({ dashboardOpen: true });
    await clock.advance(3 * hour);
    expect(refresher.callsFor('pollen', 'loc-1')).toHaveLength(1);
    expect(refresher.callsFor('pollen', 'loc-0').length).toBeGreaterThanOrEqual(3);
    scheduler.accountChanged();
    await clock.advance(5_000);
    expect(refresher.callsFor('pollen', 'loc-1')).toHaveLength(2);
  });
});

describe('Scheduler: products outside the plan', () => {
  it('reports a product the plan refuses, stops asking for it, and forgets it when the account changes', async () => {
    let refusing = true;
    const { clock, refresher, scheduler, statuses } = setup({
      answer: (product, locations) =>
        product === 'warnings' && refusing ? { ok: false, notInPlan: true, notApplicable: locations.map((l) => l.id), hits: 0 } : {},
    });
    scheduler.setViews({ dashboardOpen: true });
    await clock.advance(hour);
    expect(scheduler.status().notInPlan).toEqual(['warnings']);
    expect(statuses.at(-1)?.notInPlan).toEqual(['warnings']);
    expect(refresher.callsFor('warnings', 'loc-0')).toHaveLength(1);

    refusing = false;
    scheduler.accountChanged();
    expect(scheduler.status().notInPlan).toEqual([]);
    await clock.advance(5_000);
    expect(refresher.callsFor('warnings', 'loc-0')).toHaveLength(2);
    expect(statuses.at(-1)?.notInPlan).toEqual([]);
  });
});

describe('Scheduler: coalescing and batching', () => {
  it('makes one pass when two windows and the menu ask at once', async () => {
    const { clock, refresher, scheduler } = setup({ locations: 2 });
    await clock.advance(12 * minute);
    const asked = clock.now();
    scheduler.setViews({ popupOpen: true });
    scheduler.setViews({ dashboardOpen: true });
    scheduler.requestRefresh('tray menu');
    scheduler.requestRefresh('dashboard button');
    await clock.advance(5_000);
    const pass = callsBetween(refresher, asked, asked + 5_000);
    expect(new Set(pass.map((call) => call.at)).size).toBe(1);
    const keys = pass.flatMap((call) => call.locationIds.map((id) => `${call.product}@${id}`));
    expect(keys.length).toBe(new Set(keys).size);
    expect(keys).toHaveLength(20);
  });

  it('never fetches the same product and location twice at once', async () => {
    const { clock, refresher, scheduler } = setup({ latencyMs: 3 * minute });
    await clock.advance(70_000);
    scheduler.requestRefresh('menu, while the first fetches are still out');
    scheduler.setViews({ popupOpen: true });
    await clock.advance(60_000);
    expect(refresher.calls).toHaveLength(4);
    expect(refresher.concurrentDuplicates).toBe(0);
  });

  it('leaves alone, on "refresh now", what was fetched within the last minute', async () => {
    const { clock, refresher, scheduler } = setup();
    await clock.advance(10 * minute);
    scheduler.requestRefresh('menu');
    await clock.advance(30_000);
    expect(refresher.calls).toHaveLength(8);
    scheduler.requestRefresh('menu again');
    await clock.advance(5_000);
    expect(refresher.calls).toHaveLength(8);
  });

  it('batches a product due for three locations into one call with the three', async () => {
    const { clock, refresher, scheduler } = setup({ locations: 3 });
    scheduler.setViews({ dashboardOpen: true });
    await clock.advance(5_000);
    expect(refresher.callsFor('hourly').map((call) => call.locationIds)).toEqual([['loc-0', 'loc-1', 'loc-2']]);
    expect(refresher.callsFor('daily').map((call) => call.locationIds)).toEqual([['loc-0', 'loc-1', 'loc-2']]);
    // The service takes one location at a time for current conditions.
    expect(refresher.callsFor('current').map((call) => call.locationIds)).toEqual([['loc-0'], ['loc-1'], ['loc-2']]);
    await clock.advance(3 * hour);
    expect(refresher.callsFor('hourly').every((call) => call.locationIds.length === 3)).toBe(true);
  });

  it('takes along locations due within a few minutes, not those due much later', async () => {
    const fetched: Record<string, number> = { 'loc-0': t0 - hour, 'loc-1': t0 - 57 * minute, 'loc-2': t0 - 30 * minute };
    const { clock, refresher, scheduler } = setup({
      locations: 3,
      fetchedAt: (product, id) => (product === 'hourly' ? fetched[id] : undefined),
    });
    scheduler.setViews({ dashboardOpen: true });
    await clock.advance(5_000);
    expect(refresher.callsFor('hourly').map((call) => call.locationIds)).toEqual([['loc-0', 'loc-1']]);
  });

  it('splits a batch beyond 50 locations', async () => {
    const { clock, refresher, scheduler } = setup({ locations: 60 });
    scheduler.setViews({ dashboardOpen: true });
    await clock.advance(5_000);
    expect(refresher.callsFor('hourly').map((call) => call.locationIds.length)).toEqual([50, 10]);
  });
});

describe('Scheduler: faults', () => {
  it('waits as long as Retry-After says, then resumes', async () => {
    const { clock, refresher, scheduler } = setup({
      answer: (_product, _locations, at): Partial<RefreshOutcome> => (at < t0 + minute ? { ok: false, retryAfterMs: 10 * minute } : {}),
    });
    await clock.advance(5_000);
    expect(refresher.calls).toHaveLength(4);
    expect(writeStatusText('en', scheduler.status().explanation)).toContain('asked for a pause');
    scheduler.requestRefresh('menu');
    await clock.advance(10 * minute - 5_000);
    expect(refresher.calls).toHaveLength(4);
    await clock.advance(5_000);
    expect(refresher.calls).toHaveLength(8);
    expect(refresher.calls.slice(4).every((call) => call.at >= t0 + 250 + 800 + 10 * minute)).toBe(true);
  });

  it('backs off per product when it keeps failing: 1, 2, 4 … minutes up to an hour, no retry storm', async () => {
    const { clock, refresher } = setup({ answer: (product) => (product === 'warnings' ? { ok: false } : {}) });
    await clock.advance(4 * hour);
    const attempts = refresher.callsFor('warnings').map((call) => call.at);
    expect(gaps(attempts).map((gap) => gap / minute)).toEqual([1, 2, 4, 8, 16, 32, 60, 60]);
    // The healthy products keep their own pace.
    expect(refresher.callsFor('current')).toHaveLength(12);
  });

  it('takes a refresher that throws as a failure that cost nothing', async () => {
    const { clock, budget, scheduler } = setup({
      answer: () => {
        throw new Error('socket hang up');
      },
    });
    await clock.advance(5_000);
    expect(budget.spentToday()).toBe(0);
    expect(scheduler.status().mode).toBe('normal');
  });

  it('forgets a location removed while its refresh is in flight', async () => {
    const { clock, refresher, scheduler } = setup({ latencyMs: 10_000 });
    await clock.advance(1_000);
    scheduler.setLocations([]);
    await clock.advance(2 * hour);
    expect(refresher.calls).toHaveLength(4);
  });
});

describe('Scheduler: sleep and network', () => {
  it('makes no request while asleep and exactly one catch-up pass on waking', async () => {
    const { clock, refresher, scheduler } = setup();
    await clock.advance(hour);
    const before = refresher.calls.length;
    scheduler.setSystemState({ asleep: true });
    await clock.advance(8 * hour);
    expect(refresher.calls).toHaveLength(before);
    const woke = clock.now();
    scheduler.setSystemState({ asleep: false });
    await clock.advance(5 * minute);
    const catchUp = callsBetween(refresher, woke, woke + 5 * minute);
    expect(new Set(catchUp.map((call) => call.at)).size).toBe(1);
    expect(productsOf(catchUp)).toEqual(trayProducts);
    await clock.advance(hour);
    expect(refresher.callsFor('hourly').filter((call) => call.at >= woke)).toHaveLength(2);
  });

  it('makes no request while offline, and catches up once back online (not before waking)', async () => {
    const { clock, refresher, scheduler } = setup();
    await clock.advance(minute);
    scheduler.setSystemState({ online: false });
    scheduler.requestRefresh('menu while offline');
    await clock.advance(2 * hour);
    expect(refresher.calls).toHaveLength(4);
    scheduler.setSystemState({ asleep: true });
    scheduler.setSystemState({ online: true });
    await clock.advance(hour);
    expect(refresher.calls).toHaveLength(4);
    const woke = clock.now();
    scheduler.setSystemState({ asleep: false });
    await clock.advance(minute);
    expect(productsOf(callsBetween(refresher, woke, woke + minute))).toEqual(trayProducts);
  });
});

describe('Scheduler: the request budget', () => {
  it('says what it does in plain words', async () => {
    const { clock, scheduler, budget } = setup({ allowance: 2000 });
    await clock.advance(5_000);
    const normal = scheduler.status();
    expect(normal).toMatchObject({ allowance: 2000, spentToday: 4, mode: 'normal' });
    expect(normal.projectedToday).toBeGreaterThan(150);
    expect(normal.projectedToday).toBeLessThan(250);
    expect(writeStatusText('en', normal.explanation)).toBe(`Refreshing normally: about ${normal.projectedToday} of your 2000 requests a day.`);
    expect(normal.resetsAt).toBe(Date.parse('2026-03-11T00:00:00Z'));

    scheduler.setLocations(locationsFor(50));
    scheduler.setViews({ dashboardOpen: true });
    expect(scheduler.status().mode).toBe('slowed');
    expect(writeStatusText('en', scheduler.status().explanation)).toBe('Refreshing less often to stay within your 2000 requests a day.');
    expect(scheduler.status().demandPerDay).toBeGreaterThan(20_000);

    spend(budget, 1800 - budget.spentToday(), 'tiles');
    expect(scheduler.status().mode).toBe('essential');
    expect(writeStatusText('en', scheduler.status().explanation)).toMatch(/^Today's 2000 requests are nearly used up: only the first location's/);

    spend(budget, 200, 'tiles');
    expect(scheduler.status()).toMatchObject({ mode: 'paused', spentToday: 2000, projectedToday: 2000 });
    expect(writeStatusText('en', scheduler.status().explanation)).toMatch(/^Today's 2000 requests are used up: refreshing resumes when the count starts again at midnight UTC, in 24\u00a0hr\.$/);
  });

  it('tells the UI when the mode changes', async () => {
    const { clock, scheduler, statuses } = setup({ allowance: 2000, locations: 50 });
    await clock.advance(5_000);
    scheduler.setViews({ dashboardOpen: true });
    await clock.advance(5_000);
    scheduler.setViews({ dashboardOpen: false });
    await clock.advance(5_000);
    const modes = statuses.map((status) => status.mode).filter((mode, index, all) => mode !== all[index - 1]);
    expect(modes).toEqual(['normal', 'slowed', 'normal']);
  });

  it('in the essential mode refreshes only the tray location\u2019s current conditions and nowcast, hourly', async () => {
    const { clock, refresher, budget, scheduler } = setup({ allowance: 2000, locations: 3 });
    spend(budget, 1800, 'tiles');
    scheduler.setViews({ popupOpen: true, dashboardOpen: true });
    await clock.advance(3 * hour);
    expect(scheduler.status().mode).toBe('essential');
    expect(new Set(refresher.calls.map((call) => `${call.product}@${call.locationIds.join()}`))).toEqual(
      new Set(['current@loc-0', 'nowcast@loc-0']),
    );
    expect(refresher.callsFor('nowcast')).toHaveLength(3);
  });

  it('pauses once the allowance is spent, and resumes when the UTC day turns', async () => {
    const start = Date.parse('2026-03-10T22:00:00Z');
    const { clock, refresher, budget, scheduler } = setup({ allowance: 100, start });
    spend(budget, 100, 'tiles');
    scheduler.setViews({ popupOpen: true });
    await clock.advance(2 * hour - minute);
    expect(refresher.calls).toEqual([]);
    expect(scheduler.status().mode).toBe('paused');
    await clock.advance(2 * minute);
    expect(productsOf(refresher.calls)).toEqual(trayProducts);
    expect(refresher.calls.every((call) => call.at === Date.parse('2026-03-11T00:00:00Z') + 0)).toBe(true);
  });

  it('never lets the opening pass go beyond what is left, trimming batches to fit', async () => {
    // Two hours before the day ends, once a day for everything fits, but not all of it at once.
    const { clock, refresher, budget, scheduler } = setup({ allowance: 100, locations: 20, start: Date.parse('2026-03-10T22:00:00Z') });
    scheduler.setViews({ dashboardOpen: true });
    expect(scheduler.status().mode).toBe('slowed');
    await clock.advance(5_000);
    // 20 locations x 10 products are all due at once; normal refreshes stop at the reserve (90).
    expect(refresher.requests()).toBe(90);
    expect(scheduler.status().mode).toBe('essential');
    // The most valuable went first: the tray's own products, then the other locations' near-term ones.
    expect(productsOf(refresher.callsFor('nowcast', 'loc-0').concat(refresher.callsFor('warnings', 'loc-0')))).toEqual(['nowcast', 'warnings']);
    expect(refresher.callsFor('current')).toHaveLength(20);
    expect(refresher.callsFor('climate')).toEqual([]);
    await clock.advance(2 * hour - 10_000);
    expect(budget.spentToday()).toBeLessThanOrEqual(100);
    expect(refresher.requests()).toBeLessThanOrEqual(100);
  });

  it('applies a new allowance at once', async () => {
    const { clock, budget, scheduler } = setup({ allowance: 100 });
    spend(budget, 100, 'tiles');
    await clock.advance(minute);
    expect(scheduler.status().mode).toBe('paused');
    budget.setAllowance(2000);
    scheduler.allowanceChanged();
    await clock.advance(minute);
    expect(scheduler.status().mode).toBe('normal');
    expect(budget.ledger().data).toBe(4);
  });
});
