import type { ChartType, Plugin } from 'chart.js';

/** A series as the whiskers read it: an upper bound names its lower bound's series (`whiskerTo`). */
export interface WhiskerSeries {
  id: string;
  colour: string;
  whiskerTo?: string;
}

/** Half a cap's width, and an arrowhead's height, in pixels. */
const cap = 4;
const arrowHeight = 5;

/**
 * An ensemble's whiskers: a vertical line with caps from the lower bound to the upper at each step;
 * one the axis does not reach (`axisReach`) runs to the top and ends in an arrow. `shown` is the
 * chart's series in dataset order, read at each draw.
 */
export function whiskersPlugin<Type extends ChartType>(shown: () => readonly WhiskerSeries[]): Plugin<Type> {
  return {
    id: 'weatherglassWhiskers',
    afterDatasetsDraw(target) {
      const { ctx, chartArea } = target;
      const series = shown();
      series.forEach((upperSeries, index) => {
        const lowerIndex = upperSeries.whiskerTo === undefined ? -1 : series.findIndex((other) => other.id === upperSeries.whiskerTo);
        if (lowerIndex === -1 || !target.isDatasetVisible(index)) return;
        const uppers = target.getDatasetMeta(index).data;
        const lowers = target.getDatasetMeta(lowerIndex).data;
        ctx.save();
        ctx.strokeStyle = upperSeries.colour;
        ctx.lineWidth = 2;
        uppers.forEach((upper, step) => {
          const lower = lowers[step];
          // A missing percentile has no pixel (NaN): no whisker that day.
          if (lower === undefined || !Number.isFinite(upper.y) || !Number.isFinite(lower.y)) return;
          const top = Math.max(chartArea.top, upper.y);
          ctx.beginPath();
          ctx.moveTo(upper.x, top);
          ctx.lineTo(lower.x, lower.y);
          if (top > upper.y) {
            ctx.moveTo(upper.x - cap, top + arrowHeight);
            ctx.lineTo(upper.x, top);
            ctx.lineTo(upper.x + cap, top + arrowHeight);
          } else {
            ctx.moveTo(upper.x - cap, top);
            ctx.lineTo(upper.x + cap, top);
          }
          ctx.moveTo(lower.x - cap, lower.y);
          ctx.lineTo(lower.x + cap, lower.y);
          ctx.stroke();
        });
        ctx.restore();
      });
    },
  };
}
