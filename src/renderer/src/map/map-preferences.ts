import type { MapLayer } from '@shared/api/maps';
import type { MapPreferences, SavedLocation } from '@shared/settings';
import { layerKey, sameLayer, weatherDataLayer, type MapLayerRef } from '@shared/tile-providers';
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

/**
 * The colour scheme a layer shows: the one last chosen for it where it still has it; else the one
 * shown now, where it has that too (radar's "coverage shaded" carries from radar to radar); else
 * its first (its default).
 */
export function chooseColorscheme(layer: MapLayer, remembered: Readonly<Record<string, string>>, current: string | null): string {
  const own = remembered[layerKey(layerRefOf(layer))];
  const candidate = [own, current].find((scheme) => scheme !== undefined && scheme !== null && layer.colorschemes.includes(scheme));
  return candidate ?? layer.colorschemes[0] ?? 'default';
}

/** The choices that remember `scheme` as this layer's own. */
export function rememberColorscheme(layer: MapLayer, remembered: Readonly<Record<string, string>>, scheme: string): Record<string, string> {
  return { ...remembered, [layerKey(layerRefOf(layer))]: scheme };
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
