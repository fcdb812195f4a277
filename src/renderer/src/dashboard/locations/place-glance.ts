import type { Current, DailyForecast } from '@shared/api/forecasts';
import { weatherPhrase } from '@shared/views/weather-symbol';
import { dataLanguage, interfaceLanguage } from '../../lib/i18n.svelte';
import type { UnitDisplay } from '../../lib/weather/display';
import { formatDegrees } from '../../lib/weather/format';
import { todayIn } from '../time';

/** A saved place at a glance, as its row in the list shows it: now's temperature and symbol, today's high and low. */
export interface PlaceGlance {
  temperature: string;
  symbol: string | null;
  phrase: string;
  /** Null until main holds today's forecast for the place. */
  today: { high: string; low: string } | null;
}

/**
 * The glance from what main holds for the place (its current conditions and daily forecast); null
 * while main holds neither. Today is the place's own: the daily forecast's dates are its local days.
 */
export function placeGlance(current: Current | undefined, daily: DailyForecast | undefined, zone: string, now: number, display: UnitDisplay): PlaceGlance | null {
  if (current === undefined && daily === undefined) return null;
  const today = todayIn(zone, now);
  const day = daily?.forecast.find((candidate) => candidate.date === today);
  const language = interfaceLanguage();
  const conditions = current?.current;
  return {
    temperature: formatDegrees(conditions?.temperature, display),
    symbol: conditions?.symbol ?? day?.symbol ?? null,
    phrase: conditions === undefined ? weatherPhrase({ symbol: day?.symbol ?? null }, language, dataLanguage()) : weatherPhrase(conditions, language, dataLanguage()),
    today: day === undefined ? null : { high: formatDegrees(day.maxTemp, display), low: formatDegrees(day.minTemp, display) },
  };
}
