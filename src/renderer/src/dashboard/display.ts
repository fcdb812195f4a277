import type { Language, SavedLocation, Settings, Units } from '@shared/settings';
import { degreesLabel, displayZone, formatNumber, formatWithUnit, localeFor, windUnitLabels } from '../lib/weather/format';

/** How the dashboard shows one location's times, numbers and units, from the user's settings. */
export interface Display {
  /** The IANA zone times are shown in; undefined for the computer's own. */
  zone: string | undefined;
  locale: string;
  language: Language;
  units: Units;
}

/** A display at a moment: what the forecasts' shaping functions need besides the data. */
export interface ShapeContext extends Display {
  now: number;
}

export function displayOf(settings: Pick<Settings, 'timeZone' | 'language' | 'units'>, location: Pick<SavedLocation, 'timezone'>): Display {
  return {
    zone: displayZone(settings.timeZone, location.timezone),
    locale: localeFor(settings.language),
    language: settings.language,
    units: settings.units,
  };
}

export function temperatureText(value: number, display: Display): string {
  return formatWithUnit(value, degreesLabel(display.units.temperature), display.locale);
}

/** '3 to 9 °C': one unit for both ends, as people say a range. */
export function rangeText(low: number, high: number, unit: string, display: Display, fractionDigits = 0): string {
  const from = formatNumber(low, display.locale, fractionDigits);
  const to = formatNumber(high, display.locale, fractionDigits);
  return from === to ? `${from} ${unit}` : `${from} to ${to} ${unit}`;
}

/** 'm/s', 'km/h', 'kn' or 'mph'. */
export function windLabel(display: Display): string {
  return windUnitLabels[display.units.wind];
}

/** '48 hours', '1 hour'. */
export function hoursText(hours: number): string {
  if (hours === 1) return 'hour';
  // Past a day and a half people count in days: "the next 3 days", not "the next 71 hours".
  if (hours > 36) return `${Math.round(hours / 24)} days`;
  return `${hours} hours`;
}
