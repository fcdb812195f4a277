import { z } from 'zod';
import type { Capabilities, SymbolTile } from '@shared/api/maps';
import { label, measured } from './values';

export const capabilitiesSchema = z.object({
  images: z.array(
    z.object({
      id: z.number(),
      attribution: z.string().nullable(),
      type: z.string().optional(),
      title: z.string(),
      description: z.string(),
      formats: z.array(z.string()),
      colorschemes: z.array(z.string()),
      times: z.object({ updated: z.string(), available: z.array(z.string()), current: z.number() }),
      analysis: z.string(),
      analyses: z.string().optional(),
      extent: z.object({
        minLat: z.number(),
        maxLat: z.number(),
        minLon: z.number(),
        maxLon: z.number(),
        minZoom: z.number(),
        maxZoom: z.number(),
      }),
    }),
  ),
}) satisfies z.ZodType<Capabilities>;

/** Symbol tiles give coordinates as decimal strings; the shared type carries numbers. */
const decimalDegrees = z
  .string()
  .regex(/^-?\d+(\.\d+)?$/, 'expected decimal degrees')
  .transform(Number);

export const symbolTileSchema = z.object({
  locations: z.array(
    z.object({
      city: z.string(),
      id: z.number(),
      lat: decimalDegrees,
      lon: decimalDegrees,
      timesteps: z.array(z.object({ symbol: label, temperature: measured, time: z.string() })),
    }),
  ),
}) satisfies z.ZodType<SymbolTile, unknown>;
