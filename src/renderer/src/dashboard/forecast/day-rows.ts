import type { DayForecast } from '@shared/api/forecasts';
import { dataLanguage, interfaceLanguage } from '../../lib/i18n.svelte';
import { formatClock, formatDegrees, formatNumber, formatPercent, formatPrecipitation, formatSnow, formatWind, formatWithUnit, missing } from '../../lib/weather/format';
import { fallingIn, weatherPhrase, type PrecipitationKind } from '@shared/views/weather-symbol';
import { precipitationRangeText, type ShapeContext } from '../display';
import { confidenceLevel, moonPhaseName, type ConfidenceLevel } from './daily';
import { formatDate, timeOfDay } from '../time';
import { forecastText as t } from './text';

/** One day of the table under the daily charts, written out as it is shown ('–' for what is missing). */
export interface DayRow {
  date: string;
  day: string;
  symbol: string | null;
  phrase: string;
  high: string;
  low: string;
  precipitation: string;
  /** What falls, from the day's symbol (snow where only snow is forecast); null on a dry day or where nothing says. */
  falling: PrecipitationKind | null;
  /** The ensemble's 10–90 % range ('2 to 9 mm'); null without an ensemble. */
  likely: string | null;
  /** New snow; null where none is forecast. */
  snow: string | null;
  chance: string;
  /** The day's feels-like low and high ('-9°', '-2°'); null where the dataset has none. */
  feelsLike: { low: string; high: string } | null;
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
  /** In place of the sun's times where it neither rises nor sets: polar day or night. */
  sunWords: string | null;
  /** In place of the moon's times where it neither rises nor sets that day. */
  moonWords: string | null;
  confidence: ConfidenceLevel | null;
}

/** More sunshine than this on a day without sunrise or sunset is polar day; less, polar night. */
const polarDaySunHours = 12;

function sunWords(day: DayForecast): string | null {
  if (day.sunrise !== null || day.sunset !== null || day.sunriseEpoch !== null || day.sunsetEpoch !== null) return null;
  if (day.sunhours === undefined || day.sunhours === null) return t('noSunriseOrSunset');
  return t(day.sunhours > polarDaySunHours ? 'polarDay' : 'polarNight');
}

function moonWords(day: DayForecast): string | null {
  return day.moonrise === null && day.moonset === null ? t('moonNeitherRisesNorSets') : null;
}

/** Sunrise and sunset come as instants too: shown in the display zone, like every other time. */
function sunTime(epoch: number | null | undefined, local: string | null | undefined, context: ShapeContext): string {
  return epoch === null || epoch === undefined ? timeOfDay(local, context) : formatClock(epoch * 1000, context);
}

function fallingOn(day: DayForecast): PrecipitationKind | null {
  if (day.precipAccum === null || day.precipAccum <= 0) return null;
  return fallingIn(day.symbol) ?? ((day.snowAccum ?? 0) > 0 ? 'snow' : null);
}

function likelyRange(day: DayForecast, context: ShapeContext): string | null {
  const low = day.precipAccumEnsemble?.p010;
  const high = day.precipAccumEnsemble?.p090;
  return typeof low === 'number' && typeof high === 'number' ? precipitationRangeText(low, high, context) : null;
}

export function dayRows(days: readonly DayForecast[], context: ShapeContext): DayRow[] {
  return days.map((day) => ({
    date: day.date,
    day: formatDate(day.date),
    symbol: day.symbol,
    phrase: weatherPhrase(day, interfaceLanguage(), dataLanguage()),
    high: formatDegrees(day.maxTemp, context),
    low: formatDegrees(day.minTemp, context),
    precipitation: formatPrecipitation(day.precipAccum, 'amount', context),
    falling: fallingOn(day),
    likely: likelyRange(day, context),
    snow: typeof day.snowAccum === 'number' && day.snowAccum > 0 ? formatSnow(day.snowAccum, context) : null,
    feelsLike:
      typeof day.minFeelsLikeTemp === 'number' || typeof day.maxFeelsLikeTemp === 'number'
        ? { low: formatDegrees(day.minFeelsLikeTemp, context), high: formatDegrees(day.maxFeelsLikeTemp, context) }
        : null,
    chance: formatPercent(day.precipProb, context),
    wind: formatWind(day.maxWindSpeed, context),
    gusts: formatWind(day.maxWindGust, context),
    windFrom: day.windDir ?? null,
    uv: formatNumber(day.uvIndex, context),
    sunHours: formatWithUnit(day.sunhours, 'h', context, 1),
    sunrise: sunTime(day.sunriseEpoch, day.sunrise, context),
    sunset: sunTime(day.sunsetEpoch, day.sunset, context),
    // Moon times come only as the place's local clock.
    moonrise: timeOfDay(day.moonrise, context),
    moonset: timeOfDay(day.moonset, context),
    sunWords: sunWords(day),
    moonWords: moonWords(day),
    moonPhase: moonPhaseName(day.moonPhase) ?? missing,
    confidence: confidenceLevel(day.confidence),
  }));
}
