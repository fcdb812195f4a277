import type { MapLayerExtent } from '@shared/api/maps';
import type { Atmosphere, Point } from '../atmosphere/atmosphere';
import { isLand } from '../atmosphere/land-raster';
import { transparent } from './colour-scale';
import type { TileScheme } from './colour-schemes';
import type { LayerDefinition } from './layer-catalogue';
import { encodePng } from './png';
import { inRadarCoverage } from './radar-regions';
import { tileFields } from './tile-fields';
import { TileGrid } from './tile-grid';
import { paint, type Coverage, type GridScheme } from './tile-painter';
import { tileSize, type TileAddress } from './web-mercator';
import { drawWindArrows, type TileWindUnit } from './wind-arrows';

export interface TileRequest {
  layer: LayerDefinition;
  scheme: TileScheme;
  schemeName: string;
  tile: TileAddress;
  time: Date;
  now: Date;
  windUnit: TileWindUnit;
}

/** Web Mercator reaches 85.05°; extents that stop within half a degree of the world's edges cover it all. */
function coversTheWorld(extent: MapLayerExtent): boolean {
  return extent.minLat <= -85 && extent.maxLat >= 85 && extent.minLon <= -179.5 && extent.maxLon >= 179.5;
}

function inExtent(extent: MapLayerExtent, point: Point): boolean {
  return point.lat >= extent.minLat && point.lat <= extent.maxLat && point.lon >= extent.minLon && point.lon <= extent.maxLon;
}

/**
 * Where the layer has data on this tile: radar networks only see their region (greyed or clear
 * outside, as the scheme says; the nomask scheme draws the whole extent), the sea temperature
 * only the sea, and no layer draws beyond its extent.
 */
function coverage(layer: LayerDefinition, scheme: GridScheme, grid: TileGrid): Coverage | null {
  const { extent, render } = layer;
  if (render.kind === 'seaTemperature') {
    return { mask: grid.pixelMask((point) => inExtent(extent, point) && !isLand(point)), outside: transparent };
  }
  const region = render.kind === 'radar' || render.kind === 'accumulation' ? render.region : null;
  const outside = scheme.paint === 'precipitation' ? scheme.outsideCoverage : transparent;
  if (region !== null && outside !== null) {
    return { mask: grid.mask((point) => inExtent(extent, point) && inRadarCoverage(region, point)), outside };
  }
  if (coversTheWorld(extent)) return null;
  return { mask: grid.mask((point) => inExtent(extent, point)), outside: transparent };
}

function everyPixelOpaque(rgba: Uint8Array): boolean {
  for (let alpha = 3; alpha < rgba.length; alpha += 4) if (rgba[alpha] !== 255) return false;
  return true;
}

/** The pixels of one tile, rendered from the atmosphere at the frame's time. */
export function renderTilePixels(request: TileRequest, atmosphere: Atmosphere, seed: number): Uint8Array {
  const { layer, scheme, tile, time, now } = request;
  if (scheme.paint === 'arrows') return drawWindArrows(tile, time, now, atmosphere, scheme.scale, request.windUnit);
  const fields = tileFields(layer, time, now, atmosphere, seed);
  const grid = new TileGrid(tile, fields.spacing);
  const planes = grid.sample(fields.channels, fields.sample).map((nodes) => grid.interpolate(grid.fillGaps(nodes)));
  return new Uint8Array(paint(scheme, planes, coverage(layer, scheme, grid)).buffer);
}

/** The tile as PNG bytes. */
export function renderTile(request: TileRequest, atmosphere: Atmosphere, seed: number): Buffer {
  const rgba = renderTilePixels(request, atmosphere, seed);
  return encodePng(tileSize, tileSize, rgba, everyPixelOpaque(rgba));
}
