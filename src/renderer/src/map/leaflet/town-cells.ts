/**
 * GeoNames' towns, which name the places around at city zoom where Natural Earth has none (Espoo
 * and Vantaa beside Helsinki). They are kept in files by cell of 10° (scripts/prepare-base-map.ts),
 * so a city view fetches the one to four cells it lies in, and a view further out none.
 */
import { townCellDegrees, townCellName } from '@shared/town-cells';
import type { LabelRank } from './place-labels';
import type { Extent } from './shape-cells';

/** The first zoom that labels towns (about 1,300 km across a 1,280-pixel window, 7° of longitude). */
export const townsZoom = 8;

/**
 * The cells a view at `zoom` needs, by file name: none further out than `townsZoom`. The view's
 * longitudes may run past ±180° (a copy of the world east or west); the cells are the world's.
 */
export function townCellsFor(view: Extent, zoom: number): string[] {
  if (zoom < townsZoom) return [];
  const [west, south, east, north] = view;
  const edge = (degrees: number) => Math.floor(degrees / townCellDegrees) * townCellDegrees;
  const cells = new Set<string>();
  const lastLon = Math.min(edge(east), edge(west) + 360 - townCellDegrees);
  for (let lon = edge(west); lon <= lastLon; lon += townCellDegrees) {
    const cellWest = ((((lon + 180) % 360) + 360) % 360) - 180;
    for (let lat = edge(Math.max(south, -90)); lat <= Math.min(north, 89.999); lat += townCellDegrees) cells.add(townCellName(cellWest, lat));
  }
  return [...cells];
}

/**
 * A town's first zoom by its size: the 50,000+ with the cities, each zoom in the next size down,
 * towns of 5,000 from 10 (a view of about 100 km). A town is sized as a Natural Earth place
 * of its population would be (Espoo, 250,000, as a medium one).
 */
export function townRank(population: number): LabelRank {
  const size = population >= 100_000 ? 'medium' : 'small';
  if (population >= 50_000) return { minZoom: townsZoom, size };
  if (population >= 15_000) return { minZoom: townsZoom + 1, size };
  return { minZoom: townsZoom + 2, size };
}
