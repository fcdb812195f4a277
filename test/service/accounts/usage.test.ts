import { describe, expect, it } from 'vitest';
import type { Account, RequestRecord } from '@service/accounts/accounts';
import { createAccounts, type ServiceAccounts } from '@service/accounts/index';
import { accountOf, callRoute } from './helpers';

const hourly = '/api/v1/forecast/hourly/{location}';
const tile = '/api/v1/image/tile/{z}/{x}/{y}/{time}/{id}';
const token = '/authorize/token';

function request(fields: Partial<RequestRecord> & Pick<RequestRecord, 'at'>): RequestRecord {
  return { api: 'Weather API', endpoint: hourly, status: 200, hits: 1, ...fields };
}

/** A day of traffic: a three-location forecast, two tiles, a token, a 404 and a 429. */
function recordDay(accounts: ServiceAccounts, account: Account, day: string): void {
  const at = new Date(`${day}T12:00:00Z`);
  accounts.record(account, request({ at, hits: 3 }));
  accounts.record(account, request({ at, api: 'Map API', endpoint: tile }));
  accounts.record(account, request({ at, api: 'Map API', endpoint: tile }));
  accounts.record(account, request({ at, api: 'Administrative', endpoint: token }));
  accounts.record(account, request({ at, status: 404, hits: 0 }));
  accounts.record(account, request({ at, api: 'Map API', endpoint: tile, status: 429, hits: 0 }));
}

async function demoWithTraffic(): Promise<{ accounts: ServiceAccounts; demo: Account }> {
  const accounts = await createAccounts({});
  const demo = accountOf(accounts, 'demo');
  recordDay(accounts, demo, '2026-02-09');
  return { accounts, demo };
}

describe('usage of a day', () => {
  it('counts the hits of successful requests by API, listing every API', async () => {
    const { accounts, demo } = await demoWithTraffic();
    accounts.record(accountOf(accounts, 'trial'), request({ at: new Date('2026-02-09T12:00:00Z'), hits: 7 }));
    expect(accounts.usageForDay(demo, '2026-02-09', undefined)).toEqual({
      apis: [
        { name: 'Weather API', hits: 3 },
        { name: 'Map API', hits: 2 },
        { name: 'Administrative', hits: 1 },
      ],
      hits: 6,
    });
  });

  it('lists every API at zero on a day without requests', async () => {
    const { accounts, demo } = await demoWithTraffic();
    expect(accounts.usageForDay(demo, '2026-02-10', undefined)).toEqual({
      apis: [
        { name: 'Weather API', hits: 0 },
        { name: 'Map API', hits: 0 },
        { name: 'Administrative', hits: 0 },
      ],
      hits: 0,
    });
  });

  it('breaks hits down by endpoint, most used first', async () => {
    const { accounts, demo } = await demoWithTraffic();
    expect(accounts.usageForDay(demo, '2026-02-09', 'endpoint').breakdown).toEqual([
      { endpoint: hourly, hits: 3 },
      { endpoint: tile, hits: 2 },
      { endpoint: token, hits: 1 },
    ]);
  });

  it('breaks down by status code, with one for each failed request', async () => {
    const { accounts, demo } = await demoWithTraffic();
    expect(accounts.usageForDay(demo, '2026-02-09', 'status_code').breakdown).toEqual([
      { status_code: 200, hits: 6 },
      { status_code: 404, hits: 1 },
      { status_code: 429, hits: 1 },
    ]);
  });

  it('splits days at midnight UTC', async () => {
    const accounts = await createAccounts({});
    const demo = accountOf(accounts, 'demo');
    accounts.record(demo, request({ at: new Date('2026-02-09T23:59:59.999Z') }));
    accounts.record(demo, request({ at: new Date('2026-02-10T00:00:00.000Z'), hits: 2 }));
    expect(accounts.usageForDay(demo, '2026-02-09', undefined).hits).toBe(1);
    expect(accounts.usageForDay(demo, '2026-02-10', undefined).hits).toBe(2);
  });
});

describe('usage of a month', () => {
  it('sums the month by API and lists each day with requests, in date order', async () => {
    const { accounts, demo } = await demoWithTraffic();
    recordDay(accounts, demo, '2026-02-01');
    recordDay(accounts, demo, '2026-03-01');
    accounts.record(demo, request({ at: new Date('2026-02-20T08:00:00Z'), status: 500, hits: 0 }));
    const apisOfDay = [
      { name: 'Weather API', hits: 3 },
      { name: 'Map API', hits: 2 },
      { name: 'Administrative', hits: 1 },
    ];
    expect(accounts.usageForMonth(demo, '2026-02', undefined)).toEqual({
      apis: [
        { name: 'Weather API', hits: 6 },
        { name: 'Map API', hits: 4 },
        { name: 'Administrative', hits: 2 },
      ],
      hits: 12,
      daily: [
        { date: '2026-02-01', apis: apisOfDay },
        { date: '2026-02-09', apis: apisOfDay },
        { date: '2026-02-20', apis: apisOfDay.map(({ name }) => ({ name, hits: 0 })) },
      ],
    });
  });

  it('breaks the month down by status code', async () => {
    const { accounts, demo } = await demoWithTraffic();
    recordDay(accounts, demo, '2026-02-01');
    expect(accounts.usageForMonth(demo, '2026-02', 'status_code').breakdown).toEqual([
      { status_code: 200, hits: 12 },
      { status_code: 404, hits: 2 },
      { status_code: 429, hits: 2 },
    ]);
  });
});

describe('GET /usage routes', () => {
  it('answer the usage of the authenticated account, as one Administrative hit', async () => {
    const { accounts, demo } = await demoWithTraffic();
    const day = await callRoute(accounts, {
      method: 'GET',
      pattern: '/usage/day/:day',
      account: demo,
      path: { day: '2026-02-09' },
      params: { group_by: 'endpoint' },
    });
    expect(day).toEqual({ body: accounts.usageForDay(demo, '2026-02-09', 'endpoint'), hits: 1 });
    const month = await callRoute(accounts, { method: 'GET', pattern: '/usage/month/:month', account: demo, path: { month: '2026-02' } });
    expect(month).toEqual({ body: accounts.usageForMonth(demo, '2026-02', undefined), hits: 1 });
  });

  it.each(['2026-02-30', '2026-13-01', '2026-2-09', '20260209', 'today'])('answer 400 to the day %s', async (value) => {
    const { accounts, demo } = await demoWithTraffic();
    await expect(
      callRoute(accounts, { method: 'GET', pattern: '/usage/day/:day', account: demo, path: { day: value } }),
    ).rejects.toMatchObject({ status: 400, code: 'bad_parameter', message: 'day: must be a calendar date shaped YYYY-MM-DD' });
  });

  it.each(['2026-13', '2026-00', '2026-2', '2026-02-01'])('answer 400 to the month %s', async (value) => {
    const { accounts, demo } = await demoWithTraffic();
    await expect(
      callRoute(accounts, { method: 'GET', pattern: '/usage/month/:month', account: demo, path: { month: value } }),
    ).rejects.toMatchObject({ status: 400, message: 'month: must be a month shaped YYYY-MM' });
  });

  it('answer 400 to an unknown group_by', async () => {
    const { accounts, demo } = await demoWithTraffic();
    await expect(
      callRoute(accounts, {
        method: 'GET',
        pattern: '/usage/month/:month',
        account: demo,
        path: { month: '2026-02' },
        params: { group_by: 'api' },
      }),
    ).rejects.toMatchObject({ status: 400, message: 'group_by: must be endpoint or status_code' });
  });
});
