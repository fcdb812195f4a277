import type { MarineDay, MarineHour } from '@shared/api/products';
import { compassPointOf } from '@shared/geo';
import { compassAbbreviation } from '@shared/views/lightning';
import { interfaceLanguage } from '../../lib/i18n.svelte';
import type { Display } from '../../lib/weather/display';
import { formatHeight, formatTemperature } from '../../lib/weather/format';
import { peak } from '../series-arithmetic';
import { dayAndClock } from '../time';
import { productsText as t } from './text';

/** Whether the forecast has any value: beyond 80 km of water every value is null. */
export function hasMarineData(hours: readonly MarineHour[]): boolean {
  return hours.some((hour) => [hour.sigWaveHeight, hour.sigSwellHeight, hour.seaTemp, hour.swimTemp].some((value) => value !== null));
}

/**
 * The chart's one-line summary: the highest waves (and where they come from) and swell, and the
 * sea's temperature now. The service gives no wave period, so none is said.
 */
export function marineSummary(hours: readonly MarineHour[], display: Pick<Display, 'units' | 'locale' | 'zone'>): string {
  if (!hasMarineData(hours)) return t('noSeaNearby');
  const waves = peak(hours.map((hour) => hour.sigWaveHeight));
  const swell = peak(hours.map((hour) => hour.sigSwellHeight));
  const sea = hours.find((hour) => hour.seaTemp !== null)?.seaTemp ?? null;
  const parts: string[] = [];
  if (waves !== null) {
    const highest = hours[waves.index];
    const when = { height: formatHeight(waves.value, display), ...dayAndClock(highest?.time ?? '', display) };
    const from = highest?.waveDir;
    parts.push(
      typeof from === 'number' && Number.isFinite(from)
        ? t('marineWavesFrom', { ...when, direction: compassAbbreviation(compassPointOf(from), interfaceLanguage()) })
        : t('marineWaves', when),
    );
  }
  if (swell !== null) parts.push(t('marineSwell', { height: formatHeight(swell.value, display) }));
  if (sea !== null) parts.push(t('marineSea', { temperature: formatTemperature(sea, display, 1) }));
  // Each part stands alone, so the language's own list ('a, b and c') joins them; English lists them with commas only.
  const conditions = new Intl.ListFormat(display.locale, { type: 'unit', style: 'short' }).format(parts);
  return t('marineSummary', { hours: hours.length, conditions });
}

/** Whether a day's swimming water is warmer than its sea: worth a word, since it looks like an error. */
export function swimmingAboveSea(days: readonly MarineDay[]): boolean {
  return days.some((day) => day.maxSwimTemp !== null && day.maxSeaTemp !== null && day.maxSwimTemp > day.maxSeaTemp);
}
