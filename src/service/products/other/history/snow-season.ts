import type { DateTime } from 'luxon';
import type { Atmosphere } from '@service/atmosphere/atmosphere';
import type { Station } from '@service/places/places';
import { snowfallCm } from '../snowfall';

/** Days before the requested ones are sampled every few hours: enough for a season's total. */
const coarseStepHours = 3;

/** The last 1 July on or before a day: the start of the snow season total. */
export function seasonStart(day: DateTime): DateTime {
  const july = day.set({ month: 7, day: 1 }).startOf('day');
  return july > day ? july.minus({ years: 1 }) : july;
}

/**
 * cm of snow that fell at the station on each local day from the season start (never later than
 * the month start) up to the day before `firstDay`, keyed YYYY-MM-DD.
 */
export function snowfallBefore(atmosphere: Atmosphere, station: Station, firstDay: DateTime): Map<string, number> {
  const totals = new Map<string, number>();
  for (let day = seasonStart(firstDay); day < firstDay; day = day.plus({ days: 1 })) {
    let total = 0;
    const start = day.toMillis();
    for (let hour = coarseStepHours / 2; hour < 24; hour += coarseStepHours) {
      const weather = atmosphere.observed(station, new Date(start + hour * 3_600_000), station.elevation);
      total += snowfallCm(weather.precipRate * coarseStepHours, weather.precipType);
    }
    totals.set(day.toFormat('yyyy-MM-dd'), total);
  }
  return totals;
}
