import type { Units } from '@shared/units';
import type { MarineDay, MarineHour } from '@shared/api/products';
import { compassPointOf } from '@shared/geo';
import { compassAbbreviation } from '@shared/views/lightning';
import { interfaceLanguage } from '../../lib/i18n.svelte';
import { degreesLabel, formatHeight, formatWithUnit } from '../../lib/weather/format';
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
export function marineSummary(
  hours: readonly MarineHour[],
  units: Pick<Units, 'temperature' | 'distance' | 'clock'>,
  locale: string,
  zone: string | undefined,
): string {
  if (!hasMarineData(hours)) return t('noSeaNearby');
  const waves = peak(hours.map((hour) => hour.sigWaveHeight));
  const swell = peak(hours.map((hour) => hour.sigSwellHeight));
  const sea = hours.find((hour) => hour.seaTemp !== null)?.seaTemp ?? null;
  const parts: string[] = [];
  if (waves !== null) {
    const highest = hours[waves.index];
    const when = { height: formatHeight(waves.value, units, locale), ...dayAndClock(highest?.time ?? '', zone, units.clock) };
    const from = highest?.waveDir;
    parts.push(
      typeof from === 'number' && Number.isFinite(from)
        ? t('marineWavesFrom', { ...when, direction: compassAbbreviation(compassPointOf(from), interfaceLanguage()) })
        : t('marineWaves', when),
    );
  }
  if (swell !== null) parts.push(t('marineSwell', { height: formatHeight(swell.value, units, locale) }));
  if (sea !== null) parts.push(t('marineSea', { temperature: formatWithUnit(sea, degreesLabel(units.temperature), locale, 1) }));
  // Each part stands alone, so the language's own list ('a, b and c') joins them; English lists them with commas only.
  const conditions = new Intl.ListFormat(locale, { type: 'unit', style: 'short' }).format(parts);
  return t('marineSummary', { hours: hours.length, conditions });
}

/** Whether a day's swimming water is warmer than its sea: worth a word, since it looks like an error. */
export function swimmingAboveSea(days: readonly MarineDay[]): boolean {
  return days.some((day) => day.maxSwimTemp !== null && day.maxSeaTemp !== null && day.maxSwimTemp > day.maxSeaTemp);
}
