import { DateTime } from 'luxon';
import { alignUp } from '../point/time-steps';

const hourMs = 3_600_000;

/**
 * The first step of a series: the next whole step on the zone's clock, a step exactly at `now`
 * included, as the point forecasts step (UTC hours for air quality, whose times are UTC).
 */
export function firstStep(now: Date, zone: string, stepMinutes = 60): Date {
  return alignUp(now, stepMinutes * 60_000, zone);
}

/** `count` instants `stepMinutes` apart, starting at `start`. */
export function steps(start: Date, count: number, stepMinutes: number): Date[] {
  return Array.from({ length: count }, (_, index) => new Date(start.getTime() + index * stepMinutes * 60_000));
}

export interface LocalDay {
  /** YYYY-MM-DD in the zone. */
  date: string;
  /** The whole hours of the day in the zone: 23, 24 or 25 of them around daylight-saving changes. */
  hours: Date[];
}

/** `count` local calendar days in `zone`, starting with the day `now` falls on. */
export function localDays(now: Date, zone: string, count: number): LocalDay[] {
  const first = DateTime.fromJSDate(now, { zone }).startOf('day');
  return Array.from({ length: count }, (_, index) => {
    const start = first.plus({ days: index });
    const end = start.plus({ days: 1 });
    const hours: Date[] = [];
    for (let at = start.toMillis(); at < end.toMillis(); at += hourMs) hours.push(new Date(at));
    return { date: start.toFormat('yyyy-MM-dd'), hours };
  });
}
