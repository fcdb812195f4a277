import { describe, expect, it } from 'vitest';
import { fail, ok } from '@shared/ipc/result';
import { RequestBudget, billedHits, nextUtcMidnight, utcDayOf, type BudgetLedger } from '@main/core/schedule/request-budget';
import { FakeClock } from './fake-clock';
import { spend } from './spend';

const noon = new Date('2026-03-10T12:00:00Z');

describe('RequestBudget', () => {
  it('allows 2000 requests a day by default and keeps a tenth back for essential refreshes', () => {
    const budget = new RequestBudget({ clock: new FakeClock(noon) });
    expect(budget.allowance).toBe(2000);
    expect(budget.reserve).toBe(200);
    expect(budget.spendable('normal')).toBe(1800);
    expect(budget.spendable('essential')).toBe(2000);
  });

  it('refuses tiles that would eat into the reserve, while essential refreshes may still use it', () => {
    const budget = new RequestBudget({ clock: new FakeClock(noon), allowance: 100, mapShare: 1 });
    expect(budget.charge(85, 'tiles')).toBeDefined();
    expect(budget.charge(5, 'tiles')).toBeDefined();
    expect(budget.charge(1, 'tiles')).toBeUndefined();
    expect(budget.charge(10, 'data', 'essential')).toBeDefined();
    expect(budget.charge(1, 'data', 'essential')).toBeUndefined();
    expect(budget.spentToday()).toBe(100);
  });

  it('counts a charge from the moment the call leaves and keeps what the service billed once it settles', () => {
    const budget = new RequestBudget({ clock: new FakeClock(noon) });
    const scheduled = budget.chargeRegardless(10, 'data');
    const tile = budget.chargeRegardless(1, 'tiles');
    expect(budget.spentToday()).toBe(11);
    // Nothing is saved for calls on their way: a crash must not leave them counted.
    expect(budget.ledger()).toEqual({ day: '2026-03-10', data: 0, tiles: 0, checked: null, mapExtra: 0 });
    scheduled.settle(6);
    tile.settle(0);
    tile.settle(1);
    expect(budget.ledger()).toEqual({ day: '2026-03-10', data: 6, tiles: 0, checked: null, mapExtra: 0 });
    expect(budget.spentToday()).toBe(6);
  });

  it('bills only successful requests, one hit per location asked for', () => {
    expect(billedHits(ok({}))).toBe(1);
    expect(billedHits(ok({}), 7)).toBe(7);
    expect(billedHits(fail('serverError', 'serviceUnavailable'), 7)).toBe(0);
    expect(billedHits(fail('rateLimited', 'allowanceSpent'))).toBe(0);
  });

  it('starts from zero at midnight UTC, the day the service counts', async () => {
    const clock = new FakeClock(new Date('2026-03-10T23:59:00Z'));
    const budget = new RequestBudget({ clock, allowance: 100 });
    spend(budget, 95, 'data');
    expect(budget.resetsAt()).toBe(Date.parse('2026-03-11T00:00:00Z'));
    expect(budget.canSpend(1)).toBe(false);
    await clock.advance(60_000);
    expect(budget.spentToday()).toBe(0);
    expect(budget.ledger().day).toBe('2026-03-11');
    expect(budget.canSpend(90)).toBe(true);
  });

  it("resumes today's count from a saved ledger and ignores an earlier day's", () => {
    const clock = new FakeClock(noon);
    const today: BudgetLedger = { day: '2026-03-10', data: 700, tiles: 50, checked: null, mapExtra: 0 };
    expect(new RequestBudget({ clock, ledger: today }).spentToday()).toBe(750);
    expect(new RequestBudget({ clock, ledger: { ...today, day: '2026-03-09' } }).spentToday()).toBe(0);
  });

  it('reports every change so the count can be persisted', () => {
    const saved: BudgetLedger[] = [];
    const budget = new RequestBudget({ clock: new FakeClock(noon), onChange: (ledger) => saved.push(ledger) });
    spend(budget, 2, 'data');
    budget.charge(1, 'tiles')?.settle(1);
    expect(saved.at(-1)).toEqual({ day: '2026-03-10', data: 2, tiles: 1, checked: null, mapExtra: 0 });
    expect(budget.spentToday()).toBe(3);
  });

  it("takes today's count from the service's usage report, then adds what the app makes since", () => {
    const budget = new RequestBudget({ clock: new FakeClock(noon) });
    spend(budget, 100, 'data');
    spend(budget, 20, 'tiles');
    // Other devices on the account: the report counts more than the app made.
    budget.reconcile(500);
    expect(budget.spentToday()).toBe(500);
    spend(budget, 7, 'data');
    spend(budget, 2, 'tiles');
    expect(budget.spentToday()).toBe(509);
    // The service bills: a report below the app's own count (refused tiles, calls on their way) wins too.
    budget.reconcile(90);
    expect(budget.spentToday()).toBe(90);
    expect(budget.ledger().checked).toEqual({ hits: 90, own: 129 });
  });

  it('counts calls still on their way at the report on top of it: the report cannot include them', () => {
    const budget = new RequestBudget({ clock: new FakeClock(noon) });
    spend(budget, 10, 'data');
    const usageRequest = budget.chargeRegardless(1, 'data');
    const failing = budget.chargeRegardless(3, 'data');
    budget.reconcile(40);
    expect(budget.spentToday()).toBe(44);
    usageRequest.settle(1);
    failing.settle(0);
    expect(budget.spentToday()).toBe(41);
    spend(budget, 5, 'data');
    expect(budget.spentToday()).toBe(46);
  });

  it("forgets the report at midnight UTC, with the day's count", async () => {
    const clock = new FakeClock(new Date('2026-03-10T23:59:00Z'));
    const budget = new RequestBudget({ clock });
    budget.reconcile(300);
    await clock.advance(60_000);
    spend(budget, 1, 'data');
    expect(budget.spentToday()).toBe(1);
    expect(budget.ledger().checked).toBeNull();
  });

  it('applies a changed allowance at once', () => {
    const budget = new RequestBudget({ clock: new FakeClock(noon) });
    spend(budget, 1000, 'data');
    budget.setAllowance(1000);
    expect(budget.spendable('essential')).toBe(0);
    expect(budget.spendable('normal')).toBe(0);
  });
});

describe("the map's share", () => {
  it('stops the map at 40 % of the allowance by default, and leaves the rest to the refreshes', () => {
    const budget = new RequestBudget({ clock: new FakeClock(noon), allowance: 1000 });
    expect(budget.mapSpending()).toEqual({ allowed: 400, spent: 0, extraToday: 0 });
    expect(budget.charge(399, 'tiles')).toBeDefined();
    const last = budget.charge(1, 'tiles');
    expect(budget.mapSpending().spent).toBe(400);
    expect(budget.charge(1, 'tiles')).toBeUndefined();
    expect(budget.mapShareSpent()).toBe(true);
    // The refreshes still have everything short of the reserve.
    expect(budget.charge(500, 'data')).toBeDefined();
    // A tile the service did not answer costs nothing, and the share has room again.
    last?.settle(0);
    expect(budget.mapSpending().spent).toBe(399);
    expect(budget.charge(1, 'tiles')).toBeDefined();
  });

  it('lets the user allow more today, which the next day forgets, and follows a changed share', async () => {
    const clock = new FakeClock(noon);
    const saved: BudgetLedger[] = [];
    const budget = new RequestBudget({ clock, allowance: 1000, mapShare: 0.1, onChange: (ledger) => saved.push(ledger) });
    spend(budget, 100, 'tiles');
    expect(budget.charge(1, 'tiles')).toBeUndefined();
    budget.allowMapMore(50);
    expect(budget.mapSpending()).toEqual({ allowed: 150, spent: 100, extraToday: 50 });
    expect(saved.at(-1)?.mapExtra).toBe(50);
    budget.charge(50, 'tiles')?.settle(50);
    expect(budget.mapSpending().spent).toBe(150);
    budget.setMapShare(0.5);
    expect(budget.mapSpending().allowed).toBe(550);
    await clock.advanceTo(Date.parse('2026-03-11T00:00:01Z'));
    expect(budget.mapSpending()).toEqual({ allowed: 500, spent: 0, extraToday: 0 });
  });
});

describe('UTC days', () => {
  it('names the UTC day and finds the next UTC midnight', () => {
    const lateEvening = Date.parse('2026-12-31T23:30:00Z');
    expect(utcDayOf(lateEvening)).toBe('2026-12-31');
    expect(nextUtcMidnight(lateEvening)).toBe(Date.parse('2027-01-01T00:00:00Z'));
    expect(nextUtcMidnight(Date.parse('2027-01-01T00:00:00Z'))).toBe(Date.parse('2027-01-02T00:00:00Z'));
  });
});
