/**
 * Records of the products beyond point forecasts, as the weather service delivers them. A value
 * the service did not deliver is null: show it as missing, never as 0.
 */

export interface AirQualityHour {
  /** UTC, ends in Z. */
  time: string;
  /** Most significant pollutant. */
  pollutant: string | null;
  pollutantPhrase: string | null;
  /** US EPA index. */
  AQI: number | null;
  AQI_CO: number | null;
  AQI_NO2: number | null;
  AQI_O3: number | null;
  AQI_SO2: number | null;
  AQI_PM10: number | null;
  AQI_PM2P5: number | null;
}

export interface AirQualityDay {
  date: string;
  AQI: number | null;
  pollutant: string | null;
  pollutantPhrase: string | null;
  AQI_CO: number | null;
  AQI_NO2: number | null;
  /** Ozone, under this key in daily items. */
  AQI_GO3: number | null;
  AQI_SO2: number | null;
  AQI_PM2P5: number | null;
  AQI_PM10: number | null;
}

export const pollenSpecies = ['alder', 'birch', 'grass', 'mugwort', 'olive', 'ragweed'] as const;
export type PollenSpecies = (typeof pollenSpecies)[number];

/** Per species: a rating 0-4 under its name, and grains/m3 under `<species>_m3`. */
export type PollenLevels = { [S in PollenSpecies]: number | null } & { [S in PollenSpecies as `${S}_m3`]: number | null };

export type PollenHour = PollenLevels & { time: string };
export type PollenDay = PollenLevels & { date: string };

export interface ClimateMonth {
  /** Two digits. */
  month: string;
  dayMaxTemp: number | null;
  dayMinTemp: number | null;
  dayAvgTemp: number | null;
  precipSum: number | null;
  dailyPrecip: number | null;
  rainDays: number | null;
  frostDays: number | null;
  /** null inland. */
  seaSurfaceTemp: number | null;
}

export interface ClimateDay {
  month: string;
  day: string;
  avgMinTemp: number | null;
  avgTemp: number | null;
  avgMaxTemp: number | null;
}

export interface Climate<Item> {
  climate: Item[];
}

export interface HistoryLocalStamp {
  pretty: string;
  year: string;
  month: string;
  day: string;
  hour: string;
  min: string;
  tz: string;
}

export interface HistoryUtcStamp {
  iso8601: string;
  year: string;
  month: string;
  day: string;
  hour: string;
  min: string;
  tz: string;
}

/** Abbreviated keys, every value a string (the specification does not give their meaning). */
export interface HistoryObservation {
  dt: HistoryLocalStamp;
  dtu: HistoryUtcStamp;
  t?: string | null;
  d?: string | null;
  rh?: string | null;
  ws?: string | null;
  gust?: string | null;
  wd?: string | null;
  wn?: string | null;
  v?: string | null;
  p?: string | null;
  tf?: string | null;
  pr1?: string | null;
  sT?: string | null;
  s?: string | null;
  fog?: string | null;
  rain?: string | null;
  snow?: string | null;
  hail?: string | null;
  thunder?: string | null;
  tornado?: string | null;
}

export interface HistoryHour {
  date: HistoryLocalStamp;
  utcdate: HistoryUtcStamp;
  observations: HistoryObservation[];
}

export interface HistoryDailySummary {
  dt: HistoryLocalStamp;
  fog?: string | null;
  rain?: string | null;
  snow?: string | null;
  snowfall?: string | null;
  snowfallmonthtodate?: string | null;
  snowfallsincejul1?: string | null;
  snowdepth?: string | null;
  hail?: string | null;
  thunder?: string | null;
  tornado?: string | null;
  ta?: string | null;
  da?: string | null;
  pa?: string | null;
  wsa?: string | null;
  wna?: string | null;
  wda?: string | null;
  va?: string | null;
  rha?: string | null;
  tx?: string | null;
  tn?: string | null;
  rhx?: string | null;
  rhn?: string | null;
  dx?: string | null;
  dn?: string | null;
  px?: string | null;
  pn?: string | null;
  wsx?: string | null;
  wsn?: string | null;
  vx?: string | null;
  vn?: string | null;
  pr24?: string | null;
  prtype?: string | null;
}

export interface WeatherHistory {
  station: { name: string; lon: number; lat: number };
  hourly: HistoryHour[];
  dailysummary: HistoryDailySummary[];
}

export interface WarningText {
  lang: string;
  text: string;
}

export interface Warning {
  type: string;
  significance: string;
  attribution: string | null;
  attributionUrl: string | null;
  /** UTC timestamps. */
  validFrom: string;
  validUntil: string;
  sent: string;
  description: WarningText[];
  link: string;
  name: string;
  significanceDescription: string;
}

export interface Warnings {
  warnings: Warning[];
}

/** Keyed by type code. */
export type WarningTypes = Record<string, { name: string }>;

export interface MarineHour {
  time: string;
  sigWaveHeight: number | null;
  waveDir: number | null;
  sigSwellHeight: number | null;
  seaTemp: number | null;
  swimTemp: number | null;
}

export interface MarineDay {
  date: string;
  maxSigWaveHeight: number | null;
  maxSwellHeight: number | null;
  maxSeaTemp: number | null;
  maxSwimTemp: number | null;
}

export interface SkiResort {
  name: string;
  countryCode: string | null;
  countryName: string | null;
  state: string | null;
  city: string | null;
  postalCode: string | null;
  street: string | null;
  houseNumber: string | null;
  address: string | null;
  longitude: number;
  latitude: number;
  /** hh:mm. */
  openFrom: string | null;
  openUntil: string | null;
  isOpen: boolean | null;
  altitudeBase: number | null;
  altitudePeak: number | null;
  primarySurfaceCondition: string | null;
  liftsOpen: number | null;
  lifts: number | null;
  hasSkiing: boolean | null;
  kmNordic: number | null;
  kmPistes: number | null;
  kmOpen: number | null;
  hasValleyRun: boolean | null;
  valleyRunOpen: string | null;
  hasTobogganRuns: boolean | null;
  kmTobogganRuns: number | null;
  lastSnowDate: string | null;
  lastSnowAmount: number | null;
  nightSkiing: boolean | null;
  snowDepthPeak: number | null;
  snowDepthBase: number | null;
  hasFunPark: boolean | null;
  funParkOpen: boolean | null;
  /** UTC timestamp. */
  updated: string | null;
}

export interface SkiResorts {
  locations: SkiResort[];
}

export interface AgricultureHour {
  time: string;
  /** Reference evapotranspiration. */
  ET0: number | null;
  /** Vapour pressure deficit. */
  VPD: number | null;
  /** Downward surface solar radiation. */
  SSRD: number | null;
}

export interface AgricultureDay {
  date: string;
  ET0: number | null;
  VPD_max: number | null;
  VPD_min: number | null;
  VPD: number | null;
  SSRD: number | null;
  /** Lower and upper estimates of the 24-hour and 7-day precipitation totals. */
  precipSum24q10: number | null;
  precipSum24q90: number | null;
  precipSum168q10: number | null;
  precipSum168q90: number | null;
}

/** The energy payload is this project's own (the specification does not show it). */
export interface EnergyStep {
  time: string;
  temperature: number | null;
  windSpeed10m: number | null;
  windSpeed50m: number | null;
  windSpeed100m: number | null;
  windSpeed150m: number | null;
  windDir: number | null;
  windDirString: string | null;
  windGust: number | null;
  cloudiness: number | null;
  /** Global horizontal irradiance, W/m2. */
  solarRadiation: number | null;
  /** Direct normal irradiance, W/m2. */
  directRadiation: number | null;
  /** Diffuse horizontal irradiance, W/m2. */
  diffuseRadiation: number | null;
}

/** GeoJSON position: longitude, latitude (and optionally altitude). */
export type Position = number[];

export type HurricaneGeometry =
  | { type: 'Point'; coordinates: Position }
  | { type: 'LineString'; coordinates: Position[] }
  | { type: 'Polygon'; coordinates: Position[][] };

export type HurricaneFeatureType = 'track' | 'current' | 'forecast' | 'forecastTrack' | 'cone';

/** The hurricane payload is this project's own; points (current, forecast) carry the intensity fields. */
export interface HurricaneProperties {
  featureType: HurricaneFeatureType;
  stormId: string;
  stormName: string;
  basin: string;
  basinName?: string;
  time?: string;
  advisoryTime?: string;
  leadHours?: number;
  stormType?: string;
  shortLabel?: string;
  /** m/s. */
  windSpeed?: number | null;
  windSpeedKt?: number | null;
  /** hPa. */
  pressure?: number | null;
  /** Saffir-Simpson category, 0 below hurricane strength. */
  category?: number | null;
  intensityClass?: string;
}

export interface HurricaneFeature {
  type: 'Feature';
  geometry: HurricaneGeometry;
  properties: HurricaneProperties;
}

export interface Hurricanes {
  type: 'FeatureCollection';
  attribution: string | null;
  features: HurricaneFeature[];
}

export interface LightningFlash {
  lon: number;
  lat: number;
  /** UTC detection time. */
  time: string;
  satellite: string;
}

export interface LightningFlashes {
  flashes: LightningFlash[];
}
