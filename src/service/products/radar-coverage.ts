import type { Point } from '../atmosphere/atmosphere';

interface Box {
  minLat: number;
  maxLat: number;
  minLon: number;
  maxLon: number;
}

/**
 * Where a radar-based 1-minute nowcast exists: Europe and the continental USA, as the specification
 * says. The boxes follow the radar networks' reach, which runs a little past the borders (southern
 * Canada along the US border, northern Mexico, western Turkey), as real radar coverage does. The
 * minutely nowcast (resolution 1) and the maps' radar layers share this one definition.
 */
const radarNowcastBoxes: readonly Box[] = [
  // Europe: the British Isles, Scandinavia, Finland and the Baltics down to the Alps and the Balkans.
  { minLat: 43, maxLat: 71.5, minLon: -11, maxLon: 32 },
  // The Iberian peninsula, stopping short of the Algerian coast.
  { minLat: 37, maxLat: 43, minLon: -10, maxLon: 3.4 },
  { minLat: 36, maxLat: 37, minLon: -7.5, maxLon: -1.6 },
  // Italy, Greece and the southern Balkans.
  { minLat: 37.5, maxLat: 43, minLon: 6, maxLon: 29 },
  // The USA north of the Mexican border line at 31.3°N.
  { minLat: 31.3, maxLat: 49.4, minLon: -124.8, maxLon: -66.9 },
  // Texas down to the Rio Grande, the Gulf coast and Florida.
  { minLat: 25.8, maxLat: 31.3, minLon: -103, maxLon: -93.5 },
  { minLat: 29, maxLat: 31.3, minLon: -93.5, maxLon: -87.7 },
  { minLat: 24.5, maxLat: 31.3, minLon: -87.7, maxLon: -80 },
];

export function hasRadarNowcast(point: Point): boolean {
  return radarNowcastBoxes.some(
    (box) => point.lat >= box.minLat && point.lat <= box.maxLat && point.lon >= box.minLon && point.lon <= box.maxLon,
  );
}

/** Radar composites are analysed every 5 minutes; the nowcast runs from the latest one. */
export const radarAnalysisMs = 5 * 60_000;

/** The latest radar analysis at or before `now`: the issue time of the minutely and 15-minute nowcasts. */
export function latestRadarAnalysis(now: Date): Date {
  return new Date(Math.floor(now.getTime() / radarAnalysisMs) * radarAnalysisMs);
}
