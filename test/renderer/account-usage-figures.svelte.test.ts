import { describe, expect, it } from 'vitest';
import { breakdownRows } from '../../src/renderer/src/lib/account/breakdown';
import {
  dailySeries,
  daysInMonth,
  monthLabel,
  percentOf,
  projectMonth,
  shiftMonth,
  utcDayOf,
  utcMonthOf,
} from '../../src/renderer/src/lib/account/usage-figures';
import { usageChartSummary } from '../../src/renderer/src/lib/account/usage-summary';
import type { UsageMonth } from '../../src/shared/api/usage';

const june: UsageMonth = {
  apis: [
    { name: 'Weather API', hits: 130 },
    { name: 'Map API', hits: 40 },
    { name: 'Administrative', hits: 5 },
  ],
  hits: 175,
  daily: [
    { date: '2025-06-02', apis: [{ name: 'Weather API', hits: 100 }, { name: 'Map API', hits: 40 }, { name: 'Administrative', hits: 3 }] },
    { date: '2025-06-15', apis: [{ name: 'Weather API', hits: 30 }, { name: 'Administrative', hits: 2 }] },
  ],
};

describe('dates in UTC', () => {
  it('takes the month and day of an instant in UTC, not in the local zone', () => {
    const justBeforeMidnightUtc = new Date('2025-06-30T23:59:59Z');
    expect(utcMonthOf(justBeforeMidnightUtc)).toBe('2025-06');
    expect(utcDayOf(justBeforeMidnightUtc)).toBe('2025-06-30');
    expect(utcMonthOf(new Date('2025-07-01T00:00:00Z'))).toBe('2025-07');
  });

  it('knows the length of every month, leap years included', () => {
    expect(daysInMonth('2025-06')).toBe(30);
    expect(daysInMonth('2025-01')).toBe(31);
    expect(daysInMonth('2025-02')).toBe(28);
    expect(daysInMonth('2024-02')).toBe(29);
    expect(daysInMonth('2100-02')).toBe(28);
  });

  it('steps between months across a year boundary', () => {
    expect(shiftMonth('2025-01', -1)).toBe('2024-12');
    expect(shiftMonth('2024-12', 1)).toBe('2025-01');
    expect(shiftMonth('2025-06', 0)).toBe('2025-06');
  });

  it('names a month', () => {
    expect(monthLabel('2025-06', 'en-GB')).toBe('June 2025');
  });
});

describe('the stacked daily chart data', () => {
  it('has a value for every day of the month and every API, zero where the service lists nothing', () => {
    const daily = dailySeries(june, '2025-06');
    expect(daily.dates).toHaveLength(30);
    expect(daily.dates[0]).toBe('2025-06-01');
    expect(daily.dates[29]).toBe('2025-06-30');
    expect(daily.series.map((series) => series.name)).toEqual(['Weather API', 'Map API', 'Administrative']);
    const weather = daily.series[0]?.hits ?? [];
    const maps = daily.series[1]?.hits ?? [];
    const admin = daily.series[2]?.hits ?? [];
    expect(weather[1]).toBe(100);
    expect(maps[1]).toBe(40);
    expect(admin[1]).toBe(3);
    expect(weather[14]).toBe(30);
    expect(maps[14]).toBe(0);
    expect(admin[14]).toBe(2);
    expect(weather[0]).toBe(0);
    expect(daily.totals[1]).toBe(143);
    expect(daily.totals[14]).toBe(32);
    // Stacked, the bars add up to the month's total.
    expect(daily.totals.reduce((sum, hits) => sum + hits, 0)).toBe(june.hits);
  });

  it('keeps an API the chart does not know yet as its own series', () => {
    const withNewApi: UsageMonth = {
      apis: [...june.apis, { name: 'Lightning API', hits: 7 }],
      hits: 182,
      daily: [{ date: '2025-06-03', apis: [{ name: 'Lightning API', hits: 7 }] }],
    };
    const daily = dailySeries(withNewApi, '2025-06');
    expect(daily.series.map((series) => series.name)).toEqual(['Weather API', 'Map API', 'Administrative', 'Lightning API']);
    expect(daily.series[3]?.hits[2]).toBe(7);
  });

  it('ignores a day outside the month rather than shifting the bars', () => {
    const stray: UsageMonth = { ...june, daily: [...june.daily, { date: '2025-07-01', apis: [{ name: 'Weather API', hits: 9 }] }] };
    expect(dailySeries(stray, '2025-06').totals).toEqual(dailySeries(june, '2025-06').totals);
  });

  it('sums the month up in one line', () => {
    expect(usageChartSummary(dailySeries(june, '2025-06'), 'June 2025')).toBe(
      'June 2025: 175 requests (Weather API 130, Map API 40, Administrative 5); the busiest day was the 2nd with 143.',
    );
    const empty: UsageMonth = { apis: [], hits: 0, daily: [] };
    expect(usageChartSummary(dailySeries(empty, '2025-06'), 'June 2025')).toBe('June 2025: no requests counted.');
  });
});

describe('the projected month', () => {
  it('extends the average of the days so far, today counted as a whole day, over the month', () => {
    const projection = projectMonth(175, '2025-06', '2025-06-10');
    expect(projection).toEqual({ daysSoFar: 10, daysInMonth: 30, averagePerDay: 17.5, projected: 525 });
  });

  it('on the last day is the month so far', () => {
    expect(projectMonth(310, '2025-01', '2025-01-31')?.projected).toBe(310);
  });

  it('on the first day is that day times the month', () => {
    expect(projectMonth(12, '2025-02', '2025-02-01')?.projected).toBe(336);
  });

  it('exists only for the month under way', () => {
    expect(projectMonth(175, '2025-05', '2025-06-10')).toBeNull();
    expect(projectMonth(0, '2025-07', '2025-06-10')).toBeNull();
  });
});

describe('shares', () => {
  it('rounds to whole percent and shows an overrun', () => {
    expect(percentOf(0, 2000)).toBe(0);
    expect(percentOf(1000, 2000)).toBe(50);
    expect(percentOf(1999, 2000)).toBe(100);
    expect(percentOf(2500, 2000)).toBe(125);
    expect(percentOf(5, 0)).toBe(0);
  });
});

describe('the breakdown', () => {
  it('lists endpoints as the service orders them', () => {
    const rows = breakdownRows(
      [
        { endpoint: '/api/v1/forecast/hourly/:location', hits: 80 },
        { endpoint: '/authorize/token', hits: 3 },
      ],
      'endpoint',
    );
    expect(rows).toEqual([
      { label: '/api/v1/forecast/hourly/:location', hits: 80 },
      { label: '/authorize/token', hits: 3 },
    ]);
  });

  it('says what a status code means', () => {
    const rows = breakdownRows(
      [
        { status_code: 200, hits: 90 },
        { status_code: '429', hits: 2 },
        { status_code: 418, hits: 1 },
      ],
      'status_code',
    );
    expect(rows.map((row) => row.label)).toEqual(['200 (OK)', '429 (too many requests)', '418']);
  });

  it('drops items of the other grouping (an answer still on its way after the toggle)', () => {
    expect(breakdownRows([{ endpoint: '/authorize/key', hits: 1 }], 'status_code')).toEqual([]);
    expect(breakdownRows(undefined, 'endpoint')).toEqual([]);
  });
});
