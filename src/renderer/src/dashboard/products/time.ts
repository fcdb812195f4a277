import { dateTimeFormat, missing } from '../../lib/weather/format';

/**
 * Times of the product panels, all in English like the rest of the interface and in the zone
 * `displayZone` chose (undefined: the computer's own).
 */

const clock: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

/** 'Sat 21 Nov, 14:00': an instant with its day, for validity and observation times. */
export function formatDateTime(at: string | number, zone: string | undefined): string {
  const ms = typeof at === 'number' ? at : Date.parse(at);
  if (!Number.isFinite(ms)) return missing;
  return dateTimeFormat({ weekday: 'short', day: 'numeric', month: 'short', ...clock }, zone).format(ms);
}

/** 'Sat 14:00': short enough for a chart's axis, where the steps are at most a few days apart. */
export function formatStep(at: string, zone: string | undefined): string {
  const ms = Date.parse(at);
  if (!Number.isFinite(ms)) return missing;
  return dateTimeFormat({ weekday: 'short', ...clock }, zone).format(ms);
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
