import type { Language, SavedLocation, Settings, Units } from '@shared/settings';
import { convert, fractionDigits, unitLabels } from '@shared/units';
import { degreesLabel, displayZone, formatNumber, formatPressureFigure, formatWithUnit, unitJoiner, windLabel as windUnitLabel, wordsLocale } from '../lib/weather/format';
import { dashboardText as t } from './text';

/**
 * How the dashboard shows one location's times, numbers and units, from the user's settings. Built
 * inside a `$derived` (LocationForecasts), it is built again when the interface language changes.
 */
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
    locale: wordsLocale(),
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
  return from === to ? `${from}${unitJoiner}${unit}` : t('valueRange', { from, to, unit });
}

/** 'm/s', 'km/h', 'kn', 'mph' or 'Bft'. */
export function windLabel(display: Display): string {
  return windUnitLabel(display.units);
}

/** A stretch of hours as people count it, for a message's plural: 48 hours, or days past a day and a half. */
export interface SpanAhead {
  unit: 'hours' | 'days';
  count: number;
}

export function spanAhead(hours: number): SpanAhead {
  // Past a day and a half people count in days: "the next 3 days", not "the next 71 hours".
  return hours > 36 ? { unit: 'days', count: Math.round(hours / 24) } : { unit: 'hours', count: hours };
}

type Converted = 'pressure' | 'precipitation' | 'wind' | 'height';

/** The service's values in the units chosen, for charts and tables; the text goes through the format module. */
export function inChosenUnits(quantity: Converted, values: readonly (number | null)[], units: Units): (number | null)[] {
  const one = (value: number): number => {
    switch (quantity) {
      case 'pressure':
        return convert.pressure(value, units.pressure);
      case 'precipitation':
        return convert.precipitation(value, units.precipitation);
      case 'wind':
        return convert.wind(value, units.wind);
      case 'height':
        return convert.height(value, units.distance);
    }
  };
  return values.map((value) => (value === null ? null : one(value)));
}

/** 'hPa', 'inHg' or 'mmHg'. */
export function pressureLabel(display: Display): string {
  return unitLabels.pressure[display.units.pressure];
}

/** '1015 to 993 hPa': a pressure range in the unit chosen, the unit said once. */
export function pressureRangeText(from: number, to: number, display: Display): string {
  const [fromText, toText] = [formatPressureFigure(from, display.units, display.locale), formatPressureFigure(to, display.units, display.locale)];
  const unit = unitLabels.pressure[display.units.pressure];
  return fromText === toText ? `${fromText}${unitJoiner}${unit}` : t('valueRange', { from: fromText, to: toText, unit });
}

/**
 * '0.5 to 5 mm', '10 to 110 mm': an amount range in the unit chosen, the unit said once, both ends
 * to the same digit: none once the larger end reaches 10 mm, as a single amount is written.
 */
export function precipitationRangeText(low: number, high: number, display: Display): string {
  const { precipitation } = display.units;
  const [from, to] = [convert.precipitation(low, precipitation), convert.precipitation(high, precipitation)];
  const digits = precipitation === 'mm' && Math.max(from, to) >= 10 ? 0 : fractionDigits.precipitation[precipitation];
  return rangeText(from, to, unitLabels.precipitation[precipitation], display, digits);
}
