import type { DayForecast } from '@shared/api/forecasts';
import type { ClimateDay, ClimateMonth } from '@shared/api/products';
import type { TemperatureUnit, Units } from '@shared/units';
import { degreesLabel, formatNumber, formatPrecipitation, formatWithUnit, missing } from '../../lib/weather/format';

const monthNames = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
] as const;

export function monthName(month: string): string {
  return monthNames[Number(month) - 1] ?? month;
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
  if (warmest === null || coldest === null) return 'These normals hold no temperatures.';
  const parts = [
    `Warmest month ${monthName(warmest.month.month)} (mean ${formatWithUnit(warmest.value, degrees, locale, 1)})`,
    `coldest ${monthName(coldest.month.month)} (${formatWithUnit(coldest.value, degrees, locale, 1)})`,
  ];
  if (wettest !== null) parts.push(`wettest ${monthName(wettest.month.month)} (${formatPrecipitation(wettest.value, 'amount', units, locale)})`);
  return `${parts.join('; ')}.`;
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
  if (difference === 0) return 'as normal';
  const size = `${formatNumber(Math.abs(difference), locale, 1)} ${degreesLabel(unit)}`;
  return difference > 0 ? `${size} warmer than normal` : `${size} colder than normal`;
}
