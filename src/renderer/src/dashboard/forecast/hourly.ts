import type { HourStep } from '@shared/api/forecasts';
import {
  formatPercent,
  formatPercentRange,
  formatPrecipitation,
  formatPressure,
  formatPressureFigure,
  formatTemperature,
  formatWind,
  pressureLabel,
  temperatureLabel,
  windLabel,
} from '../../lib/weather/format';
import { convert } from '@shared/units';
import { serviceCompassAbbreviation } from '@shared/views/lightning';
import { traceBelowMm } from '@shared/views/precipitation-story';
import { interfaceLanguage } from '../../lib/i18n.svelte';
import { axisScales, pressureScale } from '../charts/axis-range';
import { known, seriesColours, type ChartSpec } from './chart-spec';
import { inChosenUnits, pressureRangeText, rangeText, spanAhead, type ShapeContext } from '../display';
import { precipitationAxis, precipitationBars, precipitationChance } from './precipitation-series';
import { forecastText as t } from './text';
import { extremes, firstAhead, mean, mostCommon, nowIndex, sum } from '../series-arithmetic';
import { clockAndDay, hourTicks, stepLabels, type TickPlan } from '../time';

export interface ShapedChart {
  spec: ChartSpec;
  summary: string;
}

export interface HourlyCharts {
  temperature: ShapedChart;
  precipitation: ShapedChart;
  wind: ShapedChart;
  cloudiness: ShapedChart;
  pressure: ShapedChart;
  /** The instant the summaries count "ahead" from. */
  asOf: number;
}

/** Below this a pressure change over the period is "steady": everyday weather moves a few hPa. */
const steadyPressureHpa = 3;

interface Frame {
  /** What every hourly chart's time axis is: the steps' labels, the ticks shown, where now is. */
  timeAxis: { labels: string[]; ticks: TickPlan; nowIndex: number | null };
  /** Steps after now: what the summaries speak of. */
  ahead: HourStep[];
  span: string;
}

function frameOf(steps: readonly HourStep[], context: ShapeContext): Frame {
  const times = steps.map((step) => step.time);
  const start = firstAhead(times, context.now);
  const ahead = start === -1 ? [] : steps.slice(start);
  return {
    timeAxis: { labels: stepLabels(times, context), ticks: hourTicks(times, context), nowIndex: nowIndex(times, context.now) },
    ahead,
    span: t('overNext', { ...spanAhead(ahead.length) }),
  };
}

function pick(steps: readonly HourStep[], field: (step: HourStep) => number | null | undefined): (number | null)[] {
  return steps.map((step) => known(field(step)));
}

function timeOf(steps: readonly HourStep[], index: number, context: ShapeContext): string {
  return clockAndDay(steps[index]?.time ?? '', context);
}

export function temperatureChart(steps: readonly HourStep[], context: ShapeContext, frame = frameOf(steps, context)): ShapedChart {
  const unit = temperatureLabel(context);
  const degrees = (from: readonly HourStep[], field: (step: HourStep) => number | null | undefined) => inChosenUnits('temperature', pick(from, field), context.units);
  const spec: ChartSpec = {
    ...frame.timeAxis,
    y: { title: t('axisTemperature', { unit }), ...axisScales.temperature },
    series: [
      { id: 'temperature', label: t('seriesTemperature'), kind: 'line', axis: 'y', colour: seriesColours.temperature, values: degrees(steps, (s) => s.temperature) },
      { id: 'feelsLike', label: t('seriesFeelsLike'), kind: 'line', axis: 'y', colour: seriesColours.feelsLike, dashed: true, values: degrees(steps, (s) => s.feelsLikeTemp) },
      { id: 'dewPoint', label: t('seriesDewPoint'), kind: 'line', axis: 'y', colour: seriesColours.dewPoint, values: degrees(steps, (s) => s.dewPoint) },
    ],
  };
  const range = extremes(degrees(frame.ahead, (s) => s.temperature));
  if (range === null) return { spec, summary: t('temperatureNone', { span: frame.span }) };
  const feels = extremes(pick(frame.ahead, (s) => s.feelsLikeTemp));
  const summary = t('temperatureSummary', {
    range: rangeText(range.min.value, range.max.value, unit, context),
    span: frame.span,
    warmest: timeOf(frame.ahead, range.max.index, context),
    coldest: timeOf(frame.ahead, range.min.index, context),
    feelsLike: feels === null ? 'none' : formatTemperature(feels.min.value, context),
  });
  return { spec, summary };
}

export function precipitationChart(steps: readonly HourStep[], context: ShapeContext, frame = frameOf(steps, context)): ShapedChart {
  const spec: ChartSpec = {
    ...frame.timeAxis,
    y: precipitationAxis(context, 'amount'),
    y2: { title: t('axisProbability'), ...axisScales.percent },
    series: [
      precipitationBars({ id: 'precipAccum', label: t('seriesPrecipitation'), axis: 'y' }, pick(steps, (s) => s.precipAccum), context),
      precipitationChance(pick(steps, (s) => s.precipProb)),
    ],
  };
  const amounts = pick(frame.ahead, (s) => s.precipAccum);
  const total = sum(amounts);
  const chance = extremes(pick(frame.ahead, (s) => s.precipProb));
  const chanceText = chance === null ? 'none' : formatPercent(chance.max.value, context);
  const span = frame.span;
  if (total === null) return { spec, summary: t('precipitationAmountsNone', { span }) };
  // An hour with more than a trace is wet: half an hour of the popup's light rain (0.1 mm/h and up) can leave only 0.05 mm.
  const firstWet = amounts.findIndex((amount) => amount !== null && amount >= traceBelowMm);
  if (total === 0) return { spec, summary: t('precipitationNoneExpected', { span }) };
  if (firstWet === -1) return { spec, summary: t('precipitationTrace', { span, chance: chanceText }) };
  const wettest = extremes(amounts)?.max;
  const summary = t('precipitationSummary', {
    total: formatPrecipitation(total, 'amount', context),
    span,
    start: timeOf(frame.ahead, firstWet, context),
    wettest: wettest === undefined ? 'none' : timeOf(frame.ahead, wettest.index, context),
    wettestAmount: wettest === undefined ? '' : formatPrecipitation(wettest.value, 'amount', context),
    chance: chanceText,
  });
  return { spec, summary };
}

export function windChart(steps: readonly HourStep[], context: ShapeContext, frame = frameOf(steps, context)): ShapedChart {
  const unit = windLabel(context);
  const spec: ChartSpec = {
    ...frame.timeAxis,
    y: { title: t('axisWind', { unit }), ...axisScales.magnitude },
    series: [
      {
        id: 'windSpeed',
        label: t('seriesWindSpeed'),
        kind: 'line',
        axis: 'y',
        colour: seriesColours.wind,
        values: inChosenUnits('wind', pick(steps, (s) => s.windSpeed), context.units),
        directions: pick(steps, (s) => s.windDir),
      },
      {
        id: 'windGust',
        label: t('seriesGusts'),
        kind: 'line',
        axis: 'y',
        colour: seriesColours.gust,
        dashed: true,
        values: inChosenUnits('wind', pick(steps, (s) => s.windGust), context.units),
      },
    ],
  };
  const speed = extremes(pick(frame.ahead, (s) => s.windSpeed));
  if (speed === null) return { spec, summary: t('windNone', { span: frame.span }) };
  const gust = extremes(pick(frame.ahead, (s) => s.windGust))?.max;
  const direction = mostCommon(frame.ahead.map((step) => step.windDirString));
  const [low, high] = [speed.min.value, speed.max.value].map((value) => convert.wind(value, context.units.wind));
  const summary = t('windSummary', {
    range: rangeText(low ?? 0, high ?? 0, unit, context),
    span: frame.span,
    gust: gust === undefined ? 'none' : formatWind(gust.value, context),
    gustTime: gust === undefined ? '' : timeOf(frame.ahead, gust.index, context),
    direction: direction === null ? 'none' : serviceCompassAbbreviation(direction, interfaceLanguage()),
  });
  return { spec, summary };
}

export function cloudinessChart(steps: readonly HourStep[], context: ShapeContext, frame = frameOf(steps, context)): ShapedChart {
  const spec: ChartSpec = {
    ...frame.timeAxis,
    y: { title: t('axisCloudiness'), ...axisScales.percent },
    series: [{ id: 'cloudiness', label: t('seriesCloudiness'), kind: 'line', axis: 'y', colour: seriesColours.cloud, area: true, values: pick(steps, (s) => s.cloudiness) }],
  };
  const values = pick(frame.ahead, (s) => s.cloudiness);
  const range = extremes(values);
  const average = mean(values);
  if (range === null || average === null) return { spec, summary: t('cloudinessNone', { span: frame.span }) };
  return {
    spec,
    summary: t('cloudinessSummary', {
      range: formatPercentRange(range.min.value, range.max.value, context),
      span: frame.span,
      average: formatPercent(average, context),
    }),
  };
}

export function pressureChart(steps: readonly HourStep[], context: ShapeContext, frame = frameOf(steps, context)): ShapedChart {
  const spec: ChartSpec = {
    ...frame.timeAxis,
    y: { title: t('axisPressure', { unit: pressureLabel(context) }), ...pressureScale(context.units.pressure) },
    series: [
      {
        id: 'pressure',
        label: t('seriesPressure'),
        kind: 'line',
        axis: 'y',
        colour: seriesColours.pressure,
        values: inChosenUnits('pressure', pick(steps, (s) => s.pressure), context.units),
        texts: pick(steps, (s) => s.pressure).map((hPa) => formatPressureFigure(hPa, context)),
      },
    ],
  };
  const values = pick(frame.ahead, (s) => s.pressure).filter((value): value is number => value !== null);
  if (values.length === 0) return { spec, summary: t('pressureNone', { span: frame.span }) };
  return { spec, summary: pressureTrend(values, frame.span, context) };
}

/**
 * The pressure's course, said whole: a turning point is said when the pressure goes at least
 * `steadyPressureHpa` beyond both ends ("rising from 1,008 to 1,027 hPa, then falling to 1,010 hPa"),
 * so the words describe the chart's shape, not only its ends.
 */
function pressureTrend(values: readonly number[], span: string, context: ShapeContext): string {
  const first = values[0] ?? 0;
  const last = values.at(-1) ?? first;
  const [low, high] = [Math.min(...values), Math.max(...values)];
  const hpa = (value: number) => formatPressure(value, context);
  const peak = high - Math.max(first, last);
  const trough = Math.min(first, last) - low;
  if (Math.max(peak, trough) >= steadyPressureHpa) {
    return peak >= trough
      ? t('pressureRiseThenFall', { first: hpa(first), turn: hpa(high), last: hpa(last), span })
      : t('pressureFallThenRise', { first: hpa(first), turn: hpa(low), last: hpa(last), span });
  }
  const change = last - first;
  if (Math.abs(change) < steadyPressureHpa) return t('pressureSteady', { value: hpa(first), span });
  return t(change > 0 ? 'pressureRising' : 'pressureFalling', { range: pressureRangeText(first, last, context), span });
}

/** All the hourly charts from one set of steps (the full dataset, or the standard one while it loads). */
export function hourlyCharts(steps: readonly HourStep[], context: ShapeContext): HourlyCharts {
  const frame = frameOf(steps, context);
  return {
    temperature: temperatureChart(steps, context, frame),
    precipitation: precipitationChart(steps, context, frame),
    wind: windChart(steps, context, frame),
    cloudiness: cloudinessChart(steps, context, frame),
    pressure: pressureChart(steps, context, frame),
    asOf: context.now,
  };
}
