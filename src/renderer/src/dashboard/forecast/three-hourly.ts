import type { ThreeHourStep } from '@shared/api/forecasts';
import { formatPrecipitation } from '../../lib/weather/format';
import { axisScales } from '../charts/axis-range';
import { known, seriesColours, type ChartSpec } from './chart-spec';
import { inChosenUnits, rangeText, type ShapeContext } from '../display';
import { temperatureLabel } from '../../lib/weather/format';
import type { ShapedChart } from './hourly';
import { extremes, sum } from '../series-arithmetic';
import { clockAndDay, hourTicks, stepLabels } from '../time';
import { precipitationAxis, precipitationBars } from './precipitation-series';
import { forecastText as t } from './text';

const hoursPerStep = 3;

/** Five days in 3-hour steps: temperature as a line, each step's precipitation as bars on their own axis. */
export function threeHourlyChart(steps: readonly ThreeHourStep[], context: ShapeContext): ShapedChart {
  const unit = temperatureLabel(context);
  const temperatures = inChosenUnits('temperature', steps.map((step) => known(step.temperature)), context.units);
  const amounts = steps.map((step) => known(step.precipAccum));
  const times = steps.map((step) => step.time);
  const spec: ChartSpec = {
    labels: stepLabels(times, context),
    ticks: hourTicks(times, context),
    y: { title: t('axisTemperature', { unit }), ...axisScales.temperature },
    y2: precipitationAxis(context, 'amount', 'axisPrecipitationPer3h'),
    series: [
      { id: 'temperature', label: t('seriesTemperature'), kind: 'line', axis: 'y', colour: seriesColours.temperature, values: temperatures },
      precipitationBars({ id: 'precipAccum', label: t('seriesPrecipitation3h'), axis: 'y2' }, amounts, context),
    ],
  };
  if (steps.length === 0) return { spec, summary: t('threeHourlyNone') };
  const days = Math.round((steps.length * hoursPerStep) / 24);
  const range = extremes(temperatures);
  const total = sum(amounts);
  const wettest = extremes(amounts)?.max;
  const precipitation = total === 0 ? 'none' : total === null || wettest === undefined ? 'unknown' : 'some';
  const summary = t('threeHourlySummary', {
    ...(days >= 1 ? { unit: 'days', count: days } : { unit: 'hours', count: steps.length * hoursPerStep }),
    temperature: range === null ? 'none' : rangeText(range.min.value, range.max.value, unit, context),
    precipitation,
    total: total === null ? '' : formatPrecipitation(total, 'amount', context),
    wettest: wettest === undefined ? '' : clockAndDay(steps[wettest.index]?.time ?? '', context),
    wettestAmount: wettest === undefined ? '' : formatPrecipitation(wettest.value, 'amount', context),
  });
  return { spec, summary };
}
