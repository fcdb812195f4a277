import type { HourStep } from '@shared/api/forecasts';
import { formatNumber, missing } from '../../lib/weather/format';
import { windLabel, type ShapeContext } from '../display';
import { degreesLabel } from '../../lib/weather/format';

export interface HourColumn {
  key: keyof HourStep;
  /** The header with its unit, e.g. 'Temperature (°C)'. */
  header: string;
  cell: (step: HourStep) => string;
}

function numberCell(key: keyof HourStep, locale: string, fractionDigits = 0) {
  return (step: HourStep): string => {
    const value = step[key];
    return typeof value === 'number' ? formatNumber(value, locale, fractionDigits) : missing;
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
  const { locale } = context;
  const degrees = degreesLabel(context.units.temperature);
  const wind = windLabel(context);
  const columns: HourColumn[] = [
    { key: 'temperature', header: `Temperature (${degrees})`, cell: numberCell('temperature', locale) },
    { key: 'feelsLikeTemp', header: `Feels like (${degrees})`, cell: numberCell('feelsLikeTemp', locale) },
    { key: 'dewPoint', header: `Dew point (${degrees})`, cell: numberCell('dewPoint', locale) },
    { key: 'relHumidity', header: 'Humidity (%)', cell: numberCell('relHumidity', locale) },
    { key: 'precipAccum', header: 'Precipitation (mm)', cell: numberCell('precipAccum', locale, 1) },
    { key: 'precipProb', header: 'Probability (%)', cell: numberCell('precipProb', locale) },
    { key: 'precipType', header: 'Type', cell: textCell('precipType') },
    { key: 'snowAccum', header: 'Snow (cm)', cell: numberCell('snowAccum', locale, 1) },
    { key: 'snowDepth', header: 'Snow depth (cm)', cell: numberCell('snowDepth', locale) },
    { key: 'windSpeed', header: `Wind (${wind})`, cell: numberCell('windSpeed', locale) },
    { key: 'windGust', header: `Gusts (${wind})`, cell: numberCell('windGust', locale) },
    { key: 'windDir', header: 'Direction (°)', cell: numberCell('windDir', locale) },
    { key: 'windDirString', header: 'From', cell: textCell('windDirString') },
    { key: 'cloudiness', header: 'Cloudiness (%)', cell: numberCell('cloudiness', locale) },
    { key: 'thunderProb', header: 'Thunder (%)', cell: numberCell('thunderProb', locale) },
    { key: 'uvIndex', header: 'UV index', cell: numberCell('uvIndex', locale) },
    { key: 'pressure', header: 'Pressure (hPa)', cell: numberCell('pressure', locale) },
    { key: 'visibility', header: 'Visibility (m)', cell: numberCell('visibility', locale) },
    { key: 'solarRadiation', header: 'Solar radiation (W/m²)', cell: numberCell('solarRadiation', locale) },
  ];
  return columns.filter((column) => steps.some((step) => step[column.key] !== undefined));
}
