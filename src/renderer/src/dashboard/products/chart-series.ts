import { axisRange, clampInto, type AxisRange, type AxisScale } from '../charts/axis-range';
import { absence, absenceNotes } from '../charts/empty-series';

/** What a product chart draws: steps along the bottom, one or two value axes, lines and bars. */
export interface ChartSeries {
  label: string;
  /** One per step; null is missing and leaves a gap, never a 0. */
  values: readonly (number | null)[];
  kind: 'line' | 'bar';
  axis: 'left' | 'right';
  /** A mid-tone that reads on the light and the dark theme alike. */
  colour: string;
  /** The value's unit, for the tooltip. */
  unit: string;
  /** Decimals shown in the tooltip. */
  digits?: number;
  dashed?: boolean;
  /** Where 0 means none of it (pollen, precipitation): said in place of a series of zeros, which is not drawn. */
  noneText?: string;
}

/**
 * A series' mark in the legend, as the chart draws it: a bar as a box of its colour; a line as a
 * line, dashed where it is (a box edged with dashes, filled solid, matched nothing drawn).
 */
export function legendMarkOf(series: Pick<ChartSeries, 'kind'>): 'rect' | 'line' {
  return series.kind === 'bar' ? 'rect' : 'line';
}

/** An axis's title and what its quantity allows (see axisScales): the chart fits the axis from these and the data. */
export interface ChartAxis extends AxisScale {
  title: string;
}

export interface ChartAxes {
  left: ChartAxis;
  right?: ChartAxis;
}

/** What a product chart draws from its series: the data fitted to its axes, and what it says instead of drawing. */
export interface SeriesPlan {
  /** The series with something to show, their values clamped into their axis's physical range. */
  series: ChartSeries[];
  /** Each axis as drawn; null when no drawn series is on it. */
  axes: { left: AxisRange | null; right: AxisRange | null };
  /** Said in place of the series left out ("No birch pollen expected"). */
  notes: string[];
}

export function seriesPlan(series: readonly ChartSeries[], axes: ChartAxes): SeriesPlan {
  const drawn = series
    .filter((one) => absence(one) === null)
    .map((one) => ({ ...one, values: one.values.map((value) => clampInto(value, axes[one.axis]?.range)) }));
  const fit = (side: 'left' | 'right'): AxisRange | null => {
    const axis = axes[side];
    return axis === undefined ? null : axisRange(drawn.filter((one) => one.axis === side).flatMap((one) => one.values), axis);
  };
  return { series: drawn, axes: { left: fit('left'), right: fit('right') }, notes: absenceNotes(series) };
}

/** Series colours readable on both themes. */
export const seriesColours = {
  blue: '#3b82f6',
  red: '#ef4444',
  orange: '#f97316',
  amber: '#d97706',
  teal: '#14b8a6',
  sky: '#0ea5e9',
  violet: '#8b5cf6',
  slate: '#64748b',
  green: '#22a55b',
  pink: '#ec4899',
} as const;

/** Chart.js points on a category axis: the step's index and its value, NaN (a gap) where missing. */
export function toPoints(values: readonly (number | null)[]): { x: number; y: number }[] {
  return values.map((value, index) => ({ x: index, y: value ?? Number.NaN }));
}
