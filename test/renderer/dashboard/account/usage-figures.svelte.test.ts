import { afterEach, describe, expect, it } from 'vitest';
import { breakdownRows } from '@renderer/dashboard/account/breakdown';
import { endpointName } from '@renderer/dashboard/account/endpoint-names';
import {
  dailySeries,
  daysInMonth,
  hitsOnDay,
  monthLabel,
  percentOf,
  wholeShares,
  projectMonth,
  shiftMonth,
  sinceReport,
  todayCount,
  utcDayOf,
  utcMonthOf,
  type ProjectionInput,
} from '@renderer/dashboard/account/usage-figures';
import { formatShares, seriesName, usageChartSummary } from '@renderer/dashboard/account/usage-summary';
import { settings } from '@renderer/lib/follow/settings.svelte';
import { defaultSettings } from '@shared/settings';
import type { UsageMonth } from '@shared/api/usage';

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
    expect(monthLabel('2025-06')).toBe('June 2025');
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

  describe('in another interface language', () => {
    afterEach(() => settings.accept(defaultSettings));

    it("names the app's known APIs in it, keeps an unknown API's own name, and keeps the report's names as the series' keys", () => {
      settings.accept({ ...defaultSettings, language: 'de', interfaceLanguage: 'data' });
      const daily = dailySeries(june, '2025-06');
      expect(daily.series.map((series) => series.name)).toEqual(['Weather API', 'Map API', 'Administrative']);
      expect(daily.series.map((series) => seriesName(series.name))).toEqual(['Wetter-API', 'Karten-API', 'Verwaltung']);
      expect(seriesName('Lightning API')).toBe('Lightning API');
      expect(usageChartSummary(daily, 'Juni 2025')).toBe(
        'Juni 2025: 175 Anfragen (Wetter-API 130, Karten-API 40 und Verwaltung 5); der stärkste Tag war der 2. mit 143.',
      );
    });
  });
});

describe("today's count", () => {
  it('is main’s count, split at the report: what the report said and what Weatherglass made since', () => {
    expect(todayCount(534, 527)).toEqual({ total: 534, reported: 527, since: 7 });
    expect(todayCount(527, 527)).toEqual({ total: 527, reported: 527, since: 0 });
  });

  it('never shows a negative "since" for a count read before the report', () => {
    expect(todayCount(520, 527)).toEqual({ total: 527, reported: 527, since: 0 });
  });

  it("reads a day's hits over every API from a month's report, 0 for a day it does not list", () => {
    expect(hitsOnDay(june, '2025-06-02')).toBe(143);
    expect(hitsOnDay(june, '2025-06-03')).toBe(0);
  });

  it("stacks what was made since the report on today's bar, so the bar is today's count", () => {
    const daily = dailySeries(june, '2025-06', { date: '2025-06-15', hits: 7 });
    expect(daily.series.map((series) => series.name)).toEqual(['Weather API', 'Map API', 'Administrative', sinceReport]);
    expect(daily.series[3]?.hits[14]).toBe(7);
    expect(daily.series[3]?.hits.reduce((sum, hits) => sum + hits, 0)).toBe(7);
    expect(daily.totals[14]).toBe(todayCount(39, hitsOnDay(june, '2025-06-15')).total);
    // Nothing made since: no series, no empty legend entry.
    expect(dailySeries(june, '2025-06', { date: '2025-06-15', hits: 0 }).series).toHaveLength(3);
  });
});

describe('the projected month', () => {
  // The 10th of June: 175 requests so far, 32 of them today by the report, 40 today by main's count.
  const tenth: ProjectionInput = { month: '2025-06', today: '2025-06-10', monthHits: 175, reportedToday: 32, todayTotal: 40, todayProjected: 90 };

  it('adds what today will reach and as much again on each day left to what the month used before today', () => {
    expect(projectMonth(tenth)).toEqual({ beforeToday: 143, today: 90, daysAfter: 20, projected: 143 + 90 * 21 });
  });

  it('is never below what the month has used plus what today reaches', () => {
    for (const input of [
      tenth,
      // A schedule projecting less than today already counts (the day's last minutes, paused).
      { ...tenth, todayProjected: 10 },
      { ...tenth, today: '2025-06-30' },
      { ...tenth, today: '2025-06-01', monthHits: 32 },
    ]) {
      const projection = projectMonth(input);
      if (projection === null) throw new Error('no projection');
      const usedSoFar = input.monthHits - input.reportedToday + input.todayTotal;
      expect(projection.projected).toBeGreaterThanOrEqual(usedSoFar);
      expect(projection.projected).toBeGreaterThanOrEqual(projection.beforeToday + Math.max(input.todayTotal, input.todayProjected));
    }
    expect(projectMonth({ ...tenth, todayProjected: 10 })?.today).toBe(40);
  });

  it('on the last day is the month so far plus the rest of today', () => {
    expect(projectMonth({ ...tenth, month: '2025-01', today: '2025-01-31' })).toEqual({ beforeToday: 143, today: 90, daysAfter: 0, projected: 233 });
  });

  it('on the first day is that day times the month', () => {
    expect(projectMonth({ ...tenth, month: '2025-02', today: '2025-02-01', monthHits: 32 })?.projected).toBe(90 * 28);
  });

  it('exists only for the month under way', () => {
    expect(projectMonth({ ...tenth, month: '2025-05' })).toBeNull();
    expect(projectMonth({ ...tenth, month: '2025-07' })).toBeNull();
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

  it('never shows a share that is something as 0%', () => {
    expect(formatShares([1, 0, 1801, 798])).toEqual(['<1%', '0%', '69%', '31%']);
  });

  it('gives shares that add up to 100 %, the points rounding loses going to the parts that lost most', () => {
    // Each a third: 33.3 + 33.3 + 33.3 rounds to 99 one by one; three halves 50.5 + 24.75 + 24.75 to 101.
    expect(wholeShares([1, 1, 1])).toEqual([34, 33, 33]);
    expect(wholeShares([202, 99, 99])).toEqual([50, 25, 25]);
    expect(wholeShares([1005, 995, 3, 2])).toEqual([50, 50, 0, 0]);
    for (const parts of [[1, 1, 1], [202, 99, 99], [7, 7, 7, 7, 7, 7, 7], [1801, 798, 1]]) expect(wholeShares(parts).reduce((a, b) => a + b, 0)).toBe(100);
    expect(wholeShares([0, 0])).toEqual([0, 0]);
  });
});

describe('the breakdown', () => {
  it('names endpoints for people, in the service’s order', () => {
    const rows = breakdownRows(
      [
        { endpoint: '/api/v1/image/tile/{z}/{x}/{y}/{time}/{id}', hits: 300 },
        { endpoint: '/api/v1/forecast/hourly/{location}', hits: 80 },
        { endpoint: '/authorize/token', hits: 3 },
      ],
      'endpoint',
    );
    expect(rows).toEqual([
      { label: 'Map tiles', hits: 300 },
      { label: 'Hourly forecast', hits: 80 },
      { label: 'Token requests', hits: 3 },
    ]);
  });

  it('joins templates that come out as one name into one row', () => {
    const rows = breakdownRows(
      [
        { endpoint: '/api/v1/current/{location}', hits: 5 },
        { endpoint: '/api/v1/current/:location', hits: 2 },
      ],
      'endpoint',
    );
    expect(rows).toEqual([{ label: 'Current weather', hits: 7 }]);
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

describe('endpoint names', () => {
  it.each([
    ['/api/v1/image/tile/{z}/{x}/{y}/{time}/{id}', 'Map tiles'],
    ['/api/v1/forecast/hourly/{location}', 'Hourly forecast'],
    ['/api/v1/forecast/3hourly/{location}', '3-hour forecast'],
    ['/api/v1/forecast/minutely/{location}', 'Next-hour rain forecast'],
    ['/api/v1/location/search/{query}', 'Place search'],
    ['/api/v1/location/{location}', 'Place details'],
    ['/api/v1/warning/types', 'Warning types'],
    ['/api/v1/warning/{location}', 'Weather warnings'],
    ['/authorize/token', 'Token requests'],
    ['/authorize/key/{key}', 'API key deletions'],
    ['/usage/month/{month}', 'Usage reports, monthly'],
  ])('names %s "%s"', (template, name) => {
    expect(endpointName(template)).toBe(name);
  });

  it('matches whatever the parameters are called or however the template is written', () => {
    expect(endpointName('/api/v1/forecast/hourly/:loc')).toBe('Hourly forecast');
    expect(endpointName('GET /api/v1/forecast/hourly/{lonlat}?periods=24')).toBe('Hourly forecast');
    expect(endpointName('/API/v1/Forecast/Hourly/{location}/')).toBe('Hourly forecast');
    expect(endpointName('/api/v1/image/tile/{z}/{x}/{y}/{time}/{id}.png')).toBe('Map tiles');
  });

  it('reads an endpoint it does not know from its fixed words, never with braces', () => {
    expect(endpointName('/api/v1/solar-radiation/forecast/{location}')).toBe('Solar radiation forecast');
    expect(endpointName('/api/v2/tropical_storms/{id}/{time}')).toBe('Tropical storms');
    expect(endpointName('/{id}')).toBe('Other requests');
    expect(endpointName('')).toBe('Other requests');
    for (const template of ['/api/v1/{a}/{b}x', '/x/{y}.png', '/api/v1/odd{thing}']) expect(endpointName(template)).not.toMatch(/[{}:]/);
  });
});
