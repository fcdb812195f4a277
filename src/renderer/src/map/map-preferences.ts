import type { MapLayer } from '@shared/api/maps';
import type { MapPreferences, SavedLocation } from '@shared/settings';
import { sameLayer, weatherDataLayer, type MapLayerRef } from '@shared/tile-providers';
import { defaultLayer } from './layers/layer-groups';
import { playbackSpeeds } from './frames/playback.svelte';

/** Where the map opens when nothing else says: Helsinki, the app's default location. */
const fallbackCenter: [number, number] = [60.17, 24.94];

/** How the settings remember a layer: the map lists the Weather Data Service's capabilities alone. */
export function layerRefOf(layer: Pick<MapLayer, 'id'>): MapLayerRef {
  return weatherDataLayer(layer.id);
}

/** The remembered layer while capabilities still offer it, else the default one. */
export function chooseLayer(layers: readonly MapLayer[], preferred: MapLayerRef | null): MapLayer | undefined {
  return layers.find((layer) => sameLayer(layerRefOf(layer), preferred)) ?? defaultLayer(layers);
}

/** The remembered colour scheme where the layer has it, else the layer's first (its default). */
export function chooseColorscheme(layer: MapLayer, preferred: string | null): string {
  return preferred !== null && layer.colorschemes.includes(preferred) ? preferred : (layer.colorschemes[0] ?? 'default');
}

/** The offered speed nearest the remembered one. */
export function chooseSpeed(speed: number): number {
  return playbackSpeeds.reduce((best, candidate) => (Math.abs(candidate - speed) < Math.abs(best - speed) ? candidate : best), 1);
}

export function chooseOpacity(opacity: number): number {
  return Number.isFinite(opacity) ? Math.min(1, Math.max(0.1, opacity)) : 0.7;
}

/** The remembered view, else the first location (the tray's). */
export function initialCenter(preferences: MapPreferences, locations: readonly SavedLocation[]): [number, number] {
  if (preferences.center !== null) return preferences.center;
  const first = locations[0];
  return first === undefined ? fallbackCenter : [first.lat, first.lon];
}
