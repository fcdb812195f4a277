import type { QuarterHourStep } from '@shared/api/forecasts';
import { interfaceLanguage } from '../../lib/i18n.svelte';
import { isWet, spellWords } from '@shared/views/precipitation-story';
import { fallingIn } from '@shared/views/weather-symbol';
import { precipitationKindIn } from '@shared/precipitation-type';
import { serviceTemperatureUnit } from '@shared/units';
import { formatClock, formatPrecipitation } from '../../lib/weather/format';
import { axisScales } from '../charts/axis-range';
import { known, seriesColours, type ChartSpec } from './chart-spec';
import { inChosenUnits, rangeText, spanAhead, type ShapeContext } from '../display';
import { temperatureLabel } from '../../lib/weather/format';
import type { ShapedChart } from './hourly';
import { extremes } from '../series-arithmetic';
import { precipitationAxis, precipitationBars } from './precipitation-series';
import { forecastText as t } from './text';

const stepMinutes = 15;
const hourMs = 3_600_000;

/** 'the next 3 hours' for twelve steps; minutes when the nowcast is shorter than an hour. */
function spanText(steps: number): string {
  const minutes = steps * stepMinutes;
  return t('theNext', minutes % 60 === 0 ? { ...spanAhead(minutes / 60) } : { unit: 'minutes', count: minutes });
}

/** A nowcast at least this coarse (minutes) is an hourly model's: the 15-minute steps beside it cannot know the quarter hour either. */
const hourlyModelFrom = 60;

/**
 * The next hours in 15-minute steps: precipitation rate as bars, temperature as a line on its own
 * axis. `nowcastResolution` is the place's nowcast's (minutes; null when unknown): where it is an
 * hourly model's, the summary names the start to the hour ("from about 10:00").
 */
export function quarterHourChart(steps: readonly QuarterHourStep[], context: ShapeContext, nowcastResolution: number | null = null): ShapedChart {
  const unit = temperatureLabel(context);
  const rates = steps.map((step) => known(step.precipRate));
  const temperatures = inChosenUnits('temperature', steps.map((step) => known(step.temperature)), context.units);
  const spec: ChartSpec = {
    labels: steps.map((step) => formatClock(step.time, context)),
    y: precipitationAxis(context, 'rate'),
    y2: { title: t('axisTemperature', { unit }), ...axisScales.temperature },
    series: [
      precipitationBars({ id: 'precipRate', label: t('seriesPrecipitationRate'), axis: 'y' }, rates, context),
      { id: 'temperature', label: t('seriesTemperature'), kind: 'line', axis: 'y2', colour: seriesColours.temperature, values: temperatures },
    ],
  };
  const span = spanText(steps.length);
  if (steps.length === 0) return { spec, summary: t('quarterHourNone') };
  const range = extremes(temperatures);
  const temperature = range === null ? 'none' : rangeText(range.min.value, range.max.value, unit, context);
  const firstWet = rates.findIndex(isWet);
  if (rates.every((rate) => rate === null)) return { spec, summary: t('quarterHourRatesNone', { span, temperature }) };
  if (firstWet === -1) return { spec, summary: t('quarterHourDry', { span, temperature }) };
  const peak = extremes(rates)?.max;
  // In the popup's words for the same thresholds: "Light rain from 14:15"; what falls as the popup reads it.
  const first = steps[firstWet];
  const falling = fallingIn(first?.symbol) ?? precipitationKindIn(first?.temperature, first?.dewPoint, serviceTemperatureUnit(context.units.temperature)) ?? 'rain';
  const coarse = nowcastResolution !== null && nowcastResolution >= hourlyModelFrom;
  const clockOf = (time: string | undefined) => {
    const at = Date.parse(time ?? '');
    return formatClock(coarse && Number.isFinite(at) ? Math.round(at / hourMs) * hourMs : (time ?? ''), context);
  };
  const values = {
    words: spellWords(falling, peak?.value ?? 0, interfaceLanguage()),
    start: clockOf(first?.time),
    peak: peak === undefined ? 'none' : formatPrecipitation(peak.value, 'rate', context),
    peakTime: peak === undefined ? '' : clockOf(steps[peak.index]?.time),
    temperature,
  };
  return { spec, summary: t(firstWet === 0 ? 'quarterHourWetNow' : coarse ? 'quarterHourWetFromAbout' : 'quarterHourWetFrom', values) };
}
