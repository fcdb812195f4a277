import type { Point } from '../atmosphere/atmosphere';
import { radarReach, type GeoBox } from './radar-reach';

/**
 * The land with a radar-based 1-minute nowcast: Europe and the continental USA, as the
 * specification says. The boxes pick land only (the coverage is that land plus the sea within
 * the radars' reach, see radarReach), so they may spill over the sea; they run a little past the
 * borders (southern Canada along the US border, northern Mexico, western Turkey), as real radar
 * coverage does, and stop short of North Africa and Cuba.
 */
const radarNowcastLand: readonly GeoBox[] = [
  // Europe: the British Isles, Scandinavia, Finland and the Baltics down to the Alps and the Balkans,
  // without Jan Mayen, whose band would stand alone in the Norwegian Sea.
  { minLat: 43, maxLat: 63, minLon: -11, maxLon: 32 },
  { minLat: 63, maxLat: 71.5, minLon: 4, maxLon: 32 },
  // The Iberian peninsula and the Balearics: Morocco's coast stays below 36°N and Algeria's below 37°N.
  { minLat: 36, maxLat: 43, minLon: -10, maxLon: -1.6 },
  { minLat: 37, maxLat: 43, minLon: -1.6, maxLon: 4.4 },
  // Italy, Greece and the southern Balkans; Sicily and Malta, and southern Greece with Crete,
  // without reaching Tunisia or the Turkish coast south of 37.5°N.
  { minLat: 37.5, maxLat: 43, minLon: 6, maxLon: 29 },
  { minLat: 35.7, maxLat: 37.5, minLon: 12.3, maxLon: 15.7 },
  { minLat: 34.7, maxLat: 37.5, minLon: 21, maxLon: 26.5 },
  // The USA north of the Mexican border line at 31.3°N.
  { minLat: 31.3, maxLat: 49.4, minLon: -124.8, maxLon: -66.9 },
  // Texas down to the Rio Grande, the Gulf coast and Florida.
  { minLat: 25.8, maxLat: 31.3, minLon: -103, maxLon: -93.5 },
  { minLat: 28.8, maxLat: 31.3, minLon: -93.5, maxLon: -87.7 },
  { minLat: 24.4, maxLat: 31.3, minLon: -87.7, maxLon: -80 },
];

/** The minutely nowcast (resolution 1) and the maps' Europe and North America radar layers share this. */
export const hasRadarNowcast: (point: Point) => boolean = radarReach(radarNowcastLand);

/** Radar composites are analysed every 5 minutes; the nowcast runs from the latest one. */
export const radarAnalysisMs = 5 * 60_000;

/** The latest radar analysis at or before `now`: the issue time of the minutely and 15-minute nowcasts. */
export function latestRadarAnalysis(now: Date): Date {
  return new Date(Math.floor(now.getTime() / radarAnalysisMs) * radarAnalysisMs);
}
