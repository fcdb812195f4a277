import type { Observation } from '@shared/api/locations';
import { formatPrecipitation } from '../../lib/weather/format';
import { formatDayAndTime } from '../time';

/**
 * The precipitation a station reported, when the answer carries it: the shortest accumulation
 * period ('0.4 mm in 1 h'), or the latest hour of the hourly series. Null when not given.
 */
export function observedPrecipitation(observation: Observation, locale: string, zone: string | undefined): string | null {
  const accumulations = (observation.precipitation ?? []).filter((entry) => entry.accum !== null);
  const order = ['1h', '3h', '6h', '12h', '24h'];
  const [shortest] = [...accumulations].sort((a, b) => order.indexOf(a.period) - order.indexOf(b.period));
  if (shortest !== undefined) return `${formatPrecipitation(shortest.accum, 'mm', locale)} in ${shortest.period.replace('h', ' h')}`;
  const latest = (observation.precip1h ?? []).filter((entry) => entry.accum !== null).at(-1);
  if (latest !== undefined) return `${formatPrecipitation(latest.accum, 'mm', locale)} in the hour to ${formatDayAndTime(latest.endtime, zone)}`;
  return null;
}

/** Whether any station's answer carries precipitation, so the table needs the column. */
export function reportsPrecipitation(observations: readonly Observation[]): boolean {
  return observations.some((observation) => (observation.precipitation?.length ?? 0) > 0 || (observation.precip1h?.length ?? 0) > 0);
}
