import { precipitationLabel } from '../../lib/weather/format';
import { precipitationScale } from '../charts/axis-range';
import { inChosenUnits, type ShapeContext } from '../display';
import { noPrecipitation, seriesColours, type AxisId, type AxisSpec, type SeriesSpec } from './chart-spec';
import { forecastText as t } from './text';

/**
 * What every forecast chart draws of precipitation the same way: its axis, its bars and its
 * chance, each told as "no precipitation" when none falls.
 */

/** The precipitation axis, titled with the chosen unit of an amount (mm) or a rate (mm/h), on precipitation's scale. */
export function precipitationAxis(
  context: ShapeContext,
  per: 'amount' | 'rate',
  title: 'axisPrecipitation' | 'axisPrecipitationPer3h' = 'axisPrecipitation',
): AxisSpec {
  return { title: t(title, { unit: precipitationLabel(context, per) }), ...precipitationScale(context.units.precipitation) };
}

/** Precipitation as bars, the service's millimetres in the chosen unit. */
export function precipitationBars(series: { id: string; label: string; axis: AxisId }, millimetres: readonly (number | null)[], context: ShapeContext): SeriesSpec {
  return {
    ...series,
    kind: 'bar',
    colour: seriesColours.precipitation,
    values: inChosenUnits('precipitation', millimetres, context.units),
    noneText: noPrecipitation(),
  };
}

/** The chance of precipitation (%) as a line on the second axis; dashed where it stands beside whiskers. */
export function precipitationChance(percent: (number | null)[], { dashed = false } = {}): SeriesSpec {
  return {
    id: 'precipProb',
    label: t('seriesProbability'),
    kind: 'line',
    axis: 'y2',
    colour: seriesColours.probability,
    ...(dashed ? { dashed: true } : {}),
    values: percent,
    noneText: noPrecipitation(),
  };
}
