import type { TemperatureUnit, Units } from '@shared/settings';
import { formatNumber, formatWithUnit, windUnitLabels } from '../../lib/weather/format';

/** What every shaping function needs besides the data: the moment, the zone and the units to write. */
export interface ShapeContext {
  now: number;
  /** The IANA zone times are shown in; undefined for the computer's. */
  zone: string | undefined;
  locale: string;
  units: Units;
}

export function degreesLabel(unit: TemperatureUnit): string {
  return `°${unit}`;
}

export function temperatureText(value: number, context: ShapeContext): string {
  return formatWithUnit(value, degreesLabel(context.units.temperature), context.locale);
}

/** '3 to 9 °C': one unit for both ends, as people say a range. */
export function rangeText(low: number, high: number, unit: string, context: ShapeContext, fractionDigits = 0): string {
  const from = formatNumber(low, context.locale, fractionDigits);
  const to = formatNumber(high, context.locale, fractionDigits);
  return from === to ? `${from} ${unit}` : `${from} to ${to} ${unit}`;
}

export function windLabel(context: ShapeContext): string {
  return windUnitLabels[context.units.wind];
}

/** '48 hours', '1 hour'. */
export function hoursText(hours: number): string {
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}
