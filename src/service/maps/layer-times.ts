import type { Atmosphere } from '../atmosphere/atmosphere';
import { latestRadarAnalysis } from '../products/radar-coverage';
import type { LayerDefinition } from './layer-catalogue';

const minuteMs = 60_000;

export interface LayerTimes {
  /** Ascending instants valid in the tile path. */
  available: Date[];
  /** Index of the latest available time at or before now. */
  current: number;
  updated: Date;
  analysis: Date;
  /** Radar layers only: the layer's latest frame, the nowcast's analysis, and the model run of a 3-hourly tail. */
  analyses: Date[] | null;
}

/** Where the pixels of a frame come from: the observed truth, or forecasts from the latest radar analysis and model run. */
export type FrameSource = { kind: 'observed' } | { kind: 'forecast'; analysis: Date; modelRun: Date };

/** Radar and observation layers are stamped with their latest frame; model layers with their run. */
function family(layer: LayerDefinition): 'radar' | 'observation' | 'model' {
  switch (layer.render.kind) {
    case 'radar':
      return 'radar';
    case 'satellite':
    case 'accumulation':
      return 'observation';
    default:
      return 'model';
  }
}

function firstSegment(layer: LayerDefinition): { stepMinutes: number; untilMinutes: number } {
  const segment = layer.schedule.segments[0];
  if (segment === undefined) throw new Error(`layer ${layer.id} has no time segments`);
  return segment;
}

/** The latest step of the layer's first segment at or before now. */
function baseTime(layer: LayerDefinition, now: Date): number {
  const step = firstSegment(layer).stepMinutes * minuteMs;
  const offset = (layer.schedule.offsetMinutes ?? 0) * minuteMs;
  return Math.floor((now.getTime() - offset) / step) * step + offset;
}

function timesFrom(layer: LayerDefinition, base: number): number[] {
  const offset = (layer.schedule.offsetMinutes ?? 0) * minuteMs;
  const firstStep = firstSegment(layer).stepMinutes * minuteMs;
  const times: number[] = [];
  let next = base - Math.floor((layer.schedule.historyMinutes * minuteMs) / firstStep) * firstStep;
  for (const segment of layer.schedule.segments) {
    const step = segment.stepMinutes * minuteMs;
    const last = times.at(-1);
    // A coarser segment continues at the first of its own grid points after the finer one ends.
    if (last !== undefined) next = Math.floor((last - offset) / step) * step + offset + step;
    for (const limit = base + segment.untilMinutes * minuteMs; next <= limit; next += step) times.push(next);
  }
  return times;
}

/** The instants (epoch ms, ascending) a layer's tiles can be requested for at `now`. */
export function availableTimes(layer: LayerDefinition, now: Date): number[] {
  return timesFrom(layer, baseTime(layer, now));
}

/**
 * The first whole minute after `fromMs`, up to `untilMs`, at which `latest` (a step function that
 * only steps on whole minutes, such as the latest model run) reports something other than it
 * does at `fromMs`; `untilMs` rounded up when it never does.
 */
function firstChange(latest: (at: Date) => Date, fromMs: number, untilMs: number): number {
  const before = latest(new Date(fromMs)).getTime();
  let same = Math.floor(fromMs / minuteMs);
  let changed = Math.ceil(untilMs / minuteMs);
  while (changed - same > 1) {
    const middle = Math.floor((same + changed) / 2);
    if (latest(new Date(middle * minuteMs)).getTime() === before) same = middle;
    else changed = middle;
  }
  return changed * minuteMs;
}

/** When the latest model run became available: the first minute `latestRun` reports it. */
function runAvailableAt(atmosphere: Atmosphere, run: Date, now: Date): Date {
  if (run.getTime() >= now.getTime()) return now;
  return new Date(firstChange((at) => atmosphere.latestRun(at), run.getTime() - minuteMs, now.getTime()));
}

export function layerTimes(layer: LayerDefinition, now: Date, atmosphere: Atmosphere): LayerTimes {
  const base = baseTime(layer, now);
  const available = timesFrom(layer, base);
  const current = available.findLastIndex((time) => time <= now.getTime());
  const run = atmosphere.latestRun(now);
  const runAvailable = runAvailableAt(atmosphere, run, now);
  const nowcast = latestRadarAnalysis(now);
  const kind = family(layer);
  const hasModelTail = layer.schedule.segments.length > 1;
  return {
    available: available.map((time) => new Date(time)),
    current: Math.max(0, current),
    updated: new Date(lastUpdate(layer, base, nowcast.getTime(), runAvailable.getTime())),
    analysis: kind === 'model' ? run : new Date(base),
    analyses: kind === 'radar' ? [new Date(base), nowcast, ...(hasModelTail ? [run] : [])] : null,
  };
}

/** The instant the newest data a layer shows arrived. */
function lastUpdate(layer: LayerDefinition, base: number, nowcast: number, runAvailable: number): number {
  const forecastsAhead = layer.schedule.segments.some((segment) => segment.untilMinutes > 0);
  switch (family(layer)) {
    case 'radar':
      return Math.max(base, nowcast);
    case 'observation':
      return forecastsAhead ? Math.max(base, runAvailable) : base;
    case 'model':
      return runAvailable;
  }
}

/**
 * What a frame shows: the point products' seamless forecast (products/point/seamless-forecast.ts),
 * so that a pixel and the forecast for its place agree. Up to the latest 5-minute radar analysis
 * that is the observed truth, and final; beyond it the nowcast from that analysis, handing over to
 * the latest model run further ahead.
 */
export function frameSource(time: Date, now: Date, atmosphere: Atmosphere): FrameSource {
  const analysis = latestRadarAnalysis(now);
  if (time.getTime() <= analysis.getTime()) return { kind: 'observed' };
  return { kind: 'forecast', analysis, modelRun: atmosphere.latestRun(now) };
}

/** YYYYMMDDhhmmss, the analysis stamp's shape. */
export function analysisStamp(at: Date): string {
  return at.toISOString().slice(0, 19).replace(/[-T:]/g, '');
}

const maxLookAheadMs = 24 * 60 * minuteMs;

/**
 * Until when a frame's pixels stay as they are: observed frames are final (null); a forecast frame
 * changes when a newer radar analysis or model run replaces one of its sources.
 */
export function frameExpiry(time: Date, now: Date, atmosphere: Atmosphere): Date | null {
  if (frameSource(time, now, atmosphere).kind === 'observed') return null;
  const from = now.getTime();
  const until = Math.min(time.getTime(), from + maxLookAheadMs);
  const nextAnalysis = firstChange(latestRadarAnalysis, from, until);
  const nextRun = firstChange((at) => atmosphere.latestRun(at), from, until);
  return new Date(Math.min(nextAnalysis, nextRun, until));
}
