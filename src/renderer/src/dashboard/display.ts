import type { Units } from '@shared/settings';
import { convert, fractionDigits } from '@shared/units';
import type { Display } from '../lib/weather/display';
import { formatNumber, formatPressureFigure, pressureLabel, symbols, temperatureLabel, unitJoiner } from '../lib/weather/format';
import { dashboardText as t } from './text';

/** A display at a moment: what the forecasts' shaping functions need besides the data. */
export interface ShapeContext extends Display {
  now: number;
}

/** '3 to 9 °C': one unit for both ends, as people say a range. */
export function rangeText(low: number, high: number, unit: string, display: Pick<Display, 'locale'>, fractionDigits = 0): string {
  const from = formatNumber(low, display, fractionDigits);
  const to = formatNumber(high, display, fractionDigits);
  return from === to ? `${from}${unitJoiner}${unit}` : t('valueRange', { from, to, unit });
}

/** '3 to 9 °C': temperatures as they arrived, on the scale chosen. */
export function temperatureRangeText(low: number, high: number, display: Pick<Display, 'units' | 'locale'>): string {
  const { temperature } = display.units;
  return rangeText(convert.temperature(low, temperature), convert.temperature(high, temperature), temperatureLabel(display), display);
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

type Converted = 'temperature' | 'pressure' | 'precipitation' | 'wind' | 'height';

/** The service's values in the units chosen, for charts and tables; the text goes through the format module. */
export function inChosenUnits(quantity: Converted, values: readonly (number | null)[], units: Units): (number | null)[] {
  const one = (value: number): number => {
    switch (quantity) {
      case 'temperature':
        return convert.temperature(value, units.temperature);
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

/** '1015 to 993 hPa': a pressure range in the unit chosen, the unit said once. */
export function pressureRangeText(from: number, to: number, display: Display): string {
  const [fromText, toText] = [formatPressureFigure(from, display), formatPressureFigure(to, display)];
  const unit = pressureLabel(display);
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
  return rangeText(from, to, symbols().precipitation[precipitation], display, digits);
}
