import type { Chart } from 'chart.js';
import { describe, expect, it } from 'vitest';
import { directChart } from '@renderer/dashboard/charts/themed-chart.svelte';

/** A chart's options as Chart.js resolves them: a legend and a tooltip among its plugins. */
function chartOptions(): Chart {
  return { options: { plugins: { legend: { rtl: false }, tooltip: { rtl: false } } } } as unknown as Chart;
}

describe('a chart in the interface direction', () => {
  it('reads its legend and tooltips right to left in a right-to-left language', () => {
    const chart = chartOptions();
    directChart(chart, 'rtl');
    expect(chart.options.plugins?.legend).toMatchObject({ rtl: true, textDirection: 'rtl' });
    expect(chart.options.plugins?.tooltip).toMatchObject({ rtl: true, textDirection: 'rtl' });
  });

  it('goes back to left to right when the language does', () => {
    const chart = chartOptions();
    directChart(chart, 'rtl');
    directChart(chart, 'ltr');
    expect(chart.options.plugins?.legend).toMatchObject({ rtl: false, textDirection: 'ltr' });
    expect(chart.options.plugins?.tooltip).toMatchObject({ rtl: false, textDirection: 'ltr' });
  });
});
