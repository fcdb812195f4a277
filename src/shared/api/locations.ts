/**
 * Location and observation records as the weather service delivers them. A value the service did
 * not deliver is null: show it as missing, never as 0.
 */

export interface Location {
  /** Usable in place of coordinates wherever a location is asked for. */
  id: number;
  name: string;
  country: string;
  /** IANA zone name. */
  timezone: string;
  /** Language of the returned names. */
  language: string;
  /** State or other high-level region. */
  adminArea: string;
  /** County. */
  adminArea2: string | null;
  /** Municipality. */
  adminArea3: string | null;
  lon: number;
  lat: number;
}

export interface LocationSearchResult {
  locations: Location[];
}

export type PrecipitationPeriod = '1h' | '3h' | '6h' | '12h' | '24h';

export interface PrecipitationAccumulation {
  /** mm during the period. */
  accum: number | null;
  endtime: string;
  period: PrecipitationPeriod;
}

export type ObservedPrecipType = 'rain' | 'sleet' | 'snow' | 'hail' | 'icing' | 'undefined';

export interface HourlyPrecipitation {
  /** mm during the hour. */
  accum: number | null;
  endtime: string;
  prectype: ObservedPrecipType | null;
}

export interface Observation {
  station: string;
  /** Distance and direction from the location, e.g. '15 km NE'. */
  distance: string;
  /** Station elevation, m. */
  elevation: number | null;
  latitude: number;
  longitude: number;
  time: string;
  temperature: number | null;
  feelsLikeTemp: number | null;
  symbol: string | null;
  windDir: number | null;
  windDirString: string | null;
  windSpeed: number | null;
  windGust: number | null;
  /** Sea-level hPa. */
  pressure: number | null;
  relHumidity: number | null;
  /** m. */
  visibility: number | null;
  /** cm. */
  snowDepth: number | null;
  /** Only when asked with prec=1. */
  precipitation?: PrecipitationAccumulation[];
  /** Only when asked with prec=2: the past 24 hours, oldest first. */
  precip1h?: HourlyPrecipitation[];
}

export interface Observations {
  observations: Observation[];
}
