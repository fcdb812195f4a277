import type { DayForecast } from '@shared/api/forecasts';
import type { ClimateDay, ClimateMonth } from '@shared/api/products';
import { convert } from '@shared/units';
import { wholeDegrees } from '@shared/views/whole-degrees';
import type { UnitDisplay } from '../../lib/weather/display';
import { dateTimeFormat, formatPrecipitation, formatTemperature, formatWithUnit, missing, shownNumber, temperatureLabel, wordsLocale } from '../../lib/weather/format';
import { productsText as t } from './text';

/**
 * The digits a normal is shown to: a 30-year mean tells tenths apart (the monthly chart, its summary
 * and today's table alike), where a forecast is shown in whole degrees as everywhere else.
 */
export const normalDigits = 1;

/** A day of a month ('01' to '12') in UTC, for Intl to name; a leap year, so 29 February is one. Null when it is no month. */
function monthInstant(month: string, day = 1): number | null {
  const number = Number(month);
  return Number.isInteger(number) && number >= 1 && number <= 12 && Number.isInteger(day) ? Date.UTC(2000, number - 1, day) : null;
}

/** Month formats by locale and width: a chart names twelve months on every drawing. */
const monthFormats = new Map<string, Intl.DateTimeFormat>();

function monthFormat(width: 'long' | 'short'): Intl.DateTimeFormat {
  const key = `${wordsLocale()}|${width}`;
  let format = monthFormats.get(key);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(wordsLocale(), { month: width, timeZone: 'UTC' });
    monthFormats.set(key, format);
  }
  return format;
}

/** 'January', in the interface language. */
export function monthName(month: string): string {
  const at = monthInstant(month);
  return at === null ? month : monthFormat('long').format(at);
}

/** 'Jan', for a chart's axis: the language's own abbreviation, never the name cut short. */
export function shortMonthName(month: string): string {
  const at = monthInstant(month);
  return at === null ? month : monthFormat('short').format(at);
}

/** '15 January': a day of the year with no year, written as the dashboard writes dates. */
export function dayOfYear(month: string, day: string): string {
  const at = monthInstant(month, Number(day));
  return at === null ? `${day} ${month}` : dateTimeFormat({ day: 'numeric', month: 'long' }, 'UTC').format(at);
}

function extreme(months: readonly ClimateMonth[], value: (month: ClimateMonth) => number | null, pick: 'max' | 'min') {
  let found: { month: ClimateMonth; value: number } | null = null;
  for (const month of months) {
    const candidate = value(month);
    if (candidate === null || !Number.isFinite(candidate)) continue;
    if (found === null || (pick === 'max' ? candidate > found.value : candidate < found.value)) found = { month, value: candidate };
  }
  return found;
}

/** The monthly chart's one-line summary: warmest, coldest and wettest months of the normals. */
export function climateSummary(months: readonly ClimateMonth[], display: UnitDisplay): string {
  const warmest = extreme(months, (month) => month.dayAvgTemp, 'max');
  const coldest = extreme(months, (month) => month.dayAvgTemp, 'min');
  const wettest = extreme(months, (month) => month.precipSum, 'max');
  if (warmest === null || coldest === null) return t('climateNoTemperatures');
  const temperatures = {
    warmest: monthName(warmest.month.month),
    warmestMean: formatTemperature(warmest.value, display, normalDigits),
    coldest: monthName(coldest.month.month),
    coldestMean: formatTemperature(coldest.value, display, normalDigits),
  };
  if (wettest === null) return t('climateSummaryNoPrecipitation', temperatures);
  return t('climateSummary', { ...temperatures, wettest: monthName(wettest.month.month), wettestTotal: formatPrecipitation(wettest.value, 'amount', display) });
}

/** Today's normals: the day the service answered for, or the first it gave. */
export function normalsOf(days: readonly ClimateDay[]): ClimateDay | null {
  return days[0] ?? null;
}

/** The forecast for the normals' day of the year; the first forecast day when none matches. */
export function forecastForDay(forecast: readonly DayForecast[], normals: ClimateDay): DayForecast | null {
  const monthDay = `${normals.month}-${normals.day}`;
  return forecast.find((day) => day.date.slice(5) === monthDay) ?? forecast[0] ?? null;
}

/** A row of "Today against the normals": what the user reads in its three cells. */
export interface AgainstNormal {
  /** The forecast in whole degrees, as the forecasts, popup and tray show it: '4 °C'. */
  forecast: string;
  /** The normal to `normalDigits`: '2.6 °C'. */
  normal: string;
  /** '1.4 °C warmer than normal', '0.3 °C colder than normal', 'as normal'. */
  difference: string;
}

/**
 * A forecast temperature beside its normal (both in the unit the service answered in), and the
 * difference between them as they are shown, not as they arrived: 3.9 shown as 4 °C against a
 * normal of 2.6 °C is 1.4 °C warmer, which is what a reader's own subtraction gives. The word says
 * which way, so the size has no sign ("−2.5 °C colder" would say warmer).
 */
/**
 * The day's mean the forecast implies: halfway between its high and low, as daily means are
 * commonly reckoned (the normals' own mean lies within a tenth or two of it). Null without both.
 */
export function forecastMean(day: Pick<DayForecast, 'maxTemp' | 'minTemp'> | null): number | null {
  if (day === null || day.maxTemp === null || day.minTemp === null) return null;
  return (day.maxTemp + day.minTemp) / 2;
}

export function againstNormal(forecast: number | null | undefined, normal: number | null | undefined, display: UnitDisplay): AgainstNormal {
  const onScale = (value: number | null | undefined) => (value === null || value === undefined || !Number.isFinite(value) ? null : convert.temperature(value, display.units.temperature));
  const degrees = temperatureLabel(display);
  const forecastOnScale = onScale(forecast);
  const shownForecast = forecastOnScale === null ? null : wholeDegrees(forecastOnScale);
  const shownNormal = shownNumber(onScale(normal), normalDigits);
  return {
    forecast: formatWithUnit(shownForecast, degrees, display),
    normal: formatWithUnit(shownNormal, degrees, display, normalDigits),
    difference: shownForecast === null || shownNormal === null ? missing : differenceText(shownForecast - shownNormal, degrees, display),
  };
}

function differenceText(difference: number, degrees: string, display: UnitDisplay): string {
  // Both figures have at most `normalDigits` digits, so this only clears the float's dust (4 − 2.6).
  const size = shownNumber(difference, normalDigits) ?? 0;
  if (size === 0) return t('asNormal');
  return t(size > 0 ? 'warmerThanNormal' : 'colderThanNormal', { difference: formatWithUnit(Math.abs(size), degrees, display, normalDigits) });
}
