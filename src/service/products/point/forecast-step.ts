import type { PrecipType, SurfaceWeather } from '@service/atmosphere/atmosphere';
import { localTime } from '@service/http/format';
import { symbolPhrase } from './phrases';
import type { Quantities } from './quantities';

export type StepKind = '15minutely' | 'hourly' | '3hourly';

/** The specification's precipType values: sleet is reported as mixed. */
const reportedPrecipType: Record<PrecipType, 'rain' | 'mixed' | 'snow'> = { rain: 'rain', sleet: 'mixed', snow: 'snow' };

/** Everything one forecast step shows, in SI units, before units and rounding. */
export interface StepValues {
  at: Date;
  /** The weather at the step time. */
  weather: SurfaceWeather;
  symbol: string;
  feelsLike: number;
  precipProb: number;
  /** What fell: a rate at the step time (15-minute steps) or totals over the period ending at it. */
  precipitation:
    | { rateMmPerHour: number; snowCmPerHour: number; type: PrecipType }
    | { accumMm: number; snowAccumCm: number; type: PrecipType };
}

export interface StepView {
  kind: StepKind;
  full: boolean;
  zone: string;
  lang: string;
  units: Quantities;
}

/** One step of the 15-minute, hourly or 3-hourly forecast, fields in the specification's table order. */
export function presentStep(step: StepValues, view: StepView): Record<string, string | number> {
  const { units, full, kind } = view;
  const { weather, precipitation } = step;
  const shown: Record<string, string | number> = { time: localTime(step.at, view.zone), symbol: step.symbol };
  if (full) shown.symbolPhrase = symbolPhrase(step.symbol, view.lang);
  shown.temperature = units.temperature(weather.temperature);
  shown.feelsLikeTemp = units.temperature(step.feelsLike);
  shown.windSpeed = units.wind(weather.windSpeed);
  shown.windGust = units.gust(weather.windGust, weather.windSpeed);
  shown.windDir = units.direction(weather.windDir);
  shown.windDirString = units.compass(weather.windDir);
  shown.precipProb = units.whole(step.precipProb);
  if ('rateMmPerHour' in precipitation) shown.precipRate = units.precipitation(precipitation.rateMmPerHour);
  else shown.precipAccum = units.precipitation(precipitation.accumMm);
  if (!full) return shown;

  shown.relHumidity = units.whole(weather.relHumidity);
  shown.dewPoint = units.dewPoint(weather.dewPoint, weather.temperature);
  if ('rateMmPerHour' in precipitation) shown.snowRate = units.precipitation(precipitation.snowCmPerHour);
  else shown.snowAccum = units.precipitation(precipitation.snowAccumCm);
  shown.cloudiness = units.whole(weather.cloudiness);
  shown.thunderProb = units.whole(weather.thunderProb);
  shown.uvIndex = units.whole(weather.uvIndex);
  shown.pressure = units.plain(weather.pressure);
  shown.visibility = units.whole(weather.visibility);
  shown.precipType = reportedPrecipType[precipitation.type];
  if (kind !== '15minutely') shown.solarRadiation = units.whole(weather.solarRadiation);
  if (kind === 'hourly') shown.snowDepth = units.plain(weather.snowDepth);
  return shown;
}
