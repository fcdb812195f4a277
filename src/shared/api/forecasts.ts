import type { LocationRef } from './options';

/**
 * Current conditions and forecasts as the weather service delivers them. Any value the service did
 * not deliver is null (the specification allows that for every data value): show it as missing,
 * never as 0. Optional fields appear only with dataset=full.
 */

export type PrecipType = 'rain' | 'mixed' | 'snow';

export interface CurrentConditions {
  time: string;
  symbol: string | null;
  symbolPhrase: string | null;
  temperature: number | null;
  feelsLikeTemp: number | null;
  relHumidity: number | null;
  dewPoint: number | null;
  windSpeed: number | null;
  /** Degrees. */
  windDir: number | null;
  windDirString: string | null;
  windGust: number | null;
  /** %. */
  precipProb: number | null;
  /** mm/h. */
  precipRate: number | null;
  /** %. */
  cloudiness: number | null;
  /** % chance of thunder nearby. */
  thunderProb: number | null;
  uvIndex: number | null;
  /** Sea-level hPa. */
  pressure: number | null;
  /** m. */
  visibility: number | null;
}

export interface Current {
  current: CurrentConditions;
}

export interface NowcastStep {
  time: string;
  /** mm/h. */
  precipRate: number | null;
}

export interface Nowcast {
  forecast: NowcastStep[];
  /** Minutes: 1 for a radar nowcast, 60 where values are interpolated from hourly model steps. */
  resolution: number;
}

/** Fields every 15-minute, hourly and 3-hourly step has. */
export interface ForecastStepBase {
  time: string;
  symbol: string | null;
  temperature: number | null;
  feelsLikeTemp: number | null;
  windSpeed: number | null;
  windGust: number | null;
  windDir: number | null;
  windDirString: string | null;
  /** % for the period ending at the time. */
  precipProb: number | null;
  symbolPhrase?: string | null;
  relHumidity?: number | null;
  dewPoint?: number | null;
  cloudiness?: number | null;
  thunderProb?: number | null;
  uvIndex?: number | null;
  pressure?: number | null;
  visibility?: number | null;
  precipType?: PrecipType | null;
}

export interface QuarterHourStep extends ForecastStepBase {
  /** mm/h. */
  precipRate: number | null;
  /** cm/h. */
  snowRate?: number | null;
}

export interface ThreeHourStep extends ForecastStepBase {
  /** Liquid-water mm over the period ending at the time. */
  precipAccum: number | null;
  /** cm of snow over the period ending at the time. */
  snowAccum?: number | null;
  /** W/m2. */
  solarRadiation?: number | null;
}

export interface HourStep extends ThreeHourStep {
  /** cm on the ground. */
  snowDepth?: number | null;
}

export interface TemperatureEnsemble {
  p000: number | null;
  p025: number | null;
  p050: number | null;
  p075: number | null;
  p100: number | null;
}

export interface PrecipitationEnsemble {
  p010: number | null;
  p025: number | null;
  p050: number | null;
  p075: number | null;
  p090: number | null;
}

export type ForecastConfidence = 'g' | 'y' | 'o';

export interface DayForecast {
  date: string;
  /** Daytime conditions, 07:00-18:00 local time. */
  symbol: string | null;
  maxTemp: number | null;
  minTemp: number | null;
  maxWindSpeed: number | null;
  /** Degrees, at the maximum wind speed. */
  windDir: number | null;
  /** mm liquid water. */
  precipAccum: number | null;
  /** cm on the ground. */
  snowDepth: number | null;
  symbolPhrase?: string | null;
  maxTempEnsemble?: TemperatureEnsemble | null;
  minTempEnsemble?: TemperatureEnsemble | null;
  maxFeelsLikeTemp?: number | null;
  minFeelsLikeTemp?: number | null;
  maxRelHumidity?: number | null;
  minRelHumidity?: number | null;
  maxDewPoint?: number | null;
  minDewPoint?: number | null;
  maxWindGust?: number | null;
  precipAccumEnsemble?: PrecipitationEnsemble | null;
  precipProb?: number | null;
  snowAccum?: number | null;
  cloudiness?: number | null;
  pressure?: number | null;
  minVisibility?: number | null;
  uvIndex?: number | null;
  sunhours?: number | null;
  solarRadiationSum?: number | null;
  /** Local time of day hh:mm:ss; null when there is none that day. */
  sunrise?: string | null;
  sunset?: string | null;
  moonrise?: string | null;
  moonset?: string | null;
  /** Unix time. */
  sunriseEpoch?: number | null;
  sunsetEpoch?: number | null;
  /** Degrees at midday. */
  moonPhase?: number | null;
  /** g good, y normal, o low. */
  confidence?: ForecastConfidence | null;
}

export interface Forecast<Step> {
  forecast: Step[];
}

export type QuarterHourForecast = Forecast<QuarterHourStep>;
export type HourlyForecast = Forecast<HourStep>;
export type ThreeHourlyForecast = Forecast<ThreeHourStep>;
export type DailyForecast = Forecast<DayForecast>;

/** One location's answer from a multi-location call, with the location as the caller gave it. */
export type Located<T> = T & { location: LocationRef };
