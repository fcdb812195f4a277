import type { TickPlan } from '../time';

/**
 * A forecast chart described as plain data: what the shaping functions produce (and tests check)
 * and what ForecastChart turns into Chart.js datasets. Values are aligned with the labels; null is
 * a value the service did not deliver and draws as a gap, never as 0.
 */

export type AxisId = 'y' | 'y2';

export interface AxisSpec {
  title: string;
  min?: number;
  max?: number;
  beginAtZero?: boolean;
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
  /** Degrees the wind comes from, per step: drawn as arrows on the line. */
  directions?: (number | null)[];
  /** Shades the area under the line (cloudiness). */
  area?: boolean;
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

/** Colours that read on both the light and the dark surface. */
export const seriesColours = {
  temperature: '#e8590c',
  feelsLike: '#d6336c',
  dewPoint: '#0ca678',
  precipitation: '#1c7ed6',
  probability: '#9775fa',
  wind: '#1098ad',
  gust: '#f08c00',
  cloud: '#868e96',
  pressure: '#5c7cfa',
  range: '#f59f00',
  max: '#e03131',
  min: '#1971c2',
} as const;

/** A value from a step, with a field the dataset did not include (undefined) also as missing. */
export function known(value: number | null | undefined): number | null {
  return value === undefined || value === null || !Number.isFinite(value) ? null : value;
}
