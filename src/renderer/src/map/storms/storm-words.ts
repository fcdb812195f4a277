import { formatTimeFromNow } from '@shared/durations';
import { interfaceLanguage } from '../../lib/i18n.svelte';
import type { Display } from '../../lib/weather/display';
import { formatDayTimeZoned, formatPressure, formatWindFromMetresPerSecond } from '../../lib/weather/format';
import { intensityName, type Storm, type StormPoint } from './storms';
import { mapText as t } from '../text';

/** What a storm's words need of the map's display: the user's units, the map's zone (named), the interface language's locale. */
export type StormWording = Pick<Display, 'units' | 'zone' | 'locale'>;

/** A storm point as its popup reads: a title and a few lines. */
export interface PointWords {
  title: string;
  lines: string[];
}

function when(point: StormPoint, wording: StormWording): string {
  if (point.time === null) return point.kind === 'current' ? t('stormPointNow') : t('stormPointForecast');
  const time = formatDayTimeZoned(point.time, wording);
  if (point.kind === 'current') return t('stormPosition', { time });
  return point.leadHours === null ? t('stormForecastFor', { time }) : t('stormForecastForAhead', { time, ahead: formatTimeFromNow(point.leadHours * 60, interfaceLanguage()) });
}

/** 'Category 3 · wind 54 m/s · 950 hPa', in the user's units. */
export function intensityLine(point: StormPoint, wording: StormWording): string {
  const wind = formatWindFromMetresPerSecond(point.windSpeed, wording);
  const pressure = formatPressure(point.pressure, wording);
  return t('intensityLine', { intensity: intensityName(point), wind, pressure });
}

export function pointWords(storm: Storm, point: StormPoint, wording: StormWording): PointWords {
  return { title: storm.basinName === null ? storm.name : `${storm.name} (${storm.basinName})`, lines: [intensityLine(point, wording), when(point, wording)] };
}

/** 'Advisory of Thu 26 Nov, 14:00 EET': the time of the data. */
export function advisoryLine(storm: Storm, wording: StormWording): string {
  return storm.advisoryTime === null ? t('advisoryUnknown') : t('advisoryOf', { time: formatDayTimeZoned(storm.advisoryTime, wording) });
}
