import { clockParts } from '@shared/units';
import type { TimeDisplay } from '../lib/weather/display';
import { dateTimeFormat, formatClock, instant, missing } from '../lib/weather/format';
import { dashboardText as t } from './text';

/**
 * The dashboard's times and dates, in the formats of the interface language (`dateTimeFormat`) and in
 * the zone `displayOf` chose (undefined: the computer's own).
 */

/** 'Sat 21 Nov, 14:00': an instant with its day, for validity and observation times. */
export function formatDayAndTime(at: string | number, display: TimeDisplay): string {
  const ms = instant(at);
  if (!Number.isFinite(ms)) return missing;
  return dateTimeFormat({ weekday: 'short', day: 'numeric', month: 'short', ...clockParts(display.units.clock) }, display.zone).format(ms);
}

/** 'Sat 14:00': short enough for a chart's axis, where the steps are at most a few days apart. */
export function formatStep(at: string, display: TimeDisplay): string {
  const ms = Date.parse(at);
  if (!Number.isFinite(ms)) return missing;
  return dateTimeFormat({ weekday: 'short', ...clockParts(display.units.clock) }, display.zone).format(ms);
}

const calendarDay = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * 'Sat 21 Nov' for a calendar day (YYYY-MM-DD). A date has no zone: it names the location's own
 * day, so it is read and written in UTC to keep it the same day everywhere.
 */
export function formatDate(date: string): string {
  const match = calendarDay.exec(date);
  if (match === null) return missing;
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return dateTimeFormat({ weekday: 'short', day: 'numeric', month: 'short' }, 'UTC').format(ms);
}

/** 'Sat 21 Nov 2026': a calendar day that may lie in another year (a past day of the history). */
export function formatDateWithYear(date: string): string {
  const year = calendarDay.exec(date)?.[1];
  return year === undefined ? missing : `${formatDate(date)} ${year}`;
}

/** Today's date (YYYY-MM-DD) in a zone. */
export function todayIn(zone: string | undefined, now: number): string {
  // en-CA writes dates as YYYY-MM-DD.
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  } catch {
    return new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  }
}

/** The calendar day `days` after `date` (before, when negative). */
export function addDays(date: string, days: number): string {
  const match = calendarDay.exec(date);
  if (match === null) return date;
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + days);
  return new Date(ms).toISOString().slice(0, 10);
}

/**
 * 'Sat' and '14:00' apart, for a sentence that puts words between them ("le sam. à 14:00", "am Sa.
 * um 14:00"): the weekday as the language writes it beside a time, the clock as `formatClock` does.
 */
export function dayAndClock(at: number | string, display: TimeDisplay): { day: string; clock: string } {
  const ms = instant(at);
  if (!Number.isFinite(ms)) return { day: missing, clock: missing };
  const day = dateTimeFormat({ weekday: 'short', ...clockParts(display.units.clock) }, display.zone)
    .formatToParts(ms)
    .find((part) => part.type === 'weekday')?.value;
  return { day: day ?? missing, clock: formatClock(ms, display) };
}

/** 'Tue' for an instant in the display's zone. */
export function weekday(at: number | string, display: Pick<TimeDisplay, 'zone'>): string {
  const ms = instant(at);
  return Number.isFinite(ms) ? dateTimeFormat({ weekday: 'short' }, display.zone).format(ms) : missing;
}

/** '2026-11-21': the calendar day of an instant in a zone, to tell where days change. */
export function dayKey(at: number | string, zone: string | undefined): string {
  const ms = instant(at);
  if (!Number.isFinite(ms)) return '';
  const parts = dateTimeFormat({ year: 'numeric', month: '2-digit', day: '2-digit' }, zone).formatToParts(ms);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** '14:00 Tue': a time people place within the next days. */
export function clockAndDay(at: number | string, display: TimeDisplay): string {
  return `${formatClock(at, display)} ${weekday(at, display)}`;
}

/**
 * Axis labels for steps: the clock, with the weekday in front on the first step and wherever a new
 * day starts ('Tue 00:00'), so a long axis says which day it is.
 */
export function stepLabels(times: readonly string[], display: TimeDisplay): string[] {
  const { zone } = display;
  return times.map((time, index) => {
    const previous = times[index - 1];
    const newDay = previous === undefined || dayKey(previous, zone) !== dayKey(time, zone);
    return newDay ? `${weekday(time, display)} ${formatClock(time, display)}` : formatClock(time, display);
  });
}

/** Local hour (0-23) of an instant in a zone. */
export function hourOf(at: number | string, zone: string | undefined): number {
  const ms = instant(at);
  if (!Number.isFinite(ms)) return -1;
  // The hour part alone: German writes the whole format as "14 Uhr".
  const hour = dateTimeFormat({ hour: '2-digit', hourCycle: 'h23' }, zone).formatToParts(ms).find((part) => part.type === 'hour');
  return hour === undefined ? -1 : Number(hour.value);
}

/**
 * An hour mark along a time axis, as short as it can say the hour: '09:00' on a 24-hour clock, '9 am'
 * on a 12-hour one (the minutes of a whole hour would crowd the marks).
 */
export function hourMark(at: number | string, display: TimeDisplay): string {
  const ms = instant(at);
  if (display.units.clock === '24h' || !Number.isFinite(ms)) return formatClock(ms, display);
  const parts = dateTimeFormat({ hour: 'numeric', hourCycle: 'h12' }, display.zone).formatToParts(ms);
  const hour = parts.findIndex((part) => part.type === 'hour');
  const period = parts.findIndex((part) => part.type === 'dayPeriod');
  if (hour === -1 || period === -1) return formatClock(ms, display);
  // The hour, the day period and what the language writes between them ('9 am', '9 ap.'), never a word like 'Uhr'.
  return parts
    .slice(Math.min(hour, period), Math.max(hour, period) + 1)
    .map((part) => part.value)
    .join('');
}

export interface TickPlan {
  /** What each step's tick says when it is shown. */
  text: string[];
  /** How much a tick matters: the chart shows the most important ones that fit. */
  rank: number[];
}

/**
 * Ticks for a long axis of hours: the first step of each day says its weekday ('Tue'), noon and
 * midnight rank above 06:00 and 18:00, and other hours below, so a narrow chart shows days only and
 * a wide one the hours between.
 */
export function hourTicks(times: readonly string[], display: TimeDisplay): TickPlan {
  const { zone } = display;
  const text: string[] = [];
  const rank: number[] = [];
  times.forEach((time, index) => {
    const previous = times[index - 1];
    const hour = hourOf(time, zone);
    if (previous === undefined || dayKey(previous, zone) !== dayKey(time, zone)) {
      text.push(weekday(time, display));
      // The first step starts the axis, not its day: a whole day's label wins a tight spot.
      rank.push(previous === undefined ? 2.5 : 3);
      return;
    }
    text.push(formatClock(time, display));
    rank.push(hour % 12 === 0 ? 2 : hour % 6 === 0 ? 1 : 0);
  });
  return { text, rank };
}

/**
 * The service's local 'hh:mm:ss' (sunrise, moonset …) in the clock chosen ('11:02', '11:02 am'); 'none'
 * when there is none that day (null), the dash when the dataset left it out.
 */
export function timeOfDay(value: string | null | undefined, display: Pick<TimeDisplay, 'units'>): string {
  // The service tells there is no rise or set that day (null), unlike a value it left out.
  if (value === null) return t('noneThatDay');
  const match = /^(\d{2}):(\d{2})/.exec(value ?? '');
  if (match === null) return missing;
  // A wall-clock time of no particular day, written by the one clock format as if in UTC.
  return formatClock(Date.UTC(2000, 0, 1, Number(match[1]), Number(match[2])), { units: display.units, zone: 'UTC' });
}
