import type { TimeDisplay } from '../lib/weather/display';
import type { FreshnessState } from '@shared/views/freshness';
import { formatAge, formatClockOrDate } from '../lib/weather/format';
import { popupText as t } from './text';

export interface FreshnessLine {
  state: FreshnessState | 'none';
  text: string;
}

/**
 * How old the data is, said plainly: "Updated 3 min ago", "Stale: updated 2 h ago",
 * "Offline: data from 10:42"; "No data yet" before any (the popup says why beside it). The age is counted here, so it moves on between answers.
 */
export function freshnessLine(
  state: FreshnessState | null,
  fetchedAt: string | null,
  now: number,
  display: TimeDisplay,
): FreshnessLine {
  const at = fetchedAt === null ? Number.NaN : Date.parse(fetchedAt);
  if (state === null || !Number.isFinite(at)) return { state: 'none', text: t('noDataYet') };
  const age = formatAge(now - at);
  switch (state) {
    case 'offline':
      return { state, text: t('offlineDataFrom', { time: formatClockOrDate(at, now, display) }) };
    case 'stale':
      return { state, text: t('staleUpdated', { age }) };
    case 'fresh':
      return { state, text: t('updated', { age }) };
  }
}

/**
 * The age of one part of the popup told beside it, as the nowcast's: the time it is from, and how
 * long ago that was, "Data from 14:20 (22 min ago)"; stale or offline said first. The line at the
 * top speaks for the current conditions, so a nowcast older than they are is never "Updated just now".
 */
export function dataFromLine(
  state: FreshnessState,
  fetchedAt: string,
  now: number,
  display: TimeDisplay,
): FreshnessLine {
  const at = Date.parse(fetchedAt);
  if (!Number.isFinite(at)) return { state: 'none', text: t('noDataYet') };
  return { state, text: t('dataFrom', { state, time: formatClockOrDate(at, now, display), age: formatAge(now - at) }) };
}
