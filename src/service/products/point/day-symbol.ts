import { symbolCode } from '@service/atmosphere/index';
import { overlay, type PeriodSummary } from './period';

/** The daytime a daily symbol, cloudiness and pressure describe: 07:00-18:00 local time. */
export const daytime = { fromHour: 7, untilHour: 18 } as const;

/** The mean cloudiness of the daytime, %. */
export function daytimeCloudiness(daylight: PeriodSummary): number {
  return daylight.samples.reduce((sum, weather) => sum + weather.cloudiness, 0) / Math.max(daylight.samples.length, 1);
}

/**
 * A day's symbol: the daytime sky on average, and the whole day's precipitation, the total the
 * day reports, so that a day with rain in the night does not show a dry sky. A day symbol while
 * the sun rises at all; in the polar night, when it never does, a night symbol, with no sun.
 */
export function daySymbol(day: PeriodSummary, daylight: PeriodSummary): string {
  const { precipRate, precipType, thunderProb } = day.weather;
  const highestSun = Math.max(...day.samples.map((weather) => weather.sunAltitude));
  return symbolCode(
    overlay(daylight.weather, { cloudiness: daytimeCloudiness(daylight), precipRate, precipType, thunderProb, sunAltitude: highestSun }),
  );
}
