import { dayOfLeapYear, leapYearDays, monthMiddle } from './monthday';

/**
 * A daily climate value from twelve monthly means: each month's mean sits at its middle day,
 * days in between are interpolated linearly (round the year end), and the result is smoothed
 * with a 15-day central moving average, as the specification's daily normals are.
 */
export function dailyNormal(monthly: readonly number[], month: number, day: number): number {
  const target = dayOfLeapYear(month, day);
  let sum = 0;
  for (let offset = -7; offset <= 7; offset += 1) {
    sum += interpolated(monthly, (target + offset + leapYearDays) % leapYearDays);
  }
  return sum / 15;
}

function interpolated(monthly: readonly number[], dayOfYear: number): number {
  for (let month = 1; month <= 12; month += 1) {
    const next = month === 12 ? 1 : month + 1;
    const start = monthMiddle(month);
    const end = month === 12 ? monthMiddle(1) + leapYearDays : monthMiddle(next);
    const day = dayOfYear < monthMiddle(1) ? dayOfYear + leapYearDays : dayOfYear;
    if (day >= start && day < end) {
      const fraction = (day - start) / (end - start);
      return (monthly[month - 1] ?? 0) * (1 - fraction) + (monthly[next - 1] ?? 0) * fraction;
    }
  }
  return monthly[0] ?? 0;
}
