import { axisRange, clampInto, type AxisRange, type AxisScale } from '../charts/axis-range';
import { absence, absenceNotes } from '../charts/empty-series';
import type { TickPlan } from '../time';
import { forecastText as t } from './text';

/**
 * A forecast chart described as plain data: what the shaping functions produce (and tests check)
 * and what ForecastChart turns into Chart.js datasets. Values are aligned with the labels; null is
 * a value the service did not deliver and draws as a gap, never as 0.
 */

export type AxisId = 'y' | 'y2';

/** An axis's title and what its quantity allows (see axisScales): the chart fits the axis from these and the data. */
export interface AxisSpec extends AxisScale {
  title: string;
}

export interface SeriesSpec {
  id: string;
  label: string;
  kind: 'line' | 'bar';
  values: (number | null)[];
  axis: AxisId;
  colour: string;
  /** Shades the area between this line and the series with this id (an ensemble band); drawn without its own line. */
  bandTo?: string;
  /** How strongly a band is shaded, 0..1. */
  bandOpacity?: number;
  /** The lower edge of a band: no line of its own, and the legend names the band once, by its upper edge. */
  bandBound?: boolean;
  dashed?: boolean;
  /** Draws a whisker at each step from this series to the one with this id (an ensemble range); no line of its own. */
  whiskerTo?: string;
  /**
   * The axis reaches for this series only up to this many times the largest value of the others on
   * it: an ensemble's upper whisker, which one wet member would otherwise stretch over the whole
   * height and flatten the bars. A whisker cut there ends in an arrow at the top.
   */
  axisReach?: number;
  /** Degrees the wind comes from, per step: drawn as arrows on the line. */
  directions?: (number | null)[];
  /** Shades the area under the line (cloudiness). */
  area?: boolean;
  /** Where 0 means none of it (precipitation): said in place of a series of zeros, which is not drawn. */
  noneText?: string;
  /**
   * How the tooltip writes each step's value, from the format module, where Chart.js's own number
   * would say less than the dashboard promises (29.30 inHg, never 29.3). Aligned with `values`.
   */
  texts?: string[];
}

export interface ChartSpec {
  /** One per step, as the tooltip names it. */
  labels: string[];
  /** Which steps the axis labels, by importance; without it the chart spaces the labels evenly. */
  ticks?: TickPlan;
  series: SeriesSpec[];
  y: AxisSpec;
  y2?: AxisSpec;
  /** The step to mark as "now", if it is on the chart. */
  nowIndex?: number | null;
}

/** What the chart draws from a spec: the data fitted to its axes, and what it says instead of drawing. */
export interface ChartPlan {
  /** The series with something to show, their values clamped into their axis's physical range. */
  series: SeriesSpec[];
  /** Each axis as drawn; null when no drawn series is on it. */
  axes: Record<AxisId, AxisRange | null>;
  /** Said in place of the series left out ("No precipitation expected"). */
  notes: string[];
}

export function chartPlan(spec: ChartSpec): ChartPlan {
  const axisOf = (id: AxisId): AxisSpec | undefined => (id === 'y' ? spec.y : spec.y2);
  // A band's or whisker's lower edge goes with its upper one: often 0 where the upper is not.
  const upperOf = (series: SeriesSpec) => spec.series.find((other) => other.bandTo === series.id || other.whiskerTo === series.id);
  const shown = (series: SeriesSpec): boolean => {
    const upper = series.bandBound === true ? upperOf(series) : undefined;
    return upper === undefined ? absence(series) === null : shown(upper);
  };
  const drawn = spec.series
    .filter(shown)
    .map((series) => ({ ...series, values: series.values.map((value) => clampInto(value, axisOf(series.axis)?.range)) }));
  const fit = (id: AxisId): AxisRange | null => {
    const axis = axisOf(id);
    const onAxis = drawn.filter((series) => series.axis === id);
    const others = onAxis.filter((series) => series.axisReach === undefined).flatMap((series) => series.values);
    const largest = Math.max(0, ...others.filter((value): value is number => value !== null));
    const reaching = (series: SeriesSpec) =>
      series.axisReach === undefined || largest === 0 ? series.values : series.values.map((value) => (value === null ? null : Math.min(value, largest * (series.axisReach ?? 1))));
    return axis === undefined ? null : axisRange(onAxis.flatMap(reaching), axis);
  };
  // A lower edge is told with its upper one.
  const notes = absenceNotes(spec.series.filter((series) => series.bandBound !== true));
  return { series: drawn, axes: { y: fit('y'), y2: fit('y2') }, notes };
}

/**
 * Colours that read on both the light and the dark card: each has at least 3:1 contrast against
 * either theme's surface (WCAG's bar for graphics), which test/renderer/dashboard/charts checks.
 */
export const seriesColours = {
  temperature: '#e8590c',
  feelsLike: '#d6336c',
  dewPoint: '#0ca678',
  precipitation: '#1c7ed6',
  probability: '#9775fa',
  wind: '#1098ad',
  gust: '#d9730d',
  cloud: '#868e96',
  pressure: '#5c7cfa',
  range: '#c97a00',
  max: '#e03131',
  min: '#1971c2',
} as const;

/** The shade of a band, or of the area under a line, given a 0..1 opacity: the colour, see-through. */
export function withAlpha(hex: string, opacity: number): string {
  const alpha = Math.round(Math.min(1, Math.max(0, opacity)) * 255)
    .toString(16)
    .padStart(2, '0');
  return `${hex}${alpha}`;
}

/** A band's upper edge or a shaded area: what is drawn is a shade, see-through, rather than a line. */
function isShade(series: SeriesSpec): boolean {
  return series.kind === 'line' && (series.bandTo !== undefined || series.area === true);
}

/** The shade the chart fills a band or an area with. */
export function shadeOf(series: SeriesSpec): string {
  return withAlpha(series.colour, series.bandOpacity ?? 0.22);
}

/**
 * A series' mark in the chart's legend: a box, filled and edged where `edgeWidth` is more than 0;
 * or a whisker, drawn as the chart draws one (a line with a cap at each end) in the edge colour.
 */
export interface LegendSwatch {
  shape: 'box' | 'whisker';
  fill: string;
  edge: string;
  edgeWidth: number;
}

/**
 * How the legend shows a series, from what the chart draws of it: a bar or a line as its colour; a
 * whisker as a whisker (a filled box of its colour matched nothing the chart draws); a band or an area as its shade, edged in its colour like the line it
 * goes with. A band has no line of its own, and its faint shade alone (an ensemble range is 12 %
 * of its colour) would leave its box all but invisible, on the dark card above all.
 */
export function legendSwatch(series: SeriesSpec): LegendSwatch {
  if (series.kind === 'bar') return { shape: 'box', fill: series.colour, edge: series.colour, edgeWidth: 0 };
  if (series.whiskerTo !== undefined) return { shape: 'whisker', fill: series.colour, edge: series.colour, edgeWidth: 2 };
  return { shape: 'box', fill: isShade(series) ? shadeOf(series) : series.colour, edge: series.colour, edgeWidth: 2 };
}

/** Said in place of precipitation amounts, or their chance, that are 0 throughout. */
export function noPrecipitation(): string {
  return t('noPrecipitation');
}

/** A value from a step, with a field the dataset did not include (undefined) also as missing. */
export function known(value: number | null | undefined): number | null {
  return value === undefined || value === null || !Number.isFinite(value) ? null : value;
}
