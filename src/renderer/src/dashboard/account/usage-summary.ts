import { formatNumber, wordsLocale } from '../../lib/weather/format';
import { percentOf, type DailySeries } from './usage-figures';

export function formatCount(value: number): string {
  return formatNumber(value, wordsLocale());
}

/** An average per day: small ones keep a decimal, so 2 requests in 21 days do not read as 0 a day. */
export function formatAverage(value: number): string {
  return formatNumber(value, wordsLocale(), value < 10 ? 1 : 0);
}

/** A share of a total in whole percent; a share that rounds to 0 but is not nothing reads "<1%". */
export function formatShare(part: number, total: number): string {
  const percent = percentOf(part, total);
  return percent === 0 && part > 0 ? '<1%' : `${percent}%`;
}

/** One line a screen reader or a glance can take in place of the chart. */
export function usageChartSummary(daily: DailySeries, monthName: string): string {
  const total = daily.totals.reduce((sum, hits) => sum + hits, 0);
  if (total === 0) return `${monthName}: no requests counted.`;
  let busiest = 0;
  daily.totals.forEach((hits, index) => {
    if (hits > (daily.totals[busiest] ?? 0)) busiest = index;
  });
  const perApi = daily.series
    .map((api) => ({ name: api.name, hits: api.hits.reduce((sum, hits) => sum + hits, 0) }))
    .filter((api) => api.hits > 0)
    .map((api) => `${api.name} ${formatCount(api.hits)}`)
    .join(', ');
  const day = Number(daily.dates[busiest]?.slice(8, 10));
  return `${monthName}: ${formatCount(total)} requests (${perApi}); the busiest day was the ${ordinal(day)} with ${formatCount(daily.totals[busiest] ?? 0)}.`;
}

function ordinal(day: number): string {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  return `${day}${{ 1: 'st', 2: 'nd', 3: 'rd' }[day % 10] ?? 'th'}`;
}
