import type { z } from 'zod';
import { usageDaySchema } from '../api/schemas/account';
import {
  currentSchema,
  dailyForecastSchema,
  hourlyForecastSchema,
  nowcastSchema,
  quarterHourForecastSchema,
} from '../api/schemas/forecasts';
import { observationsSchema } from '../api/schemas/locations';
import { capabilitiesSchema } from '../api/schemas/maps';
import { airQualityHourlySchema, climateMonthlySchema, lightningSchema, pollenHourlySchema, warningsSchema } from '../api/schemas/products';
import type { SnapshotProduct } from '../snapshots/snapshot-kinds';

/** The API client's answer schema of each cached product: a file edited into another shape is dropped, not shown. */
const schemas: Record<SnapshotProduct, z.ZodType> = {
  nowcast: nowcastSchema,
  current: currentSchema,
  hourly: hourlyForecastSchema,
  daily: dailyForecastSchema,
  fifteenMinutely: quarterHourForecastSchema,
  airQuality: airQualityHourlySchema,
  pollen: pollenHourlySchema,
  warnings: warningsSchema,
  observations: observationsSchema,
  climate: climateMonthlySchema,
  lightning: lightningSchema,
  capabilities: capabilitiesSchema,
  usage: usageDaySchema,
};

export function isValidSnapshotData(product: SnapshotProduct, data: unknown): boolean {
  return schemas[product].safeParse(data).success;
}
