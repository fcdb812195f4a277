import { formatDuration } from '@shared/durations';
import type { InterfaceLanguage } from '@shared/i18n/languages';
import type { Translate } from '@shared/i18n/message-area';
import type { TrayMessageKey } from '@shared/i18n/messages/tray';
import type { FreshnessState } from '@shared/views/freshness';
import type { TemperatureChoice } from '@shared/units';
import { unitSymbols } from '@shared/unit-symbols';
import { wholeDegrees } from '@shared/views/whole-degrees';

export interface TrayTooltipInput {
  locationName: string | null;
  conditionPhrase: string | null;
  temperature: number | null;
  unit: TemperatureChoice;
  /** The precipitation story in brief; null when none falls or is expected. */
  precipitationAhead: string | null;
  freshness: FreshnessState;
  /** Age of the data shown, for stale and offline states. */
  ageMinutes?: number;
  /** What stands in the way of fresh data, in a few words ("account not connected"): the attention's summary, written in the tooltip's language. */
  attentionSummary?: string | null;
}

/** Windows cuts tray tooltips at 127 characters; a cut in the middle of a word reads worse than an ellipsis. */
export const maxTooltipLength = 127;

type TrayText = Translate<TrayMessageKey>;

/** The data's age in its largest unit, as Intl writes a duration: '45 min', '3 hr', '2 days'. */
function age(minutes: number, language: InterfaceLanguage): string {
  if (minutes < 60) return formatDuration(Math.max(1, Math.round(minutes)), language);
  if (minutes < 48 * 60) return formatDuration(Math.round(minutes / 60) * 60, language);
  return formatDuration(Math.round(minutes / (24 * 60)) * 24 * 60, language);
}

function temperatureText(temperature: number | null, unit: TemperatureChoice, language: InterfaceLanguage): string | undefined {
  if (temperature === null || !Number.isFinite(temperature)) return undefined;
  return `${wholeDegrees(temperature)}${unitSymbols(language).temperature[unit]}`;
}

function freshnessText(freshness: FreshnessState, ageMinutes: number | undefined, t: TrayText, language: InterfaceLanguage): string | undefined {
  if (freshness === 'fresh') return undefined;
  if (ageMinutes === undefined) return t(freshness === 'offline' ? 'offline' : 'notUpdated');
  return t(freshness === 'offline' ? 'offlineAged' : 'notUpdatedAged', { age: age(ageMinutes, language) });
}

/** e.g. "Helsinki: Overcast, 3°C — light rain starting in about 45 min". */
export function trayTooltip(input: TrayTooltipInput, t: TrayText, language: InterfaceLanguage): string {
  const weather = [input.conditionPhrase ?? undefined, temperatureText(input.temperature, input.unit, language)].filter((part) => part !== undefined);
  const place = input.locationName ?? 'Weatherglass';
  const head = weather.length === 0 ? t('tooltipNoData', { place }) : t('tooltipWeather', { place, weather: weather.join(', ') });
  // The attention says why the data is old or missing, so it replaces the bare "offline".
  const status = input.attentionSummary ?? freshnessText(input.freshness, input.ageMinutes, t, language);
  const notes = [input.precipitationAhead ?? undefined, status].filter((part) => part !== undefined);
  const text = notes.length === 0 ? head : `${head} — ${notes.join(' · ')}`;
  return text.length <= maxTooltipLength ? text : `${text.slice(0, maxTooltipLength - 1).trimEnd()}…`;
}
