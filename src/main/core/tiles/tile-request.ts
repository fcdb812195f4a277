import { z } from 'zod';
import { mapWindUnits, type MapWindUnit, type TileAddress as ApiTileAddress } from '@shared/api/options';
import type { ParsedTileAddress } from './tile-provider';
import type { TileAddress } from './wg-tile-address';

/** The Weather Data Service's routes: `wg-tile://tiles/…` and `wg-tile://legends/…`. */
export const weatherDataRoutes = ['tiles', 'legends'] as const;

/** A tile the service is asked for: its address in the API, and what the proxy keys its cache on besides. */
export interface TileRequest extends ApiTileAddress {
  kind: 'tile';
  /** UTC, always `YYYY-MM-DDThh:mm:ssZ` whatever form the URL used. */
  time: string;
  /** Only meaningful for the wind symbol layer; part of the cache key when given. */
  windunit?: MapWindUnit;
  /** The layer's capabilities `times.updated`, so forecast frames of an older analysis are not reused. */
  updated?: string;
}

export interface LegendRequest {
  kind: 'legend';
  layerId: number;
  colorscheme: string;
}

export type MapImageRequest = TileRequest | LegendRequest;

type ParsedMapImageUrl = ParsedTileAddress<MapImageRequest>;

/** Deepest zoom any standard layer offers is 21; one more leaves room without allowing absurd indexes. */
const maxZoom = 22;

// Colour scheme names in the capabilities are lower-case words joined by dashes; underscores are
// excluded so that the cache file name (fields joined by `_`) stays unambiguous.
const colorschemeSchema = z.string().regex(/^[A-Za-z0-9-]{1,64}$/, 'not a colour scheme name');
const layerIdSchema = z.string().regex(/^[1-9][0-9]{0,5}$/, 'not a layer id').transform(Number);
const indexSchema = z.string().regex(/^(0|[1-9][0-9]{0,7})$/, 'not a tile index').transform(Number);

const utcTimeSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?(Z|\+00:00)$/, 'not a UTC time')
  .transform((text, context) => {
    const stamp = new Date(text);
    if (Number.isNaN(stamp.getTime()) || stamp.toISOString().slice(0, 16) !== text.slice(0, 16)) {
      context.addIssue({ code: 'custom', message: 'not a real date' });
      return z.NEVER;
    }
    return `${stamp.toISOString().slice(0, 19)}Z`;
  });

const tileQuerySchema = z.strictObject({
  colorscheme: colorschemeSchema.default('default'),
  windunit: z.enum(mapWindUnits).optional(),
  updated: utcTimeSchema.optional(),
});

function singleValuedQuery(params: URLSearchParams): Record<string, string> | undefined {
  const query: Record<string, string> = {};
  for (const [name, value] of params) {
    if (Object.hasOwn(query, name)) return undefined;
    query[name] = value;
  }
  return query;
}

function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue === undefined ? 'invalid' : `${issue.path.join('.') || '(root)'}: ${issue.message}`;
}

function parseTile(segments: string[], params: URLSearchParams): ParsedMapImageUrl {
  const [layer, time, zText, xText, yFile, ...rest] = segments;
  if (layer === undefined || time === undefined || zText === undefined || xText === undefined || yFile === undefined || rest.length > 0) {
    return { ok: false, reason: 'expected tiles/{layerId}/{time}/{z}/{x}/{y}.png' };
  }
  const yText = /^(.*)\.png$/.exec(yFile)?.[1];
  if (yText === undefined) return { ok: false, reason: 'tiles end in .png' };
  const query = singleValuedQuery(params);
  if (query === undefined) return { ok: false, reason: 'a query parameter is repeated' };
  const parsed = z
    .object({
      layerId: layerIdSchema,
      time: utcTimeSchema,
      z: indexSchema,
      x: indexSchema,
      y: indexSchema,
      query: tileQuerySchema,
    })
    .safeParse({ layerId: layer, time, z: zText, x: xText, y: yText, query });
  if (!parsed.success) return { ok: false, reason: firstIssue(parsed.error) };
  const { layerId, z: zoom, x, y, query: options } = parsed.data;
  const tilesPerSide = 2 ** zoom;
  if (zoom > maxZoom || x >= tilesPerSide || y >= tilesPerSide) {
    return { ok: false, reason: 'tile index outside the zoom level' };
  }
  const request: TileRequest = { kind: 'tile', layerId, time: parsed.data.time, z: zoom, x, y, colorscheme: options.colorscheme };
  if (options.windunit !== undefined) request.windunit = options.windunit;
  if (options.updated !== undefined) request.updated = options.updated;
  return { ok: true, request };
}

function parseLegend(segments: string[], params: URLSearchParams): ParsedMapImageUrl {
  const [layer, file, ...rest] = segments;
  if (layer === undefined || file === undefined || rest.length > 0 || !file.endsWith('.png')) {
    return { ok: false, reason: 'expected legends/{layerId}/{colorscheme}.png' };
  }
  if ([...params.keys()].length > 0) return { ok: false, reason: 'legends take no query parameters' };
  const parsed = z
    .object({ layerId: layerIdSchema, colorscheme: colorschemeSchema })
    .safeParse({ layerId: layer, colorscheme: file.slice(0, -'.png'.length) });
  if (!parsed.success) return { ok: false, reason: firstIssue(parsed.error) };
  return { ok: true, request: { kind: 'legend', ...parsed.data } };
}

/**
 * Reads a Weather Data Service address:
 * `wg-tile://tiles/{layerId}/{time}/{z}/{x}/{y}.png?colorscheme=&windunit=&updated=` or
 * `wg-tile://legends/{layerId}/{colorscheme}.png`. Anything else, including a `token` parameter
 * (the window never has one), is refused rather than passed on.
 */
export function parseWeatherDataAddress({ route, segments, params }: TileAddress): ParsedMapImageUrl {
  if (route === 'tiles') return parseTile(segments, params);
  if (route === 'legends') return parseLegend(segments, params);
  return { ok: false, reason: 'expected wg-tile://tiles/… or wg-tile://legends/…' };
}
