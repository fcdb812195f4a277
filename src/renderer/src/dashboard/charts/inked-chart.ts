import type { Chart } from 'chart.js';

/**
 * Keeps a chart inked in the theme's colours: now, and again whenever the theme (an attribute on
 * <html>) changes, without recreating it. Returns the teardown: stop following, destroy the chart.
 */
export function inkedChart<C extends Chart>(chart: C, applyInk: (chart: C) => void): () => void {
  applyInk(chart);
  const themeWatch = new MutationObserver(() => {
    applyInk(chart);
    chart.update('none');
  });
  themeWatch.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => {
    themeWatch.disconnect();
    chart.destroy();
  };
}
