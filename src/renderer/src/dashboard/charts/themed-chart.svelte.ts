import type { Chart } from 'chart.js';
import type { Attachment } from 'svelte/attachments';
import type { AxisRange } from './axis-range';
import { chartInk, type ChartInk } from './chart-colours';
import { wordsLocale } from '../../lib/weather/format';
import { interfaceLanguage } from '../../lib/i18n.svelte';
import { textDirection } from '@shared/i18n/languages';

/** Every scale's ticks, grid and title and the legend in the theme's colours. */
function inkChart(chart: Chart, ink: ChartInk): void {
  for (const scale of Object.values(chart.options.scales ?? {})) {
    if (scale === undefined) continue;
    if (scale.ticks) scale.ticks.color = ink.text;
    if (scale.grid) scale.grid.color = ink.grid;
    if ('title' in scale && scale.title) scale.title.color = ink.text;
  }
  const legend = chart.options.plugins?.legend?.labels;
  if (legend) legend.color = ink.text;
}

/**
 * The legend and tooltips read as the interface's words do: right to left in Arabic (the first
 * series at the right, its colour box after it). The axes stay left to right: time runs that way.
 */
export function directChart(chart: Chart, direction: 'ltr' | 'rtl'): void {
  const { legend, tooltip } = chart.options.plugins ?? {};
  for (const part of [legend, tooltip]) {
    if (part === undefined) continue;
    part.rtl = direction === 'rtl';
    part.textDirection = direction;
  }
}

/**
 * What every dashboard chart shares: drawn at once (no animation, which would replay on each
 * redraw), from points given as {x, y}, sized by its box.
 */
export const fixedChartOptions = {
  animation: false,
  parsing: false,
  normalized: true,
  responsive: true,
  maintainAspectRatio: false,
} as const;

/** What fitLinearScale sets of a linear scale's options. */
interface FittedScale {
  display?: boolean | 'auto';
  min?: number;
  max?: number;
  ticks?: { stepSize?: number };
}

/**
 * A value axis exactly as worked out (axisRange): its ends and tick step, so Chart.js neither
 * stretches the data over the height nor picks fractional ticks; hidden when it has nothing to show.
 */
export function fitLinearScale(scale: FittedScale, range: AxisRange | null): void {
  scale.display = range !== null;
  scale.min = range?.min;
  scale.max = range?.max;
  if (scale.ticks) scale.ticks.stepSize = range?.step;
}

export interface ThemedChartParts<C extends Chart> {
  /** Makes the chart once, with its fixed options. */
  create(canvas: HTMLCanvasElement): C;
  /** Puts the data in; runs again whenever state it reads changes, without recreating the chart. */
  draw(chart: C): void;
  /** For charts that draw with the ink themselves (plugins): told the colours on every theme change. */
  inked?(ink: ChartInk): void;
}

/**
 * The one Chart.js lifecycle of the dashboard, as a canvas attachment: the chart is created once,
 * inked in the theme's colours now and whenever the theme (an attribute on <html>) changes, redrawn
 * as its data changes, and destroyed with the canvas. A page without a drawing surface (no 2D
 * context) draws nothing; the chart's summary and published values still stand.
 */
export function themedChart<C extends Chart>(parts: ThemedChartParts<C>): Attachment<HTMLCanvasElement> {
  return (canvas) => {
    if (canvas.getContext('2d') === null) return;
    const chart = parts.create(canvas);
    const applyInk = () => {
      const ink = chartInk(document.documentElement);
      inkChart(chart, ink);
      parts.inked?.(ink);
    };
    applyInk();
    const themeWatch = new MutationObserver(() => {
      applyInk();
      chart.update('none');
    });
    themeWatch.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    $effect(() => {
      // Chart.js writes the ticks' and tooltips' numbers in this locale.
      chart.options.locale = wordsLocale();
      directChart(chart, textDirection(interfaceLanguage()));
      parts.draw(chart);
      chart.update('none');
    });
    return () => {
      themeWatch.disconnect();
      chart.destroy();
    };
  };
}
