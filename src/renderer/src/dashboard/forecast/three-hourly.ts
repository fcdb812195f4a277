import type { ThreeHourStep } from '@shared/api/forecasts';
import { formatPrecipitation } from '../../lib/weather/format';
import { axisScales, precipitationScale } from '../charts/axis-range';
import { known, noPrecipitation, seriesColours, type ChartSpec } from './chart-spec';
import { inChosenUnits, rangeText, type ShapeContext } from '../display';
import { degreesLabel, precipitationLabel } from '../../lib/weather/format';
import type { ShapedChart } from './hourly';
import { extremes, sum } from '../series-arithmetic';
import { clockAndDay, hourTicks, stepLabels } from '../time';

const hoursPerStep = 3;

/** Five days in 3-hour steps: temperature as a line, each step's precipitation as bars on their own axis. */
export function threeHourlyChart(steps: readonly ThreeHourStep[], context: ShapeContext): ShapedChart {
  const unit = degreesLabel(context.units.temperature);
  const temperatures = steps.map((step) => known(step.temperature));
  const amounts = steps.map((step) => known(step.precipAccum));
  const times = steps.map((step) => step.time);
  const spec: ChartSpec = {
    labels: stepLabels(times, context.zone, context.units.clock),
    ticks: hourTicks(times, context.zone, context.units.clock),
    y: { title: `Temperature (${unit})`, ...axisScales.temperature },
    y2: { title: `Precipitation (${precipitationLabel(context.units, 'amount')} per 3 h)`, ...precipitationScale(context.units.precipitation) },
    series: [
      { id: 'temperature', label: 'Temperature', kind: 'line', axis: 'y', colour: seriesColours.temperature, values: temperatures },
      { id: 'precipAccum', label: 'Precipitation in 3 h', kind: 'bar', axis: 'y2', colour: seriesColours.precipitation, values: inChosenUnits('precipitation', amounts, context.units), noneText: noPrecipitation },
    ],
  };
  if (steps.length === 0) return { spec, summary: 'No 3-hourly forecast yet.' };
  const days = Math.round((steps.length * hoursPerStep) / 24);
  const span = days >= 1 ? `over ${days} ${days === 1 ? 'day' : 'days'}` : `over ${steps.length * hoursPerStep} hours`;
  const range = extremes(temperatures);
  const temperatureText = range === null ? 'no temperatures' : `temperature ${rangeText(range.min.value, range.max.value, unit, context)}`;
  const total = sum(amounts);
  const wettest = extremes(amounts)?.max;
  let precipitationText = 'no precipitation amounts';
  if (total === 0) precipitationText = 'no precipitation expected';
  else if (total !== null && wettest !== undefined) {
    precipitationText =
      `${formatPrecipitation(total, 'amount', context.units, context.locale)} of precipitation in total, ` +
      `most in the 3 hours to ${clockAndDay(steps[wettest.index]?.time ?? '', context.zone, context.units.clock)} (${formatPrecipitation(wettest.value, 'amount', context.units, context.locale)})`;
  }
  const summary = `${span.charAt(0).toUpperCase()}${span.slice(1)}: ${temperatureText}; ${precipitationText}.`;
  return { spec, summary };
}
