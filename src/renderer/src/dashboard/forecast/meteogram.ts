import type { DayForecast, ThreeHourStep } from '@shared/api/forecasts';
import { convert } from '@shared/units';
import { parseSymbol } from '@shared/views/weather-symbol';
import { axisRange, axisScales, precipitationScale, type AxisRange } from '../charts/axis-range';
import { clockAndDay, dayKey, formatDate, weekday } from '../time';
import { formatPrecipitation, formatWind, formatWithUnit, degreesLabel } from '../../lib/weather/format';
import { rangeText, type ShapeContext } from '../display';

/**
 * The meteogram in the manner of yr.no's, as plain geometry: one column per step (an hour, or three),
 * the temperature line with the y of 0° where it changes colour, precipitation bars on their own
 * axis, night shading from the symbols' day or night, and where symbols and wind arrows go.
 */

/** What a step needs: the hourly and the 3-hourly steps both have it; amounts are for the period ending at `time`. */
export type MeteogramStep = Pick<ThreeHourStep, 'time' | 'symbol' | 'temperature' | 'precipAccum' | 'precipProb' | 'windSpeed' | 'windDir'>;

export const meteogramWidth = 960;
export const meteogramHeight = 200;
/** The plot inside the drawing: room on the left for the temperature axis, on the right for the precipitation axis. */
export const plot = { left: 40, right: meteogramWidth - 40, top: 10, bottom: meteogramHeight - 22 } as const;

/** One step's column: where it is and what is drawn in it. */
export interface MeteogramColumn {
  step: MeteogramStep;
  /** Left edge and width in drawing units. */
  x: number;
  width: number;
  /** Where the temperature point is; null without a temperature. */
  temperatureY: number | null;
  /** The precipitation bar, in the unit chosen; null without an amount. */
  bar: { y: number; height: number; amount: number; chance: number | null } | null;
  night: boolean;
  showsSymbol: boolean;
}

export interface MeteogramShape {
  columns: MeteogramColumn[];
  temperatureAxis: AxisRange | null;
  precipitationAxis: AxisRange | null;
  /** The y of 0°: above it the line is warm, below it cold; null when the axis does not reach it. */
  zeroY: number | null;
  /** The temperature line as an SVG path, broken where a value is missing. */
  temperaturePath: string;
  /** Where each day starts, with its name. */
  days: { x: number; label: string }[];
  /** Night runs as spans, so the shading is one rectangle per night. */
  nights: { x: number; width: number }[];
}

/** A symbol every few steps, so they keep about this much room apart. */
const minSymbolSpacing = 56;

function scaleY(range: AxisRange, value: number): number {
  return plot.bottom - ((value - range.min) / (range.max - range.min)) * (plot.bottom - plot.top);
}

function isNight(step: MeteogramStep): boolean {
  return parseSymbol(step.symbol)?.daytime === false;
}

/** Consecutive night columns as spans. */
function nightSpans(columns: readonly MeteogramColumn[]): { x: number; width: number }[] {
  const spans: { x: number; width: number }[] = [];
  for (const column of columns) {
    if (!column.night) continue;
    const last = spans.at(-1);
    if (last !== undefined && Math.abs(last.x + last.width - column.x) < 0.01) last.width += column.width;
    else spans.push({ x: column.x, width: column.width });
  }
  return spans;
}

function pathOf(columns: readonly MeteogramColumn[]): string {
  let path = '';
  let drawing = false;
  for (const column of columns) {
    if (column.temperatureY === null) {
      drawing = false;
      continue;
    }
    const x = (column.x + column.width / 2).toFixed(1);
    path += `${drawing ? 'L' : 'M'}${x} ${column.temperatureY.toFixed(1)}`;
    drawing = true;
  }
  return path;
}

export function meteogramShape(steps: readonly MeteogramStep[], context: ShapeContext): MeteogramShape {
  const width = (plot.right - plot.left) / Math.max(1, steps.length);
  const temperatureAxis = axisRange(steps.map((step) => step.temperature), axisScales.temperature);
  const amounts = steps.map((step) => (step.precipAccum === null ? null : convert.precipitation(step.precipAccum, context.units.precipitation)));
  const precipitationAxis = axisRange(amounts, precipitationScale(context.units.precipitation));
  const every = Math.max(1, Math.ceil(minSymbolSpacing / width));
  const columns = steps.map((step, index): MeteogramColumn => {
    const amount = amounts[index] ?? null;
    const barTop = amount === null || precipitationAxis === null ? null : scaleY(precipitationAxis, Math.max(0, amount));
    return {
      step,
      x: plot.left + index * width,
      width,
      temperatureY: step.temperature === null || temperatureAxis === null ? null : scaleY(temperatureAxis, step.temperature),
      bar: amount === null || barTop === null ? null : { y: barTop, height: plot.bottom - barTop, amount, chance: step.precipProb },
      night: isNight(step),
      showsSymbol: index % every === Math.floor(every / 2),
    };
  });
  const zeroY = temperatureAxis !== null && temperatureAxis.min < 0 && temperatureAxis.max > 0 ? scaleY(temperatureAxis, 0) : null;
  const days = columns.flatMap((column, index) => {
    const previous = steps[index - 1];
    const starts = previous === undefined || dayKey(previous.time, context.zone) !== dayKey(column.step.time, context.zone);
    return starts ? [{ x: column.x, label: weekday(column.step.time, context.zone) }] : [];
  });
  return { columns, temperatureAxis, precipitationAxis, zeroY, temperaturePath: pathOf(columns), days, nights: nightSpans(columns) };
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
 * total and when it is wettest, and the strongest wind.
 */
export function meteogramSummary(steps: readonly MeteogramStep[], span: string, context: ShapeContext): string {
  if (steps.length === 0) return `No forecast for ${span}.`;
  const temperatures = steps.map((step) => step.temperature).filter((value): value is number => value !== null);
  const degrees = degreesLabel(context.units.temperature);
  const parts: string[] = [];
  if (temperatures.length > 0) parts.push(`temperature ${rangeText(Math.min(...temperatures), Math.max(...temperatures), degrees, context)}`);
  const wet = steps.filter((step) => step.precipAccum !== null && step.precipAccum > 0);
  const total = wet.reduce((sum, step) => sum + (step.precipAccum ?? 0), 0);
  const wettest = wet.reduce<MeteogramStep | undefined>((most, step) => ((step.precipAccum ?? 0) > (most?.precipAccum ?? 0) ? step : most), undefined);
  if (wettest === undefined) parts.push('no precipitation');
  else {
    const when = clockAndDay(wettest.time, context.zone, context.units.clock);
    parts.push(`${formatPrecipitation(total, 'amount', context.units, context.locale)} of precipitation, most in the period to ${when}`);
  }
  const windiest = steps.reduce<MeteogramStep | undefined>((most, step) => ((step.windSpeed ?? -1) > (most?.windSpeed ?? -1) ? step : most), undefined);
  if (windiest?.windSpeed !== null && windiest?.windSpeed !== undefined) parts.push(`wind up to ${formatWind(windiest.windSpeed, context.units, context.locale)}`);
  const chance = Math.max(...steps.map((step) => step.precipProb ?? 0));
  if (wettest !== undefined && chance > 0) parts.push(`chance of precipitation up to ${formatWithUnit(chance, '%', context.locale)}`);
  return `${span.charAt(0).toUpperCase()}${span.slice(1)}: ${parts.join('; ')}.`;
}

/** Which steps a day chosen in the 10-day row opens: its hours where the hourly forecast reaches, else its 3-hour steps. */
export function stepsOfDay(
  date: string,
  hours: readonly MeteogramStep[],
  threeHours: readonly MeteogramStep[],
  zone: string | undefined,
): { steps: MeteogramStep[]; resolution: 'hourly' | '3-hourly' | null } {
  // A step is of the day its period starts in: the amount at 01:00 fell from midnight on.
  const ofDay = (steps: readonly MeteogramStep[], periodMs: number) =>
    steps.filter((step) => dayKey(Date.parse(step.time) - periodMs, zone) === date);
  const hourly = ofDay(hours, 3_600_000);
  const threeHourly = ofDay(threeHours, 3 * 3_600_000);
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
  high: number | null;
  low: number | null;
  precipitation: string;
}

export function meteogramDays(days: readonly DayForecast[], context: ShapeContext): MeteogramDay[] {
  return days.slice(0, 10).map((day) => ({
    date: day.date,
    name: formatDate(day.date),
    symbol: day.symbol,
    high: day.maxTemp,
    low: day.minTemp,
    precipitation: formatPrecipitation(day.precipAccum, 'amount', context.units, context.locale),
  }));
}
