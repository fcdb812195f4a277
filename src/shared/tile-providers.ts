/**
 * Who draws a map layer. A layer is known by its provider and the provider's own id for it, never
 * by a bare number: two providers may both have a layer 5. Windows import this file, so it holds
 * no zod; main's `core/tiles/tile-providers.ts` holds each provider's grammar, fetcher and biller.
 */

/** Every tile provider the app knows; main's table has one entry per id (the compiler sees to it). */
export const tileProviderIds = ['weatherData'] as const;
export type TileProviderId = (typeof tileProviderIds)[number];

/** A map layer as the settings remember it. */
export interface MapLayerRef {
  provider: TileProviderId;
  /** The provider's own id of the layer: the data service's capabilities id, written as text. */
  id: string;
}

/** A layer of the Weather Data Service's capabilities. */
export function weatherDataLayer(id: number): MapLayerRef {
  return { provider: 'weatherData', id: String(id) };
}

export function sameLayer(a: MapLayerRef | null, b: MapLayerRef | null): boolean {
  return a !== null && b !== null && a.provider === b.provider && a.id === b.id;
}

/** A layer as one text ('weatherData:2'): the key the settings remember a layer's own choices under. */
export function layerKey(layer: MapLayerRef): string {
  return `${layer.provider}:${layer.id}`;
}
