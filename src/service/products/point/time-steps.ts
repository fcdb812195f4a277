import { DateTime } from 'luxon';

export const minuteMs = 60_000;
export const quarterHourMs = 15 * minuteMs;
export const hourMs = 60 * minuteMs;

/** The zone's UTC offset at an instant, in ms: aligns steps to the local clock where it is not a whole hour. */
function offsetMs(at: Date, zone: string): number {
  return DateTime.fromJSDate(at, { zone }).offset * minuteMs;
}

/** The first instant at or after `at` that is a whole multiple of `stepMs` on the zone's clock (UTC by default). */
export function alignUp(at: Date, stepMs: number, zone = 'UTC'): Date {
  const shift = offsetMs(at, zone);
  return new Date(Math.ceil((at.getTime() + shift) / stepMs) * stepMs - shift);
}

/** The last instant at or before `at` that is a whole multiple of `stepMs` in UTC. */
export function alignDown(at: Date, stepMs: number): Date {
  return new Date(Math.floor(at.getTime() / stepMs) * stepMs);
}

/** `count` instants `stepMs` apart from `first`. */
export function series(first: Date, stepMs: number, count: number): Date[] {
  return Array.from({ length: count }, (_, index) => new Date(first.getTime() + index * stepMs));
}
