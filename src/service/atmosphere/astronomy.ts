import { Body, MoonPhase, Observer, SearchRiseSet } from 'astronomy-engine';
import { DateTime } from 'luxon';
import type { Point } from './atmosphere';
import { sunAltitudeDegrees } from './solar';

/**
 * Sun and moon for the daily products, from astronomy-engine. Rise and set are searched within
 * one day: the local calendar day containing `day` in `zone` when a zone is given, otherwise the
 * 24 hours from `day`. null when the body does not rise (or set) that day: polar night and day
 * for the sun, and the one day a month or so without a moonrise or moonset. Rise and set come
 * to the whole second, once, here: the answers show each both as a clock time and as Unix
 * seconds, and the two must name the same second.
 */
interface RiseSet {
  rise: Date | null;
  set: Date | null;
}

/** The sun's geometric altitude in degrees at a place and instant (closed-form, good to about 0.01°). */
export function sunAltitude(point: Point, at: Date): number {
  return sunAltitudeDegrees(point.lat, point.lon, at.getTime());
}

export function sunTimes(point: Point, day: Date, zone?: string): { sunrise: Date | null; sunset: Date | null } {
  const times = riseSet(Body.Sun, point, day, zone);
  return { sunrise: times.rise, sunset: times.set };
}

export function moonTimes(point: Point, day: Date, zone?: string): { moonrise: Date | null; moonset: Date | null } {
  const times = riseSet(Body.Moon, point, day, zone);
  return { moonrise: times.rise, moonset: times.set };
}

/** The moon's phase in degrees: 0 new, 90 first quarter, 180 full, 270 last quarter. */
export function moonPhaseDegrees(at: Date): number {
  return MoonPhase(at);
}

function riseSet(body: Body, point: Point, day: Date, zone: string | undefined): RiseSet {
  const start = dayStart(day, zone);
  const end = start.getTime() + 86_400_000;
  const observer = new Observer(point.lat, point.lon, 0);
  const within = (direction: 1 | -1): Date | null => {
    const found = SearchRiseSet(body, observer, direction, start, 1);
    if (found === null) return null;
    const second = new Date(Math.round(found.date.getTime() / 1000) * 1000);
    return second.getTime() < end ? second : null;
  };
  return { rise: within(1), set: within(-1) };
}

function dayStart(day: Date, zone: string | undefined): Date {
  if (zone === undefined) return day;
  const local = DateTime.fromJSDate(day, { zone });
  return local.isValid ? local.startOf('day').toJSDate() : day;
}
