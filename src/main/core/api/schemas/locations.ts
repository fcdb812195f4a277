import { z } from 'zod';
import type {
  HourlyPrecipitation,
  Location,
  LocationSearchResult,
  Observation,
  Observations,
  PrecipitationAccumulation,
} from '@shared/api/locations';
import { label, measured } from './values';

export const locationSchema = z.object({
  id: z.number(),
  name: z.string(),
  country: z.string(),
  timezone: z.string(),
  language: z.string(),
  adminArea: z.string(),
  adminArea2: z.string().nullable(),
  adminArea3: z.string().nullable(),
  lon: z.number(),
  lat: z.number(),
}) satisfies z.ZodType<Location>;

export const locationSearchSchema = z.object({
  locations: z.array(locationSchema),
}) satisfies z.ZodType<LocationSearchResult>;

const accumulationSchema = z.object({
  accum: measured,
  endtime: z.string(),
  period: z.enum(['1h', '3h', '6h', '12h', '24h']),
}) satisfies z.ZodType<PrecipitationAccumulation>;

const hourlyPrecipitationSchema = z.object({
  accum: measured,
  endtime: z.string(),
  prectype: z.enum(['rain', 'sleet', 'snow', 'hail', 'icing', 'undefined']).nullable(),
}) satisfies z.ZodType<HourlyPrecipitation>;

const observationSchema = z.object({
  station: z.string(),
  distance: z.string(),
  elevation: measured,
  latitude: z.number(),
  longitude: z.number(),
  time: z.string(),
  temperature: measured,
  feelsLikeTemp: measured,
  symbol: label,
  windDir: measured,
  windDirString: label,
  windSpeed: measured,
  windGust: measured,
  pressure: measured,
  relHumidity: measured,
  visibility: measured,
  snowDepth: measured,
  precipitation: z.array(accumulationSchema).optional(),
  precip1h: z.array(hourlyPrecipitationSchema).optional(),
}) satisfies z.ZodType<Observation>;

export const observationsSchema = z.object({
  observations: z.array(observationSchema),
}) satisfies z.ZodType<Observations>;
