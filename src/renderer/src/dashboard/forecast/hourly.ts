import type { HourStep } from '@shared/api/forecasts';
import { formatPrecipitation, formatPressure, formatWind, formatWithUnit, precipitationLabel } from '../../lib/weather/format';
import { convert } from '@shared/units';
import { traceBelowMm } from '@shared/views/precipitation-story';
import { axisScales, precipitationScale, pressureScale } from '../charts/axis-range';
import { known, noPrecipitation, seriesColours, type ChartSpec } from './chart-spec';
import { hoursText, inChosenUnits, pressureLabel, pressureRangeText, rangeText, temperatureText, windLabel, type ShapeContext } from '../display';
import { degreesLabel } from '../../lib/weather/format';
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
  labels: string[];
  ticks: TickPlan;
  nowIndex: number | null;
  /** Steps after now: what the summaries speak of. */
  ahead: HourStep[];
  span: string;
}

function frameOf(steps: readonly HourStep[], context: ShapeContext): Frame {
  const times = steps.map((step) => step.time);
  const start = firstAhead(times, context.now);
  const ahead = start === -1 ? [] : steps.slice(start);
  return {
    labels: stepLabels(times, context.zone, context.units.clock),
    ticks: hourTicks(times, context.zone, context.units.clock),
    nowIndex: nowIndex(times, context.now),
    ahead,
    span: `over the next ${hoursText(ahead.length)}`,
  };
}

function pick(steps: readonly HourStep[], field: (step: HourStep) => number | null | undefined): (number | null)[] {
  return steps.map((step) => known(field(step)));
}

function timeOf(steps: readonly HourStep[], index: number, context: ShapeContext): string {
  return clockAndDay(steps[index]?.time ?? '', context.zone, context.units.clock);
}

export function temperatureChart(steps: readonly HourStep[], context: ShapeContext, frame = frameOf(steps, context)): ShapedChart {
  const unit = degreesLabel(context.units.temperature);
  const spec: ChartSpec = {
    labels: frame.labels,
    ticks: frame.ticks,
    nowIndex: frame.nowIndex,
    y: { title: `Temperature (${unit})`, ...axisScales.temperature },
    series: [
      { id: 'temperature', label: 'Temperature', kind: 'line', axis: 'y', colour: seriesColours.temperature, values: pick(steps, (s) => s.temperature) },
      { id: 'feelsLike', label: 'Feels like', kind: 'line', axis: 'y', colour: seriesColours.feelsLike, dashed: true, values: pick(steps, (s) => s.feelsLikeTemp) },
      { id: 'dewPoint', label: 'Dew point', kind: 'line', axis: 'y', colour: seriesColours.dewPoint, values: pick(steps, (s) => s.dewPoint) },
    ],
  };
  const range = extremes(pick(frame.ahead, (s) => s.temperature));
  if (range === null) return { spec, summary: `No temperatures in the forecast ${frame.span}.` };
  const feels = extremes(pick(frame.ahead, (s) => s.feelsLikeTemp));
  const feelsText = feels === null ? '' : `; feels like down to ${temperatureText(feels.min.value, context)}`;
  const summary =
    `Temperature ${rangeText(range.min.value, range.max.value, unit, context)} ${frame.span}; ` +
    `warmest ${timeOf(frame.ahead, range.max.index, context)}, coldest ${timeOf(frame.ahead, range.min.index, context)}${feelsText}.`;
  return { spec, summary };
}

export function precipitationChart(steps: readonly HourStep[], context: ShapeContext, frame = frameOf(steps, context)): ShapedChart {
  const spec: ChartSpec = {
    labels: frame.labels,
    ticks: frame.ticks,
    nowIndex: frame.nowIndex,
    y: { title: `Precipitation (${precipitationLabel(context.units, 'amount')})`, ...precipitationScale(context.units.precipitation) },
    y2: { title: 'Probability (%)', ...axisScales.percent },
    series: [
      {
        id: 'precipAccum',
        label: 'Precipitation',
        kind: 'bar',
        axis: 'y',
        colour: seriesColours.precipitation,
        values: inChosenUnits('precipitation', pick(steps, (s) => s.precipAccum), context.units),
        noneText: noPrecipitation,
      },
      { id: 'precipProb', label: 'Probability', kind: 'line', axis: 'y2', colour: seriesColours.probability, values: pick(steps, (s) => s.precipProb), noneText: noPrecipitation },
    ],
  };
  const amounts = pick(frame.ahead, (s) => s.precipAccum);
  const total = sum(amounts);
  const chance = extremes(pick(frame.ahead, (s) => s.precipProb));
  const chanceText = chance === null ? '' : `; chance up to ${formatWithUnit(chance.max.value, '%', context.locale)}`;
  if (total === null) return { spec, summary: `No precipitation amounts in the forecast ${frame.span}.` };
  // An hour with more than a trace is wet: half an hour of the popup's light rain (0.1 mm/h and up) can leave only 0.05 mm.
  const firstWet = amounts.findIndex((amount) => amount !== null && amount >= traceBelowMm);
  if (total === 0) return { spec, summary: `No precipitation expected ${frame.span}.` };
  if (firstWet === -1) return { spec, summary: `At most a trace of precipitation ${frame.span}${chanceText}.` };
  const wettest = extremes(amounts)?.max;
  const wettestText =
    wettest === undefined
      ? ''
      : `; wettest hour to ${timeOf(frame.ahead, wettest.index, context)} (${formatPrecipitation(wettest.value, 'amount', context.units, context.locale)})`;
  const startText = `, starting in the hour to ${timeOf(frame.ahead, firstWet, context)}`;
  return { spec, summary: `${formatPrecipitation(total, 'amount', context.units, context.locale)} of precipitation ${frame.span}${startText}${wettestText}${chanceText}.` };
}

export function windChart(steps: readonly HourStep[], context: ShapeContext, frame = frameOf(steps, context)): ShapedChart {
  const unit = windLabel(context);
  const spec: ChartSpec = {
    labels: frame.labels,
    ticks: frame.ticks,
    nowIndex: frame.nowIndex,
    y: { title: `Wind (${unit})`, ...axisScales.magnitude },
    series: [
      {
        id: 'windSpeed',
        label: 'Wind speed (arrows: direction)',
        kind: 'line',
        axis: 'y',
        colour: seriesColours.wind,
        values: inChosenUnits('wind', pick(steps, (s) => s.windSpeed), context.units),
        directions: pick(steps, (s) => s.windDir),
      },
      {
        id: 'windGust',
        label: 'Gusts',
        kind: 'line',
        axis: 'y',
        colour: seriesColours.gust,
        dashed: true,
        values: inChosenUnits('wind', pick(steps, (s) => s.windGust), context.units),
      },
    ],
  };
  const speed = extremes(pick(frame.ahead, (s) => s.windSpeed));
  if (speed === null) return { spec, summary: `No wind speeds in the forecast ${frame.span}.` };
  const gust = extremes(pick(frame.ahead, (s) => s.windGust))?.max;
  const gustText = gust === undefined ? '' : `, gusts up to ${formatWind(gust.value, context.units, context.locale)} at ${timeOf(frame.ahead, gust.index, context)}`;
  const direction = mostCommon(frame.ahead.map((step) => step.windDirString));
  const directionText = direction === null ? '' : `; mostly from ${direction}`;
  const [low, high] = [speed.min.value, speed.max.value].map((value) => convert.wind(value, context.units.wind));
  return { spec, summary: `Wind ${rangeText(low ?? 0, high ?? 0, unit, context)} ${frame.span}${gustText}${directionText}.` };
}

export function cloudinessChart(steps: readonly HourStep[], context: ShapeContext, frame = frameOf(steps, context)): ShapedChart {
  const spec: ChartSpec = {
    labels: frame.labels,
    ticks: frame.ticks,
    nowIndex: frame.nowIndex,
    y: { title: 'Cloudiness (%)', ...axisScales.percent },
    series: [{ id: 'cloudiness', label: 'Cloudiness', kind: 'line', axis: 'y', colour: seriesColours.cloud, area: true, values: pick(steps, (s) => s.cloudiness) }],
  };
  const values = pick(frame.ahead, (s) => s.cloudiness);
  const range = extremes(values);
  const average = mean(values);
  if (range === null || average === null) return { spec, summary: `No cloudiness in the forecast ${frame.span}.` };
  return {
    spec,
    summary: `Cloudiness ${rangeText(range.min.value, range.max.value, '%', context)} ${frame.span}, ${formatWithUnit(average, '%', context.locale)} on average.`,
  };
}

export function pressureChart(steps: readonly HourStep[], context: ShapeContext, frame = frameOf(steps, context)): ShapedChart {
  const spec: ChartSpec = {
    labels: frame.labels,
    ticks: frame.ticks,
    nowIndex: frame.nowIndex,
    y: { title: `Pressure (${pressureLabel(context)})`, ...pressureScale(context.units.pressure) },
    series: [
      {
        id: 'pressure',
        label: 'Sea-level pressure',
        kind: 'line',
        axis: 'y',
        colour: seriesColours.pressure,
        values: inChosenUnits('pressure', pick(steps, (s) => s.pressure), context.units),
      },
    ],
  };
  const values = pick(frame.ahead, (s) => s.pressure).filter((value): value is number => value !== null);
  if (values.length === 0) return { spec, summary: `No pressure in the forecast ${frame.span}.` };
  const trend = pressureTrend(values, context);
  return { spec, summary: `Pressure ${trend} ${frame.span}.` };
}

/**
 * The pressure's course in words: a turning point is said when the pressure goes at least
 * `steadyPressureHpa` beyond both ends ("rising from 1,008 to 1,027 hPa, then falling to 1,010 hPa"),
 * so the words describe the chart's shape, not only its ends.
 */
function pressureTrend(values: readonly number[], context: ShapeContext): string {
  const first = values[0] ?? 0;
  const last = values.at(-1) ?? first;
  const [low, high] = [Math.min(...values), Math.max(...values)];
  const hpa = (value: number) => formatPressure(value, context.units, context.locale);
  const peak = high - Math.max(first, last);
  const trough = Math.min(first, last) - low;
  if (Math.max(peak, trough) >= steadyPressureHpa) {
    return peak >= trough
      ? `rising from ${hpa(first)} to ${hpa(high)}, then falling to ${hpa(last)}`
      : `falling from ${hpa(first)} to ${hpa(low)}, then rising to ${hpa(last)}`;
  }
  const change = last - first;
  if (Math.abs(change) < steadyPressureHpa) return `steady around ${hpa(first)}`;
  return `${change > 0 ? 'rising' : 'falling'} from ${pressureRangeText(first, last, context)}`;
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
