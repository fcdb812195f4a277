import type { Units } from '@shared/units';
import type { EnergyStep } from '@shared/api/products';
import { formatWind, formatWithUnit } from '../../lib/weather/format';
import { peak } from '../series-arithmetic';
import { formatStep } from '../time';

/** The chart's one-line summary: the best hours for wind turbines (100 m) and for solar panels. */
export function energySummary(steps: readonly EnergyStep[], units: Pick<Units, 'wind' | 'clock'>, locale: string, zone: string | undefined): string {
  const { clock } = units;
  const windPeak = peak(steps.map((step) => step.windSpeed100m));
  const sunPeak = peak(steps.map((step) => step.solarRadiation));
  if (windPeak === null && sunPeak === null) return 'This forecast holds no wind or solar values.';
  const parts: string[] = [];
  if (windPeak !== null) parts.push(`wind at 100 m peaks at ${formatWind(windPeak.value, units, locale)} at ${formatStep(steps[windPeak.index]?.time ?? '', zone, clock)}`);
  if (sunPeak !== null) {
    parts.push(
      sunPeak.value <= 0
        ? 'no sunshine reaches the ground'
        : `solar radiation peaks at ${formatWithUnit(sunPeak.value, 'W/m²', locale)} at ${formatStep(steps[sunPeak.index]?.time ?? '', zone, clock)}`,
    );
  }
  return `Over the next ${steps.length} hours ${parts.join('; ')}.`;
}
