import type { DayForecast, ForecastConfidence, PrecipitationEnsemble, TemperatureEnsemble } from '@shared/api/forecasts';
import type { Units } from '@shared/units';
import { formatPrecipitation, wordsLocale } from '../../lib/weather/format';
import { axisScales } from '../charts/axis-range';
import { known, noPrecipitation, seriesColours, type ChartSpec, type SeriesSpec } from './chart-spec';
import { inChosenUnits, precipitationRangeText, rangeText, temperatureRangeText, type ShapeContext } from '../display';
import { temperatureLabel } from '../../lib/weather/format';
import type { ShapedChart } from './hourly';
import { extremes, sum } from '../series-arithmetic';
import { formatDate } from '../time';
import { precipitationAxis, precipitationBars, precipitationChance } from './precipitation-series';
import { forecastText as t } from './text';

export type ConfidenceLevel = 'high' | 'medium' | 'low';

/** The service's g (good), y (normal), o (low), in words: the marker's colour is never the only sign. */
const confidenceLevels: Record<ForecastConfidence, ConfidenceLevel> = { g: 'high', y: 'medium', o: 'low' };

export function confidenceLevel(code: ForecastConfidence | null | undefined): ConfidenceLevel | null {
  return code === null || code === undefined ? null : (confidenceLevels[code] ?? null);
}

/** Eight phases by the moon's phase angle at midday (0° new, 90° first quarter, 180° full, 270° last quarter). */
const moonPhases = [
  'moonNew',
  'moonWaxingCrescent',
  'moonFirstQuarter',
  'moonWaxingGibbous',
  'moonFull',
  'moonWaningGibbous',
  'moonLastQuarter',
  'moonWaningCrescent',
] as const;

/** The phase's name in the interface language. */
export function moonPhaseName(degrees: number | null | undefined): string | null {
  if (degrees === null || degrees === undefined || !Number.isFinite(degrees)) return null;
  const normalised = ((degrees % 360) + 360) % 360;
  const phase = moonPhases[Math.round(normalised / 45) % moonPhases.length];
  return phase === undefined ? null : t(phase);
}

function dayLabels(days: readonly DayForecast[]): string[] {
  return days.map((day) => formatDate(day.date));
}

type TemperaturePercentile = keyof TemperatureEnsemble;

function ensembleValues(
  days: readonly DayForecast[],
  ensemble: (day: DayForecast) => TemperatureEnsemble | null | undefined,
  percentile: TemperaturePercentile,
  units: Units,
): (number | null)[] {
  return inChosenUnits('temperature', days.map((day) => known(ensemble(day)?.[percentile])), units);
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
    { id: `${id}-low`, label: t('seriesLowerBound', { series: label }), kind: 'line', axis, colour, values: lower, bandBound: true },
    { id: `${id}-high`, label, kind: 'line', axis, colour, values: upper, bandTo: `${id}-low`, bandOpacity: opacity },
  ];
}

/** Highs and lows as two lines, each with its ensemble's full range (light) and middle half (darker) shaded. */
export function dailyTemperatureChart(days: readonly DayForecast[], context: ShapeContext): ShapedChart {
  const unit = temperatureLabel(context);
  const { units } = context;
  const highs = inChosenUnits('temperature', days.map((day) => known(day.maxTemp)), units);
  const lows = inChosenUnits('temperature', days.map((day) => known(day.minTemp)), units);
  const highsAt = (percentile: TemperaturePercentile) => ensembleValues(days, (d) => d.maxTempEnsemble, percentile, units);
  const lowsAt = (percentile: TemperaturePercentile) => ensembleValues(days, (d) => d.minTempEnsemble, percentile, units);
  const bands = [
    ...band('max-range', t('seriesHighsRange'), highsAt('p000'), highsAt('p100'), seriesColours.max, 0.12),
    ...band('max-middle', t('seriesHighsMiddle'), highsAt('p025'), highsAt('p075'), seriesColours.max, 0.28),
    ...band('min-range', t('seriesLowsRange'), lowsAt('p000'), lowsAt('p100'), seriesColours.min, 0.12),
    ...band('min-middle', t('seriesLowsMiddle'), lowsAt('p025'), lowsAt('p075'), seriesColours.min, 0.28),
  ];
  const spec: ChartSpec = {
    labels: dayLabels(days),
    y: { title: t('axisTemperature', { unit }), ...axisScales.temperature },
    series: [
      ...bands,
      { id: 'maxTemp', label: t('seriesHigh'), kind: 'line', axis: 'y', colour: seriesColours.max, values: highs },
      { id: 'minTemp', label: t('seriesLow'), kind: 'line', axis: 'y', colour: seriesColours.min, values: lows },
    ],
  };
  const high = extremes(highs);
  const low = extremes(lows);
  if (high === null || low === null) return { spec, summary: t('dailyTemperatureNone') };
  const widest = widestEnsemble(days);
  const summary = t('dailyTemperatureSummary', {
    highs: rangeText(high.min.value, high.max.value, unit, context),
    lows: rangeText(low.min.value, low.max.value, unit, context),
    span: t('overNext', { unit: 'days', count: days.length }),
    warmest: formatDate(days[high.max.index]?.date ?? ''),
    coldest: formatDate(days[low.min.index]?.date ?? ''),
    spreadDay: widest === null ? 'none' : formatDate(widest.date),
    spread: widest === null ? '' : temperatureRangeText(widest.low, widest.high, context),
  });
  return { spec, summary };
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

/** The axis follows a whisker up to twice the wettest day's bar; a longer one is cut there, with an arrow. */
const whiskerReach = 2;

/** A whisker per day from the lower to the upper percentile; left out without an ensemble. */
function whisker(id: string, label: string, lower: (number | null)[], upper: (number | null)[], colour: string): SeriesSpec[] {
  if (lower.every((value) => value === null) && upper.every((value) => value === null)) return [];
  return [
    { id: `${id}-low`, label: t('seriesLowerBound', { series: label }), kind: 'line', axis: 'y', colour, values: lower, bandBound: true },
    { id: `${id}-high`, label, kind: 'line', axis: 'y', colour, values: upper, whiskerTo: `${id}-low`, axisReach: whiskerReach, noneText: noPrecipitation() },
  ];
}

/** Each day's precipitation as bars with the ensemble's 10-90 % range as whiskers, the chance as a line. */
export function dailyPrecipitationChart(days: readonly DayForecast[], context: ShapeContext): ShapedChart {
  const amounts = days.map((day) => known(day.precipAccum));
  const chances = days.map((day) => known(day.precipProb));
  const spec: ChartSpec = {
    labels: dayLabels(days),
    y: precipitationAxis(context, 'amount'),
    series: [
      precipitationBars({ id: 'precipAccum', label: t('seriesPrecipitation'), axis: 'y' }, amounts, context),
      ...whisker('precip-range', t('seriesEnsemble1090'), precipitationPercentile(days, 'p010', context.units), precipitationPercentile(days, 'p090', context.units), seriesColours.range),
    ],
  };
  if (chances.some((chance) => chance !== null)) {
    spec.y2 = { title: t('axisProbability'), ...axisScales.percent };
    spec.series.push(precipitationChance(chances, { dashed: true }));
  }
  const total = sum(amounts);
  if (total === null) return { spec, summary: t('dailyPrecipitationNone') };
  const span = t('overNext', { unit: 'days', count: days.length });
  const dryDays = amounts.filter((amount) => amount === 0).length;
  if (total === 0) return { spec, summary: t('precipitationNoneExpected', { span }) };
  const wettest = extremes(amounts)?.max;
  const wettestDay = wettest === undefined ? undefined : days[wettest.index];
  const low = known(wettestDay?.precipAccumEnsemble?.p010);
  const high = known(wettestDay?.precipAccumEnsemble?.p090);
  const summary = t('dailyPrecipitationSummary', {
    total: formatPrecipitation(total, 'amount', context),
    span,
    wettestDay: wettest === undefined || wettestDay === undefined ? 'none' : formatDate(wettestDay.date),
    wettestAmount: wettest === undefined ? '' : formatPrecipitation(wettest.value, 'amount', context),
    likely: low === null || high === null ? 'none' : precipitationRangeText(low, high, context),
    dryDays,
  });
  return { spec, summary };
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
    .map((level, index) => t(index === 0 ? 'confidenceFirst' : 'confidenceMore', { level, count: counts.get(level) ?? 0 }));
  // A list of like parts, as a unit list is written: "high for 5 days, medium for 6, low for 4".
  const levels = new Intl.ListFormat(wordsLocale(), { type: 'unit', style: 'short' }).format(parts);
  return parts.length === 0 ? null : t('confidenceSummary', { levels });
}
