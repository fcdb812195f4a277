import { z } from 'zod';
import {
  pollenSpecies,
  type AgricultureDay,
  type AgricultureHour,
  type AirQualityDay,
  type AirQualityHour,
  type Climate,
  type ClimateDay,
  type ClimateMonth,
  type EnergyStep,
  type HistoryDailySummary,
  type HistoryLocalStamp,
  type HistoryObservation,
  type HistoryUtcStamp,
  type Hurricanes,
  type LightningFlashes,
  type MarineDay,
  type MarineHour,
  type PollenDay,
  type PollenHour,
  type PollenLevels,
  type SkiResorts,
  type WarningTypes,
  type Warnings,
  type WeatherHistory,
} from '@shared/api/products';
import { forecastOf } from './forecasts';
import { label, measured } from './values';

function climateOf<Item>(item: z.ZodType<Item>) {
  return z.object({ climate: z.array(item) }) satisfies z.ZodType<Climate<Item>>;
}

export const airQualityHourlySchema = forecastOf(
  z.object({
    time: z.string(),
    pollutant: label,
    pollutantPhrase: label,
    AQI: measured,
    AQI_CO: measured,
    AQI_NO2: measured,
    AQI_O3: measured,
    AQI_SO2: measured,
    AQI_PM10: measured,
    AQI_PM2P5: measured,
  }) satisfies z.ZodType<AirQualityHour>,
);

export const airQualityDailySchema = forecastOf(
  z.object({
    date: z.string(),
    AQI: measured,
    pollutant: label,
    pollutantPhrase: label,
    AQI_CO: measured,
    AQI_NO2: measured,
    AQI_GO3: measured,
    AQI_SO2: measured,
    AQI_PM2P5: measured,
    AQI_PM10: measured,
  }) satisfies z.ZodType<AirQualityDay>,
);

const pollenLevels = Object.fromEntries(
  pollenSpecies.flatMap((species) => [
    [species, measured],
    [`${species}_m3`, measured],
  ]),
) as { [K in keyof PollenLevels]: typeof measured };

export const pollenHourlySchema = forecastOf(
  z.object({ time: z.string(), ...pollenLevels }) satisfies z.ZodType<PollenHour>,
);

export const pollenDailySchema = forecastOf(z.object({ date: z.string(), ...pollenLevels }) satisfies z.ZodType<PollenDay>);

export const climateMonthlySchema = climateOf(
  z.object({
    month: z.string(),
    dayMaxTemp: measured,
    dayMinTemp: measured,
    dayAvgTemp: measured,
    precipSum: measured,
    dailyPrecip: measured,
    rainDays: measured,
    frostDays: measured,
    seaSurfaceTemp: measured,
  }) satisfies z.ZodType<ClimateMonth>,
);

export const climateDailySchema = climateOf(
  z.object({
    month: z.string(),
    day: z.string(),
    avgMinTemp: measured,
    avgTemp: measured,
    avgMaxTemp: measured,
  }) satisfies z.ZodType<ClimateDay>,
);

const stampParts = { year: z.string(), month: z.string(), day: z.string(), hour: z.string(), min: z.string(), tz: z.string() };
const localStampSchema = z.object({ pretty: z.string(), ...stampParts }) satisfies z.ZodType<HistoryLocalStamp>;
const utcStampSchema = z.object({ iso8601: z.string(), ...stampParts }) satisfies z.ZodType<HistoryUtcStamp>;

/** History values are all strings; the keys are optional as the specification does not say which are always sent. */
function historyValues<const Keys extends readonly string[]>(keys: Keys) {
  return Object.fromEntries(keys.map((key) => [key, label.optional()])) as { [K in Keys[number]]: z.ZodOptional<typeof label> };
}

const historyObservationSchema = z.object({
  dt: localStampSchema,
  dtu: utcStampSchema,
  ...historyValues([
    't', 'd', 'rh', 'ws', 'gust', 'wd', 'wn', 'v', 'p', 'tf', 'pr1', 'sT', 's', 'fog', 'rain', 'snow', 'hail', 'thunder', 'tornado',
  ]),
}) satisfies z.ZodType<HistoryObservation>;

const historySummarySchema = z.object({
  dt: localStampSchema,
  ...historyValues([
    'fog', 'rain', 'snow', 'snowfall', 'snowfallmonthtodate', 'snowfallsincejul1', 'snowdepth', 'hail', 'thunder',
    'tornado', 'ta', 'da', 'pa', 'wsa', 'wna', 'wda', 'va', 'rha', 'tx', 'tn', 'rhx', 'rhn', 'dx', 'dn', 'px', 'pn',
    'wsx', 'wsn', 'vx', 'vn', 'pr24', 'prtype',
  ]),
}) satisfies z.ZodType<HistoryDailySummary>;

export const historySchema = z.object({
  station: z.object({ name: z.string(), lon: z.number(), lat: z.number() }),
  hourly: z.array(z.object({ date: localStampSchema, utcdate: utcStampSchema, observations: z.array(historyObservationSchema) })),
  dailysummary: z.array(historySummarySchema),
}) satisfies z.ZodType<WeatherHistory>;

export const warningsSchema = z.object({
  warnings: z.array(
    z.object({
      type: z.string(),
      significance: z.string(),
      attribution: z.string().nullable(),
      attributionUrl: z.string().nullable(),
      validFrom: z.string(),
      validUntil: z.string(),
      sent: z.string(),
      description: z.array(z.object({ lang: z.string(), text: z.string() })),
      link: z.string(),
      name: z.string(),
      significanceDescription: z.string(),
    }),
  ),
}) satisfies z.ZodType<Warnings>;

export const warningTypesSchema = z.record(z.string(), z.object({ name: z.string() })) satisfies z.ZodType<WarningTypes>;

export const marineHourlySchema = forecastOf(
  z.object({
    time: z.string(),
    sigWaveHeight: measured,
    waveDir: measured,
    sigSwellHeight: measured,
    seaTemp: measured,
    swimTemp: measured,
  }) satisfies z.ZodType<MarineHour>,
);

export const marineDailySchema = forecastOf(
  z.object({
    date: z.string(),
    maxSigWaveHeight: measured,
    maxSwellHeight: measured,
    maxSeaTemp: measured,
    maxSwimTemp: measured,
  }) satisfies z.ZodType<MarineDay>,
);

const flag = z.boolean().nullable();

export const skiSchema = z.object({
  locations: z.array(
    z.object({
      name: z.string(),
      countryCode: label,
      countryName: label,
      state: label,
      city: label,
      postalCode: label,
      street: label,
      houseNumber: label,
      address: label,
      longitude: z.number(),
      latitude: z.number(),
      openFrom: label,
      openUntil: label,
      isOpen: flag,
      altitudeBase: measured,
      altitudePeak: measured,
      primarySurfaceCondition: label,
      liftsOpen: measured,
      lifts: measured,
      hasSkiing: flag,
      kmNordic: measured,
      kmPistes: measured,
      kmOpen: measured,
      hasValleyRun: flag,
      valleyRunOpen: label,
      hasTobogganRuns: flag,
      kmTobogganRuns: measured,
      lastSnowDate: label,
      lastSnowAmount: measured,
      nightSkiing: flag,
      snowDepthPeak: measured,
      snowDepthBase: measured,
      hasFunPark: flag,
      funParkOpen: flag,
      updated: label,
    }),
  ),
}) satisfies z.ZodType<SkiResorts>;

export const agricultureHourlySchema = forecastOf(
  z.object({ time: z.string(), ET0: measured, VPD: measured, SSRD: measured }) satisfies z.ZodType<AgricultureHour>,
);

export const agricultureDailySchema = forecastOf(
  z.object({
    date: z.string(),
    ET0: measured,
    VPD_max: measured,
    VPD_min: measured,
    VPD: measured,
    SSRD: measured,
    precipSum24q10: measured,
    precipSum24q90: measured,
    precipSum168q10: measured,
    precipSum168q90: measured,
  }) satisfies z.ZodType<AgricultureDay>,
);

export const energySchema = forecastOf(
  z.object({
    time: z.string(),
    temperature: measured,
    windSpeed10m: measured,
    windSpeed50m: measured,
    windSpeed100m: measured,
    windSpeed150m: measured,
    windDir: measured,
    windDirString: label,
    windGust: measured,
    cloudiness: measured,
    solarRadiation: measured,
    directRadiation: measured,
    diffuseRadiation: measured,
  }) satisfies z.ZodType<EnergyStep>,
);

const position = z.array(z.number()).min(2);

const hurricaneGeometrySchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('Point'), coordinates: position }),
  z.object({ type: z.literal('LineString'), coordinates: z.array(position) }),
  z.object({ type: z.literal('Polygon'), coordinates: z.array(z.array(position)) }),
]);

export const hurricanesSchema = z.object({
  type: z.literal('FeatureCollection'),
  attribution: z.string().nullable(),
  features: z.array(
    z.object({
      type: z.literal('Feature'),
      geometry: hurricaneGeometrySchema,
      properties: z.object({
        featureType: z.enum(['track', 'current', 'forecast', 'forecastTrack', 'cone']),
        stormId: z.string(),
        stormName: z.string(),
        basin: z.string(),
        basinName: z.string().optional(),
        time: z.string().optional(),
        advisoryTime: z.string().optional(),
        leadHours: z.number().optional(),
        stormType: z.string().optional(),
        shortLabel: z.string().optional(),
        windSpeed: measured.optional(),
        windSpeedKt: measured.optional(),
        pressure: measured.optional(),
        category: measured.optional(),
        intensityClass: z.string().optional(),
      }),
    }),
  ),
}) satisfies z.ZodType<Hurricanes>;

export const lightningSchema = z.object({
  flashes: z.array(z.object({ lon: z.number(), lat: z.number(), time: z.string(), satellite: z.string() })),
}) satisfies z.ZodType<LightningFlashes>;
