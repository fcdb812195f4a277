import { wordsDisplay } from '../../lib/weather/display';
import { formatNumber, formatPercent, wordsLocale } from '../../lib/weather/format';
import type { AccountMessage } from '@shared/i18n/messages/account';
import { sinceReport, wholeShares, type DailySeries, type KnownApi } from './usage-figures';
import { accountText as t } from './text';

export function formatCount(value: number): string {
  return formatNumber(value, wordsDisplay());
}

/** An average per day: small ones keep a decimal, so 2 requests in 21 days do not read as 0 a day. */
export function formatAverage(value: number): string {
  return formatNumber(value, wordsDisplay(), value < 10 ? 1 : 0);
}

/** Each part's share of their total in whole percent, adding up to 100; a share that rounds to 0 but is not nothing reads "<1%". */
export function formatShares(parts: readonly number[]): string[] {
  return wholeShares(parts).map((percent, index) => (percent === 0 && (parts[index] ?? 0) > 0 ? `<${formatPercent(1, wordsDisplay())}` : formatPercent(percent, wordsDisplay())));
}

/** The messages naming the APIs the app knows: the report's keys stay English, what people read does not. */
const apiMessages: Record<KnownApi, AccountMessage> = {
  'Weather API': 'apiWeather',
  'Map API': 'apiMap',
  Administrative: 'apiAdministrative',
};

function isKnownApi(name: string): name is KnownApi {
  return Object.hasOwn(apiMessages, name);
}

/**
 * A chart series as people read it: a known API in the interface language, Weatherglass's own count
 * since the report, or an API the app does not know by the service's own name.
 */
export function seriesName(name: string): string {
  if (name === sinceReport) return t('sinceReport');
  return isKnownApi(name) ? t(apiMessages[name]) : name;
}

/** One line a screen reader or a glance can take in place of the chart. */
export function usageChartSummary(daily: DailySeries, monthName: string): string {
  const total = daily.totals.reduce((sum, hits) => sum + hits, 0);
  if (total === 0) return t('chartSummaryEmpty', { month: monthName });
  let busiest = 0;
  daily.totals.forEach((hits, index) => {
    if (hits > (daily.totals[busiest] ?? 0)) busiest = index;
  });
  const perApi = daily.series
    .map((api) => ({ name: seriesName(api.name), hits: api.hits.reduce((sum, hits) => sum + hits, 0) }))
    .filter((api) => api.hits > 0)
    .map((api) => `${api.name} ${formatCount(api.hits)}`);
  return t('chartSummary', {
    month: monthName,
    total,
    // A list of figures, not of alternatives: "Weather API 130, Map API 40, Administrative 5".
    perApi: new Intl.ListFormat(wordsLocale(), { type: 'unit', style: 'short' }).format(perApi),
    day: Number(daily.dates[busiest]?.slice(8, 10)),
    busiest: daily.totals[busiest] ?? 0,
  });
}
