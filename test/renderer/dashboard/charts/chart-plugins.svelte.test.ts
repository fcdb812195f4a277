import type { Chart } from 'chart.js';
import { describe, expect, it } from 'vitest';
import { nowLinePlugin } from '@renderer/dashboard/charts/now-line';
import { TickCache } from '@renderer/dashboard/charts/tick-cache';
import { whiskersPlugin, type WhiskerSeries } from '@renderer/dashboard/charts/whiskers';

/** A canvas context that writes down what is drawn: strokes as the segments they join, and text. */
function recordingContext() {
  const strokes: string[][] = [];
  const texts: { text: string; x: number; y: number; align: string; colour: string }[] = [];
  let path: string[] = [];
  let at = '';
  const ctx = {
    strokeStyle: '',
    fillStyle: '',
    lineWidth: 0,
    font: '',
    textBaseline: '',
    textAlign: '',
    dashes: [] as number[],
    save() {},
    restore() {},
    setLineDash(dashes: number[]) {
      ctx.dashes = dashes;
    },
    beginPath() {
      path = [];
    },
    moveTo(x: number, y: number) {
      at = `${x},${y}`;
    },
    lineTo(x: number, y: number) {
      path.push(`${at}→${x},${y}`);
      at = `${x},${y}`;
    },
    stroke() {
      strokes.push(path);
    },
    measureText: (text: string) => ({ width: text.length * 6 }),
    fillText(text: string, x: number, y: number) {
      texts.push({ text, x, y, align: ctx.textAlign, colour: ctx.fillStyle });
    },
  };
  return { ctx, strokes, texts };
}

const chartArea = { top: 20, bottom: 120, left: 40, right: 400 };

/** A chart as a plugin sees it after drawing its datasets: each point's pixel, by dataset. */
function drawnChart(ctx: unknown, points: { x: number; y: number }[][], hidden: number[] = []): Chart {
  return {
    ctx,
    chartArea,
    scales: { x: { getPixelForValue: (value: number) => 40 + value * 10 } },
    isDatasetVisible: (index: number) => !hidden.includes(index),
    getDatasetMeta: (index: number) => ({ data: points[index] ?? [] }),
  } as unknown as Chart;
}

function draw(plugin: { afterDatasetsDraw?: unknown }, chart: Chart): void {
  (plugin.afterDatasetsDraw as (chart: Chart) => void)(chart);
}

describe('the "now" rule', () => {
  const ink = { text: '#123456', grid: '#eeeeee' };

  it('draws a dashed rule down the plot at the step closest to the present, and "now" above the plot', () => {
    const { ctx, strokes, texts } = recordingContext();
    draw(nowLinePlugin({ nowAt: () => 3, ink: () => ink }), drawnChart(ctx, []));
    expect(strokes).toEqual([['70,20→70,120']]);
    expect(ctx.dashes).toEqual([4, 3]);
    expect(ctx.strokeStyle).toBe(ink.text);
    expect(texts).toEqual([{ text: 'now', x: 74, y: 18, align: 'left', colour: ink.text }]);
  });

  it('puts the word on the rule’s left where the right would run past the plot', () => {
    const { ctx, texts } = recordingContext();
    draw(nowLinePlugin({ nowAt: () => 35, ink: () => ink }), drawnChart(ctx, []));
    expect(texts[0]).toMatchObject({ x: 386, align: 'right' });
  });

  it('draws nothing when no step is the present', () => {
    const { ctx, strokes, texts } = recordingContext();
    draw(nowLinePlugin({ nowAt: () => null, ink: () => ink }), drawnChart(ctx, []));
    expect(strokes).toEqual([]);
    expect(texts).toEqual([]);
  });
});

describe('the ensemble’s whiskers', () => {
  const series: WhiskerSeries[] = [
    { id: 'p10', colour: '#111' },
    { id: 'median', colour: '#222' },
    { id: 'p90', colour: '#333', whiskerTo: 'p10' },
  ];

  it('joins each step’s upper bound to its lower, capped at both ends, in the upper series’ colour', () => {
    const { ctx, strokes } = recordingContext();
    const lower = [{ x: 50, y: 100 }];
    const upper = [{ x: 50, y: 60 }];
    draw(whiskersPlugin(() => series), drawnChart(ctx, [lower, [], upper]));
    expect(strokes).toEqual([['50,60→50,100', '46,60→54,60', '46,100→54,100']]);
    expect(ctx.strokeStyle).toBe('#333');
  });

  it('runs a whisker the axis does not reach to the plot’s top and ends it in an arrow', () => {
    const { ctx, strokes } = recordingContext();
    draw(whiskersPlugin(() => series), drawnChart(ctx, [[{ x: 50, y: 100 }], [], [{ x: 50, y: -30 }]]));
    expect(strokes).toEqual([['50,20→50,100', '46,25→50,20', '50,20→54,25', '46,100→54,100']]);
  });

  it('leaves out a step with a missing percentile, and a whisker whose series is hidden', () => {
    const { ctx, strokes } = recordingContext();
    const lower = [
      { x: 50, y: Number.NaN },
      { x: 60, y: 100 },
    ];
    const upper = [
      { x: 50, y: 60 },
      { x: 60, y: 70 },
    ];
    draw(whiskersPlugin(() => series), drawnChart(ctx, [lower, [], upper]));
    expect(strokes).toHaveLength(1);
    expect(strokes[0]?.[0]).toBe('60,70→60,100');

    const hidden = recordingContext();
    draw(whiskersPlugin(() => series), drawnChart(hidden.ctx, [lower, [], upper], [2]));
    expect(hidden.strokes).toEqual([]);
  });
});

describe('TickCache', () => {
  it('says which labels show, working them out once per plan and width', () => {
    const asked: number[] = [];
    const cache = new TickCache((plan: { steps: number }, width: number) => {
      asked.push(width);
      return width >= 200 ? [0, 1, 2] : [0, 2];
    });
    const plan = { steps: 3 };
    expect([0, 1, 2].map((index) => cache.shown(plan, 100, index))).toEqual([true, false, true]);
    expect(asked).toEqual([100]);

    expect([0, 1, 2].map((index) => cache.shown(plan, 300, index))).toEqual([true, true, true]);
    expect(asked).toEqual([100, 300]);

    cache.shown({ steps: 3 }, 300, 1);
    expect(asked).toEqual([100, 300, 300]);
  });
});
