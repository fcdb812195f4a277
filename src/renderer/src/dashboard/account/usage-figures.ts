import type { ApiHits, UsageMonth } from '@shared/api/usage';
import { wordsLocale } from '../../lib/weather/format';

/**
 * The service's API names, in the order its usage report lists them. They are the report's keys
 * (data-api, series colours, the chart's data); people read them as `seriesName` words them.
 */
export const knownApis = ['Weather API', 'Map API', 'Administrative'] as const;

export type KnownApi = (typeof knownApis)[number];

/** A YYYY-MM month key in UTC, as usage:month takes it. */
export function utcMonthOf(instant: Date): string {
  return instant.toISOString().slice(0, 7);
}

/** A YYYY-MM-DD day key in UTC, as a month's usage report names its days. */
export function utcDayOf(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

export function daysInMonth(month: string): number {
  const [year, monthNumber] = month.split('-').map(Number);
  if (year === undefined || monthNumber === undefined) throw new RangeError(`not a YYYY-MM month: ${month}`);
  // Day 0 of the next month is the last day of this one.
  return new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
}

export function hitsOf(apis: readonly ApiHits[], name: string): number {
  return apis.find((api) => api.name === name)?.hits ?? 0;
}

/** The known APIs first in the service's order, then any other name the report carries. */
export function apiNamesIn(usage: UsageMonth): string[] {
  const names: string[] = [...knownApis];
  const extra = (apis: readonly ApiHits[]): void => {
    for (const { name } of apis) if (!names.includes(name)) names.push(name);
  };
  extra(usage.apis);
  for (const day of usage.daily) extra(day.apis);
  return names;
}

/**
 * The series of the requests Weatherglass made since the service's usage report: not an API of the
 * service, main's own count. A name no API has; people read it as `seriesName` calls it.
 */
export const sinceReport = 'weatherglass-since-report';

export interface DailySeries {
  /** YYYY-MM-DD of every day of the month, in order. */
  dates: string[];
  /** One series per API, a value for every date (0 on a day without requests). */
  series: { name: string; hits: number[] }[];
  /** Each day's total over every API. */
  totals: number[];
}

/**
 * Every day of the month with each API's hits: the service lists only days that saw a request, the
 * chart shows the whole month. `since`, the requests made on a day after the report, stacks on that
 * day's bar as a series of its own, so today's bar is today's count.
 */
export function dailySeries(usage: UsageMonth, month: string, since?: { date: string; hits: number }): DailySeries {
  const dates = Array.from({ length: daysInMonth(month) }, (_, index) => `${month}-${String(index + 1).padStart(2, '0')}`);
  const byDate = new Map(usage.daily.map((day) => [day.date, day.apis]));
  const series = apiNamesIn(usage).map((name) => ({
    name,
    hits: dates.map((date) => hitsOf(byDate.get(date) ?? [], name)),
  }));
  if (since !== undefined && since.hits > 0) {
    series.push({ name: sinceReport, hits: dates.map((date) => (date === since.date ? since.hits : 0)) });
  }
  const totals = dates.map((_, index) => series.reduce((sum, api) => sum + (api.hits[index] ?? 0), 0));
  return { dates, series, totals };
}

/** A day's hits over every API, as a month's report lists them; 0 for a day it does not list. */
export function hitsOnDay(usage: UsageMonth, day: string): number {
  return usage.daily.find((entry) => entry.date === day)?.apis.reduce((sum, api) => sum + api.hits, 0) ?? 0;
}

/**
 * Today's count, the one number for today on the whole pane. Main owns it (the schedule status's
 * spentToday): it takes the service's report as today's count when it answers one, then adds each
 * request it makes. The pane shows it split at the report it holds.
 */
export interface TodayCount {
  total: number;
  /** What the service's report counted of today. */
  reported: number;
  /** What Weatherglass made since the report: total − reported. */
  since: number;
}

/**
 * `spentToday` is read after the report's answer, so it is never below the report; a status read
 * before it (the day just turned, a slow status answer) is not shown as a negative "since".
 */
export function todayCount(spentToday: number, reported: number): TodayCount {
  const total = Math.max(spentToday, reported);
  return { total, reported, since: total - reported };
}

export interface MonthProjection {
  /** The month's requests before today, as the report gives them. */
  beforeToday: number;
  /** Where today ends by midnight UTC: the refresh schedule's projection, never below today's count. */
  today: number;
  /** Days of the month after today. */
  daysAfter: number;
  /** beforeToday + today, and each day after like today. */
  projected: number;
}

export interface ProjectionInput {
  month: string;
  /** YYYY-MM-DD, UTC. */
  today: string;
  /** The report's total for the month, today's reported hits included. */
  monthHits: number;
  /** The report's hits for today. */
  reportedToday: number;
  /** Today's count (TodayCount.total). */
  todayTotal: number;
  /** The schedule's projection of today's total by midnight UTC (ScheduleStatusView.projectedToday). */
  todayProjected: number;
}

/**
 * Where the month ends at today's pace: what it used before today, what today reaches by
 * midnight, and as much again on each remaining day. Never below what the month has used plus
 * what today will reach. Only the current month has one: a past month is complete, a future one empty.
 */
export function projectMonth(input: ProjectionInput): MonthProjection | null {
  if (input.today.slice(0, 7) !== input.month) return null;
  const beforeToday = Math.max(0, input.monthHits - input.reportedToday);
  const today = Math.max(input.todayTotal, input.todayProjected);
  const daysAfter = daysInMonth(input.month) - Number(input.today.slice(8, 10));
  return { beforeToday, today, daysAfter, projected: beforeToday + today * (1 + daysAfter) };
}

/** Share of the allowance used, in whole percent; over 100 when the allowance is exceeded. */
export function percentOf(spent: number, allowance: number): number {
  if (allowance <= 0) return 0;
  return Math.round((spent / allowance) * 100);
}

/**
 * Each part's share of their total in whole percent, adding up to 100 as the reader adds them:
 * largest remainder (Hamilton's method), each rounded down and the points left given to the parts
 * that lost most, the earlier first on a tie. All 0 when there is nothing.
 */
export function wholeShares(parts: readonly number[]): number[] {
  const total = parts.reduce((sum, part) => sum + part, 0);
  if (total <= 0) return parts.map(() => 0);
  const exact = parts.map((part) => (part * 100) / total);
  const shares = exact.map((share) => Math.floor(share));
  let left = 100 - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = exact.map((share, index) => ({ index, remainder: share - Math.floor(share) })).sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/** "June 2025" for "2025-06", in the windows' own language. */
export function monthLabel(month: string): string {
  return new Date(`${month}-01T00:00:00Z`).toLocaleDateString(wordsLocale(), { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** The month before or after a YYYY-MM key. */
export function shiftMonth(month: string, by: number): string {
  const [year, monthNumber] = month.split('-').map(Number);
  if (year === undefined || monthNumber === undefined) throw new RangeError(`not a YYYY-MM month: ${month}`);
  return utcMonthOf(new Date(Date.UTC(year, monthNumber - 1 + by, 1)));
}
