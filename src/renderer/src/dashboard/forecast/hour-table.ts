import type { HourStep } from '@shared/api/forecasts';
import { convert, fractionDigits, unitLabels } from '@shared/units';
import { degreesLabel, formatNumber, missing, precipitationLabel } from '../../lib/weather/format';
import { windLabel, type ShapeContext } from '../display';

export interface HourColumn {
  key: keyof HourStep;
  /** The header with its unit, e.g. 'Temperature (°C)'. */
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

function textCell(key: keyof HourStep) {
  return (step: HourStep): string => {
    const value = step[key];
    return typeof value === 'string' && value !== '' ? value : missing;
  };
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
  const inPrecipitationUnit = (mm: number) => convert.precipitation(mm, units.precipitation);
  const inSnowUnit = (cm: number) => convert.snow(cm, units.precipitation);
  const snow = unitLabels.snow[units.precipitation];
  const snowDigits = units.precipitation === 'in' ? 1 : 0;
  const columns: HourColumn[] = [
    { key: 'temperature', header: `Temperature (${degrees})`, cell: numberCell('temperature', locale) },
    { key: 'feelsLikeTemp', header: `Feels like (${degrees})`, cell: numberCell('feelsLikeTemp', locale) },
    { key: 'dewPoint', header: `Dew point (${degrees})`, cell: numberCell('dewPoint', locale) },
    { key: 'relHumidity', header: 'Humidity (%)', cell: numberCell('relHumidity', locale) },
    {
      key: 'precipAccum',
      header: `Precipitation (${precipitationLabel(units, 'amount')})`,
      cell: numberCell('precipAccum', locale, fractionDigits.precipitation[units.precipitation], inPrecipitationUnit),
    },
    { key: 'precipProb', header: 'Probability (%)', cell: numberCell('precipProb', locale) },
    { key: 'precipType', header: 'Type', cell: textCell('precipType') },
    { key: 'snowAccum', header: `Snow (${snow})`, cell: numberCell('snowAccum', locale, 1, inSnowUnit) },
    { key: 'snowDepth', header: `Snow depth (${snow})`, cell: numberCell('snowDepth', locale, snowDigits, inSnowUnit) },
    { key: 'windSpeed', header: `Wind (${wind})`, cell: numberCell('windSpeed', locale, 0, inWindUnit) },
    { key: 'windGust', header: `Gusts (${wind})`, cell: numberCell('windGust', locale, 0, inWindUnit) },
    { key: 'windDir', header: 'Direction (°)', cell: numberCell('windDir', locale) },
    { key: 'windDirString', header: 'From', cell: textCell('windDirString') },
    { key: 'cloudiness', header: 'Cloudiness (%)', cell: numberCell('cloudiness', locale) },
    { key: 'thunderProb', header: 'Thunder (%)', cell: numberCell('thunderProb', locale) },
    { key: 'uvIndex', header: 'UV index', cell: numberCell('uvIndex', locale) },
    {
      key: 'pressure',
      header: `Pressure (${unitLabels.pressure[units.pressure]})`,
      cell: numberCell('pressure', locale, fractionDigits.pressure[units.pressure], (hPa) => convert.pressure(hPa, units.pressure)),
    },
    {
      key: 'visibility',
      header: `Visibility (${unitLabels.distance[units.distance]})`,
      cell: numberCell('visibility', locale, 1, (metres) => convert.distance(metres, units.distance)),
    },
    { key: 'solarRadiation', header: 'Solar radiation (W/m²)', cell: numberCell('solarRadiation', locale) },
  ];
  return columns.filter((column) => steps.some((step) => step[column.key] !== undefined));
}
