import { DateTime } from 'luxon';
import type { MonthlyNormals, SurfaceWeather } from '@service/atmosphere/atmosphere';
import { integrateHourly, snowRate } from '../../point/period';
import type { WeatherAt } from '../../point/sampler';
import type { Level, WarningType } from './catalogue';
import {
  coldLevel, fogLevel, frostLevel, heatLevel, rainLevel, snowLevel, thunderstormLevel, windLevel, type Assessment,
} from './rules';

export interface IssuedWarning {
  type: WarningType;
  level: Level;
  from: Date;
  until: Date;
  /** The figure the text quotes: the highest gust or total, the extreme temperature, the lowest visibility. */
  value: number;
}

const hourMs = 3_600_000;
const quarterMs = hourMs / 4;
/** Warnings are issued for the past day (still active ones) and the next five days, as the FMI's are. */
const lookBackHours = 24;
const lookAheadHours = 120;
/** Rain and snow totals are judged over 24 hours. */
const windowHours = 24;

interface Flag {
  from: Date;
  until: Date;
  assessment: Assessment;
}

/**
 * Turns flagged steps into warnings: neighbours (gaps up to `maxGap` ms) join, the warning takes
 * its highest level, and a run shorter than `minSteps` is not worth a warning.
 */
function join(type: WarningType, flags: readonly Flag[], maxGap: number, minSteps: number, lowest: boolean): IssuedWarning[] {
  const warnings: IssuedWarning[] = [];
  let run: Flag[] = [];
  const close = () => {
    const first = run[0];
    const last = run.at(-1);
    if (first !== undefined && last !== undefined && run.length >= minSteps) {
      const values = run.map((flag) => flag.assessment.value);
      warnings.push({
        type,
        level: Math.max(...run.map((flag) => flag.assessment.level)) as Level,
        from: first.from,
        until: last.until,
        value: lowest ? Math.min(...values) : Math.max(...values),
      });
    }
    run = [];
  };
  for (const flag of flags) {
    if (flag.assessment.level === 0) continue;
    const previous = run.at(-1);
    if (previous !== undefined && flag.from.getTime() - previous.until.getTime() > maxGap) close();
    run.push(flag);
  }
  close();
  return warnings;
}

function hourFlags(hours: readonly Date[], assessments: readonly Assessment[]): Flag[] {
  return hours.map((from, index) => ({
    from,
    until: new Date(from.getTime() + hourMs),
    assessment: assessments[index] ?? { level: 0, value: 0 },
  }));
}

/**
 * Rain or snow: every wet hour that belongs to a 24-hour (or 6-hour) window whose total reaches
 * a threshold is flagged with the worst such window, so the warning covers the wet spell itself.
 * `amounts` runs from 23 hours before the first scanned hour to 23 hours after the last.
 */
function accumulationAssessments(
  amounts: readonly number[],
  count: number,
  wetFrom: number,
  level: (sum24: number, sum6: number) => 0 | Level,
): Assessment[] {
  const offset = windowHours - 1;
  const sums = (end: number, length: number) =>
    amounts.slice(Math.max(0, end - length + 1), end + 1).reduce((sum, amount) => sum + amount, 0);
  const windowLevels = amounts.map((_, end) => (end < offset ? 0 : level(sums(end, windowHours), sums(end, 6))));
  return Array.from({ length: count }, (_, index): Assessment => {
    const at = index + offset;
    if ((amounts[at] ?? 0) < wetFrom) return { level: 0, value: 0 };
    let worst: 0 | Level = 0;
    let total = 0;
    for (let end = at; end < Math.min(amounts.length, at + windowHours); end += 1) {
      worst = Math.max(worst, windowLevels[end] ?? 0) as 0 | Level;
      total = Math.max(total, sums(end, windowHours));
    }
    return { level: worst, value: total };
  });
}

interface LocalDayTemperatures {
  from: Date;
  until: Date;
  max: number;
  min: number;
  normals: MonthlyNormals;
}

/** The local days the scan touches, with their extremes (every quarter hour, ends included, as the daily forecast's) and their month's normals. */
function localDayTemperatures(
  weatherAt: WeatherAt,
  zone: string,
  from: Date,
  until: Date,
  normalsFor: (month: number) => MonthlyNormals,
): LocalDayTemperatures[] {
  const days: LocalDayTemperatures[] = [];
  for (let day = DateTime.fromJSDate(from, { zone }).startOf('day'); day.toJSDate() < until; day = day.plus({ days: 1 })) {
    const next = day.plus({ days: 1 });
    const temperatures: number[] = [];
    for (let at = day.toMillis(); at <= next.toMillis(); at += quarterMs) temperatures.push(weatherAt(at).temperature);
    days.push({
      from: day.toJSDate(),
      until: next.toJSDate(),
      max: Math.max(...temperatures),
      min: Math.min(...temperatures),
      normals: normalsFor(day.month),
    });
  }
  return days;
}

/**
 * One hour of the forecast as the warnings read it, sampled every quarter hour as the point products
 * are: its strongest gust, thunder and worst visibility over the hour, ends included (as a day's
 * extremes are), and its rain and fresh snow as the hour's totals (as an hourly step's).
 */
function hourOf(weatherAt: WeatherAt, startMs: number): { worst: SurfaceWeather; rainMm: number; snowCm: number } {
  const samples = [0, 1, 2, 3, 4].map((quarter) => weatherAt(startMs + quarter * quarterMs));
  const quarters = samples.slice(1);
  const gustiest = samples.reduce((most, weather) => (weather.windGust > most.windGust ? weather : most));
  const worst = {
    ...gustiest,
    thunderProb: Math.max(...samples.map((weather) => weather.thunderProb)),
    precipRate: Math.max(...samples.map((weather) => weather.precipRate)),
    visibility: Math.min(...samples.map((weather) => weather.visibility)),
  };
  return {
    worst,
    rainMm: integrateHourly(quarters, (weather) => (weather.precipType === 'snow' ? 0 : weather.precipRate)),
    snowCm: integrateHourly(quarters, snowRate),
  };
}

/**
 * Every warning the forecast at one place calls for, from a day ago to five days ahead: the same
 * seamless forecast the hourly and daily products show (`weatherAt`), so every day whose forecast
 * crosses a threshold has its warning, and no warning stands without one.
 */
export function detectWarnings(
  weatherAt: WeatherAt,
  zone: string,
  now: Date,
  normalsFor: (month: number) => MonthlyNormals,
): IssuedWarning[] {
  const start = Math.floor(now.getTime() / hourMs) * hourMs - lookBackHours * hourMs;
  const end = new Date(start + (lookBackHours + lookAheadHours) * hourMs);
  const count = lookBackHours + lookAheadHours;
  const offset = windowHours - 1;
  const weather = Array.from({ length: count + 2 * offset }, (_, index) => hourOf(weatherAt, start + (index - offset) * hourMs));
  const hours = Array.from({ length: count }, (_, index) => new Date(start + index * hourMs));
  const scanned = weather.slice(offset, offset + count).map((hour) => hour.worst);
  const rain = weather.map((hour) => hour.rainMm);
  const snow = weather.map((hour) => hour.snowCm);
  const days = localDayTemperatures(weatherAt, zone, new Date(start), end, normalsFor);
  const dayFlags = (assess: (day: LocalDayTemperatures) => Assessment): Flag[] =>
    days.map((day) => ({ from: day.from, until: day.until, assessment: assess(day) }));
  const gap = 2 * hourMs;

  return [
    ...join('wind', hourFlags(hours, scanned.map(windLevel)), gap, 1, false),
    ...join('thunderstorm', hourFlags(hours, scanned.map(thunderstormLevel)), gap, 1, false),
    ...join('fog', hourFlags(hours, scanned.map(fogLevel)), gap, 2, true),
    ...join('rain', hourFlags(hours, accumulationAssessments(rain, count, 0.3, rainLevel)), gap, 1, false),
    ...join('snow', hourFlags(hours, accumulationAssessments(snow, count, 0.2, snowLevel)), gap, 1, false),
    ...join('heat', dayFlags((day) => heatLevel(day.max, day.normals)), 0, 1, false),
    ...join('cold', dayFlags((day) => coldLevel(day.min, day.normals)), 0, 1, true),
    ...join('frost', dayFlags((day) => frostLevel(day.min, day.normals)), 0, 1, true),
  ].sort((a, b) => a.from.getTime() - b.from.getTime() || a.type.localeCompare(b.type));
}
