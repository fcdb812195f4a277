import type { DayForecast, ForecastConfidence, PrecipitationEnsemble, TemperatureEnsemble } from '@shared/api/forecasts';
import type { Units } from '@shared/units';
import { formatPrecipitation } from '../../lib/weather/format';
import { axisScales, precipitationScale } from '../charts/axis-range';
import { known, noPrecipitation, seriesColours, type ChartSpec, type SeriesSpec } from './chart-spec';
import { inChosenUnits, precipitationRangeText, rangeText, type ShapeContext } from '../display';
import { degreesLabel, precipitationLabel } from '../../lib/weather/format';
import type { ShapedChart } from './hourly';
import { extremes, sum } from '../series-arithmetic';
import { formatDate } from '../time';

export type ConfidenceLevel = 'high' | 'medium' | 'low';

/** The service's g (good), y (normal), o (low), in words: the marker's colour is never the only sign. */
const confidenceLevels: Record<ForecastConfidence, ConfidenceLevel> = { g: 'high', y: 'medium', o: 'low' };

export function confidenceLevel(code: ForecastConfidence | null | undefined): ConfidenceLevel | null {
  return code === null || code === undefined ? null : (confidenceLevels[code] ?? null);
}

/** Eight phases by the moon's phase angle at midday (0° new, 90° first quarter, 180° full, 270° last quarter). */
const moonPhases = [
  'New moon',
  'Waxing crescent',
  'First quarter',
  'Waxing gibbous',
  'Full moon',
  'Waning gibbous',
  'Last quarter',
  'Waning crescent',
] as const;

export type MoonPhaseName = (typeof moonPhases)[number];

export function moonPhaseName(degrees: number | null | undefined): MoonPhaseName | null {
  if (degrees === null || degrees === undefined || !Number.isFinite(degrees)) return null;
  const normalised = ((degrees % 360) + 360) % 360;
  return moonPhases[Math.round(normalised / 45) % moonPhases.length] ?? null;
}

function dayLabels(days: readonly DayForecast[]): string[] {
  return days.map((day) => formatDate(day.date));
}

type TemperaturePercentile = keyof TemperatureEnsemble;

function ensembleValues(
  days: readonly DayForecast[],
  ensemble: (day: DayForecast) => TemperatureEnsemble | null | undefined,
  percentile: TemperaturePercentile,
): (number | null)[] {
  return days.map((day) => known(ensemble(day)?.[percentile]));
}

/**
 * A shaded band between two percentiles: the lower bound is an invisible line the upper one fills
 * down to. Left out when the dataset carries no ensemble (the standard daily forecast).
 */
function band(
  id: string,
  label: string,
  lower: (number | null)[],
  upper: (number | null)[],
  colour: string,
  opacity: number,
  axis: SeriesSpec['axis'] = 'y',
): SeriesSpec[] {
  if (lower.every((value) => value === null) && upper.every((value) => value === null)) return [];
  return [
    { id: `${id}-low`, label: `${label} (lower bound)`, kind: 'line', axis, colour, values: lower, bandBound: true },
    { id: `${id}-high`, label, kind: 'line', axis, colour, values: upper, bandTo: `${id}-low`, bandOpacity: opacity },
  ];
}

/** Highs and lows as two lines, each with its ensemble's full range (light) and middle half (darker) shaded. */
export function dailyTemperatureChart(days: readonly DayForecast[], context: ShapeContext): ShapedChart {
  const unit = degreesLabel(context.units.temperature);
  const highs = days.map((day) => known(day.maxTemp));
  const lows = days.map((day) => known(day.minTemp));
  const bands = [
    ...band('max-range', 'Highs: ensemble range', ensembleValues(days, (d) => d.maxTempEnsemble, 'p000'), ensembleValues(days, (d) => d.maxTempEnsemble, 'p100'), seriesColours.max, 0.12),
    ...band('max-middle', 'Highs: middle half', ensembleValues(days, (d) => d.maxTempEnsemble, 'p025'), ensembleValues(days, (d) => d.maxTempEnsemble, 'p075'), seriesColours.max, 0.28),
    ...band('min-range', 'Lows: ensemble range', ensembleValues(days, (d) => d.minTempEnsemble, 'p000'), ensembleValues(days, (d) => d.minTempEnsemble, 'p100'), seriesColours.min, 0.12),
    ...band('min-middle', 'Lows: middle half', ensembleValues(days, (d) => d.minTempEnsemble, 'p025'), ensembleValues(days, (d) => d.minTempEnsemble, 'p075'), seriesColours.min, 0.28),
  ];
  const spec: ChartSpec = {
    labels: dayLabels(days),
    y: { title: `Temperature (${unit})`, ...axisScales.temperature },
    series: [
      ...bands,
      { id: 'maxTemp', label: 'High', kind: 'line', axis: 'y', colour: seriesColours.max, values: highs },
      { id: 'minTemp', label: 'Low', kind: 'line', axis: 'y', colour: seriesColours.min, values: lows },
    ],
  };
  const high = extremes(highs);
  const low = extremes(lows);
  if (high === null || low === null) return { spec, summary: `No daily temperatures in the forecast.` };
  const span = `over the next ${days.length} days`;
  let summary =
    `Highs ${rangeText(high.min.value, high.max.value, unit, context)} and lows ${rangeText(low.min.value, low.max.value, unit, context)} ${span}; ` +
    `warmest ${formatDate(days[high.max.index]?.date ?? '')}, coldest night ${formatDate(days[low.min.index]?.date ?? '')}`;
  const widest = widestEnsemble(days);
  if (widest !== null) {
    summary += `; the ensemble's highs spread most on ${formatDate(widest.date)} (${rangeText(widest.low, widest.high, unit, context)})`;
  }
  return { spec, summary: `${summary}.` };
}

function widestEnsemble(days: readonly DayForecast[]): { date: string; low: number; high: number } | null {
  let widest: { date: string; low: number; high: number } | null = null;
  for (const day of days) {
    const low = known(day.maxTempEnsemble?.p000);
    const high = known(day.maxTempEnsemble?.p100);
    if (low === null || high === null) continue;
    if (widest === null || high - low > widest.high - widest.low) widest = { date: day.date, low, high };
  }
  return widest;
}

type PrecipitationPercentile = keyof PrecipitationEnsemble;

function precipitationPercentile(days: readonly DayForecast[], percentile: PrecipitationPercentile, units: Units): (number | null)[] {
  return inChosenUnits('precipitation', days.map((day) => known(day.precipAccumEnsemble?.[percentile])), units);
}

/** A whisker per day from the lower to the upper percentile; left out without an ensemble. */
function whisker(id: string, label: string, lower: (number | null)[], upper: (number | null)[], colour: string): SeriesSpec[] {
  if (lower.every((value) => value === null) && upper.every((value) => value === null)) return [];
  return [
    { id: `${id}-low`, label: `${label} (lower bound)`, kind: 'line', axis: 'y', colour, values: lower, bandBound: true },
    { id: `${id}-high`, label, kind: 'line', axis: 'y', colour, values: upper, whiskerTo: `${id}-low`, noneText: noPrecipitation },
  ];
}

/** Each day's precipitation as bars with the ensemble's 10-90 % range as whiskers, the chance as a line. */
export function dailyPrecipitationChart(days: readonly DayForecast[], context: ShapeContext): ShapedChart {
  const amounts = days.map((day) => known(day.precipAccum));
  const chances = days.map((day) => known(day.precipProb));
  const spec: ChartSpec = {
    labels: dayLabels(days),
    y: { title: `Precipitation (${precipitationLabel(context.units, 'amount')})`, ...precipitationScale(context.units.precipitation) },
    series: [
      { id: 'precipAccum', label: 'Precipitation', kind: 'bar', axis: 'y', colour: seriesColours.precipitation, values: inChosenUnits('precipitation', amounts, context.units), noneText: noPrecipitation },
      ...whisker('precip-range', 'Ensemble 10–90 %', precipitationPercentile(days, 'p010', context.units), precipitationPercentile(days, 'p090', context.units), seriesColours.range),
    ],
  };
  if (chances.some((chance) => chance !== null)) {
    spec.y2 = { title: 'Probability (%)', ...axisScales.percent };
    spec.series.push({ id: 'precipProb', label: 'Probability', kind: 'line', axis: 'y2', colour: seriesColours.probability, dashed: true, values: chances, noneText: noPrecipitation });
  }
  const total = sum(amounts);
  if (total === null) return { spec, summary: 'No daily precipitation amounts in the forecast.' };
  const span = `over the next ${days.length} days`;
  const dryDays = amounts.filter((amount) => amount === 0).length;
  const dryText = `${dryDays} dry ${dryDays === 1 ? 'day' : 'days'}`;
  if (total === 0) return { spec, summary: `No precipitation expected ${span}.` };
  const wettest = extremes(amounts)?.max;
  const wettestDay = wettest === undefined ? undefined : days[wettest.index];
  let wettestText = '';
  if (wettest !== undefined && wettestDay !== undefined) {
    const low = known(wettestDay.precipAccumEnsemble?.p010);
    const high = known(wettestDay.precipAccumEnsemble?.p090);
    const likely = low === null || high === null ? '' : `, likely ${precipitationRangeText(low, high, context)}`;
    wettestText = `; wettest ${formatDate(wettestDay.date)} (${formatPrecipitation(wettest.value, 'amount', context.units, context.locale)}${likely})`;
  }
  return { spec, summary: `${formatPrecipitation(total, 'amount', context.units, context.locale)} of precipitation ${span}${wettestText}; ${dryText}.` };
}

/** "Confidence: high for 5 days, medium for 6, low for 4"; null when the dataset carries none. */
export function confidenceSummary(days: readonly DayForecast[]): string | null {
  const counts = new Map<ConfidenceLevel, number>();
  for (const day of days) {
    const level = confidenceLevel(day.confidence);
    if (level !== null) counts.set(level, (counts.get(level) ?? 0) + 1);
  }
  const parts = (['high', 'medium', 'low'] as const)
    .filter((level) => counts.has(level))
    .map((level, index) => {
      const count = counts.get(level) ?? 0;
      return index === 0 ? `${level} for ${count} ${count === 1 ? 'day' : 'days'}` : `${level} for ${count}`;
    });
  return parts.length === 0 ? null : `Forecast confidence: ${parts.join(', ')}.`;
}
