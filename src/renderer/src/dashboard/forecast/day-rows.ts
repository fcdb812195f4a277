import type { DayForecast } from '@shared/api/forecasts';
import { formatClock, formatDegrees, formatNumber, formatPrecipitation, formatWithUnit, missing } from '../../lib/weather/format';
import { weatherPhrase } from '@shared/views/weather-symbol';
import { windLabel, type ShapeContext } from '../display';
import { confidenceLevel, moonPhaseName, type ConfidenceLevel } from './daily';
import { formatDate, timeOfDay } from '../time';

/** One day of the table under the daily charts, written out as it is shown ('–' for what is missing). */
export interface DayRow {
  date: string;
  day: string;
  symbol: string | null;
  phrase: string;
  high: string;
  low: string;
  precipitation: string;
  chance: string;
  wind: string;
  gusts: string;
  windFrom: number | null;
  uv: string;
  sunHours: string;
  sunrise: string;
  sunset: string;
  moonrise: string;
  moonset: string;
  moonPhase: string;
  confidence: ConfidenceLevel | null;
}

/** Sunrise and sunset come as instants too: shown in the display zone, like every other time. */
function sunTime(epoch: number | null | undefined, local: string | null | undefined, zone: string | undefined): string {
  return epoch === null || epoch === undefined ? timeOfDay(local) : formatClock(epoch * 1000, zone);
}

export function dayRows(days: readonly DayForecast[], context: ShapeContext): DayRow[] {
  const { locale, zone } = context;
  const unit = windLabel(context);
  return days.map((day) => ({
    date: day.date,
    day: formatDate(day.date),
    symbol: day.symbol,
    phrase: weatherPhrase(day),
    high: formatDegrees(day.maxTemp, locale),
    low: formatDegrees(day.minTemp, locale),
    precipitation: formatPrecipitation(day.precipAccum, 'mm', locale),
    chance: formatWithUnit(day.precipProb, '%', locale),
    wind: formatWithUnit(day.maxWindSpeed, unit, locale),
    gusts: formatWithUnit(day.maxWindGust, unit, locale),
    windFrom: day.windDir ?? null,
    uv: formatNumber(day.uvIndex, locale),
    sunHours: formatWithUnit(day.sunhours, 'h', locale, 1),
    sunrise: sunTime(day.sunriseEpoch, day.sunrise, zone),
    sunset: sunTime(day.sunsetEpoch, day.sunset, zone),
    // Moon times come only as the place's local clock.
    moonrise: timeOfDay(day.moonrise),
    moonset: timeOfDay(day.moonset),
    moonPhase: moonPhaseName(day.moonPhase) ?? missing,
    confidence: confidenceLevel(day.confidence),
  }));
}
