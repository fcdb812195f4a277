import { describe, expect, it } from 'vitest';
import type { RequestRecord } from '@service/accounts/accounts';
import { createAccounts } from '@service/accounts/index';
import { products } from '@service/http/route';
import { accountOf } from './helpers';

function at(iso: string): Date {
  return new Date(iso);
}

function success(hits: number, when: Date): RequestRecord {
  return { api: 'Weather API', endpoint: '/api/v1/forecast/hourly/{location}', status: 200, hits, at: when };
}

describe('built-in accounts', () => {
  it('give demo every product and every add-on, trial 2000 requests a day, basic no pollen and no history', async () => {
    const accounts = await createAccounts({});
    const demo = accountOf(accounts, 'demo');
    expect(products.filter((product) => !demo.plan.products.includes(product))).toEqual([]);
    expect(demo.addOns).toEqual(['history', 'ski', 'agriculture', 'lightning']);
    expect(accountOf(accounts, 'trial').plan).toMatchObject({ name: 'trial', dailyRequests: 2000, queriesPerSecond: 10 });
    const basic = accountOf(accounts, 'basic');
    expect(basic.plan).toMatchObject({ name: 'basic', products: ['forecast', 'maps', 'airQuality'], dailyRequests: null });
    expect(basic.addOns).toEqual([]);
  });
});

describe('queries per second', () => {
  it('admits the plan rate within one second, refuses one more with Retry-After, and admits again the next second', async () => {
    const accounts = await createAccounts({});
    const trial = accountOf(accounts, 'trial');
    for (let query = 0; query < 10; query += 1) {
      expect(accounts.admit(trial, at(`2026-02-09T10:00:00.${String(query * 90).padStart(3, '0')}Z`))).toBeNull();
    }
    expect(accounts.admit(trial, at('2026-02-09T10:00:00.999Z'))).toMatchObject({
      status: 429,
      code: 'rate_limited',
      retryAfterSeconds: 1,
    });
    expect(accounts.admit(trial, at('2026-02-09T10:00:01.000Z'))).toBeNull();
  });

  it('counts each account apart', async () => {
    const accounts = await createAccounts({});
    const now = at('2026-02-09T10:00:00Z');
    const basic = accountOf(accounts, 'basic');
    for (let query = 0; query < 10; query += 1) accounts.admit(basic, now);
    expect(accounts.admit(basic, now)).toMatchObject({ status: 429 });
    expect(accounts.admit(accountOf(accounts, 'trial'), now)).toBeNull();
  });
});

describe('the trial day allowance', () => {
  it('refuses requests once 2000 hits are counted that UTC day, until midnight', async () => {
    const accounts = await createAccounts({});
    const trial = accountOf(accounts, 'trial');
    for (let batch = 0; batch < 20; batch += 1) accounts.record(trial, success(99, at('2026-02-09T01:00:00Z')));
    expect(accounts.admit(trial, at('2026-02-09T21:00:00Z'))).toBeNull();
    accounts.record(trial, success(20, at('2026-02-09T21:00:00Z')));
    expect(accounts.usageForDay(trial, '2026-02-09', undefined).hits).toBe(2000);
    expect(accounts.admit(trial, at('2026-02-09T22:00:00.500Z'))).toMatchObject({
      status: 429,
      code: 'daily_limit_exceeded',
      retryAfterSeconds: 7200,
    });
    expect(accounts.admit(trial, at('2026-02-10T00:00:00Z'))).toBeNull();
  });

  it('does not count failed requests', async () => {
    const accounts = await createAccounts({});
    const trial = accountOf(accounts, 'trial');
    const now = at('2026-02-09T10:00:00Z');
    accounts.record(trial, success(1999, now));
    accounts.record(trial, { ...success(0, now), status: 429 });
    accounts.record(trial, { ...success(0, now), status: 404 });
    expect(accounts.admit(trial, now)).toBeNull();
  });

  it('does not apply to paid plans', async () => {
    const accounts = await createAccounts({});
    const basic = accountOf(accounts, 'basic');
    const now = at('2026-02-09T10:00:00Z');
    accounts.record(basic, success(50_000, now));
    expect(accounts.admit(basic, now)).toBeNull();
  });
});
