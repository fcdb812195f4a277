import type { Current, Nowcast } from '@shared/api/forecasts';
import type { SavedLocation } from '@shared/settings';
import type { AppMode } from '@shared/app-info';
import { freshnessOf, type Connectivity } from '@shared/views/freshness';
import type { Attention, TrayState } from '@shared/views/status';
import { staleAfterMs } from '../snapshots/snapshot-kinds';
import { minutesUntilRain } from '../weather/rain';
import { sameAttention } from './attention';

export type { TrayState } from '@shared/views/status';

export interface TrayStateInput {
  /** The first location; null when there is none. */
  location: SavedLocation | null;
  unit: 'C' | 'F';
  /** The tray location's last good current conditions, in `unit`. */
  current: { data: Current; fetchedAt: string } | undefined;
  nowcast: { data: Nowcast } | undefined;
  now: number;
  connectivity: Connectivity;
  dataMode: AppMode;
  attention: Attention | null;
}

/**
 * What the tray shows: the last good current conditions, however old (with their age and
 * freshness), and rain ahead by the nowcast. Without data it shows none rather than a guess.
 */
export function trayStateOf(input: TrayStateInput): TrayState {
  const { current, nowcast, now, connectivity } = input;
  const shown = current === undefined ? undefined : freshnessOf({ fetchedAt: current.fetchedAt, staleAfterMs: staleAfterMs.current }, now, connectivity);
  return {
    temperature: current?.data.current.temperature ?? null,
    unit: input.unit,
    locationName: input.location?.name ?? null,
    conditionPhrase: current?.data.current.symbolPhrase ?? null,
    rainInMinutes: nowcast === undefined ? null : minutesUntilRain(nowcast.data, now),
    freshness: shown?.state ?? (connectivity === 'offline' ? 'offline' : 'fresh'),
    ageMinutes: shown === undefined ? null : Math.floor(shown.ageMs / 60_000),
    connectivity,
    dataMode: input.dataMode,
    attention: input.attention,
  };
}

export function sameTrayState(a: TrayState, b: TrayState): boolean {
  return (Object.keys(a) as (keyof TrayState)[]).every((key) =>
    key === 'attention' ? sameAttention(a.attention, b.attention) : a[key] === b[key],
  );
}
