import { DateTime } from 'luxon';
import { moonPhaseDegrees, moonTimes, sunTimes } from '@service/atmosphere/astronomy';
import type { Point } from '@service/atmosphere/atmosphere';

export interface DayAstronomy {
  sunrise: string | null;
  sunset: string | null;
  moonrise: string | null;
  moonset: string | null;
  sunriseEpoch: number | null;
  sunsetEpoch: number | null;
  moonPhase: number;
}

/**
 * Sun and moon on a local day: rise and set as local hh:mm:ss with the sun's also as Unix seconds
 * (the same whole second: sunTimes rounds), null when there is none that day (polar night and
 * day; a day a month without a moonrise or moonset), and the moon's phase in whole degrees at
 * local midday.
 */
export function dayAstronomy(point: Point, dayStart: DateTime): DayAstronomy {
  const zone = dayStart.zoneName ?? 'UTC';
  const clock = (at: Date | null) => (at === null ? null : DateTime.fromJSDate(at, { zone }).toFormat('HH:mm:ss'));
  const epoch = (at: Date | null) => (at === null ? null : at.getTime() / 1000);
  const { sunrise, sunset } = sunTimes(point, dayStart.toJSDate(), zone);
  const { moonrise, moonset } = moonTimes(point, dayStart.toJSDate(), zone);
  return {
    sunrise: clock(sunrise),
    sunset: clock(sunset),
    moonrise: clock(moonrise),
    moonset: clock(moonset),
    sunriseEpoch: epoch(sunrise),
    sunsetEpoch: epoch(sunset),
    moonPhase: Math.round(moonPhaseDegrees(dayStart.set({ hour: 12 }).toJSDate())) % 360,
  };
}
