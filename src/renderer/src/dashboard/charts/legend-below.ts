import { Chart, type LegendItem } from 'chart.js';

/**
 * The dashboard charts' legend: below the chart, 12 px marks drawn as point styles, each dataset's
 * mark as `markOf` gives it (undefined keeps Chart.js's own item).
 */
export function legendBelow(markOf: (datasetIndex: number) => Partial<LegendItem> | undefined) {
  return {
    position: 'bottom' as const,
    labels: {
      boxWidth: 12,
      boxHeight: 12,
      usePointStyle: true,
      generateLabels(chart: Chart): LegendItem[] {
        return Chart.defaults.plugins.legend.labels.generateLabels(chart).map((item) => {
          const mark = markOf(item.datasetIndex ?? -1);
          return mark === undefined ? item : { ...item, rotation: 0, ...mark };
        });
      },
    },
  };
}
