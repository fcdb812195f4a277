import type { Nowcast } from '@shared/api/forecasts';
import { formatClock, formatPrecipitation } from '../lib/weather/format';
import type { PrecipitationKind } from '../lib/weather/symbols';

const minute = 60_000;

/** mm/h: below this the service itself reports no precipitation (main's tray and schedule agree). */
export const wetThreshold = 0.1;

/** The popup looks this far ahead. */
export const horizonMinutes = 60;

/** One nowcast step inside the next hour: the step under way first. */
export interface NowcastBar {
  /** Start of the step (epoch ms); the first bar may have started before now. */
  at: number;
  /** Length of the step, ms. */
  lengthMs: number;
  /** mm/h; null where the service gave no value. */
  rate: number | null;
}

function stepLength(times: readonly number[]): number {
  const [first, second] = times;
  return first !== undefined && second !== undefined && second > first ? second - first : minute;
}

/** The steps covering now up to the horizon, in time order; an old nowcast yields none. */
export function nowcastBars(nowcast: Nowcast, now: number, horizon = horizonMinutes): NowcastBar[] {
  const steps = nowcast.forecast
    .map((step) => ({ at: Date.parse(step.time), rate: step.precipRate }))
    .filter((step) => Number.isFinite(step.at))
    .sort((a, b) => a.at - b.at);
  const lengthMs = stepLength(steps.map((step) => step.at));
  const end = now + horizon * minute;
  return steps
    .filter((step) => step.at + lengthMs > now && step.at < end)
    .map((step) => ({ at: step.at, lengthMs, rate: step.rate }));
}

/** How the nowcast was made, in the words the popup shows next to it. */
export function resolutionLabel(resolution: number): string {
  if (resolution === 1) return '1-minute radar';
  if (resolution === 60) return 'hourly model, interpolated';
  return `${resolution}-minute steps`;
}

export type HeadlineKind = 'none' | 'starting' | 'ongoing' | 'stopping' | 'unknown';

export interface NowcastHeadline {
  kind: HeadlineKind;
  text: string;
}

export interface HeadlineOptions {
  /** The zone clock times are given in; the computer's when undefined. */
  timeZone: string | undefined;
  /** What is falling, from the symbols: the nowcast gives only a rate. Rain when unknown. */
  kind?: PrecipitationKind | null;
}

const isWet = (bar: NowcastBar): boolean => bar.rate !== null && bar.rate >= wetThreshold;
const isDry = (bar: NowcastBar): boolean => bar.rate !== null && bar.rate < wetThreshold;

/** Whole minutes from now until an instant, at least 1: "in 0 min" says nothing. */
function minutesUntil(at: number, now: number): number {
  return Math.max(1, Math.round((at - now) / minute));
}

function heaviest(bars: readonly NowcastBar[]): NowcastBar | undefined {
  let peak: NowcastBar | undefined;
  for (const bar of bars) {
    if (bar.rate !== null && (peak === undefined || bar.rate > (peak.rate ?? -Infinity))) peak = bar;
  }
  return peak;
}

/** "the next hour", or the minutes the nowcast still covers when it runs out sooner. */
function span(bars: readonly NowcastBar[], until: number | undefined, now: number): string {
  const last = bars.at(-1);
  const end = until ?? (last === undefined ? now : last.at + last.lengthMs);
  const minutes = Math.min(horizonMinutes, minutesUntil(end, now));
  return minutes >= horizonMinutes ? 'the next hour' : `the next ${minutes} min`;
}

/**
 * The nowcast in one plain sentence: "Rain starting in 12 min, heaviest around 14:25", "Rain for
 * the next 40 min", "Rain stopping in 15 min", "No rain in the next hour". Steps without a value
 * are neither wet nor dry: a wet spell that runs into one lasts "for the next N min", up to it, and
 * a dry hour with gaps says how many minutes it lacks.
 */
export function nowcastHeadline(nowcast: Nowcast | null, now: number, options: HeadlineOptions): NowcastHeadline {
  const bars = nowcast === null ? [] : nowcastBars(nowcast, now);
  const noun = options.kind ?? 'rain';
  const Noun = noun.charAt(0).toUpperCase() + noun.slice(1);
  if (!bars.some((bar) => bar.rate !== null)) {
    return { kind: 'unknown', text: 'Precipitation for the next hour is not known yet' };
  }
  const at = (bar: NowcastBar): string => formatClock(Math.max(bar.at, now), options.timeZone);
  const [current] = bars;
  if (current !== undefined && isWet(current)) {
    const end = bars.findIndex((bar) => !isWet(bar));
    const after = bars[end];
    if (after !== undefined && isDry(after)) {
      return { kind: 'stopping', text: `${Noun} stopping in ${minutesUntil(after.at, now)} min` };
    }
    const spell = end === -1 ? bars : bars.slice(0, end);
    const peak = heaviest(spell);
    const peakText = peak !== undefined && peak !== current && peak.rate !== current.rate ? `, heaviest around ${at(peak)}` : '';
    return { kind: 'ongoing', text: `${Noun} for ${span(bars, after?.at, now)}${peakText}` };
  }
  const start = bars.find(isWet);
  if (start !== undefined) {
    const peak = heaviest(bars.slice(bars.indexOf(start))) ?? start;
    return {
      kind: 'starting',
      text: `${Noun} starting in ${minutesUntil(start.at, now)} min, heaviest around ${at(peak)}`,
    };
  }
  const unknownMinutes = bars.filter((bar) => bar.rate === null).length * Math.round((bars[0]?.lengthMs ?? minute) / minute);
  const gap = unknownMinutes > 0 ? `; ${unknownMinutes} min without data` : '';
  return { kind: 'none', text: `No ${noun} in ${span(bars, undefined, now)}${gap}` };
}

/** The chart in one line, for screen readers: what the bars show without seeing them. */
export function chartSummary(bars: readonly NowcastBar[], headline: NowcastHeadline, locale: string, timeZone: string | undefined): string {
  const peak = heaviest(bars);
  const known = bars.filter((bar) => bar.rate !== null).length;
  const scope = `Precipitation over the next hour, ${known} of ${bars.length} steps known`;
  if (peak === undefined || peak.rate === null || peak.rate < wetThreshold) return `${scope}: ${headline.text}.`;
  const rate = formatPrecipitation(peak.rate, 'mm/h', locale);
  return `${scope}: ${headline.text}; the most is ${rate} at ${formatClock(peak.at, timeZone)}.`;
}
