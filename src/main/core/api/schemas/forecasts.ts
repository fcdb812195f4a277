import { z } from 'zod';
import type {
  Current,
  CurrentConditions,
  DayForecast,
  Forecast,
  HourStep,
  Nowcast,
  PrecipitationEnsemble,
  QuarterHourStep,
  ThreeHourStep,
} from '@shared/api/forecasts';
import { fullOnly, fullOnlyLabel, label, measured } from './values';

/** The specification's envelope of every forecast series: `{ forecast: [...] }`. */
export function forecastOf<Step>(step: z.ZodType<Step>) {
  return z.object({ forecast: z.array(step) }) satisfies z.ZodType<Forecast<Step>>;
}

const currentConditionsSchema = z.object({
  time: z.string(),
  symbol: label,
  symbolPhrase: label,
  temperature: measured,
  feelsLikeTemp: measured,
  relHumidity: measured,
  dewPoint: measured,
  windSpeed: measured,
  windDir: measured,
  windDirString: label,
  windGust: measured,
  precipProb: measured,
  precipRate: measured,
  cloudiness: measured,
  thunderProb: measured,
  uvIndex: measured,
  pressure: measured,
  visibility: measured,
}) satisfies z.ZodType<CurrentConditions>;

export const currentSchema = z.object({ current: currentConditionsSchema }) satisfies z.ZodType<Current>;

export const nowcastSchema = z.object({
  forecast: z.array(z.object({ time: z.string(), precipRate: measured })),
  resolution: z.number(),
}) satisfies z.ZodType<Nowcast>;

const stepBase = {
  time: z.string(),
  symbol: label,
  temperature: measured,
  feelsLikeTemp: measured,
  windSpeed: measured,
  windGust: measured,
  windDir: measured,
  windDirString: label,
  precipProb: measured,
  symbolPhrase: fullOnlyLabel,
  relHumidity: fullOnly,
  dewPoint: fullOnly,
  cloudiness: fullOnly,
  thunderProb: fullOnly,
  uvIndex: fullOnly,
  pressure: fullOnly,
  visibility: fullOnly,
  precipType: z.enum(['rain', 'mixed', 'snow']).nullable().optional(),
};

const quarterHourStepSchema = z.object({
  ...stepBase,
  precipRate: measured,
  snowRate: fullOnly,
}) satisfies z.ZodType<QuarterHourStep>;

const threeHourFields = { ...stepBase, precipAccum: measured, snowAccum: fullOnly, solarRadiation: fullOnly };

const threeHourStepSchema = z.object(threeHourFields) satisfies z.ZodType<ThreeHourStep>;

const hourStepSchema = z.object({ ...threeHourFields, snowDepth: fullOnly }) satisfies z.ZodType<HourStep>;

const temperatureEnsembleSchema = z.object({
  p000: measured,
  p025: measured,
  p050: measured,
  p075: measured,
  p100: measured,
});

const precipitationEnsembleSchema = z.object({
  p010: measured,
  p025: measured,
  p050: measured,
  p075: measured,
  p090: measured,
}) satisfies z.ZodType<PrecipitationEnsemble>;

const dayForecastSchema = z.object({
  date: z.string(),
  symbol: label,
  maxTemp: measured,
  minTemp: measured,
  maxWindSpeed: measured,
  windDir: measured,
  precipAccum: measured,
  snowDepth: measured,
  symbolPhrase: fullOnlyLabel,
  maxTempEnsemble: temperatureEnsembleSchema.nullable().optional(),
  minTempEnsemble: temperatureEnsembleSchema.nullable().optional(),
  maxFeelsLikeTemp: fullOnly,
  minFeelsLikeTemp: fullOnly,
  maxRelHumidity: fullOnly,
  minRelHumidity: fullOnly,
  maxDewPoint: fullOnly,
  minDewPoint: fullOnly,
  maxWindGust: fullOnly,
  precipAccumEnsemble: precipitationEnsembleSchema.nullable().optional(),
  precipProb: fullOnly,
  snowAccum: fullOnly,
  cloudiness: fullOnly,
  pressure: fullOnly,
  minVisibility: fullOnly,
  uvIndex: fullOnly,
  sunhours: fullOnly,
  solarRadiationSum: fullOnly,
  sunrise: fullOnlyLabel,
  sunset: fullOnlyLabel,
  moonrise: fullOnlyLabel,
  moonset: fullOnlyLabel,
  sunriseEpoch: fullOnly,
  sunsetEpoch: fullOnly,
  moonPhase: fullOnly,
  confidence: z.enum(['g', 'y', 'o']).nullable().optional(),
}) satisfies z.ZodType<DayForecast>;

export const quarterHourForecastSchema = forecastOf(quarterHourStepSchema);

export const hourlyForecastSchema = forecastOf(hourStepSchema);

export const threeHourlyForecastSchema = forecastOf(threeHourStepSchema);

export const dailyForecastSchema = forecastOf(dayForecastSchema);
