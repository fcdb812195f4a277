import type { HourStep } from '@shared/api/forecasts';
import { convert, unitLabels } from '@shared/units';
import { serviceCompassAbbreviation } from '@shared/views/lightning';
import { interfaceLanguage } from '../../lib/i18n.svelte';
import { degreesLabel, formatDistanceFigure, formatNumber, formatPrecipitationFigure, formatPressureFigure, missing, precipitationLabel, shownPrecipitation } from '../../lib/weather/format';
import { windLabel, type ShapeContext } from '../display';
import { forecastText as t } from './text';

export interface HourColumn {
  key: keyof HourStep;
  /** The header with its unit, e.g. 'Temperature (°C)', in the interface language. */
  header: string;
  cell: (step: HourStep) => string;
}

/** A field's cell: the service's value in the unit chosen (`inUnit`), the unit in the column's header. */
function numberCell(key: keyof HourStep, locale: string, digits = 0, inUnit = (value: number) => value) {
  return (step: HourStep): string => {
    const value = step[key];
    return typeof value === 'number' ? formatNumber(inUnit(value), locale, digits) : missing;
  };
}

/** A field the service sends as a code ('NE', 'snow'), in the interface language's words by `inWords`. */
function textCell(key: keyof HourStep, inWords: (code: string) => string) {
  return (step: HourStep): string => {
    const value = step[key];
    return typeof value === 'string' && value !== '' ? inWords(value) : missing;
  };
}

/**
 * Whether an hour is dry as the table shows it: its amount reads 0 to the digit shown (0.1 mm,
 * 0.01 in). The service names a type (snow, say) in such hours too, which means nothing when
 * nothing falls. An hour with no amount is not known to be dry: its type stays.
 */
function dryAsShown(step: HourStep, units: ShapeContext['units']): boolean {
  return shownPrecipitation(step.precipAccum, units) === 0;
}

/**
 * Every field of the hourly full dataset after the time, symbol and phrase (which the table draws
 * itself), in the specification's order. Fields no step carries (the standard dataset's F fields)
 * are left out rather than shown as a column of dashes.
 */
export function hourColumns(steps: readonly HourStep[], context: ShapeContext): HourColumn[] {
  const { locale, units } = context;
  const degrees = degreesLabel(units.temperature);
  const wind = windLabel(context);
  const inWindUnit = (value: number) => convert.wind(value, units.wind);
  const inSnowUnit = (cm: number) => convert.snow(cm, units.precipitation);
  const snow = unitLabels.snow[units.precipitation];
  const snowDigits = units.precipitation === 'in' ? 1 : 0;
  const precipitationType = textCell('precipType', (type) => t('precipitationTypeCode', { type }));
  const columns: HourColumn[] = [
    { key: 'temperature', header: t('axisTemperature', { unit: degrees }), cell: numberCell('temperature', locale) },
    { key: 'feelsLikeTemp', header: t('headerFeelsLike', { unit: degrees }), cell: numberCell('feelsLikeTemp', locale) },
    { key: 'dewPoint', header: t('headerDewPoint', { unit: degrees }), cell: numberCell('dewPoint', locale) },
    { key: 'relHumidity', header: t('headerHumidity'), cell: numberCell('relHumidity', locale) },
    {
      key: 'precipAccum',
      header: t('axisPrecipitation', { unit: precipitationLabel(units, 'amount') }),
      // Reads 0 exactly where `dryAsShown` is true: one rounding for the amount and the type.
      cell: (step) => formatPrecipitationFigure(step.precipAccum, units, locale),
    },
    { key: 'precipProb', header: t('axisProbability'), cell: numberCell('precipProb', locale) },
    { key: 'precipType', header: t('headerType'), cell: (step) => (dryAsShown(step, units) ? missing : precipitationType(step)) },
    { key: 'snowAccum', header: t('headerSnow', { unit: snow }), cell: numberCell('snowAccum', locale, 1, inSnowUnit) },
    { key: 'snowDepth', header: t('headerSnowDepth', { unit: snow }), cell: numberCell('snowDepth', locale, snowDigits, inSnowUnit) },
    { key: 'windSpeed', header: t('axisWind', { unit: wind }), cell: numberCell('windSpeed', locale, 0, inWindUnit) },
    { key: 'windGust', header: t('headerGusts', { unit: wind }), cell: numberCell('windGust', locale, 0, inWindUnit) },
    { key: 'windDir', header: t('headerDirection'), cell: numberCell('windDir', locale) },
    { key: 'windDirString', header: t('headerFrom'), cell: textCell('windDirString', (point) => serviceCompassAbbreviation(point, interfaceLanguage())) },
    { key: 'cloudiness', header: t('axisCloudiness'), cell: numberCell('cloudiness', locale) },
    { key: 'thunderProb', header: t('headerThunder'), cell: numberCell('thunderProb', locale) },
    { key: 'uvIndex', header: t('uvIndex'), cell: numberCell('uvIndex', locale) },
    {
      key: 'pressure',
      header: t('axisPressure', { unit: unitLabels.pressure[units.pressure] }),
      cell: (step) => formatPressureFigure(step.pressure, units, locale),
    },
    {
      key: 'visibility',
      header: t('headerVisibility', { unit: unitLabels.distance[units.distance] }),
      // As the popup and the current conditions write it: whole km or mi, a decimal below 10.
      cell: (step) => formatDistanceFigure(step.visibility, units, locale),
    },
    { key: 'solarRadiation', header: t('headerSolarRadiation'), cell: numberCell('solarRadiation', locale) },
  ];
  return columns.filter((column) => steps.some((step) => step[column.key] !== undefined));
}
