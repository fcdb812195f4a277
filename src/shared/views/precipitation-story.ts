import type { CurrentConditions, Nowcast } from '../api/forecasts';
import { formatDuration, formatTimeFromNow } from '../durations';
import { datesLocale, type InterfaceLanguage } from '../i18n/languages';
import { weatherMessages } from '../i18n/messages/weather';
import type { MessageValues } from '../i18n/message-area';
import { precipitationKindIn } from '../precipitation-type';
import type { Language } from '../settings';
import { clockParts, type ClockStyle, type TemperatureUnit } from '../units';
import { fallingNear, parseSymbol, skyWords, weatherPhrase, type PrecipitationKind } from './weather-symbol';

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
  /** What falls, or would; null while no symbol or temperature says (then told as "precipitation"). */
  falling: PrecipitationKind | null;
  /** Whether something falls now: what the conditions' words and the story agree on. */
  fallingNow: boolean;
  /** The spell told about (falling now, or the next one): its heaviest rate, mm/h; null without one. */
  peakRate: number | null;
  /** When that spell is heaviest, epoch ms. */
  peakAt: number | null;
  /** When the next spell starts (starting) or the one under way ends (easing), epoch ms. */
  changeAt: number | null;
  /** The plain sentence, in the language asked for: "Light rain starting in about 45 min". */
  sentence: string;
  /** For a line after other words, as the tray tooltip: "light rain starting in about 45 min"; null when nothing falls. */
  brief: string | null;
}

/** The clock a story names times in, where its data is too coarse for "in 7 min". */
export interface StoryClock {
  timeZone: string | undefined;
  style: ClockStyle;
}

export interface StoryInput {
  now: number;
  /** mm/h falling now by the current conditions; null when they are not known. */
  rateNow: number | null;
  nowcast: Nowcast | null;
  /** What falls, from the weather symbols or the air (the nowcast gives only a rate); null when unknown. */
  falling: PrecipitationKind | null;
  horizonMinutes?: number;
  /** Where the nowcast is coarser than minutes, times are told on this clock ("from about 10:00"); else in hours. */
  clock?: StoryClock;
}

/** A length of time past the hour, to the quarter: exactly an hour, or "1 hr, 30 min", "2 hr". */
function hoursWords(minutes: number, language: InterfaceLanguage): string | 'hour' {
  const quarters = Math.round(minutes / 15);
  return quarters === 4 ? 'hour' : formatDuration(quarters * 15, language);
}

/** "in 4 min.", "in about 45 min", "in about an hour", "in about 1 hr, 30 min". */
export function inAbout(minutes: number, language: InterfaceLanguage): string {
  const whole = Math.max(1, Math.round(minutes));
  if (whole < 10) return formatTimeFromNow(whole, language);
  const duration = whole < 58 ? formatDuration(Math.round(whole / 5) * 5, language) : hoursWords(whole, language);
  return duration === 'hour' ? weatherMessages.format(language, 'inAboutAnHour') : weatherMessages.format(language, 'inAbout', { duration });
}

/** A nowcast finer than this (minutes) can say "in 7 min"; a coarser one is interpolated from model steps. */
const minuteDataUpTo = 5;

/**
 * When something changes, in words as precise as the data: "in 7 min" from minute data; from a
 * coarser nowcast (an hourly model's, interpolated to minutes) "within the hour" inside its first
 * step, after that the step's time on the clock, "from about 10:00" (`around` for an end: "around
 * 10:00"), or without a clock "in about 2 h".
 */
function whenWords(at: number, input: StoryInput, language: InterfaceLanguage, role: 'start' | 'change'): string {
  const minutes = (at - input.now) / minuteMs;
  const resolution = input.nowcast?.resolution ?? 1;
  if (resolution <= minuteDataUpTo) return inAbout(minutes, language);
  if (minutes <= resolution) {
    return resolution === 60
      ? weatherMessages.format(language, 'withinTheHour')
      : weatherMessages.format(language, 'withinDuration', { duration: formatDuration(resolution, language) });
  }
  const stepMs = resolution * minuteMs;
  const step = Math.round(at / stepMs) * stepMs;
  if (input.clock === undefined) return inAbout(Math.max(60, Math.round((step - input.now) / 3_600_000) * 60), language);
  const time = new Intl.DateTimeFormat(datesLocale(language), { ...clockParts(input.clock.style), timeZone: input.clock.timeZone }).format(step);
  return weatherMessages.format(language, role === 'start' ? 'fromAbout' : 'aroundTime', { time });
}

/** Whether the nowcast is too coarse for minutes: what starts is then only likely. */
const isCoarse = (input: StoryInput): boolean => (input.nowcast?.resolution ?? 1) > minuteDataUpTo;

/**
 * The span ahead a sentence tells of, as its `span` and `duration` arguments: "the next hour", or "the
 * next 40 min" (down to whole fives) where the data ends sooner than the hour.
 */
function nextSpan(minutes: number, language: InterfaceLanguage): { span: 'hour' | 'duration'; duration: string } {
  if (minutes < 55) return { span: 'duration', duration: formatDuration(Math.max(5, Math.floor(minutes / 5) * 5), language) };
  const duration = hoursWords(Math.max(60, minutes), language);
  return duration === 'hour' ? { span: 'hour', duration: '' } : { span: 'duration', duration };
}

/** "Light rain", "Snow", "Heavy sleet"; `inSentence`: as words after others ("light rain"). */
/** A spell in words; `null` (nothing yet says what falls) is told as precipitation, never guessed as rain. */
export function spellWords(falling: PrecipitationKind | null, peak: number, language: InterfaceLanguage, inSentence = false): string {
  return weatherMessages.format(language, inSentence ? 'spellInSentence' : 'spell', { intensity: intensityOf(peak), kind: falling ?? 'unknown' });
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

/** A sentence of the story, told with the spell's words as they start a sentence or follow other words. */
interface Sentence {
  key: 'storyUnknown' | 'storyOngoing' | 'storyEasing' | 'storyStarting' | 'storyStartingLikely' | 'storyDry';
  values: MessageValues;
  /** What falls and how hard, for the sentences that begin with it. */
  spell?: { falling: PrecipitationKind | null; peak: number };
}

type Telling = Omit<PrecipitationStory, 'brief' | 'falling' | 'sentence'> & { told: Sentence };

function tell(steps: readonly RateSample[], input: StoryInput, horizonMinutes: number, falling: PrecipitationKind | null, language: InterfaceLanguage): Telling {
  const minutesFromNow = (at: number) => (at - input.now) / minuteMs;
  const none = { peakRate: null, peakAt: null, changeAt: null };
  if (!steps.some((step) => step.rate !== null)) {
    return { kind: 'unknown', fallingNow: isWet(input.rateNow), ...none, told: { key: 'storyUnknown', values: nextSpan(horizonMinutes, language) } };
  }
  const last = steps.at(-1);
  const covered = last === undefined ? 0 : minutesFromNow(last.at + last.lengthMs);
  const [first] = steps;

  if (first !== undefined && isWet(first.rate)) {
    const spell = spellFrom(steps, 0);
    const peak = peakOf(spell) ?? first;
    const words = { falling, peak: peak.rate ?? 0 };
    const after = steps[spell.length];
    const spellFacts = { fallingNow: true, peakRate: peak.rate, peakAt: peak.at };
    if (after === undefined || !isDry(after.rate)) {
      const until = after === undefined ? covered : minutesFromNow(after.at);
      const values = { ...nextSpan(until, language), atLeast: after === undefined ? 'no' : 'yes' };
      return { kind: 'ongoing', ...spellFacts, changeAt: null, told: { key: 'storyOngoing', values, spell: words } };
    }
    const rest = steps.slice(spell.length);
    const again = rest.find((step) => isWet(step.rate));
    const then = again !== undefined ? 'back' : rest.every((step) => isDry(step.rate)) ? 'dry' : 'none';
    const values = { when: whenWords(after.at, input, language, 'change'), then, backWhen: again === undefined ? '' : whenWords(again.at, input, language, 'change') };
    return { kind: 'easing', ...spellFacts, changeAt: after.at, told: { key: 'storyEasing', values, spell: words } };
  }

  const start = steps.findIndex((step) => isWet(step.rate));
  const onset = steps[start];
  if (onset !== undefined) {
    const peak = peakOf(spellFrom(steps, start)) ?? onset;
    const key = isCoarse(input) ? 'storyStartingLikely' : 'storyStarting';
    const told: Sentence = { key, values: { when: whenWords(onset.at, input, language, 'start') }, spell: { falling, peak: peak.rate ?? 0 } };
    return { kind: 'starting', fallingNow: false, peakRate: peak.rate, peakAt: peak.at, changeAt: onset.at, told };
  }
  const unknownMinutes = steps.filter((step) => step.rate === null).reduce((sum, step) => sum + step.lengthMs / minuteMs, 0);
  const values = { kind: falling ?? 'unknown', ...nextSpan(covered, language), gapMinutes: unknownMinutes >= 1 ? Math.round(unknownMinutes) : 0 };
  return { kind: 'dry', fallingNow: false, ...none, told: { key: 'storyDry', values } };
}

/** The sentence, with the spell's words as they begin it, or (`inSentence`) as they follow other words. */
function sentenceOf({ key, values, spell }: Sentence, language: InterfaceLanguage, inSentence: boolean): string {
  if (spell === undefined) return weatherMessages.format(language, key, values);
  return weatherMessages.format(language, key, { ...values, spell: spellWords(spell.falling, spell.peak, language, inSentence) });
}

/**
 * The story: "Light rain starting in about 45 min", "Rain for the next hour", "Rain easing off in
 * about 20 min, then dry", "No rain in the next hour". Steps without a value are neither wet nor
 * dry: a spell that runs into one lasts "for at least" up to it.
 */
export function precipitationStory(input: StoryInput, language: InterfaceLanguage): PrecipitationStory {
  const horizonMinutes = input.horizonMinutes ?? storyHorizonMinutes;
  const falling = input.falling;
  const { told, ...story } = tell(timeline(input, horizonMinutes), input, horizonMinutes, falling, language);
  const brief = story.kind === 'unknown' || story.kind === 'dry' ? null : sentenceOf(told, language, true);
  return { ...story, falling, sentence: sentenceOf(told, language, false), brief };
}

/** An hour ahead as the story reads it: its symbol, and its air where no symbol names what falls. */
export interface StoryHour {
  time: string;
  symbol: string | null;
  temperature?: number | null;
  dewPoint?: number | null;
}

/** The data every teller of the story holds: the popup, the tray and the rain notification read it the same way. */
export interface StorySources {
  now: number;
  /** What falls now, by its symbol or its air; null when there are no current conditions. */
  current: Pick<CurrentConditions, 'precipRate' | 'symbol' | 'temperature' | 'dewPoint'> | null;
  nowcast: Nowcast | null;
  /** The hours ahead, whose symbols say what falls where the current one shows nothing. */
  hours: readonly StoryHour[] | undefined;
  /** The unit the current conditions' and the hours' temperatures were asked in. */
  temperatureUnit: TemperatureUnit;
  horizonMinutes?: number;
  clock?: StoryClock;
}

/**
 * What falls: as the current symbol or the next hours' name it (`fallingNear`); where none does,
 * by the one rule from the air (`@shared/precipitation-type`: snow at or below a wet-bulb of +0.5 °C,
 * sleet to +2 °C), now's, else the next hour's; rain only when no temperature is known at all.
 */
export function fallingFrom({ now, current, hours, temperatureUnit }: StorySources): PrecipitationKind | null {
  const named = fallingNear(current?.symbol, hours, now);
  if (named !== null) return named;
  const nextHour = (hours ?? []).find((hour) => Date.parse(hour.time) > now);
  return (
    precipitationKindIn(current?.temperature, current?.dewPoint, temperatureUnit) ??
    precipitationKindIn(nextHour?.temperature, nextHour?.dewPoint, temperatureUnit)
  );
}

/** The story told from its sources: the one reading of what falls now and what falls at all. */
export function storyFrom(sources: StorySources, language: InterfaceLanguage): PrecipitationStory {
  const { now, current, nowcast, horizonMinutes, clock } = sources;
  return precipitationStory(
    {
      now,
      rateNow: current?.precipRate ?? null,
      nowcast,
      falling: fallingFrom(sources),
      ...(horizonMinutes === undefined ? {} : { horizonMinutes }),
      ...(clock === undefined ? {} : { clock }),
    },
    language,
  );
}

/**
 * The current conditions in words that agree with the precipitation story told beside them: the
 * service's phrase, unless its symbol says something falls where the rate says nothing does (or the
 * other way round); then the symbol's sky with the story's words for what falls now.
 */
export function conditionsPhrase(
  current: { symbol: string | null; symbolPhrase: string | null; precipRate: number | null },
  story: PrecipitationStory,
  language: InterfaceLanguage,
  dataLanguage: Language,
): string {
  const symbol = parseSymbol(current.symbol);
  if (symbol === null || symbol.precipitation > 0 === story.fallingNow || current.precipRate === null) return weatherPhrase(current, language, dataLanguage);
  const sky = skyWords(symbol.cloudiness, language);
  if (!story.fallingNow) return sky;
  return weatherMessages.format(language, 'skyWithPrecipitation', { sky, precipitation: spellWords(story.falling, current.precipRate, language, true) });
}
