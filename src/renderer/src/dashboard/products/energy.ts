import type { Display } from '../../lib/weather/display';
import type { EnergyStep } from '@shared/api/products';
import { formatWind, formatWithUnit } from '../../lib/weather/format';
import { peak } from '../series-arithmetic';
import { formatStep } from '../time';
import { productsText as t } from './text';

/** The chart's one-line summary: the best hours for wind turbines (100 m) and for solar panels. */
export function energySummary(steps: readonly EnergyStep[], display: Pick<Display, 'units' | 'locale' | 'zone'>): string {
  const windPeak = peak(steps.map((step) => step.windSpeed100m));
  const sunPeak = peak(steps.map((step) => step.solarRadiation));
  if (windPeak === null && sunPeak === null) return t('energyNoValues');
  const hours = steps.length;
  const sun =
    sunPeak === null || sunPeak.value <= 0
      ? null
      : { radiation: formatWithUnit(sunPeak.value, 'W/m²', display), radiationTime: formatStep(steps[sunPeak.index]?.time ?? '', display) };
  // Without wind values there are solar ones: sunshine, or none reaching the ground.
  if (windPeak === null) return sun === null ? t('energySummaryNoSun', { hours }) : t('energySummarySun', { hours, ...sun });
  const wind = { wind: formatWind(windPeak.value, display), windTime: formatStep(steps[windPeak.index]?.time ?? '', display) };
  if (sunPeak === null) return t('energySummaryWind', { hours, ...wind });
  return sun === null ? t('energySummaryWindNoSun', { hours, ...wind }) : t('energySummaryWindAndSun', { hours, ...wind, ...sun });
}
