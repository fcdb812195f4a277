import type { HourStep } from '@shared/api/forecasts';
import { convert } from '@shared/units';
import { serviceCompassAbbreviation } from '@shared/views/lightning';
import { interfaceLanguage } from '../../lib/i18n.svelte';
import type { NumberDisplay } from '../../lib/weather/display';
import {
  formatDistanceFigure,
  formatNumber,
  formatPrecipitationFigure,
  formatPressureFigure,
  missing,
  precipitationLabel,
  pressureLabel,
  shownPrecipitation,
  symbols,
  temperatureLabel,
  windLabel,
} from '../../lib/weather/format';
import type { ShapeContext } from '../display';
import { forecastText as t } from './text';

export interface HourColumn {
  key: keyof HourStep;
  /** The header with its unit, e.g. 'Temperature (°C)', in the interface language. */
  header: string;
  cell: (step: HourStep) => string;
}

/** A field's cell: the service's value in the unit chosen (`inUnit`), the unit in the column's header. */
function numberCell(key: keyof HourStep, display: NumberDisplay, digits = 0, inUnit = (value: number) => value) {
  return (step: HourStep): string => {
    const value = step[key];
    return typeof value === 'number' ? formatNumber(inUnit(value), display, digits) : missing;
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
function dryAsShown(step: HourStep, display: Pick<ShapeContext, 'units'>): boolean {
  return shownPrecipitation(step.precipAccum, display) === 0;
}

/**
 * Every field of the hourly full dataset after the time, symbol and phrase (which the table draws
 * itself), in the specification's order. Fields no step carries (the standard dataset's F fields)
 * are left out rather than shown as a column of dashes.
 */
export function hourColumns(steps: readonly HourStep[], context: ShapeContext): HourColumn[] {
  const { units } = context;
  const degrees = temperatureLabel(context);
  const wind = windLabel(context);
  const inTemperatureUnit = (value: number) => convert.temperature(value, units.temperature);
  const inWindUnit = (value: number) => convert.wind(value, units.wind);
  const inSnowUnit = (cm: number) => convert.snow(cm, units.precipitation);
  const snow = symbols().snow[units.precipitation];
  const snowDigits = units.precipitation === 'in' ? 1 : 0;
  const precipitationType = textCell('precipType', (type) => t('precipitationTypeCode', { type }));
  const columns: HourColumn[] = [
    { key: 'temperature', header: t('axisTemperature', { unit: degrees }), cell: numberCell('temperature', context, 0, inTemperatureUnit) },
    { key: 'feelsLikeTemp', header: t('headerFeelsLike', { unit: degrees }), cell: numberCell('feelsLikeTemp', context, 0, inTemperatureUnit) },
    { key: 'dewPoint', header: t('headerDewPoint', { unit: degrees }), cell: numberCell('dewPoint', context, 0, inTemperatureUnit) },
    { key: 'relHumidity', header: t('headerHumidity'), cell: numberCell('relHumidity', context) },
    {
      key: 'precipAccum',
      header: t('axisPrecipitation', { unit: precipitationLabel(context, 'amount') }),
      // Reads 0 exactly where `dryAsShown` is true: one rounding for the amount and the type.
      cell: (step) => formatPrecipitationFigure(step.precipAccum, context),
    },
    { key: 'precipProb', header: t('axisProbability'), cell: numberCell('precipProb', context) },
    { key: 'precipType', header: t('headerType'), cell: (step) => (dryAsShown(step, context) ? missing : precipitationType(step)) },
    { key: 'snowAccum', header: t('headerSnow', { unit: snow }), cell: numberCell('snowAccum', context, 1, inSnowUnit) },
    { key: 'snowDepth', header: t('headerSnowDepth', { unit: snow }), cell: numberCell('snowDepth', context, snowDigits, inSnowUnit) },
    { key: 'windSpeed', header: t('axisWind', { unit: wind }), cell: numberCell('windSpeed', context, 0, inWindUnit) },
    { key: 'windGust', header: t('headerGusts', { unit: wind }), cell: numberCell('windGust', context, 0, inWindUnit) },
    { key: 'windDir', header: t('headerDirection'), cell: numberCell('windDir', context) },
    { key: 'windDirString', header: t('headerFrom'), cell: textCell('windDirString', (point) => serviceCompassAbbreviation(point, interfaceLanguage())) },
    { key: 'cloudiness', header: t('axisCloudiness'), cell: numberCell('cloudiness', context) },
    { key: 'thunderProb', header: t('headerThunder'), cell: numberCell('thunderProb', context) },
    { key: 'uvIndex', header: t('uvIndex'), cell: numberCell('uvIndex', context) },
    {
      key: 'pressure',
      header: t('axisPressure', { unit: pressureLabel(context) }),
      cell: (step) => formatPressureFigure(step.pressure, context),
    },
    {
      key: 'visibility',
      header: t('headerVisibility', { unit: symbols().distance[units.distance] }),
      // As the popup and the current conditions write it: whole km or mi, a decimal below 10.
      cell: (step) => formatDistanceFigure(step.visibility, context),
    },
    { key: 'solarRadiation', header: t('headerSolarRadiation'), cell: numberCell('solarRadiation', context) },
  ];
  return columns.filter((column) => steps.some((step) => step[column.key] !== undefined));
}
