import type { DayForecast, ThreeHourStep } from '@shared/api/forecasts';
import { dataLanguage, interfaceLanguage } from '../../lib/i18n.svelte';
import { convert } from '@shared/units';
import { parseSymbol, weatherPhrase } from '@shared/views/weather-symbol';
import { axisRange, axisScales, precipitationScale, type AxisRange } from '../charts/axis-range';
import { clockAndDay, dayAndClock, dayKey, formatDate, hourMark, hourOf, weekday } from '../time';
import { formatDegrees, formatNumber, formatPrecipitation, formatWind, shownPrecipitation, formatPercent } from '../../lib/weather/format';
import { inChosenUnits, temperatureRangeText, type ShapeContext } from '../display';
import { forecastText as t } from './text';

/**
 * The meteogram in the manner of yr.no's, as plain geometry: one column per step (an hour, or three)
 * placed by its time, the temperature line split where it crosses freezing, precipitation bars on
 * their own axis, night shading from the sun's times (else the symbols'), and which columns carry a
 * symbol, the wind and an hour mark. A step's amount fell over its period, so its bar fills its
 * column; its temperature, wind and symbol are of its instant, so they stand at the column's end,
 * over the hour mark that names that instant, as the hourly table lists them.
 */

/** What a step needs: the hourly and the 3-hourly steps both have it; amounts are for the period ending at `time`. */
export type MeteogramStep = Pick<
  ThreeHourStep,
  'time' | 'symbol' | 'symbolPhrase' | 'temperature' | 'precipAccum' | 'precipProb' | 'windSpeed' | 'windDir'
>;

const hourMs = 3_600_000;

export const meteogramWidth = 960;
export const meteogramHeight = 200;
/** The plot inside the drawing: the temperature axis on its left, precipitation's on its right, day names above and hours below. */
export const plot = { left: 40, right: meteogramWidth - 40, top: 28, bottom: meteogramHeight - 24 } as const;

/** The labels' size on screen, in CSS pixels, as the dashboard's other small print. */
const labelPixels = 11;
/** Labels grow in the drawing's units no further than this, so a very narrow card does not crowd them. */
const maxLabelGrowth = 1.6;

/**
 * The labels' font size in the drawing's units for the width it is shown at, so they read 11 px
 * whatever the card's width: the drawing scales to the card, and at 1024 px it is some 680 px wide,
 * where 11 units would be 8 px. Unknown width (0): as drawn.
 */
export function meteogramLabelSize(shownWidth: number): number {
  const growth = shownWidth > 0 ? Math.min(maxLabelGrowth, Math.max(1, meteogramWidth / shownWidth)) : 1;
  return Number((labelPixels * growth).toFixed(2));
}


/** Symbols keep about this much room apart (a 30 px symbol on a chart some 900 px wide). */
const minSymbolSpacing = 50;
/** Hours between symbols: the first that gives them room is taken (3 over 48 hours, 2 over a day). */
const symbolIntervals = [1, 2, 3, 6, 12, 24] as const;
/** A sliver of a day at an end of the chart is too narrow for its name. */
const minDayLabelWidth = 30;

/** One step's column: where it is and what is drawn in it. */
export interface MeteogramColumn {
  step: MeteogramStep;
  /** Left edge (the period's start) and width in drawing units. */
  x: number;
  width: number;
  /** Where the step's instant is (the period's end): its temperature point, symbol, wind and hour mark. */
  at: number;
  /** Where the temperature point is; null without a temperature. */
  /** The step's temperature on the scale chosen, which the freezing point is on too. */
  temperature: number | null;
  temperatureY: number | null;
  /** The precipitation bar, to the digit shown (0.1 mm, 0.01 in); null when that rounds to nothing. */
  bar: { y: number; height: number; chance: number | null; text: string } | null;
  /** Carries a symbol, the wind and an hour mark at its instant: every few hours, on the clock's hours, so they do not crowd. */
  marked: boolean;
  /** The wind speed in the unit chosen, without the unit (the axis says it). */
  wind: string;
}

/** A stretch of the temperature line on one side of freezing. */
export interface TemperatureLine {
  warm: boolean;
  /** SVG path data. */
  d: string;
}

export interface Span {
  x: number;
  width: number;
}

export interface MeteogramShape {
  columns: MeteogramColumn[];
  temperatureAxis: AxisRange | null;
  precipitationAxis: AxisRange | null;
  /** The y of freezing, where the line changes colour; null when the axis does not reach it. */
  freezingY: number | null;
  /** Broken where a value is missing. */
  temperatureLines: TemperatureLine[];
  /** Where each day starts; label null where the day is too narrow a sliver to name. */
  days: { x: number; label: string | null }[];
  /** The hour marks along the bottom, at the marked columns' instants. */
  hours: { x: number; label: string }[];
  nights: Span[];
}

/** A sunrise or sunset as an instant (ms). */
export interface SunEvent {
  at: number;
  rise: boolean;
}

/** The sun's rises and sets in time order, from the daily forecast's instants (the full dataset has them). */
export function sunEvents(days: readonly DayForecast[]): SunEvent[] {
  const events = days.flatMap((day) => [
    ...(typeof day.sunriseEpoch === 'number' ? [{ at: day.sunriseEpoch * 1000, rise: true }] : []),
    ...(typeof day.sunsetEpoch === 'number' ? [{ at: day.sunsetEpoch * 1000, rise: false }] : []),
  ]);
  return events.sort((a, b) => a.at - b.at);
}

/** The steps' period: the shortest gap between them, so a missing step leaves a gap instead of widening the rest. */
export function periodOf(steps: readonly MeteogramStep[]): number {
  const gaps = steps.slice(1).map((step, index) => Date.parse(step.time) - Date.parse(steps[index]?.time ?? ''));
  const positive = gaps.filter((gap) => Number.isFinite(gap) && gap > 0);
  return positive.length === 0 ? hourMs : Math.min(...positive);
}

function scaleY(range: AxisRange, value: number): number {
  return plot.bottom - ((value - range.min) / (range.max - range.min)) * (plot.bottom - plot.top);
}

/**
 * Night between two instants with no sunrise or sunset between them: from the sun where the daily
 * forecast gives its times (polar night and day included, as the last event or the next says), else
 * from the step's symbol.
 */
function isNight(from: number, to: number, events: readonly SunEvent[], symbol: string | null): boolean {
  const before = events.filter((event) => event.at <= from).at(-1);
  if (before !== undefined) return !before.rise;
  const after = events.find((event) => event.at >= to);
  if (after !== undefined) return after.rise;
  return parseSymbol(symbol)?.daytime === false;
}

function nightSpans(columns: readonly MeteogramColumn[], period: number, events: readonly SunEvent[]): Span[] {
  const spans: Span[] = [];
  for (const column of columns) {
    const end = Date.parse(column.step.time);
    const start = end - period;
    const toX = (at: number) => column.x + ((at - start) / period) * column.width;
    const cuts = [start, ...events.filter((event) => event.at > start && event.at < end).map((event) => event.at), end];
    for (let index = 0; index + 1 < cuts.length; index += 1) {
      const [from = start, to = end] = [cuts[index], cuts[index + 1]];
      if (!isNight(from, to, events, column.step.symbol)) continue;
      const last = spans.at(-1);
      if (last !== undefined && Math.abs(last.x + last.width - toX(from)) < 0.01) last.width = toX(to) - last.x;
      else spans.push({ x: toX(from), width: toX(to) - toX(from) });
    }
  }
  return spans;
}

type Point = { x: number; y: number; value: number };

function pathOf(points: readonly Point[]): string {
  const [first, ...rest] = points;
  if (first === undefined) return '';
  // A lone point (its neighbours missing) is drawn as a dot: a zero-length stroke with round caps.
  const tail = rest.length === 0 ? 'h0' : rest.map((point) => `L${point.x.toFixed(1)} ${point.y.toFixed(1)}`).join('');
  return `M${first.x.toFixed(1)} ${first.y.toFixed(1)}${tail}`;
}

/** Runs of known temperatures, each split where it crosses freezing into warm and cold stretches. */
function temperatureLines(columns: readonly MeteogramColumn[], cold: number, freezingY: number | null): TemperatureLine[] {
  const lines: { warm: boolean; points: Point[] }[] = [];
  let previous: Point | null = null;
  const add = (warm: boolean, from: Point, to: Point) => {
    const last = lines.at(-1);
    // A stretch goes on in its colour; a lone point takes the colour of the stretch it starts.
    if (last !== undefined && last.points.at(-1) === from && (last.warm === warm || last.points.length === 1)) {
      last.warm = warm;
      last.points.push(to);
    } else lines.push({ warm, points: [from, to] });
  };
  for (const column of columns) {
    const value = column.temperature;
    if (value === null || column.temperatureY === null) {
      previous = null;
      continue;
    }
    const point = { x: column.at, y: column.temperatureY, value };
    if (previous === null) {
      lines.push({ warm: value > cold, points: [point] });
    } else if (freezingY !== null && (previous.value - cold) * (value - cold) < 0) {
      const share = (cold - previous.value) / (value - previous.value);
      const crossing = { x: previous.x + share * (point.x - previous.x), y: freezingY, value: cold };
      add(previous.value > cold, previous, crossing);
      add(value > cold, crossing, point);
    } else {
      // At freezing itself a stretch takes the colour of its other end.
      add((previous.value + value) / 2 > cold, previous, point);
    }
    previous = point;
  }
  return lines.map((line) => ({ warm: line.warm, d: pathOf(line.points) }));
}

/** Hours between marks: the first interval, no finer than the steps, that keeps the symbols apart. */
function markInterval(period: number, width: number): number {
  const fits = (hours: number) => hours * hourMs >= period && ((hours * hourMs) / period) * width >= minSymbolSpacing;
  return symbolIntervals.find(fits) ?? 24;
}

export function meteogramShape(steps: readonly MeteogramStep[], context: ShapeContext, sun: readonly SunEvent[] = []): MeteogramShape {
  const { units } = context;
  const period = periodOf(steps);
  const first = Date.parse(steps[0]?.time ?? '') - period;
  const last = Date.parse(steps.at(-1)?.time ?? '');
  const width = ((plot.right - plot.left) * period) / Math.max(period, last - first);
  const xOf = (at: number) => plot.left + ((at - first) / period) * width;

  const temperatures = inChosenUnits('temperature', steps.map((step) => step.temperature), units);
  const temperatureAxis = axisRange(temperatures, axisScales.temperature);
  // Bars to the figure the numbers show: what reads as a trace draws nothing.
  const amounts = steps.map((step) => shownPrecipitation(step.precipAccum, context));
  const precipitationAxis = axisRange(amounts, precipitationScale(units.precipitation));
  const winds = inChosenUnits('wind', steps.map((step) => step.windSpeed), units);
  const every = markInterval(period, width);

  const barOf = (step: MeteogramStep, amount: number | null): MeteogramColumn['bar'] => {
    if (amount === null || amount <= 0 || precipitationAxis === null) return null;
    const y = scaleY(precipitationAxis, amount);
    const text = t('meteogramBar', {
      time: clockAndDay(step.time, context),
      amount: formatPrecipitation(step.precipAccum, 'amount', context),
      chance: formatPercent(step.precipProb, context),
    });
    return { y, height: plot.bottom - y, chance: step.precipProb, text };
  };
  const columns = steps.map((step, index): MeteogramColumn => {
    const end = Date.parse(step.time);
    const temperature = temperatures[index] ?? null;
    return {
      step,
      x: xOf(end - period),
      width,
      at: xOf(end),
      temperature,
      temperatureY: temperature === null || temperatureAxis === null ? null : scaleY(temperatureAxis, temperature),
      bar: barOf(step, amounts[index] ?? null),
      marked: hourOf(end, context.zone) % every < period / hourMs,
      wind: formatNumber(winds[index], context),
    };
  });

  // Where water freezes on the scale chosen: the line is warm above it and cold below.
  const cold = convert.temperatureFromCelsius(0, units.temperature);
  const freezingY = temperatureAxis !== null && temperatureAxis.min < cold && temperatureAxis.max > cold ? scaleY(temperatureAxis, cold) : null;
  const dayStarts = columns.filter((column, index) => {
    const previous = columns[index - 1];
    return previous === undefined || dayKey(Date.parse(previous.step.time) - period, context.zone) !== dayKey(Date.parse(column.step.time) - period, context.zone);
  });
  const days = dayStarts.map((column, index) => {
    const next = dayStarts[index + 1]?.x ?? plot.right;
    return { x: column.x, label: next - column.x < minDayLabelWidth ? null : weekday(Date.parse(column.step.time) - period, context) };
  });
  const hours = columns
    .filter((column) => column.marked)
    .map((column) => ({ x: column.at, label: hourMark(column.step.time, context) }));
  return {
    columns,
    temperatureAxis,
    precipitationAxis,
    freezingY,
    temperatureLines: temperatureLines(columns, cold, freezingY),
    days,
    hours,
    nights: nightSpans(columns, period, sun),
  };
}

/** The ticks of an axis, bottom to top. */
export function ticksOf(range: AxisRange): { value: number; y: number }[] {
  const count = Math.round((range.max - range.min) / range.step);
  return Array.from({ length: count + 1 }, (_, index) => {
    const value = Number((range.min + index * range.step).toPrecision(12));
    return { value, y: scaleY(range, value) };
  });
}

/**
 * The meteogram in words, for those who cannot see it: the temperature range, the precipitation in
 * total and when it is wettest, and the strongest wind. `span` is what the steps cover, in words
 * ('the next 48 hours'); each part is a clause of its own, listed after it.
 */
export function meteogramSummary(steps: readonly MeteogramStep[], span: string, context: ShapeContext): string {
  if (steps.length === 0) return t('meteogramNone', { span });
  const temperatures = steps.map((step) => step.temperature).filter((value): value is number => value !== null);
  const parts: string[] = [];
  if (temperatures.length > 0) {
    parts.push(t('meteogramTemperature', { range: temperatureRangeText(Math.min(...temperatures), Math.max(...temperatures), context) }));
  }
  const wet = steps.filter((step) => step.precipAccum !== null && step.precipAccum > 0);
  const total = wet.reduce((sum, step) => sum + (step.precipAccum ?? 0), 0);
  const wettest = wet.reduce<MeteogramStep | undefined>((most, step) => ((step.precipAccum ?? 0) > (most?.precipAccum ?? 0) ? step : most), undefined);
  if (wettest === undefined) parts.push(t('meteogramDry'));
  else {
    const hours = periodOf(steps) / hourMs;
    const amount = formatPrecipitation(total, 'amount', context);
    parts.push(t('meteogramPrecipitation', { amount, hours, ...dayAndClock(wettest.time, context) }));
  }
  const windiest = steps.reduce<MeteogramStep | undefined>((most, step) => ((step.windSpeed ?? -1) > (most?.windSpeed ?? -1) ? step : most), undefined);
  if (windiest !== undefined && windiest.windSpeed !== null) {
    parts.push(t('meteogramWind', { speed: formatWind(windiest.windSpeed, context), ...dayAndClock(windiest.time, context) }));
  }
  const chance = Math.max(...steps.map((step) => step.precipProb ?? 0));
  if (wettest !== undefined && chance > 0) parts.push(t('meteogramChance', { chance: formatPercent(chance, context) }));
  return t('meteogramSummary', { span: `${span.charAt(0).toLocaleUpperCase(context.locale)}${span.slice(1)}`, parts: parts.join('; ') });
}

/** Which steps a day chosen in the 10-day row opens: its hours where the hourly forecast reaches, else its 3-hour steps. */
export function stepsOfDay(
  date: string,
  hours: readonly MeteogramStep[],
  threeHours: readonly MeteogramStep[],
  zone: string | undefined,
): { steps: MeteogramStep[]; resolution: 'hourly' | '3-hourly' | null } {
  // A step is of the day its period starts in: the amount at 01:00 fell from midnight on.
  const ofDay = (steps: readonly MeteogramStep[], periodMs: number) => steps.filter((step) => dayKey(Date.parse(step.time) - periodMs, zone) === date);
  const hourly = ofDay(hours, hourMs);
  const threeHourly = ofDay(threeHours, 3 * hourMs);
  // The finer steps, unless the 3-hourly ones cover more of the day (the hourly forecast ends sooner).
  if (hourly.length > 0 && hourly.length >= threeHourly.length * 3) return { steps: hourly, resolution: 'hourly' };
  if (threeHourly.length > 0) return { steps: threeHourly, resolution: '3-hourly' };
  return { steps: [], resolution: null };
}

/** One day of the 10-day row, written out. */
export interface MeteogramDay {
  date: string;
  name: string;
  symbol: string | null;
  phrase: string;
  high: string;
  low: string;
  precipitation: string;
}

const dayRowLength = 10;

export function meteogramDays(days: readonly DayForecast[], context: ShapeContext): MeteogramDay[] {
  return days.slice(0, dayRowLength).map((day) => ({
    date: day.date,
    name: formatDate(day.date),
    symbol: day.symbol,
    phrase: weatherPhrase(day, interfaceLanguage(), dataLanguage()),
    high: formatDegrees(day.maxTemp, context),
    low: formatDegrees(day.minTemp, context),
    precipitation: formatPrecipitation(day.precipAccum, 'amount', context),
  }));
}
