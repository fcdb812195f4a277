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
}

export interface ChartAxes {
  left: string;
  right?: string;
  /** Whether the left axis starts at 0 (amounts) or follows the data (temperatures). */
  leftFromZero?: boolean;
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
