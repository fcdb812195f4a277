import type { BoundingBox } from '@shared/api/options';
import type { LightningFlash } from '@shared/api/products';
import { lightningCovers, lightningCoversAll } from '@shared/views/storms';

/** The map's view in Leaflet's degrees: longitudes may run past ±180 into the next world copy. */
export interface ViewBounds {
  west: number;
  south: number;
  east: number;
  north: number;
}

const minute = 60_000;
/** Flashes shown: the last half hour, in six five-minute steps, each fainter than the one before. */
export const flashWindowMs = 30 * minute;
export const flashStepMs = 5 * minute;
export const flashSteps = flashWindowMs / flashStepMs;

const clampLat = (lat: number) => Math.max(-90, Math.min(90, lat));
/** A longitude in -180..180 (180 stays 180, so a box can end on the antimeridian). */
const wrapped = (lon: number) => ((((lon + 180) % 360) + 360) % 360) - 180;

/**
 * The boxes the service is asked for to cover the view: one, or two where the view crosses the
 * antimeridian (the service takes longitudes within ±180 only); the whole world at most.
 */
export function viewBoxes(view: ViewBounds): BoundingBox[] {
  const minLat = clampLat(view.south);
  const maxLat = clampLat(view.north);
  if (view.east - view.west >= 360) return [{ minLon: -180, minLat, maxLon: 180, maxLat }];
  const minLon = wrapped(view.west);
  const maxLon = minLon + (view.east - view.west);
  if (maxLon <= 180) return [{ minLon, minLat, maxLon, maxLat }];
  return [
    { minLon, minLat, maxLon: 180, maxLat },
    { minLon: -180, minLat, maxLon: maxLon - 360, maxLat },
  ];
}

/** Whether the satellites see all of the view, some of it, or none. */
export function coverageOf(view: ViewBounds): 'all' | 'part' | 'none' {
  const boxes = viewBoxes(view);
  if (boxes.every(lightningCoversAll)) return 'all';
  return boxes.some(lightningCovers) ? 'part' : 'none';
}

/** A flash on the map: moved into the view's world copy, with how many five-minute steps old it is. */
export interface ShownFlash {
  lat: number;
  lon: number;
  /** 0 for the last five minutes, up to `flashSteps - 1`. */
  ageStep: number;
  satellite: string;
}

/**
 * The flashes of the last half hour before `asOf` that fall in the view, each once (two boxes'
 * answers may both hold a flash on the seam), placed in the world copy the view shows.
 */
export function recentFlashes(flashes: readonly LightningFlash[], asOf: string, view: ViewBounds): ShownFlash[] {
  const now = Date.parse(asOf);
  const seen = new Set<string>();
  const shown: ShownFlash[] = [];
  for (const flash of flashes) {
    const age = now - Date.parse(flash.time);
    if (!(age >= 0 && age < flashWindowMs)) continue;
    const lon = view.west + ((((flash.lon - view.west) % 360) + 360) % 360);
    if (lon > view.east || flash.lat < view.south || flash.lat > view.north) continue;
    const key = `${flash.lon} ${flash.lat} ${flash.time}`;
    if (seen.has(key)) continue;
    seen.add(key);
    shown.push({ lat: flash.lat, lon, ageStep: Math.floor(age / flashStepMs), satellite: flash.satellite });
  }
  return shown;
}

/** How strongly a flash shows: the newest fully, the oldest faint but still seen. */
export function flashOpacity(ageStep: number): number {
  return 1 - (0.8 * ageStep) / (flashSteps - 1);
}
