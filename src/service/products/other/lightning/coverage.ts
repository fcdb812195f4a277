import type { Box } from './bbox';

/**
 * What the geostationary lightning imagers see: longitudes 180W-100E and 160E-180 between 60S
 * and 75N. Flashes anywhere else are never reported.
 */
export const coveredBands: readonly Box[] = [
  { minLon: -180, minLat: -60, maxLon: 100, maxLat: 75 },
  { minLon: 160, minLat: -60, maxLon: 180, maxLat: 75 },
];

/** The detecting satellite by longitude: GOES-West over the Pacific, GOES-East over the Americas, MTG-I1 over Europe and Africa. */
export function satelliteFor(lon: number): string {
  if (lon >= 160 || lon < -110) return 'GOES-West';
  if (lon < -40) return 'GOES-East';
  return 'MTG-I1';
}
