import type { LatLngBoundsLiteral } from 'leaflet';
import type { MapLayer, MapLayerExtent } from '@shared/api/maps';

/** Where a layer has tiles: Leaflet asks for none outside (a regional radar costs nothing elsewhere). */
export function layerBounds(extent: MapLayerExtent): LatLngBoundsLiteral {
  return [
    [extent.minLat, extent.minLon],
    [extent.maxLat, extent.maxLon],
  ];
}

export interface FrameLayerOptions {
  bounds: LatLngBoundsLiteral;
  minZoom: number;
  maxNativeZoom: number;
}

/**
 * Leaflet options for a layer's frames. Past its deepest zoom the deepest tiles are enlarged. Above
 * its shallowest the layer is not drawn at all: Leaflet would otherwise fetch the shallowest
 * level's tiles and shrink them, sixteen tiles per tile two levels out, each a request.
 */
export function frameLayerOptions(extent: MapLayerExtent): FrameLayerOptions {
  return { bounds: layerBounds(extent), minZoom: extent.minZoom, maxNativeZoom: extent.maxZoom };
}

/** What decides the frames on screen: unchanged capabilities keep the frames already loaded. */
export function capabilitiesSignature(layers: readonly MapLayer[]): string {
  return layers
    .map(({ id, colorschemes, times }) => `${id}:${colorschemes.join(',')}:${times.updated}:${times.current}:${times.available.join(',')}`)
    .join('|');
}
