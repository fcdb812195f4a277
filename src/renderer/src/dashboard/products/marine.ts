import type { Units } from '@shared/units';
import type { MarineHour } from '@shared/api/products';
import { degreesLabel, formatHeight, formatWithUnit } from '../../lib/weather/format';
import { peak } from '../series-arithmetic';
import { formatStep } from '../time';

/** Whether the forecast has any value: beyond 80 km of water every value is null. */
export function hasMarineData(hours: readonly MarineHour[]): boolean {
  return hours.some((hour) => [hour.sigWaveHeight, hour.sigSwellHeight, hour.seaTemp, hour.swimTemp].some((value) => value !== null));
}

/** The chart's one-line summary: the highest waves and swell and the sea's temperature now. */
export function marineSummary(
  hours: readonly MarineHour[],
  units: Pick<Units, 'temperature' | 'distance' | 'clock'>,
  locale: string,
  zone: string | undefined,
): string {
  if (!hasMarineData(hours)) return 'No sea near enough to this location: the marine forecast has no values here.';
  const waves = peak(hours.map((hour) => hour.sigWaveHeight));
  const swell = peak(hours.map((hour) => hour.sigSwellHeight));
  const sea = hours.find((hour) => hour.seaTemp !== null)?.seaTemp ?? null;
  const parts: string[] = [];
  if (waves !== null) parts.push(`waves up to ${formatHeight(waves.value, units, locale)} at ${formatStep(hours[waves.index]?.time ?? '', zone, units.clock)}`);
  if (swell !== null) parts.push(`swell up to ${formatHeight(swell.value, units, locale)}`);
  if (sea !== null) parts.push(`sea ${formatWithUnit(sea, degreesLabel(units.temperature), locale, 1)}`);
  const text = parts.join(', ');
  return `Over the next ${hours.length} hours: ${text}.`;
}
