import type { MapWindUnit } from '@shared/api/options';
import type { MapLayer } from '@shared/api/maps';
import type { WindUnit } from '@shared/api/options';

/** The service's wind unit as the tile endpoint spells it. */
export const mapWindUnitOf: Record<WindUnit, MapWindUnit> = { MS: 'ms', KTS: 'knots', KMH: 'kmh', MPH: 'mph' };

/** Only the wind symbol layer draws numbers in a wind unit; every other layer ignores `windunit`. */
export function drawsWindSpeeds(layer: Pick<MapLayer, 'type'>): boolean {
  return layer.type === 'windsvg';
}

export interface FrameAddress {
  /** `tileAddressBase(host)`: `wg-tile://` or `/wg-tile/`. */
  base: string;
  layer: Pick<MapLayer, 'id' | 'type' | 'times'>;
  time: string;
  colorscheme: string;
  windUnit: WindUnit;
}

/**
 * One frame's tile address with Leaflet's `{z}`, `{x}` and `{y}` left in. `updated` is the
 * layer's analysis stamp, so main never serves a forecast frame of an older analysis from its cache.
 */
export function frameTileTemplate({ base, layer, time, colorscheme, windUnit }: FrameAddress): string {
  const query = new URLSearchParams({ colorscheme });
  if (drawsWindSpeeds(layer)) query.set('windunit', mapWindUnitOf[windUnit]);
  query.set('updated', layer.times.updated);
  return `${base}tiles/${layer.id}/${encodeURIComponent(time)}/{z}/{x}/{y}.png?${query.toString()}`;
}

export function legendUrl(base: string, layerId: number, colorscheme: string): string {
  return `${base}legends/${layerId}/${encodeURIComponent(colorscheme)}.png`;
}
