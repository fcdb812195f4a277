import type { PrecipitationUnit, PressureUnit } from '@shared/units';
/**
 * The value axes of the dashboard's charts, worked out from what the data means rather than left to
 * Chart.js, whose automatic range stretches whatever the data spans over the whole height: 0.3 mm of
 * rain became a full-height bar, 5.7–6.3 °C a steep slope and a row of zeros a 0–1 axis.
 */

/** Where a quantity can physically lie: a percentage within 0–100, an amount from 0 up. */
export interface PhysicalRange {
  min?: number;
  max?: number;
}

/** What an axis's shape depends on besides the data, stated once by the code that shapes the chart. */
export interface AxisScale {
  /**
   * Values are clamped into it and the axis never reaches past it. An axis with a lower end starts
   * there (an amount is read from nothing); one with both ends shows all of it (a percentage is read
   * against the whole scale).
   */
  range?: PhysicalRange;
  /** The axis reaches at least this high, in its unit: against 1 mm, 0.3 mm is a small bar. */
  minTop?: number;
  /** The axis spans at least this much, so a change this small does not fill the height. */
  minSpan?: number;
  /** Room above the largest value, as a share of what the axis spans, so the tallest bar does not touch the top. */
  headroom?: number;
  /** Ticks at whole numbers only; data that is all whole numbers gets them anyway where the axis spans one or more. */
  wholeTicks?: boolean;
}

/** The axis as drawn: its ends, and the distance between ticks. */
export interface AxisRange {
  min: number;
  max: number;
  step: number;
}

/** The scales the charts share, one per kind of quantity. */
export const axisScales = {
  /** Cloudiness, probabilities: 0–100 %. */
  percent: { range: { min: 0, max: 100 } },
  /**
   * Amounts and rates (mm, mm/h, mm in 3 h): the axis reaches at least 1, a wet hour's worth, so a
   * trace stays a trace, and 15 % above the largest bar.
   */
  precipitation: { range: { min: 0 }, minTop: 1, headroom: 0.15 },
  /** Quantities from 0 up with no natural top: wind speeds, wave heights, radiation, indices. */
  magnitude: { range: { min: 0 }, headroom: 0.15 },
  /** °C or °F: at least 5 degrees, so a degree's change looks like one. */
  temperature: { minSpan: 5, wholeTicks: true },
  /** hPa: at least 10, as everyday weather moves pressure by a few. */
  pressure: { minSpan: 10, wholeTicks: true },
} as const satisfies Record<string, AxisScale>;

/** In inches the wet hour's worth at the top is 0.04 in (1 mm); the rest as in millimetres. */
export function precipitationScale(unit: PrecipitationUnit): AxisScale {
  return unit === 'in' ? { ...axisScales.precipitation, minTop: 0.04 } : axisScales.precipitation;
}

/** The same few hPa of everyday change in each unit: 10 hPa is 7.5 mmHg and 0.3 inHg. */
export function pressureScale(unit: PressureUnit): AxisScale {
  if (unit === 'inHg') return { minSpan: 0.3 };
  return unit === 'mmHg' ? { minSpan: 8, wholeTicks: true } : axisScales.pressure;
}

/** More intervals than this crowd the tick labels of the smallest (10rem) chart. */
const maxIntervals = 7;
const niceMultiples = [1, 2, 2.5, 5] as const;
/** Tolerance for floating-point noise when aligning the ends to ticks (0.1 + 0.2). */
const epsilon = 1e-9;

/** A value inside its physical range; null (missing) stays null. */
export function clampInto(value: number | null, range: PhysicalRange | undefined): number | null {
  if (value === null || !Number.isFinite(value)) return null;
  return Math.min(range?.max ?? Number.POSITIVE_INFINITY, Math.max(range?.min ?? Number.NEGATIVE_INFINITY, value));
}

/** Enough decimals to write a multiple of the step exactly: the steps are 1, 2, 2.5 or 5 times a power of ten. */
function decimalsOf(step: number): number {
  return Math.max(0, 1 - Math.floor(Math.log10(step)));
}

function roundTo(value: number, decimals: number): number {
  return Number(value.toFixed(decimals));
}

function intervals(low: number, high: number, step: number): number {
  return Math.ceil(high / step - epsilon) - Math.floor(low / step + epsilon);
}

/** The smallest of 1, 2, 2.5 (25 and up) and 5 times a power of ten that covers low..high in at most `maxIntervals` ticks. */
function niceStep(low: number, high: number, whole: boolean): number {
  let exponent = Math.floor(Math.log10((high - low) / maxIntervals));
  for (;;) {
    for (const multiple of niceMultiples) {
      const step = Number((multiple * 10 ** exponent).toPrecision(12));
      if (whole && !Number.isInteger(step)) continue;
      // Chart.js writes ticks with the decimals of a power of ten near the step: 0.25 would read 0.3.
      if (multiple === 2.5 && exponent < 1) continue;
      if (intervals(low, high, step) <= maxIntervals) return step;
    }
    exponent += 1;
  }
}

/**
 * The axis for these values under this scale: null when there is no value to draw. The ends fall on
 * ticks, and never outside the physical range.
 */
export function axisRange(values: readonly (number | null)[], scale: AxisScale): AxisRange | null {
  const known = values.map((value) => clampInto(value, scale.range)).filter((value): value is number => value !== null);
  if (known.length === 0) return null;
  const { range, minTop, minSpan = 0, headroom = 0 } = scale;
  const floor = range?.min;
  const ceiling = range?.max;
  let low = floor ?? Math.min(...known);
  let high = floor !== undefined && ceiling !== undefined ? ceiling : Math.max(...known);
  high += headroom * (high - low);
  if (minTop !== undefined) high = Math.max(high, minTop);
  // A flat series still needs an axis with some height: 1 unit, unless the scale asks for more.
  const span = Math.max(minSpan, high === low ? 1 : 0);
  if (high - low < span) {
    const middle = (low + high) / 2;
    low = middle - span / 2;
    high = middle + span / 2;
    if (floor !== undefined && low < floor) [low, high] = [floor, floor + span];
    if (ceiling !== undefined && high > ceiling) [low, high] = [ceiling - span, ceiling];
  }
  // Whole-number data gets whole ticks, unless the axis spans less than one: a dry day in inches
  // (all 0, up to the 0.04 in of a wet hour) would otherwise reach 1 in, and a later bar vanish.
  const whole = scale.wholeTicks === true || (high - low >= 1 && known.every((value) => Number.isInteger(value)));
  const step = niceStep(low, high, whole);
  const decimals = decimalsOf(step);
  return {
    min: Math.max(floor ?? Number.NEGATIVE_INFINITY, roundTo(Math.floor(low / step + epsilon) * step, decimals)),
    max: Math.min(ceiling ?? Number.POSITIVE_INFINITY, roundTo(Math.ceil(high / step - epsilon) * step, decimals)),
    step,
  };
}
