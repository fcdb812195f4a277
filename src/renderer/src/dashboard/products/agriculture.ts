import type { Display } from '../../lib/weather/display';
import type { AgricultureHour } from '@shared/api/products';
import { formatPrecipitation, formatWithUnit } from '../../lib/weather/format';
import { peak, sum } from '../series-arithmetic';
import { dayAndClock } from '../time';
import { productsText as t } from './text';

/**
 * Units of the agriculture fields (the specification does not give them): evapotranspiration in
 * mm, shown like precipitation (the water it takes back) in the unit chosen for it; vapour pressure
 * deficit in kPa, solar radiation in W/m² hourly and Wh/m² daily.
 */
export const agricultureUnits = { vpd: 'kPa', ssrdHourly: 'W/m²', ssrdDaily: 'Wh/m²' } as const;

/** The chart's one-line summary: how much water the crops lose, and when the air is driest. */
export function agricultureSummary(hours: readonly AgricultureHour[], display: Pick<Display, 'units' | 'locale' | 'zone'>): string {
  const et0 = sum(hours.map((hour) => hour.ET0));
  const vpd = peak(hours.map((hour) => hour.VPD));
  if (et0 === null && vpd === null) return t('agricultureNoValues');
  const evapotranspiration = et0 === null ? '' : formatPrecipitation(et0, 'amount', display);
  if (vpd === null) return t('agricultureSummaryEvapotranspiration', { hours: hours.length, evapotranspiration });
  const deficit = { deficit: formatWithUnit(vpd.value, agricultureUnits.vpd, display, 2), ...dayAndClock(hours[vpd.index]?.time ?? '', display) };
  if (et0 === null) return t('agricultureSummaryDeficit', { hours: hours.length, ...deficit });
  return t('agricultureSummary', { hours: hours.length, evapotranspiration, ...deficit });
}
