import type { ChartType, Plugin } from 'chart.js';
import { dashboardText as t } from '../text';
import type { ChartInk } from './chart-colours';
import { nowLabelPlace } from './now-label';

/** What the "now" rule reads at each draw: the chart's callbacks outlive any one spec. */
export interface NowLineSource {
  /** The step closest to the present on the x scale; null: no rule. */
  nowAt(): number | null;
  ink(): ChartInk;
}

/** A dashed rule at the step closest to the present, and the word "now" above the plot at its top. */
export function nowLinePlugin<Type extends ChartType>(source: NowLineSource): Plugin<Type> {
  return {
    id: 'weatherglassNow',
    afterDatasetsDraw(target) {
      const nowAt = source.nowAt();
      const scale = target.scales.x;
      if (nowAt === null || scale === undefined) return;
      const x = scale.getPixelForValue(nowAt);
      const { ctx, chartArea } = target;
      const ink = source.ink();
      ctx.save();
      ctx.strokeStyle = ink.text;
      ctx.fillStyle = ink.text;
      ctx.lineWidth = 1;
      ctx.setLineDash([4, 3]);
      ctx.beginPath();
      ctx.moveTo(x, chartArea.top);
      ctx.lineTo(x, chartArea.bottom);
      ctx.stroke();
      ctx.font = '11px system-ui, sans-serif';
      const now = t('chartNow');
      const label = nowLabelPlace(x, chartArea, ctx.measureText(now).width);
      ctx.textBaseline = 'bottom';
      ctx.textAlign = label.align;
      ctx.fillText(now, label.x, label.y);
      ctx.restore();
    },
  };
}
