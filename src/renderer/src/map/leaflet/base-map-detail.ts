/**
 * Which of the base map's pieces a zoom needs. The world view draws only the 1:50m shapes; the
 * rest is fetched the first time the map is zoomed far enough in to show it, so the map opens on
 * the least data and a user who never zooms in never loads the heavy 1:10m coast.
 */

/** The file of land, coastlines and borders the map draws at a zoom: Natural Earth 1:50m or 1:10m. */
export type ShapeScale = '50m' | '10m';

export interface BaseMapDetail {
  shapes: ShapeScale;
  /** Natural Earth's lakes and rivers. */
  water: boolean;
  /** Natural Earth's populated places, as labels. */
  places: boolean;
}

/**
 * The first zoom of each piece. At 1:50m a coast is drawn in steps of about 2 km, a few pixels
 * up to zoom 6; from 7 on (about 1 km a pixel) they show as corners, and 1:10m steps are 200 m.
 */
export const detailZooms = { places: 3, water: 5, shapes10m: 7 } as const;

export function detailAt(zoom: number): BaseMapDetail {
  return {
    shapes: zoom >= detailZooms.shapes10m ? '10m' : '50m',
    water: zoom >= detailZooms.water,
    places: zoom >= detailZooms.places,
  };
}
