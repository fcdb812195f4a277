import type { CurrentConditions, Nowcast } from '../api/forecasts';
import { fallingNear, parseSymbol, skies, weatherPhrase, type PrecipitationKind } from './weather-symbol';

/**
 * The one story of precipitation in the next hour, told in the same words by the popup's headline,
 * its chart, the tray's tooltip and the rain notification, from the same data: what falls now (the
 * current conditions, which the conditions' words describe) and the minutely nowcast after it.
 */

const minuteMs = 60_000;

/** mm/h: below this the service's symbols show nothing falling, so nothing here calls it wet. */
export const wetRateMmPerHour = 0.1;
/** mm in an hour: less is a trace, which even half an hour of light rain leaves more than. */
export const traceBelowMm = 0.05;
/** mm/h: the service's symbols call precipitation slight below this and heavy from the next. */
export const lightBelowMmPerHour = 0.5;
export const heavyFromMmPerHour = 4;

/** How far ahead the story looks unless told otherwise. */
export const storyHorizonMinutes = 60;

export type Intensity = 'light' | 'moderate' | 'heavy';

export function intensityOf(rate: number): Intensity {
  if (rate >= heavyFromMmPerHour) return 'heavy';
  return rate < lightBelowMmPerHour ? 'light' : 'moderate';
}

/** A rate over a stretch of time; null where the service gave no value. */
export interface RateSample {
  /** Start, epoch ms. */
  at: number;
  lengthMs: number;
  /** mm/h. */
  rate: number | null;
}

export const isWet = (rate: number | null): boolean => rate !== null && rate >= wetRateMmPerHour;
const isDry = (rate: number | null): boolean => rate !== null && rate < wetRateMmPerHour;

/**
 * The nowcast's steps from the one under way to one starting at the horizon, in time order; an old nowcast yields
 * none. The step length is the nowcast's own: minutely where there is radar, else what it sends.
 */
export function nowcastSamples(nowcast: Nowcast, now: number, horizonMinutes = storyHorizonMinutes): RateSample[] {
  const steps = nowcast.forecast
    .map((step) => ({ at: Date.parse(step.time), rate: step.precipRate }))
    .filter((step) => Number.isFinite(step.at))
    .sort((a, b) => a.at - b.at);
  const [first, second] = steps;
  const lengthMs = first !== undefined && second !== undefined && second.at > first.at ? second.at - first.at : minuteMs;
  const end = now + horizonMinutes * minuteMs;
  return steps.filter((step) => step.at + lengthMs > now && step.at <= end).map((step) => ({ ...step, lengthMs }));
}

export type StoryKind = 'unknown' | 'dry' | 'starting' | 'ongoing' | 'easing';

export interface PrecipitationStory {
  kind: StoryKind;
  /** What falls, or would. */
  falling: PrecipitationKind;
  /** Whether something falls now: what the conditions' words and the story agree on. */
  fallingNow: boolean;
  /** The spell told about (falling now, or the next one): its heaviest rate, mm/h; null without one. */
  peakRate: number | null;
  /** When that spell is heaviest, epoch ms. */
  peakAt: number | null;
  /** When the next spell starts (starting) or the one under way ends (easing), epoch ms. */
  changeAt: number | null;
  /** The plain sentence: "Light rain starting in about 45 min". */
  sentence: string;
  /** For a line after other words, as the tray tooltip: "light rain starting in about 45 min"; null when nothing falls. */
  brief: string | null;
}

export interface StoryInput {
  now: number;
  /** mm/h falling now by the current conditions; null when they are not known. */
  rateNow: number | null;
  nowcast: Nowcast | null;
  /** What falls, from the weather symbols (the nowcast gives only a rate); rain when unknown. */
  falling: PrecipitationKind | null;
  horizonMinutes?: number;
}

/** "40 min", "an hour", "1 h 30 min": past the hour, to the quarter. */
function duration(minutes: number): string {
  if (minutes < 58) return `${minutes} min`;
  const quarters = Math.round(minutes / 15);
  if (quarters === 4) return 'an hour';
  const rest = (quarters % 4) * 15;
  return `${Math.floor(quarters / 4)} h${rest === 0 ? '' : ` ${rest} min`}`;
}

/** "in 4 min", "in about 45 min", "in about an hour", "in about 1 h 30 min". */
export function inAbout(minutes: number): string {
  const whole = Math.max(1, Math.round(minutes));
  return whole < 10 ? `in ${whole} min` : `in about ${duration(whole < 58 ? Math.round(whole / 5) * 5 : whole)}`;
}

/** "the next hour", or "the next 40 min" (down to whole fives) where the data ends sooner than the hour. */
function nextSpan(minutes: number): string {
  if (minutes >= 55) return `the next ${duration(Math.max(60, minutes)).replace('an hour', 'hour')}`;
  return `the next ${Math.max(5, Math.floor(minutes / 5) * 5)} min`;
}

/** "Light rain", "Snow", "Heavy sleet". */
export function spellWords(falling: PrecipitationKind, peak: number): string {
  const intensity = intensityOf(peak);
  return intensity === 'moderate' ? falling.charAt(0).toUpperCase() + falling.slice(1) : `${intensity === 'light' ? 'Light' : 'Heavy'} ${falling}`;
}

/**
 * What falls now (the current conditions when known), then each nowcast step after now. Without
 * nowcast steps ahead there is nothing to tell, whatever falls this minute.
 */
function timeline(input: StoryInput, horizonMinutes: number): RateSample[] {
  const samples = input.nowcast === null ? [] : nowcastSamples(input.nowcast, input.now, horizonMinutes);
  if (input.rateNow === null || samples.length === 0) return samples;
  const ahead = samples.filter((sample) => sample.at > input.now);
  const nowLength = (ahead[0]?.at ?? input.now + minuteMs) - input.now;
  return [{ at: input.now, lengthMs: nowLength, rate: input.rateNow }, ...ahead];
}

function peakOf(spell: readonly RateSample[]): RateSample | undefined {
  let peak: RateSample | undefined;
  for (const sample of spell) {
    if (sample.rate !== null && (peak === undefined || sample.rate > (peak.rate ?? -Infinity))) peak = sample;
  }
  return peak;
}

/** The wet steps from `from` up to the first that is not wet. */
function spellFrom(steps: readonly RateSample[], from: number): RateSample[] {
  const end = steps.findIndex((step, index) => index >= from && !isWet(step.rate));
  return steps.slice(from, end === -1 ? undefined : end);
}

type Telling = Omit<PrecipitationStory, 'brief' | 'falling'>;

function tell(steps: readonly RateSample[], input: StoryInput, horizonMinutes: number, falling: PrecipitationKind): Telling {
  const minutesFromNow = (at: number) => (at - input.now) / minuteMs;
  const none = { peakRate: null, peakAt: null, changeAt: null };
  if (!steps.some((step) => step.rate !== null)) {
    return { kind: 'unknown', fallingNow: isWet(input.rateNow), ...none, sentence: `Precipitation for ${nextSpan(horizonMinutes)} is not known yet` };
  }
  const last = steps.at(-1);
  const covered = last === undefined ? 0 : minutesFromNow(last.at + last.lengthMs);
  const [first] = steps;

  if (first !== undefined && isWet(first.rate)) {
    const spell = spellFrom(steps, 0);
    const peak = peakOf(spell) ?? first;
    const words = spellWords(falling, peak.rate ?? 0);
    const after = steps[spell.length];
    const spellFacts = { fallingNow: true, peakRate: peak.rate, peakAt: peak.at };
    if (after === undefined || !isDry(after.rate)) {
      const until = after === undefined ? covered : minutesFromNow(after.at);
      const span = after === undefined ? nextSpan(until) : `at least ${nextSpan(until)}`;
      return { kind: 'ongoing', ...spellFacts, changeAt: null, sentence: `${words} for ${span}` };
    }
    const rest = steps.slice(spell.length);
    const again = rest.find((step) => isWet(step.rate));
    const then = again !== undefined ? `, back ${inAbout(minutesFromNow(again.at))}` : rest.every((step) => isDry(step.rate)) ? ', then dry' : '';
    return { kind: 'easing', ...spellFacts, changeAt: after.at, sentence: `${words} easing off ${inAbout(minutesFromNow(after.at))}${then}` };
  }

  const start = steps.findIndex((step) => isWet(step.rate));
  const onset = steps[start];
  if (onset !== undefined) {
    const peak = peakOf(spellFrom(steps, start)) ?? onset;
    const sentence = `${spellWords(falling, peak.rate ?? 0)} starting ${inAbout(minutesFromNow(onset.at))}`;
    return { kind: 'starting', fallingNow: false, peakRate: peak.rate, peakAt: peak.at, changeAt: onset.at, sentence };
  }
  const unknownMinutes = steps.filter((step) => step.rate === null).reduce((sum, step) => sum + step.lengthMs / minuteMs, 0);
  const gap = unknownMinutes >= 1 ? `; ${Math.round(unknownMinutes)} min without data` : '';
  return { kind: 'dry', fallingNow: false, ...none, sentence: `No ${falling} in ${nextSpan(covered)}${gap}` };
}

/**
 * The story: "Light rain starting in about 45 min", "Rain for the next hour", "Rain easing off in
 * about 20 min, then dry", "No rain in the next hour". Steps without a value are neither wet nor
 * dry: a spell that runs into one lasts "for at least" up to it.
 */
export function precipitationStory(input: StoryInput): PrecipitationStory {
  const horizonMinutes = input.horizonMinutes ?? storyHorizonMinutes;
  const falling = input.falling ?? 'rain';
  const story = tell(timeline(input, horizonMinutes), input, horizonMinutes, falling);
  const brief = story.kind === 'unknown' || story.kind === 'dry' ? null : story.sentence.charAt(0).toLowerCase() + story.sentence.slice(1);
  return { ...story, falling, brief };
}

/** The data every teller of the story holds: the popup, the tray and the rain notification read it the same way. */
export interface StorySources {
  now: number;
  /** What falls now, and by its symbol what falls; null when there are no current conditions. */
  current: Pick<CurrentConditions, 'precipRate' | 'symbol'> | null;
  nowcast: Nowcast | null;
  /** The hours ahead, whose symbols say what falls where the current one shows nothing. */
  hours: readonly { time: string; symbol: string | null }[] | undefined;
  horizonMinutes?: number;
}

/** The story told from its sources: the one reading of what falls now and what falls at all. */
export function storyFrom({ now, current, nowcast, hours, horizonMinutes }: StorySources): PrecipitationStory {
  return precipitationStory({
    now,
    rateNow: current?.precipRate ?? null,
    nowcast,
    falling: fallingNear(current?.symbol, hours, now),
    ...(horizonMinutes === undefined ? {} : { horizonMinutes }),
  });
}

/**
 * The current conditions in words that agree with the precipitation story told beside them: the
 * service's phrase, unless its symbol says something falls where the rate says nothing does (or the
 * other way round); then the symbol's sky with the story's words for what falls now.
 */
export function conditionsPhrase(
  current: { symbol: string | null; symbolPhrase: string | null; precipRate: number | null },
  story: PrecipitationStory,
): string {
  const symbol = parseSymbol(current.symbol);
  if (symbol === null || symbol.precipitation > 0 === story.fallingNow || current.precipRate === null) return weatherPhrase(current);
  const sky = skies[symbol.cloudiness] ?? 'Clear';
  return story.fallingNow ? `${sky}, ${spellWords(story.falling, current.precipRate).toLowerCase()}` : sky;
}
