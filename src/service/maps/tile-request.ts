import type { Params } from '../http/params';
import { badParameter } from '../http/service-error';
import { tileScheme } from './colour-schemes';
import { findLayer, type LayerDefinition } from './layer-catalogue';
import { availableTimes } from './layer-times';
import type { TileRequest } from './render-tile';
import { tileWindUnits, type TileWindUnit } from './wind-arrows';

function wholeNumber(name: string, raw: string | undefined): number {
  if (raw === undefined || !/^\d{1,9}$/.test(raw)) throw badParameter(name, 'must be a whole number of 0 or more');
  return Number(raw);
}

/**
 * A layer id from the path. An id the capabilities do not list is a bad parameter (400) rather
 * than a missing resource: the path itself is a valid tile or legend address.
 */
export function layerParameter(raw: string | undefined): LayerDefinition {
  const layer = findLayer(wholeNumber('id', raw));
  if (layer === undefined) throw badParameter('id', 'is not a layer id listed in /api/v1/capabilities');
  return layer;
}

const utcInstant = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(?:Z|[+-]00:?00)$/;

/** A UTC ISO 8601 instant; the captured shape YYYY-MM-DDThh:mm:ssZ, or the same without seconds or with +00:00. */
function parseUtc(raw: string): number | null {
  const match = utcInstant.exec(raw);
  if (match === null) return null;
  const [year, month, day, hour, minute, second = '0', millis = '0'] = match.slice(1);
  const fields = [year, month, day, hour, minute].map(Number) as [number, number, number, number, number];
  const at = Date.UTC(fields[0], fields[1] - 1, fields[2], fields[3], fields[4], Number(second), Number(millis.padEnd(3, '0')));
  // Date.UTC rolls 2026-02-30 over into March; such a date is not a time at all.
  return new Date(at).getUTCDate() === fields[2] && new Date(at).getUTCMonth() === fields[1] - 1 ? at : null;
}

/** The tile path and query, checked against the layer's capabilities at `now`. */
export function tileRequest(path: Record<string, string>, params: Params, now: Date): TileRequest {
  const layer = layerParameter(path.id);
  const z = wholeNumber('z', path.z);
  const x = wholeNumber('x', path.x);
  const y = wholeNumber('y', path.y);
  const { minZoom, maxZoom } = layer.extent;
  if (z < minZoom || z > maxZoom) throw badParameter('z', `must be between ${minZoom} and ${maxZoom} for layer ${layer.id}`);
  const tiles = 2 ** z;
  if (x >= tiles) throw badParameter('x', `must be below ${tiles} at zoom ${z}`);
  if (y >= tiles) throw badParameter('y', `must be below ${tiles} at zoom ${z}`);

  const schemeName = params.get('colorscheme') || (layer.colorschemes[0] ?? 'default');
  const scheme = tileScheme(layer, schemeName);
  if (scheme === undefined) throw badParameter('colorscheme', `must be one of ${layer.colorschemes.join(', ')} for layer ${layer.id}`);

  const time = parseUtc(path.time ?? '');
  if (time === null || !availableTimes(layer, now).includes(time)) {
    throw badParameter('time', `must be one of the times.available of layer ${layer.id} in /api/v1/capabilities`);
  }
  const windUnit: TileWindUnit = params.oneOf('windunit', Object.keys(tileWindUnits) as TileWindUnit[], 'ms');
  return { layer, scheme, schemeName, tile: { z, x, y }, time: new Date(time), now, windUnit };
}
