import { Chart, Legend, type LegendItem } from 'chart.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { legendBelow } from '@renderer/dashboard/charts/legend-below';

Chart.register(Legend);

afterEach(() => {
  vi.restoreAllMocks();
});

const item = (datasetIndex: number): LegendItem => ({ text: `series ${datasetIndex}`, datasetIndex, rotation: 45, pointStyle: 'circle' });

describe('legendBelow: the dashboard charts’ legend', () => {
  it('sits below the chart with 12 px point-style marks', () => {
    const legend = legendBelow(() => undefined);
    expect(legend.position).toBe('bottom');
    expect(legend.labels).toMatchObject({ boxWidth: 12, boxHeight: 12, usePointStyle: true });
  });

  it('draws each dataset’s mark as asked, upright, and leaves Chart.js’s own item where no mark is given', () => {
    vi.spyOn(Chart.defaults.plugins.legend.labels, 'generateLabels').mockReturnValue([item(0), item(1)]);
    const legend = legendBelow((index) => (index === 0 ? { pointStyle: 'line', strokeStyle: '#123456' } : undefined));
    const items = legend.labels.generateLabels({} as Chart);
    expect(items[0]).toEqual({ text: 'series 0', datasetIndex: 0, rotation: 0, pointStyle: 'line', strokeStyle: '#123456' });
    expect(items[1]).toEqual(item(1));
  });
});
