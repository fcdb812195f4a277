import type { ApiHits, UsageMonth } from '../../../../shared/api/usage';

/** The service's API names, in the order its usage report lists them. */
export const knownApis = ['Weather API', 'Map API', 'Administrative'] as const;

/** A YYYY-MM month key in UTC, as usage:month takes it. */
export function utcMonthOf(instant: Date): string {
  return instant.toISOString().slice(0, 7);
}

/** A YYYY-MM-DD day key in UTC, as usage:day takes it. */
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
 * chart shows the whole month.
 */
export function dailySeries(usage: UsageMonth, month: string): DailySeries {
  const dates = Array.from({ length: daysInMonth(month) }, (_, index) => `${month}-${String(index + 1).padStart(2, '0')}`);
  const byDate = new Map(usage.daily.map((day) => [day.date, day.apis]));
  const series = apiNamesIn(usage).map((name) => ({
    name,
    hits: dates.map((date) => hitsOf(byDate.get(date) ?? [], name)),
  }));
  const totals = dates.map((_, index) => series.reduce((sum, api) => sum + (api.hits[index] ?? 0), 0));
  return { dates, series, totals };
}

export interface MonthProjection {
  /** Days of the month counted so far, today included. */
  daysSoFar: number;
  daysInMonth: number;
  averagePerDay: number;
  /** The average so far times the days of the month, rounded. */
  projected: number;
}

/**
 * Where the month ends if every remaining day averages what the days so far did (today counted as
 * a whole day). Only the current month has one: a past month is complete, a future one is empty.
 */
export function projectMonth(hitsSoFar: number, month: string, today: string): MonthProjection | null {
  if (today.slice(0, 7) !== month) return null;
  const daysSoFar = Number(today.slice(8, 10));
  const days = daysInMonth(month);
  const averagePerDay = hitsSoFar / daysSoFar;
  return { daysSoFar, daysInMonth: days, averagePerDay, projected: Math.round(averagePerDay * days) };
}

/** Share of the allowance used, in whole percent; over 100 when the allowance is exceeded. */
export function percentOf(spent: number, allowance: number): number {
  if (allowance <= 0) return 0;
  return Math.round((spent / allowance) * 100);
}

/** "June 2025" for "2025-06", in the user's language. */
export function monthLabel(month: string, locale?: string): string {
  return new Date(`${month}-01T00:00:00Z`).toLocaleDateString(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** The month before or after a YYYY-MM key. */
export function shiftMonth(month: string, by: number): string {
  const [year, monthNumber] = month.split('-').map(Number);
  if (year === undefined || monthNumber === undefined) throw new RangeError(`not a YYYY-MM month: ${month}`);
  return utcMonthOf(new Date(Date.UTC(year, monthNumber - 1 + by, 1)));
}
