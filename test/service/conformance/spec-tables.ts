/**
 * The specification's field tables, transcribed: each field with its JSON type and whether it
 * needs dataset=full ('F'). The conformance tests check responses against these, both ways.
 */
export type FieldType = 'number' | 'string' | 'boolean' | 'object' | 'array' | 'number|null' | 'string|null';

export interface FieldSpec {
  type: FieldType;
  fullOnly?: boolean;
}

export type FieldTable = Record<string, FieldSpec>;

const n: FieldSpec = { type: 'number' };
const s: FieldSpec = { type: 'string' };
const nF: FieldSpec = { type: 'number', fullOnly: true };
const sF: FieldSpec = { type: 'string', fullOnly: true };

type Granularity = '15min' | 'hourly' | '3hourly';

/** Forecast step fields: which granularities carry each, and whether only with dataset=full. */
const stepFields: Record<string, { spec: FieldSpec; in: Granularity[] }> = {
  time: { spec: s, in: ['15min', 'hourly', '3hourly'] },
  symbol: { spec: s, in: ['15min', 'hourly', '3hourly'] },
  symbolPhrase: { spec: sF, in: ['15min', 'hourly', '3hourly'] },
  temperature: { spec: n, in: ['15min', 'hourly', '3hourly'] },
  feelsLikeTemp: { spec: n, in: ['15min', 'hourly', '3hourly'] },
  windSpeed: { spec: n, in: ['15min', 'hourly', '3hourly'] },
  windGust: { spec: n, in: ['15min', 'hourly', '3hourly'] },
  windDir: { spec: n, in: ['15min', 'hourly', '3hourly'] },
  windDirString: { spec: s, in: ['15min', 'hourly', '3hourly'] },
  precipProb: { spec: n, in: ['15min', 'hourly', '3hourly'] },
  precipRate: { spec: n, in: ['15min'] },
  precipAccum: { spec: n, in: ['hourly', '3hourly'] },
  relHumidity: { spec: nF, in: ['15min', 'hourly', '3hourly'] },
  dewPoint: { spec: nF, in: ['15min', 'hourly', '3hourly'] },
  snowRate: { spec: nF, in: ['15min'] },
  snowAccum: { spec: nF, in: ['hourly', '3hourly'] },
  cloudiness: { spec: nF, in: ['15min', 'hourly', '3hourly'] },
  thunderProb: { spec: nF, in: ['15min', 'hourly', '3hourly'] },
  uvIndex: { spec: nF, in: ['15min', 'hourly', '3hourly'] },
  pressure: { spec: nF, in: ['15min', 'hourly', '3hourly'] },
  visibility: { spec: nF, in: ['15min', 'hourly', '3hourly'] },
  precipType: { spec: sF, in: ['15min', 'hourly', '3hourly'] },
  solarRadiation: { spec: nF, in: ['hourly', '3hourly'] },
  snowDepth: { spec: nF, in: ['hourly'] },
};

export function forecastStepTable(granularity: Granularity): FieldTable {
  return Object.fromEntries(
    Object.entries(stepFields)
      .filter(([, field]) => field.in.includes(granularity))
      .map(([name, field]) => [name, field.spec]),
  );
}

export const dailyTable: FieldTable = {
  date: s,
  symbol: s,
  symbolPhrase: sF,
  maxTemp: n,
  minTemp: n,
  maxTempEnsemble: { type: 'object', fullOnly: true },
  minTempEnsemble: { type: 'object', fullOnly: true },
  maxFeelsLikeTemp: nF,
  minFeelsLikeTemp: nF,
  maxRelHumidity: nF,
  minRelHumidity: nF,
  maxDewPoint: nF,
  minDewPoint: nF,
  maxWindSpeed: n,
  maxWindGust: nF,
  windDir: n,
  precipAccum: n,
  precipAccumEnsemble: { type: 'object', fullOnly: true },
  precipProb: nF,
  snowAccum: nF,
  snowDepth: n,
  cloudiness: nF,
  pressure: nF,
  minVisibility: nF,
  uvIndex: nF,
  sunhours: nF,
  solarRadiationSum: nF,
  // Null in polar day or night, when there is no rise or set to report.
  sunrise: { type: 'string|null', fullOnly: true },
  sunset: { type: 'string|null', fullOnly: true },
  moonrise: { type: 'string|null', fullOnly: true },
  moonset: { type: 'string|null', fullOnly: true },
  sunriseEpoch: { type: 'number|null', fullOnly: true },
  sunsetEpoch: { type: 'number|null', fullOnly: true },
  moonPhase: nF,
  confidence: sF,
};

export const currentTable: FieldTable = {
  time: s,
  symbol: s,
  symbolPhrase: s,
  temperature: n,
  feelsLikeTemp: n,
  relHumidity: n,
  dewPoint: n,
  windSpeed: n,
  windDir: n,
  windDirString: s,
  windGust: n,
  precipProb: n,
  precipRate: n,
  cloudiness: n,
  thunderProb: n,
  uvIndex: n,
  pressure: n,
  visibility: n,
};

export const observationTable: FieldTable = {
  station: s,
  distance: s,
  elevation: n,
  latitude: n,
  longitude: n,
  time: s,
  temperature: n,
  feelsLikeTemp: n,
  symbol: s,
  windDir: n,
  windDirString: s,
  windSpeed: { type: 'number|null' },
  windGust: { type: 'number|null' },
  pressure: n,
  relHumidity: n,
  visibility: n,
  snowDepth: n,
};

export const locationTable: FieldTable = {
  id: n,
  name: s,
  country: s,
  timezone: s,
  language: s,
  adminArea: s,
  adminArea2: { type: 'string|null' },
  adminArea3: { type: 'string|null' },
  lon: n,
  lat: n,
};

const aqiFields = ['AQI', 'AQI_CO', 'AQI_NO2', 'AQI_SO2', 'AQI_PM10', 'AQI_PM2P5'];

export const airQualityHourlyTable: FieldTable = {
  time: s,
  pollutant: s,
  pollutantPhrase: s,
  AQI_O3: n,
  ...Object.fromEntries(aqiFields.map((name) => [name, n])),
};

export const airQualityDailyTable: FieldTable = {
  date: s,
  pollutant: s,
  pollutantPhrase: s,
  AQI_GO3: n,
  ...Object.fromEntries(aqiFields.map((name) => [name, n])),
};

export const pollenSpecies = ['alder', 'birch', 'grass', 'mugwort', 'olive', 'ragweed'] as const;

export function pollenTable(timeField: 'time' | 'date'): FieldTable {
  return {
    [timeField]: s,
    ...Object.fromEntries(pollenSpecies.flatMap((species) => [[species, n], [`${species}_m3`, n]])),
  };
}

export const climateMonthlyTable: FieldTable = {
  month: s,
  dayMaxTemp: n,
  dayMinTemp: n,
  dayAvgTemp: n,
  precipSum: n,
  dailyPrecip: n,
  rainDays: n,
  frostDays: n,
  // Null away from the sea.
  seaSurfaceTemp: { type: 'number|null' },
};

export const climateDailyTable: FieldTable = { month: s, day: s, avgMinTemp: n, avgTemp: n, avgMaxTemp: n };

export const marineHourlyTable: FieldTable = {
  time: s,
  sigWaveHeight: n,
  waveDir: n,
  sigSwellHeight: n,
  seaTemp: n,
  swimTemp: n,
};

export const marineDailyTable: FieldTable = {
  date: s,
  maxSigWaveHeight: n,
  maxSwellHeight: n,
  maxSeaTemp: n,
  maxSwimTemp: n,
};

export const agricultureHourlyTable: FieldTable = { time: s, ET0: n, VPD: n, SSRD: n };

export const agricultureDailyTable: FieldTable = {
  date: s,
  ET0: n,
  VPD_max: n,
  VPD_min: n,
  VPD: n,
  SSRD: n,
  precipSum24q10: n,
  precipSum24q90: n,
  precipSum168q10: n,
  precipSum168q90: n,
};

export const warningTable: FieldTable = {
  type: s,
  significance: s,
  attribution: { type: 'string|null' },
  attributionUrl: { type: 'string|null' },
  validFrom: s,
  validUntil: s,
  sent: s,
  description: { type: 'array' },
  link: s,
  name: s,
  significanceDescription: s,
};

export const mapLayerTable: FieldTable = {
  id: n,
  attribution: { type: 'string|null' },
  title: s,
  description: s,
  formats: { type: 'array' },
  colorschemes: { type: 'array' },
  times: { type: 'object' },
  analysis: s,
  extent: { type: 'object' },
};

export const tokenTable: FieldTable = { access_token: s, expires_in: n, token_type: s };

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/**
 * The differences between an item and a table for a dataset: missing fields, fields of the wrong
 * type, and fields the table does not have for that dataset. Empty when the item conforms.
 */
export function conformanceProblems(
  item: unknown,
  table: FieldTable,
  dataset: 'standard' | 'full' = 'full',
  { allowExtra = false }: { allowExtra?: boolean } = {},
): string[] {
  if (typeof item !== 'object' || item === null) return [`expected an object, got ${typeOf(item)}`];
  const record = item as Record<string, unknown>;
  const problems: string[] = [];
  for (const [name, spec] of Object.entries(table)) {
    const wanted = !spec.fullOnly || dataset === 'full';
    if (!wanted) {
      if (name in record) problems.push(`${name} appears in the standard dataset`);
      continue;
    }
    if (!(name in record)) {
      problems.push(`${name} is missing`);
      continue;
    }
    const actual = typeOf(record[name]);
    if (!spec.type.split('|').includes(actual)) problems.push(`${name} is ${actual}, expected ${spec.type}`);
  }
  if (!allowExtra) {
    for (const name of Object.keys(record)) if (!(name in table)) problems.push(`${name} is not in the specification`);
  }
  return problems;
}
