import type { Current, HourlyForecast, Nowcast } from '@shared/api/forecasts';
import type { InterfaceLanguage } from '@shared/i18n/languages';
import type { Language, SavedLocation } from '@shared/settings';
import type { AppMode } from '@shared/app-info';
import { freshnessOf, type Connectivity } from '@shared/views/freshness';
import type { Attention, TrayState } from '@shared/views/status';
import { staleAfterMs } from '../snapshots/snapshot-kinds';
import { conditionsPhrase, storyFrom } from '@shared/views/precipitation-story';
import { convert, serviceTemperatureUnit, type TemperatureChoice } from '@shared/units';
import { sameAttention } from './attention';

export type { TrayState } from '@shared/views/status';

export interface TrayStateInput {
  /** The first location; null when there is none. */
  location: SavedLocation | null;
  unit: TemperatureChoice;
  /** The tray location's last good current conditions, as asked: in `serviceTemperatureUnit(unit)`. */
  current: { data: Current; fetchedAt: string } | undefined;
  nowcast: { data: Nowcast } | undefined;
  /** The hours say what falls: the nowcast tells only a rate. */
  hourly: { data: HourlyForecast } | undefined;
  now: number;
  connectivity: Connectivity;
  dataMode: AppMode;
  attention: Attention | null;
  /** The language the tooltip's words are in. */
  language: InterfaceLanguage;
  /** The language the service writes its phrases in: they stand in the tooltip only when it is `language`. */
  dataLanguage: Language;
}

/**
 * What the tray shows: the last good current conditions, however old (with their age and
 * freshness), and the popup's precipitation story, in its words. Without data it shows none rather than a guess.
 */
export function trayStateOf(input: TrayStateInput): TrayState {
  const { nowcast, now, connectivity } = input;
  const current = input.current?.data.current;
  const shown = input.current === undefined ? undefined : freshnessOf({ fetchedAt: input.current.fetchedAt, staleAfterMs: staleAfterMs.current }, now, connectivity);
  const story = storyFrom({ now, current: current ?? null, nowcast: nowcast?.data ?? null, hours: input.hourly?.data.forecast, temperatureUnit: serviceTemperatureUnit(input.unit) }, input.language);
  return {
    temperature: current === undefined || current.temperature === null ? null : convert.temperature(current.temperature, input.unit),
    unit: input.unit,
    locationName: input.location?.name ?? null,
    conditionPhrase: current === undefined || current.symbol === null ? null : conditionsPhrase(current, story, input.language, input.dataLanguage),
    precipitationAhead: story.brief,
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
