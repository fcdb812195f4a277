/**
 * How the base map's towns are filed, for the script that prepares them
 * (scripts/prepare-base-map.ts) and the map that fetches them (renderer map/leaflet/town-cells.ts):
 * GeoNames' towns of 5,000+, one file per cell of 10°, named by its west and south edges.
 */

/** The towns' cells are this many degrees a side. */
export const townCellDegrees = 10;

/** The smallest town kept. */
export const townMinPopulation = 5_000;

/** A cell's file name by its west and south edges: towns-e20-n60, towns-w80-s10. */
export function townCellName(west: number, south: number): string {
  return `towns-${west < 0 ? 'w' : 'e'}${Math.abs(west)}-${south < 0 ? 's' : 'n'}${Math.abs(south)}`;
}
