import { DateTime } from 'luxon';
import type { Atmosphere } from '@service/atmosphere/atmosphere';
import { snowfallCm } from '../snowfall';
import type { Resort } from './resorts';

/** How far back the report looks for the last snowfall. */
const snowLookBackDays = 60;
const sampleStepHours = 3;
/** A snowfall the report mentions. */
const snowfallFromCm = 1;
/** Natural snow needed to run lifts: at the base for the whole area, at the top for upper lifts. */
const openBaseFromCm = 20;
const openPeakFromCm = 40;

export interface ResortConditions {
  isOpen: boolean;
  snowDepthBase: number;
  snowDepthPeak: number;
  lastSnowDate: string | null;
  lastSnowAmount: number | null;
  primarySurfaceCondition: string | null;
  liftsOpen: number;
  kmOpen: number;
  valleyRunOpen: string | null;
  funParkOpen: boolean;
}

function inSeason(resort: Resort, local: DateTime): boolean {
  if (resort.season.glacier) return true;
  const today = local.toFormat('MM-dd');
  const { from, until } = resort.season;
  return from <= until ? today >= from && today <= until : today >= from || today <= until;
}

/** The last day with snowfall at the top, newest first, and how much fell (cm). */
function lastSnowfall(atmosphere: Atmosphere, resort: Resort, local: DateTime, now: Date) {
  const top = { lat: resort.lat, lon: resort.lon };
  for (let back = 0; back < snowLookBackDays; back += 1) {
    const day = local.startOf('day').minus({ days: back });
    let total = 0;
    const start = day.toMillis();
    for (let hour = sampleStepHours / 2; hour < 24; hour += sampleStepHours) {
      const at = new Date(start + hour * 3_600_000);
      if (at > now) break;
      const weather = atmosphere.observed(top, at, resort.altitudePeak);
      total += snowfallCm(weather.precipRate * sampleStepHours, weather.precipType);
    }
    if (total >= snowfallFromCm) return { date: day.toFormat('yyyy-MM-dd'), amount: Math.round(total), daysAgo: back };
  }
  return null;
}

/**
 * Today's report from the atmosphere: natural snow depths at the base and top altitudes, the last
 * snowfall, and what runs. A resort operates (isOpen) in its season when there is enough snow;
 * the opening hours say when in the day.
 */
export function resortConditions(atmosphere: Atmosphere, resort: Resort, zone: string, now: Date): ResortConditions {
  const point = { lat: resort.lat, lon: resort.lon };
  const base = atmosphere.observed(point, now, resort.altitudeBase);
  const peak = atmosphere.observed(point, now, resort.altitudePeak);
  const local = DateTime.fromJSDate(now, { zone });
  const snowDepthBase = Math.round(base.snowDepth);
  const snowDepthPeak = Math.round(peak.snowDepth);
  const wholeArea = snowDepthBase >= openBaseFromCm;
  const isOpen = inSeason(resort, local) && (wholeArea || snowDepthPeak >= openPeakFromCm);
  const share = !isOpen ? 0 : wholeArea ? Math.min(1, 0.5 + snowDepthBase / 120) : 0.3;
  const last = lastSnowfall(atmosphere, resort, local, now);
  const spring = resort.lat >= 0 ? local.month >= 3 && local.month <= 5 : local.month >= 9 && local.month <= 11;
  let surface: string | null = null;
  if (snowDepthPeak >= 5) {
    if (last !== null && last.daysAgo <= 1 && last.amount >= 5) surface = 'powder';
    else if (base.temperature > 2) surface = spring ? 'spring snow' : 'wet snow';
    else if (last !== null && last.daysAgo <= 4) surface = 'packed powder';
    else surface = 'machine groomed';
  }
  return {
    isOpen,
    snowDepthBase,
    snowDepthPeak,
    lastSnowDate: last?.date ?? null,
    lastSnowAmount: last?.amount ?? null,
    primarySurfaceCondition: surface,
    liftsOpen: Math.round(resort.lifts * share),
    kmOpen: Math.round(resort.kmPistes * share),
    valleyRunOpen: resort.hasValleyRun ? (isOpen && wholeArea ? 'open' : 'closed') : null,
    funParkOpen: resort.hasFunPark && isOpen && snowDepthPeak >= 50,
  };
}
