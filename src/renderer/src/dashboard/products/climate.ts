import type { DayForecast } from '@shared/api/forecasts';
import type { ClimateDay, ClimateMonth } from '@shared/api/products';
import type { TemperatureUnit, Units } from '@shared/units';
import { dateTimeFormat, degreesLabel, formatNumber, formatPrecipitation, formatWithUnit, missing, wordsLocale } from '../../lib/weather/format';
import { productsText as t } from './text';

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
export function climateSummary(months: readonly ClimateMonth[], units: Pick<Units, 'temperature' | 'precipitation'>, locale: string): string {
  const degrees = degreesLabel(units.temperature);
  const warmest = extreme(months, (month) => month.dayAvgTemp, 'max');
  const coldest = extreme(months, (month) => month.dayAvgTemp, 'min');
  const wettest = extreme(months, (month) => month.precipSum, 'max');
  if (warmest === null || coldest === null) return t('climateNoTemperatures');
  const temperatures = {
    warmest: monthName(warmest.month.month),
    warmestMean: formatWithUnit(warmest.value, degrees, locale, 1),
    coldest: monthName(coldest.month.month),
    coldestMean: formatWithUnit(coldest.value, degrees, locale, 1),
  };
  if (wettest === null) return t('climateSummaryNoPrecipitation', temperatures);
  return t('climateSummary', { ...temperatures, wettest: monthName(wettest.month.month), wettestTotal: formatPrecipitation(wettest.value, 'amount', units, locale) });
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

/**
 * How a forecast temperature compares with its normal: '3.2 °C warmer than normal',
 * '1.5 °C colder than normal', 'as normal' (within 0.05°). Both in the same unit; the word says
 * which way, so there is no sign ("−2.5 °C colder" would say warmer).
 */
export function anomalyText(forecast: number | null, normal: number | null, unit: TemperatureUnit, locale: string): string {
  if (forecast === null || normal === null || !Number.isFinite(forecast) || !Number.isFinite(normal)) return missing;
  const difference = Math.round((forecast - normal) * 10) / 10;
  if (difference === 0) return t('asNormal');
  const size = `${formatNumber(Math.abs(difference), locale, 1)} ${degreesLabel(unit)}`;
  return t(difference > 0 ? 'warmerThanNormal' : 'colderThanNormal', { difference: size });
}
