import type { ObservedHour } from './observed-hour';
import { localStamp } from './stamps';
import type { HistoryFormat } from './units';

export interface SnowTotals {
  /** cm fallen this day, this month up to and including this day, and since the last 1 July. */
  day: number;
  monthToDate: number;
  sinceJuly1: number;
}

const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);

/** Speed-weighted mean direction: a north wind and a south wind do not average to east. */
function meanDirection(hours: readonly ObservedHour[]): number {
  let east = 0;
  let north = 0;
  for (const { weather } of hours) {
    const radians = (weather.windDir * Math.PI) / 180;
    east += weather.windSpeed * Math.sin(radians);
    north += weather.windSpeed * Math.cos(radians);
  }
  return ((Math.atan2(east, north) * 180) / Math.PI + 360) % 360;
}

/** The type that brought the most water, or 'none' on a dry day. */
function mainPrecipType(hours: readonly ObservedHour[]): string {
  const amounts = new Map<string, number>();
  for (const hour of hours) {
    if (hour.precipType !== null) amounts.set(hour.precipType, (amounts.get(hour.precipType) ?? 0) + hour.precipitation);
  }
  let best = 'none';
  let most = 0;
  for (const [type, amount] of amounts) {
    if (amount > most) [best, most] = [type, amount];
  }
  return best;
}

/**
 * One day's summary, keys as the specification names them. Meanings (ours): dt the day; 0/1
 * flags fog, rain, snow, hail, thunder, tornado (any hour); snowfall, snowfallmonthtodate,
 * snowfallsincejul1 and snowdepth (at the day's end) in cm or inches; a-suffixed keys are day
 * means (ta temperature, da dew point, pa pressure, wsa wind speed, wda and wna the mean wind
 * direction in degrees and as a compass point, va visibility, rha humidity), x and n the
 * maxima and minima (tx, tn, rhx, rhn, dx, dn, px, pn, wsx, wsn, vx, vn); pr24 the day's
 * precipitation and prtype its main type (rain, sleet, snow or none).
 */
export function dailySummary(
  day: Date,
  hours: readonly ObservedHour[],
  snow: SnowTotals,
  zone: string,
  lang: string,
  format: HistoryFormat,
) {
  const pick = (read: (hour: ObservedHour) => number) => hours.map(read);
  const temperature = pick((hour) => hour.weather.temperature);
  const dewPoint = pick((hour) => hour.weather.dewPoint);
  const pressure = pick((hour) => hour.weather.pressure);
  const wind = pick((hour) => hour.weather.windSpeed);
  const visibility = pick((hour) => hour.weather.visibility);
  const humidity = pick((hour) => hour.weather.relHumidity);
  const any = (flag: (hour: ObservedHour) => boolean) => format.flag(hours.some(flag));
  const direction = meanDirection(hours);
  const last = hours.at(-1);
  return {
    dt: localStamp(day, zone, lang),
    fog: any((hour) => hour.fog),
    rain: any((hour) => hour.rain),
    snow: any((hour) => hour.snow),
    snowfall: format.snow(snow.day),
    snowfallmonthtodate: format.snow(snow.monthToDate),
    snowfallsincejul1: format.snow(snow.sinceJuly1),
    snowdepth: format.snow(last?.weather.snowDepth ?? 0),
    hail: any((hour) => hour.hail),
    thunder: any((hour) => hour.thunder),
    tornado: any((hour) => hour.tornado),
    ta: format.temperature(mean(temperature)),
    da: format.temperature(mean(dewPoint)),
    pa: format.pressure(mean(pressure)),
    wsa: format.wind(mean(wind)),
    wna: format.directionName(direction),
    wda: format.direction(direction),
    va: format.visibility(mean(visibility)),
    rha: format.percent(mean(humidity)),
    tx: format.temperature(Math.max(...temperature)),
    tn: format.temperature(Math.min(...temperature)),
    rhx: format.percent(Math.max(...humidity)),
    rhn: format.percent(Math.min(...humidity)),
    dx: format.temperature(Math.max(...dewPoint)),
    dn: format.temperature(Math.min(...dewPoint)),
    px: format.pressure(Math.max(...pressure)),
    pn: format.pressure(Math.min(...pressure)),
    wsx: format.wind(Math.max(...wind)),
    wsn: format.wind(Math.min(...wind)),
    vx: format.visibility(Math.max(...visibility)),
    vn: format.visibility(Math.min(...visibility)),
    pr24: format.precipitation(hours.reduce((sum, hour) => sum + hour.precipitation, 0)),
    prtype: mainPrecipType(hours),
  };
}
