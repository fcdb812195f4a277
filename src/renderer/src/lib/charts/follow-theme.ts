import type { Chart } from 'chart.js';

/**
 * Re-inks a chart when the theme changes (an attribute on <html>), without recreating it.
 * Returns the stop.
 */
export function followTheme<C extends Chart>(chart: C, applyInk: (chart: C) => void): () => void {
  const themeWatch = new MutationObserver(() => {
    applyInk(chart);
    chart.update('none');
  });
  themeWatch.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => themeWatch.disconnect();
}
