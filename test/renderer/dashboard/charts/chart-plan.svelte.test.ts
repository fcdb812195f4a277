import { unitPresets } from '@shared/units';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShapeContext } from '@renderer/dashboard/display';
import { chartPlan, type ChartSpec } from '@renderer/dashboard/forecast/chart-spec';
import { dailyPrecipitationChart } from '@renderer/dashboard/forecast/daily';
import ForecastChart from '@renderer/dashboard/forecast/ForecastChart.svelte';
import { hourlyCharts } from '@renderer/dashboard/forecast/hourly';
import { quarterHourChart } from '@renderer/dashboard/forecast/quarter-hour';
import { threeHourlyChart } from '@renderer/dashboard/forecast/three-hourly';
import { legendMarkOf, seriesPlan, type ChartAxes, type ChartSeries } from '@renderer/dashboard/products/chart-series';
import SeriesChart from '@renderer/dashboard/products/SeriesChart.svelte';
import type { DayForecast, HourStep } from '@shared/api/forecasts';
import { render } from '../dashboard-fake-main';

const hour = 3_600_000;
const start = Date.parse('2026-01-05T10:00:00+02:00');
const context: ShapeContext = { now: start - hour, zone: 'Europe/Helsinki', locale: 'en', language: 'en', units: { ...unitPresets.metric, temperature: 'C', wind: 'MS' } };

function hours(count: number, each: (index: number) => Partial<HourStep>): HourStep[] {
  return Array.from({ length: count }, (_, index) => ({
    time: `${new Date(start + index * hour + 2 * hour).toISOString().slice(0, 16)}+02:00`,
    symbol: 'd300',
    temperature: 5,
    feelsLikeTemp: 2,
    windSpeed: 4,
    windGust: 8,
    windDir: 180,
    windDirString: 'S',
    precipProb: 10,
    precipAccum: 0,
    ...each(index),
  }));
}

const none = 'No precipitation expected';

describe('the forecast charts’ scales, stated by the shaping code', () => {
  it('give percentages 0–100, precipitation a 1 mm floor for its top, temperatures and pressure a least span', () => {
    const charts = hourlyCharts(hours(3, () => ({})), context);
    expect(charts.cloudiness.spec.y.range).toEqual({ min: 0, max: 100 });
    expect(charts.precipitation.spec.y2?.range).toEqual({ min: 0, max: 100 });
    expect(charts.precipitation.spec.y).toMatchObject({ range: { min: 0 }, minTop: 1, headroom: 0.15 });
    expect(charts.wind.spec.y.range).toEqual({ min: 0 });
    expect(charts.temperature.spec.y).toMatchObject({ minSpan: 5, wholeTicks: true });
    expect(charts.pressure.spec.y).toMatchObject({ minSpan: 10, wholeTicks: true });
    expect(quarterHourChart([], context).spec.y).toMatchObject({ title: 'Precipitation (mm/h)', minTop: 1 });
    expect(threeHourlyChart([], context).spec.y2).toMatchObject({ title: 'Precipitation (mm per 3\u00a0h)', minTop: 1 });
  });
});

describe('chartPlan', () => {
  it('draws a trace of precipitation as a small bar under a top of 1 mm', () => {
    const plan = chartPlan(hourlyCharts(hours(3, (i) => ({ precipAccum: [0, 0.3, 0][i] ?? null })), context).precipitation.spec);
    expect(plan.series.map((series) => series.id)).toEqual(['precipAccum', 'precipProb']);
    expect(plan.axes.y).toEqual({ min: 0, max: 1, step: 0.2 });
    expect(plan.axes.y2).toEqual({ min: 0, max: 100, step: 20 });
    expect(plan.notes).toEqual([]);
  });

  it('clamps a percentage into 0–100, so neither the curve nor its axis leaves it', () => {
    const plan = chartPlan(hourlyCharts(hours(3, (i) => ({ cloudiness: [-2, 60, 103][i] ?? null })), context).cloudiness.spec);
    expect(plan.series[0]?.values).toEqual([0, 60, 100]);
    expect(plan.axes.y).toEqual({ min: 0, max: 100, step: 20 });
  });

  it('keeps a temperature that hardly moves on a whole-degree axis of at least 5 degrees', () => {
    const plan = chartPlan(hourlyCharts(hours(3, (i) => ({ temperature: [5.7, 6, 6.3][i] ?? null, feelsLikeTemp: 5.9 })), context).temperature.spec);
    expect(plan.axes.y).toEqual({ min: 3, max: 9, step: 1 });
  });

  it('leaves out precipitation that is 0 throughout and says so, keeping its chance', () => {
    const plan = chartPlan(hourlyCharts(hours(3, () => ({ precipAccum: 0, precipProb: 10 })), context).precipitation.spec);
    expect(plan.series.map((series) => series.id)).toEqual(['precipProb']);
    expect(plan.axes.y).toBeNull();
    expect(plan.notes).toEqual([none]);
  });

  it('says it once when neither amount nor chance has anything to show', () => {
    const plan = chartPlan(hourlyCharts(hours(3, () => ({ precipAccum: 0, precipProb: 0 })), context).precipitation.spec);
    expect(plan.series).toEqual([]);
    expect(plan.notes).toEqual([none]);
  });

  it('names a series the dataset left out', () => {
    const plan = chartPlan(hourlyCharts(hours(3, () => ({})), context).temperature.spec);
    expect(plan.series.map((series) => series.id)).toEqual(['temperature', 'feelsLike']);
    expect(plan.notes).toEqual(['Dew point: no data']);
  });

  it('draws a whisker whose lower end is 0 with its upper one, and leaves out one that is 0 at both ends', () => {
    const day = (date: string, p010: number, p090: number, precipAccum: number): DayForecast => ({
      date,
      symbol: 'd200',
      maxTemp: 5,
      minTemp: -1,
      maxWindSpeed: 6,
      windDir: 90,
      precipAccum,
      snowDepth: 0,
      precipAccumEnsemble: { p010, p025: p010, p050: precipAccum, p075: p090, p090 },
      precipProb: null,
    });
    const wet = chartPlan(dailyPrecipitationChart([day('2026-01-05', 0, 2, 1), day('2026-01-06', 0, 0.5, 0)], context).spec);
    expect(wet.series.map((series) => series.id)).toEqual(['precipAccum', 'precip-range-low', 'precip-range-high']);
    const dry = chartPlan(dailyPrecipitationChart([day('2026-01-05', 0, 0, 0), day('2026-01-06', 0, 0, 0)], context).spec);
    expect(dry.series).toEqual([]);
    expect(dry.notes).toEqual([none]);
  });

  it('fits the axis to the bars and follows a whisker only to twice the wettest bar: one wet member does not flatten the rest', () => {
    const day = (date: string, precipAccum: number, p090: number): DayForecast => ({
      date,
      symbol: 'd300',
      maxTemp: 5,
      minTemp: -1,
      maxWindSpeed: 6,
      windDir: 90,
      precipAccum,
      snowDepth: 0,
      precipAccumEnsemble: { p010: precipAccum / 2, p025: precipAccum, p050: precipAccum, p075: p090, p090 },
      precipProb: 90,
    });
    const days = [day('2026-01-05', 32, 76), day('2026-01-06', 20, 86), day('2026-01-07', 25, 107), day('2026-01-08', 4, 5)];
    const plan = chartPlan(dailyPrecipitationChart(days, context).spec);
    // 2 × 32 mm is 64 mm, plus the axis's headroom: 80 mm, not the 140 mm the 107 mm whisker asked.
    expect(plan.axes.y).toEqual({ min: 0, max: 80, step: 20 });
    // The whisker keeps its value: the chart cuts it at the top, and the tooltip tells it whole.
    expect(plan.series.find((series) => series.id === 'precip-range-high')?.values).toEqual([76, 86, 107, 5]);
    // Whiskers short of the reach are followed as before.
    const modest = chartPlan(dailyPrecipitationChart([day('2026-01-05', 10, 14), day('2026-01-06', 2, 3)], context).spec);
    expect(modest.axes.y?.max).toBeGreaterThanOrEqual(14);
  });
});

describe('a product chart’s legend', () => {
  it('marks a line as a line (dashed where the line is) and a bar as a box, as the chart draws them', () => {
    expect(legendMarkOf({ kind: 'line' })).toBe('line');
    expect(legendMarkOf({ kind: 'bar' })).toBe('rect');
  });
});

describe('seriesPlan', () => {
  const pollen = (values: Record<string, number[]>): ChartSeries[] =>
    Object.entries(values).map(([label, ratings]) => ({
      label,
      values: ratings,
      kind: 'line',
      axis: 'left',
      colour: '#000000',
      unit: 'of 4',
      noneText: `No ${label.toLowerCase()} pollen expected`,
    }));
  const ratingAxes: ChartAxes = { left: { title: 'Rating (0–4)', range: { min: 0, max: 4 }, wholeTicks: true } };

  it('draws the species with pollen on a whole-number 0–4 axis and says which have none', () => {
    const plan = seriesPlan(pollen({ Birch: [0, 2, 3], Grass: [0, 0, 0] }), ratingAxes);
    expect(plan.series.map((series) => series.label)).toEqual(['Birch']);
    expect(plan.axes.left).toEqual({ min: 0, max: 4, step: 1 });
    expect(plan.axes.right).toBeNull();
    expect(plan.notes).toEqual(['No grass pollen expected']);
  });

  it('fits precipitation bars against at least 1 mm beside a temperature line', () => {
    const plan = seriesPlan(
      [
        { label: 'Temperature', values: [-7.5, -7.2], kind: 'line', axis: 'left', colour: '#000000', unit: '°C' },
        { label: 'Precipitation', values: [0.3, 0], kind: 'bar', axis: 'right', colour: '#000000', unit: 'mm', noneText: 'No precipitation recorded' },
      ],
      { left: { title: '°C', minSpan: 5, wholeTicks: true }, right: { title: 'mm', range: { min: 0 }, minTop: 1, headroom: 0.15 } },
    );
    expect(plan.axes).toEqual({ left: { min: -10, max: -4, step: 1 }, right: { min: 0, max: 1, step: 0.2 } });
  });
});

describe('the chart components', () => {
  let destroy: (() => void) | undefined;
  beforeEach(() => {
    // jsdom has no canvas: what the charts publish beside it is what is checked.
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  });
  afterEach(() => {
    destroy?.();
    destroy = undefined;
    vi.restoreAllMocks();
  });

  function show<Props extends Record<string, unknown>>(component: Parameters<typeof render<Props>>[0], props: Props) {
    const view = render(component, props);
    destroy = view.destroy;
    const part = (testid: string) => view.target.querySelector<HTMLElement>(`[data-testid="${testid}"]`);
    return { view, part };
  }

  function precipitation(amounts: number[], chances: number[]): ChartSpec {
    return hourlyCharts(
      hours(amounts.length, (i) => ({ precipAccum: amounts[i] ?? null, precipProb: chances[i] ?? null })),
      context,
    ).precipitation.spec;
  }

  it('put the text in place of a series that has nothing to show, beside the canvas', () => {
    const { view, part } = show(ForecastChart, { spec: precipitation([0, 0, 0], [5, 20, 10]), summary: 'Dry.', id: 'rain' });
    expect(part('rain-absent')?.textContent).toBe(none);
    expect(view.target.querySelector('canvas')).not.toBeNull();
    expect(part('rain-chart')?.dataset.drawn).toBe('precipProb');
    expect(JSON.parse(part('rain-chart')?.dataset.axes ?? '{}')).toEqual({ y: null, y2: { min: 0, max: 100, step: 20 } });
  });

  it('put the text in place of a chart that has nothing to show at all, keeping its summary', () => {
    const { view, part } = show(ForecastChart, { spec: precipitation([0, 0, 0], [0, 0, 0]), summary: 'Dry.', id: 'rain' });
    expect(part('rain-absent')?.textContent).toBe(none);
    expect(view.target.querySelector('canvas')).toBeNull();
    expect(part('rain-summary')?.textContent).toBe('Dry.');
  });

  it('show no such text when every series is drawn', () => {
    const { view, part } = show(ForecastChart, { spec: precipitation([0, 0.3, 1.2], [10, 60, 90]), summary: 'Wet.', id: 'rain' });
    expect(part('rain-absent')).toBeNull();
    expect(view.target.querySelector('canvas')).not.toBeNull();
    expect(JSON.parse(part('rain-chart')?.dataset.axes ?? '{}')).toEqual({ y: { min: 0, max: 1.4, step: 0.2 }, y2: { min: 0, max: 100, step: 20 } });
  });

  it('publish which product series are drawn, and the fitted axes', () => {
    const series: ChartSeries[] = [
      { label: 'Birch', values: [1, 2], kind: 'line', axis: 'left', colour: '#000000', unit: 'of 4', noneText: 'No birch pollen expected' },
      { label: 'Grass', values: [0, 0], kind: 'line', axis: 'left', colour: '#000000', unit: 'of 4', noneText: 'No grass pollen expected' },
    ];
    const axes: ChartAxes = { left: { title: 'Rating (0–4)', range: { min: 0, max: 4 }, wholeTicks: true } };
    const { view, part } = show(SeriesChart, { labels: ['12:00', '13:00'], series, axes, summary: 'Birch.', display: { locale: 'en' }, testid: 'pollen' });
    const published = JSON.parse(part('pollen')?.dataset.values ?? '{}') as { series: { label: string; drawn: boolean }[]; axes: unknown };
    expect(published.series.map((one) => [one.label, one.drawn])).toEqual([
      ['Birch', true],
      ['Grass', false],
    ]);
    expect(published.axes).toEqual({ left: { min: 0, max: 4, step: 1 }, right: null });
    expect(part('pollen-absent')?.textContent).toBe('No grass pollen expected');
    expect(view.target.querySelector('canvas')).not.toBeNull();
  });

  it('replace a product chart of zeros with its text', () => {
    const series: ChartSeries[] = [{ label: 'Grass', values: [0, 0], kind: 'line', axis: 'left', colour: '#000000', unit: 'of 4', noneText: 'No grass pollen expected' }];
    const { view, part } = show(SeriesChart, {
      labels: ['12:00', '13:00'],
      series,
      axes: { left: { title: 'Rating (0–4)' } },
      summary: 'None.',
      display: { locale: 'en' },
      testid: 'pollen',
    });
    expect(part('pollen-absent')?.textContent).toBe('No grass pollen expected');
    expect(view.target.querySelector('canvas')).toBeNull();
  });
});
