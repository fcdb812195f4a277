import type { Observation } from '@shared/api/locations';
import { formatDuration } from '@shared/durations';
import { serviceCompassAbbreviation } from '@shared/views/lightning';
import { interfaceLanguage } from '../../lib/i18n.svelte';
import { formatDistance, formatPrecipitation, formatWind, missing } from '../../lib/weather/format';
import type { Display, UnitDisplay } from '../../lib/weather/display';
import { formatDayAndTime } from '../time';
import { productsText as t } from './text';

const metresPer = { km: 1000, mi: 1609.344 } as const;

/**
 * The service's '15 km NE' in the distance unit chosen ('9.3 mi NE'); a station at the place itself
 * ('0 km N') lies in no direction. A text in some other form is shown as it came.
 */
export function stationDistance(distance: string, display: UnitDisplay): string {
  const text = distance.trim();
  if (text === '') return missing;
  const parts = /^(\d+(?:\.\d+)?)\s*(km|mi)(?:\s+([NESW]{1,3}))?$/i.exec(text);
  if (parts === null) return text;
  const [, amount = '', unit = '', direction] = parts;
  const metres = Number(amount) * metresPer[unit.toLowerCase() as keyof typeof metresPer];
  const shown = formatDistance(metres, display);
  return direction === undefined || metres === 0 ? shown : `${shown} ${serviceCompassAbbreviation(direction.toUpperCase(), interfaceLanguage())}`;
}

export interface ObservedWind {
  /** '7 m/s SW'; '0 m/s' when calm, '–' when not reported. */
  speed: string;
  /** 'gusts 12 m/s', or null when the station reports none. */
  gusts: string | null;
  /** Where the wind comes from, for its arrow; null when calm or not reported. */
  from: number | null;
}

/** A station's wind: calm or unknown wind has no direction, and a gust not reported adds nothing. */
export function observedWind(observation: Observation, display: Display): ObservedWind {
  const shown = formatWind(observation.windSpeed, display);
  // As shown: what reads '0 m/s' (or '0 Bft') is calm, whatever direction the vane last gave.
  const moving = shown !== missing && shown !== formatWind(0, display);
  const direction = moving ? observation.windDirString?.trim() || null : null;
  return {
    speed: direction === null ? shown : `${shown} ${serviceCompassAbbreviation(direction, interfaceLanguage())}`,
    gusts: observation.windGust === null ? null : t('gusts', { speed: formatWind(observation.windGust, display) }),
    from: moving ? observation.windDir : null,
  };
}

/**
 * The precipitation a station reported, when the answer carries it: the shortest accumulation
 * period ('0.4 mm in 1 hr'), or the latest hour of the hourly series. Null when not given.
 */
export function observedPrecipitation(observation: Observation, display: Display): string | null {
  const accumulations = (observation.precipitation ?? []).filter((entry) => entry.accum !== null);
  const order = ['1h', '3h', '6h', '12h', '24h'];
  const [shortest] = [...accumulations].sort((a, b) => order.indexOf(a.period) - order.indexOf(b.period));
  if (shortest !== undefined) {
    return t('precipitationInHours', { amount: formatPrecipitation(shortest.accum, 'amount', display), span: formatDuration(Number.parseInt(shortest.period, 10) * 60, interfaceLanguage()) });
  }
  const latest = (observation.precip1h ?? []).filter((entry) => entry.accum !== null).at(-1);
  if (latest !== undefined) return t('precipitationInHourTo', { amount: formatPrecipitation(latest.accum, 'amount', display), time: formatDayAndTime(latest.endtime, display) });
  return null;
}

/** Whether any station's answer carries precipitation, so the table needs the column. */
export function reportsPrecipitation(observations: readonly Observation[]): boolean {
  return observations.some((observation) => (observation.precipitation?.length ?? 0) > 0 || (observation.precip1h?.length ?? 0) > 0);
}
