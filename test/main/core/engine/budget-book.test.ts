import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BudgetBook } from '@main/core/engine/budget-book';
import type { BillerId } from '@main/core/schedule/billers';
import type { Budget } from '@shared/settings';
import { createRecordingLogger } from '../../../support/recording-logger';
import { FakeClock } from '../schedule/fake-clock';
import { spend } from '../schedule/spend';

const noon = new Date('2026-03-10T12:00:00Z');
let directory: string;

beforeEach(async () => {
  directory = await mkdtemp(join(tmpdir(), 'weatherglass-budget-book-'));
});

afterEach(async () => {
  await rm(directory, { recursive: true, force: true });
});

function book(): BudgetBook {
  return new BudgetBook({ directory, clock: new FakeClock(noon), logger: createRecordingLogger(), limits: { weatherData: () => ({ dailyRequests: 2000, mapSharePercent: 40 }) } });
}

describe("the budget book's saved counts", () => {
  it("keeps today's usage report across a restart", async () => {
    const first = book();
    const budget = await first.budget('account');
    spend(budget, 40, 'data');
    budget.reconcile(300);
    spend(budget, 2, 'tiles');
    await first.flush();

    const restarted = await book().budget('account');
    expect(restarted.spentToday()).toBe(302);
    expect(restarted.ledger().checked).toEqual({ hits: 300, own: 40 });
  });

  it("reads an earlier version's file, whose hits counted elsewhere are the same count as a report", async () => {
    await writeFile(join(directory, 'request-budget-account.json'), JSON.stringify({ day: '2026-03-10', data: 70, tiles: 5, elsewhere: 25 }));
    const accountBook = book();
    const budget = await accountBook.budget('account');
    expect(budget.spentToday()).toBe(100);
    spend(budget, 1, 'data');
    expect(budget.spentToday()).toBe(101);
    // The spending is saved in the background: done before the folder is removed.
    await accountBook.flush();

    await writeFile(join(directory, 'request-budget-demo.json'), JSON.stringify({ day: '2026-03-10', data: 70, tiles: 5, elsewhere: 0 }));
    expect((await book().budget('demo')).ledger()).toEqual({ day: '2026-03-10', data: 70, tiles: 5, checked: null, mapExtra: 0 });
  });
});

describe('the budget book’s events and limits', () => {
  it('announces which mode’s count changed', async () => {
    const budgets = book();
    const changed: string[] = [];
    budgets.onDidChange((mode) => changed.push(mode));
    spend(await budgets.budget('demo'), 1, 'data');
    spend(await budgets.budget('account'), 1, 'tiles');
    expect(new Set(changed)).toEqual(new Set(['demo', 'account']));
    expect(changed.at(-1)).toBe('account');
    await budgets.flush();
  });

  it('sets new limits on every budget it keeps, and a budget opened later takes them from the settings', async () => {
    let limits = { dailyRequests: 2000, mapSharePercent: 40 };
    const budgets = new BudgetBook({ directory, clock: new FakeClock(noon), logger: createRecordingLogger(), limits: { weatherData: () => limits } });
    const demo = await budgets.budget('demo');
    limits = { dailyRequests: 500, mapSharePercent: 10 };
    await budgets.setLimits(limits);
    expect(demo.allowance).toBe(500);
    expect(demo.mapSpending().allowed).toBe(50);
    expect((await budgets.budget('account')).allowance).toBe(500);
    await budgets.flush();
  });
});

describe('the budget book per biller', () => {
  // Only the Weather Data Service bills today; a second biller exists in this test alone.
  const radarCompany = 'radarCompany' as BillerId;

  it("keeps the Weather Data Service's budget as the mode's own, under the file name it always had", async () => {
    const budgets = book();
    const budget = await budgets.budget('account', 'weatherData');
    expect(budget).toBe(await budgets.budget('account'));
    spend(budget, 3, 'tiles');
    await budgets.flush();
    expect((await readdir(directory)).sort()).toEqual(['request-budget-account.json']);
  });

  it("counts a second biller's requests apart, in its own ledger and with its own limits", async () => {
    const limitsOf: Record<'weatherData' | 'radarCompany', () => Budget> = {
      weatherData: () => ({ dailyRequests: 2000, mapSharePercent: 40 }),
      radarCompany: () => ({ dailyRequests: 100, mapSharePercent: 100 }),
    };
    const budgets = new BudgetBook({ directory, clock: new FakeClock(noon), logger: createRecordingLogger(), limits: limitsOf });
    const data = await budgets.budget('account');
    const radar = await budgets.budget('account', radarCompany);
    spend(radar, 7, 'tiles');
    expect(radar.spentToday()).toBe(7);
    expect(data.spentToday()).toBe(0);
    expect(radar.allowance).toBe(100);

    await budgets.setLimits({ dailyRequests: 5000, mapSharePercent: 40 });
    expect(data.allowance).toBe(5000);
    expect(radar.allowance).toBe(100);
    await budgets.flush();
    expect((await readdir(directory)).sort()).toEqual(['request-budget-account-radarCompany.json', 'request-budget-account.json']);
  });
});
