/**
 * What a caller may ask of the weather service, in the specification's own terms. Plain values
 * and types only: windows import these for their settings, so no zod here.
 */

/** A place: a location id from location search, or coordinates. */
export type LocationRef = { id: number } | { lon: number; lat: number };

/** The forecast endpoints' `tempunit` values. */
export const temperatureUnits = ['C', 'F'] as const;
export type TemperatureUnit = (typeof temperatureUnits)[number];

/** The forecast endpoints' `windunit` values (Beaufort exists only for history, so settings do not offer it). */
export const windUnits = ['MS', 'KMH', 'KTS', 'MPH'] as const;
export type WindUnit = (typeof windUnits)[number];
export type Dataset = 'standard' | 'full';

/** Languages of the location endpoints (search, info) and of history. */
export const locationLanguages = [
  'de', 'en', 'es', 'fr', 'it', 'pl', 'ru', 'fi', 'sv', 'nl', 'ko', 'pt', 'th', 'tr', 'zh', 'zh_TW', 'zh_CN',
] as const;
export type LocationLanguage = (typeof locationLanguages)[number];

/** Languages of current conditions and forecasts. */
export const forecastLanguages = [
  'ar', 'bg', 'bn', 'ca', 'cs', 'da', 'de', 'el', 'en', 'en_gb', 'en_us', 'es', 'et', 'fa', 'fi', 'fr', 'gu', 'he',
  'hi', 'hr', 'hu', 'id', 'is', 'it', 'ja', 'kn', 'ko', 'lt', 'lv', 'ml', 'nb', 'nl', 'no', 'pa', 'pl', 'pt', 'pt_br',
  'pt_pt', 'ro', 'ru', 'sk', 'sq', 'sr', 'sv', 'ta', 'te', 'th', 'tr', 'uk', 'vi', 'zh', 'zh_hk',
] as const;
export type ForecastLanguage = (typeof forecastLanguages)[number];

/** Languages of air quality. */
export const airQualityLanguages = [
  'ar', 'bg', 'cs', 'da', 'de', 'el', 'en', 'et', 'es', 'fa', 'fi', 'fr', 'hi', 'hr', 'hu', 'id', 'is', 'it', 'ja',
  'ko', 'lt', 'lv', 'nl', 'no', 'pl', 'pt', 'ro', 'ru', 'sk', 'sr', 'sv', 'ta', 'th', 'tr', 'uk', 'vi', 'zh', 'zh_hk',
] as const;
export type AirQualityLanguage = (typeof airQualityLanguages)[number];

export interface UnitOptions {
  tempUnit?: TemperatureUnit;
  windUnit?: WindUnit;
}

export interface PeriodsOption {
  /** Number of steps; the service clamps values above the endpoint's maximum. */
  periods?: number;
}

export interface TimeZoneOption {
  /** IANA zone name for the times in the answer; the location's own zone when absent. */
  tz?: string;
}

export interface RoundingOption {
  /** true (the service's default): whole numbers; false keeps decimals. */
  rounding?: boolean;
}

export interface AltitudeOption {
  /** Altitude in metres to compute for, instead of the ground's. */
  alt?: number;
}

export interface LocationSearchOptions {
  lang?: LocationLanguage;
  /** ISO 3166-1 alpha-2 code to search in. */
  country?: string;
  script?: 'latin';
}

export interface LocationInfoOptions {
  lang?: LocationLanguage;
}

export interface ObservationOptions extends UnitOptions, TimeZoneOption, RoundingOption {
  /** How many stations, 1 to 6 (the service's default is 3). */
  stations?: number;
  /** 0 none, 1 latest accumulations, 2 one-hour series with type. */
  prec?: 0 | 1 | 2;
}

export interface CurrentOptions extends UnitOptions, TimeZoneOption, RoundingOption, AltitudeOption {
  lang?: ForecastLanguage;
}

export interface MinutelyOptions extends PeriodsOption, TimeZoneOption {}

export interface StepForecastOptions
  extends PeriodsOption, UnitOptions, TimeZoneOption, RoundingOption, AltitudeOption {
  dataset?: Dataset;
  lang?: ForecastLanguage;
}

export interface IntervalForecastOptions extends StepForecastOptions {
  /** Include the past 24 hours. */
  history?: boolean;
}

export interface DailyForecastOptions extends PeriodsOption, UnitOptions, RoundingOption, AltitudeOption {
  dataset?: Dataset;
  lang?: ForecastLanguage;
  /** Include past days, down to -48 hours. */
  offsetHours?: number;
}

export interface AirQualityHourlyOptions extends PeriodsOption, TimeZoneOption {
  lang?: AirQualityLanguage;
}

export interface AirQualityDailyOptions extends PeriodsOption {
  lang?: AirQualityLanguage;
}

export interface HourlyProductOptions extends PeriodsOption, TimeZoneOption {}

export interface ClimateOptions {
  tempUnit?: TemperatureUnit;
}

export interface WarningOptions {
  /** true: only warnings starting more than 24 hours from now. */
  future?: boolean;
  dataset?: Dataset;
}

export interface MarineHourlyOptions extends PeriodsOption, TimeZoneOption {
  tempUnit?: TemperatureUnit;
  history?: boolean;
}

export interface MarineDailyOptions extends PeriodsOption {
  tempUnit?: TemperatureUnit;
}

export interface SkiOptions {
  /** 1 to 5 resorts (the service's default is 1). */
  sites?: number;
  /** Furthest resort distance in km (the service's default is 500). */
  radiusKm?: number;
}

export interface EnergyOptions extends PeriodsOption, UnitOptions, TimeZoneOption {}

export interface HistoryRequest {
  lon: number;
  lat: number;
  /** First day, YYYY-MM-DD. */
  date: string;
  /** 1 to 14 days from date. */
  days?: number;
  tempUnit?: TemperatureUnit;
  windUnit?: WindUnit | 'BFT';
  precUnit?: 'MM' | 'IN';
  lang?: LocationLanguage;
}

export interface BoundingBox {
  minLon: number;
  minLat: number;
  maxLon: number;
  maxLat: number;
}

/** One map tile: also the identity a tile cache keys on. */
export interface TileAddress {
  layerId: number;
  /** One of the layer's times.available, as capabilities gave it. */
  time: string;
  z: number;
  x: number;
  y: number;
  /** One of the layer's colorschemes. */
  colorscheme: string;
}

/** The wind units of map tiles (the wind symbol layer), spelled as the tile endpoint takes them. */
export const mapWindUnits = ['ms', 'knots', 'kmh', 'mph'] as const;
export type MapWindUnit = (typeof mapWindUnits)[number];

export interface TileOptions {
  /** The layer's times.updated, so tiles of outdated analyses are not fetched. */
  updated?: string;
  analyses?: string;
  /** For the wind symbol layer. */
  windUnit?: MapWindUnit;
  /** The ETag of a cached copy: the service answers "not modified" instead of the bytes. */
  ifNoneMatch?: string;
  /** The map no longer wants the image: a request the service has not started answering is dropped. */
  signal?: AbortSignal;
}

export interface LegendAddress {
  layerId: number;
  colorscheme: string;
}

export type SymbolMode = 'current' | 'hourly' | 'daily';

export interface SymbolTileOptions {
  units?: TemperatureUnit;
  /** x is taken modulo the number of tiles at z. */
  wrap?: boolean;
}

export type UsageGrouping = 'endpoint' | 'status_code';
