import { badParameter } from '@service/http/service-error';

/** Days in each month of a leap year: 02-29 is a valid climate day. */
const daysInMonth = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

/** The `monthday` parameter: 'MM-DD', two two-digit numbers, a real calendar day. */
export function parseMonthDay(raw: string | undefined): { month: number; day: number } {
  if (raw === undefined || raw === '') throw badParameter('monthday', "is required, shaped 'MM-DD'");
  const match = /^(\d{2})-(\d{2})$/.exec(raw);
  if (match === null) throw badParameter('monthday', `'${raw}' is not shaped 'MM-DD'`);
  const month = Number(match[1]);
  const day = Number(match[2]);
  const last = daysInMonth[month - 1];
  if (last === undefined) throw badParameter('monthday', `'${raw}' has no month ${month}`);
  if (day < 1 || day > last) throw badParameter('monthday', `'${raw}': month ${month} has days 1 to ${last}`);
  return { month, day };
}

/** 0-based day of a leap year, and the number of days in that year. */
export function dayOfLeapYear(month: number, day: number): number {
  return daysInMonth.slice(0, month - 1).reduce((sum, days) => sum + days, 0) + day - 1;
}

export const leapYearDays = 366;

/** Days of each month (February as in an average year, 28.25, for a monthly mean per day). */
export function averageDaysInMonth(month: number): number {
  return month === 2 ? 28.25 : (daysInMonth[month - 1] ?? 30);
}

/** The middle of each month, as a 0-based day of a leap year. */
export function monthMiddle(month: number): number {
  return dayOfLeapYear(month, 1) + (daysInMonth[month - 1] ?? 30) / 2 - 0.5;
}
