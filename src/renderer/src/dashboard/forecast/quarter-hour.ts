import type { QuarterHourStep } from '@shared/api/forecasts';
import { isWet, spellWords } from '@shared/views/precipitation-story';
import { fallingIn } from '@shared/views/weather-symbol';
import { formatClock, formatPrecipitation } from '../../lib/weather/format';
import { axisScales, precipitationScale } from '../charts/axis-range';
import { known, noPrecipitation, seriesColours, type ChartSpec } from './chart-spec';
import { hoursText, inChosenUnits, rangeText, type ShapeContext } from '../display';
import { degreesLabel, precipitationLabel } from '../../lib/weather/format';
import type { ShapedChart } from './hourly';
import { extremes } from '../series-arithmetic';


const stepMinutes = 15;

/** '3 hours' for twelve steps; minutes when the nowcast is shorter than an hour. */
function spanText(steps: number): string {
  const minutes = steps * stepMinutes;
  return minutes % 60 === 0 ? hoursText(minutes / 60) : `${minutes} min`;
}

/** The next hours in 15-minute steps: precipitation rate as bars, temperature as a line on its own axis. */
export function quarterHourChart(steps: readonly QuarterHourStep[], context: ShapeContext): ShapedChart {
  const unit = degreesLabel(context.units.temperature);
  const rates = steps.map((step) => known(step.precipRate));
  const temperatures = steps.map((step) => known(step.temperature));
  const spec: ChartSpec = {
    labels: steps.map((step) => formatClock(step.time, context.zone, context.units.clock)),
    y: { title: `Precipitation (${precipitationLabel(context.units, 'rate')})`, ...precipitationScale(context.units.precipitation) },
    y2: { title: `Temperature (${unit})`, ...axisScales.temperature },
    series: [
      { id: 'precipRate', label: 'Precipitation rate', kind: 'bar', axis: 'y', colour: seriesColours.precipitation, values: inChosenUnits('precipitation', rates, context.units), noneText: noPrecipitation },
      { id: 'temperature', label: 'Temperature', kind: 'line', axis: 'y2', colour: seriesColours.temperature, values: temperatures },
    ],
  };
  const span = `the next ${spanText(steps.length)}`;
  if (steps.length === 0) return { spec, summary: 'No 15-minute forecast yet.' };
  const range = extremes(temperatures);
  const temperatureText = range === null ? '' : `; temperature ${rangeText(range.min.value, range.max.value, unit, context)}`;
  const firstWet = rates.findIndex(isWet);
  if (rates.every((rate) => rate === null)) return { spec, summary: `No precipitation rates for ${span}${temperatureText}.` };
  if (firstWet === -1) return { spec, summary: `Dry for ${span}${temperatureText}.` };
  const peak = extremes(rates)?.max;
  const peakText =
    peak === undefined
      ? ''
      : `, up to ${formatPrecipitation(peak.value, 'rate', context.units, context.locale)} around ${formatClock(steps[peak.index]?.time ?? '', context.zone, context.units.clock)}`;
  // In the popup's words for the same thresholds: "Light rain from 14:15".
  const falling = fallingIn(steps[firstWet]?.symbol) ?? 'rain';
  const words = spellWords(falling, peak?.value ?? 0);
  const start = firstWet === 0 ? `${words} now` : `${words} from ${formatClock(steps[firstWet]?.time ?? '', context.zone, context.units.clock)}`;
  return { spec, summary: `${start}${peakText}${temperatureText}.` };
}
