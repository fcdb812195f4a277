import type { FreshnessState } from '@shared/views/freshness';
import { wholeDegrees } from '@shared/views/whole-degrees';

export interface TrayTooltipInput {
  locationName: string | null;
  conditionPhrase: string | null;
  temperature: number | null;
  unit: 'C' | 'F';
  /** The precipitation story in brief; null when none falls or is expected. */
  precipitationAhead: string | null;
  freshness: FreshnessState;
  /** Age of the data shown, for stale and offline states. */
  ageMinutes?: number;
  /** What stands in the way of fresh data, in a few words ("account not connected"). */
  attention?: { summary: string } | null;
}

/** Windows cuts tray tooltips at 127 characters; a cut in the middle of a word reads worse than an ellipsis. */
export const maxTooltipLength = 127;

function age(minutes: number): string {
  if (minutes < 60) return `${Math.max(1, Math.round(minutes))} min`;
  if (minutes < 48 * 60) return `${Math.round(minutes / 60)} h`;
  return `${Math.round(minutes / (24 * 60))} days`;
}

function temperatureText(temperature: number | null, unit: 'C' | 'F'): string | undefined {
  if (temperature === null || !Number.isFinite(temperature)) return undefined;
  return `${wholeDegrees(temperature)}°${unit}`;
}

function freshnessText(freshness: FreshnessState, ageMinutes: number | undefined): string | undefined {
  if (freshness === 'fresh') return undefined;
  const old = ageMinutes === undefined ? '' : `, data ${age(ageMinutes)} old`;
  return freshness === 'offline' ? `offline${old}` : `not updated${old}`;
}

/** e.g. "Helsinki: Overcast, 3°C — light rain starting in about 45 min". */
export function trayTooltip(input: TrayTooltipInput): string {
  const weather = [input.conditionPhrase ?? undefined, temperatureText(input.temperature, input.unit)].filter((part) => part !== undefined);
  const head =
    weather.length === 0 ? `${input.locationName ?? 'Weatherglass'}: no data yet` : `${input.locationName ?? 'Weatherglass'}: ${weather.join(', ')}`;
  // The attention says why the data is old or missing, so it replaces the bare "offline".
  const status = input.attention?.summary ?? freshnessText(input.freshness, input.ageMinutes);
  const notes = [input.precipitationAhead ?? undefined, status].filter((part) => part !== undefined);
  const text = notes.length === 0 ? head : `${head} — ${notes.join(' · ')}`;
  return text.length <= maxTooltipLength ? text : `${text.slice(0, maxTooltipLength - 1).trimEnd()}…`;
}
