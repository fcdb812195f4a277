import type { Point } from '../atmosphere/atmosphere';
import { BestOf } from './best-of';
import { distanceKm, latitudeSpanKm, meridianDistanceKm } from './geodesy';

const rows = 180;
const columns = 360;

export interface Bounds {
  minLat: number;
  maxLat: number;
  minLon: number;
  maxLon: number;
}

/** Where an item is: items may be points themselves (`pointPosition`) or, say, positions in a table of columns. */
export interface GridPosition<T> {
  lat(item: T): number;
  lon(item: T): number;
}

export const pointPosition: GridPosition<Point> = { lat: (item) => item.lat, lon: (item) => item.lon };

export interface Neighbour<T> {
  item: T;
  distanceKm: number;
}

/**
 * Points bucketed in one-degree cells, each cell's points best first by the rank the grid was
 * built with, so a bounding box yields its top places without sorting everything inside it.
 */
export class SpatialGrid<T> {
  /** Items ordered by cell, and within a cell by rank. */
  readonly #items: T[];
  /** Cell c holds #items[#cellStart[c]] up to #items[#cellStart[c + 1]]. */
  readonly #cellStart: Uint32Array;
  readonly #better: (a: T, b: T) => number;
  readonly #position: GridPosition<T>;

  constructor(items: readonly T[], better: (a: T, b: T) => number, position: GridPosition<T>) {
    this.#better = better;
    this.#position = position;
    const cellOfItem = items.map((item) => cellIndex(rowOf(position.lat(item)), columnOf(position.lon(item))));
    this.#cellStart = new Uint32Array(rows * columns + 1);
    for (const cell of cellOfItem) this.#cellStart[cell + 1] = (this.#cellStart[cell + 1] ?? 0) + 1;
    for (let cell = 0; cell < rows * columns; cell++) {
      this.#cellStart[cell + 1] = (this.#cellStart[cell + 1] ?? 0) + (this.#cellStart[cell] ?? 0);
    }
    const next = this.#cellStart.slice(0, rows * columns);
    const sorted = new Array<T>(items.length);
    items.forEach((item, index) => {
      const cell = cellOfItem[index] ?? 0;
      sorted[next[cell] ?? 0] = item;
      next[cell] = (next[cell] ?? 0) + 1;
    });
    for (let cell = 0; cell < rows * columns; cell++) {
      const start = this.#cellStart[cell] ?? 0;
      const ranked = sorted.slice(start, this.#cellStart[cell + 1] ?? 0).sort(better);
      ranked.forEach((item, offset) => (sorted[start + offset] = item));
    }
    this.#items = sorted;
  }

  /**
   * The `count` accepted items nearest to a point and within `withinKm` of it, nearest first.
   * Searches outward ring by ring and stops once nothing outside the searched cells could be
   * nearer than the farthest kept, or within reach at all.
   */
  nearest(point: Point, count: number, accept: (item: T) => boolean = () => true, withinKm = Infinity): Neighbour<T>[] {
    const best = new BestOf<Neighbour<T>>(count, (a, b) => a.distanceKm - b.distanceKm);
    const row = rowOf(point.lat);
    const column = columnOf(point.lon);
    // Visits the cells ring by ring (forEachRingCell). Once `count` items are kept, a cell
    // that cannot hold anything nearer than the farthest of them is passed over, and so is an item
    // no nearer: BestOf would turn either away (equals keep the one offered first), so the answer
    // is the same as offering everything, without measuring every place on the way out to a
    // remote point's nearest neighbour (a point in the Southern Ocean searches most of the globe).
    const visit = (cell: number): void => {
      const end = this.#cellStart[cell + 1] ?? 0;
      let index = this.#cellStart[cell] ?? 0;
      if (index === end) return;
      let farthest = best.full ? best.last : undefined;
      if (farthest !== undefined && cellDistanceBoundKm(point, cell) > farthest.distanceKm + roundingMarginKm) return;
      for (; index < end; index++) {
        const item = this.#items[index] as T;
        const distance = distanceKm(point, { lat: this.#position.lat(item), lon: this.#position.lon(item) });
        if (farthest !== undefined && distance >= farthest.distanceKm) continue;
        if (distance <= withinKm && accept(item)) {
          best.offer({ item, distanceKm: distance });
          farthest = best.full ? best.last : undefined;
        }
      }
    };
    for (let ring = 0; ring <= columns / 2; ring++) {
      forEachRingCell(row, column, ring, visit);
      const unsearched = unsearchedDistanceKm(point, row, column, ring);
      const farthest = best.last;
      if (unsearched > withinKm || (best.full && farthest !== undefined && farthest.distanceKm <= unsearched)) break;
    }
    return [...best.items];
  }

  /** Up to `limit` items inside the bounds (edges included), best ranked first. */
  within(bounds: Bounds, limit: number): T[] {
    const best = new BestOf<T>(limit, this.#better);
    const { lat, lon } = this.#position;
    const inside = (item: T): boolean => lat(item) >= bounds.minLat && lat(item) <= bounds.maxLat && insideLongitudes(lon(item), bounds);
    for (const cell of boundsCells(bounds)) {
      const end = this.#cellStart[cell + 1] ?? 0;
      for (let index = this.#cellStart[cell] ?? 0; index < end; index++) {
        const item = this.#items[index] as T;
        // A cell is ranked best first: once one of its places misses the cut, the rest do too.
        if (inside(item) && !best.offer(item)) break;
      }
    }
    return [...best.items];
  }
}

function rowOf(lat: number): number {
  return Math.min(rows - 1, Math.max(0, Math.floor(lat + 90)));
}

function columnOf(lon: number): number {
  return Math.min(columns - 1, Math.max(0, Math.floor(lon + 180)));
}

function cellIndex(row: number, column: number): number {
  return row * columns + (((column % columns) + columns) % columns);
}

/**
 * Calls `visit` with the cells exactly `ring` steps from a cell, each once, columns wrapping round
 * the globe: the row `ring` below west to east, the row `ring` above, then the rows between from
 * south to north, west side first. Plain loops rather than a generator: a remote point's search
 * steps through tens of thousands of cells.
 */
function forEachRingCell(row: number, column: number, ring: number, visit: (cell: number) => void): void {
  if (ring === 0) {
    visit(cellIndex(row, column));
    return;
  }
  const wholeRow = 2 * ring + 1 >= columns;
  for (const edgeRow of [row - ring, row + ring]) {
    if (edgeRow < 0 || edgeRow >= rows) continue;
    if (wholeRow) for (let spanColumn = 0; spanColumn < columns; spanColumn++) visit(cellIndex(edgeRow, spanColumn));
    else for (let spanColumn = column - ring; spanColumn <= column + ring; spanColumn++) visit(cellIndex(edgeRow, spanColumn));
  }
  // Half way round the globe the two side columns are the same one.
  const oneSide = 2 * ring === columns;
  for (let sideRow = Math.max(0, row - ring + 1); sideRow <= Math.min(rows - 1, row + ring - 1); sideRow++) {
    visit(cellIndex(sideRow, column - ring));
    if (!oneSide) visit(cellIndex(sideRow, column + ring));
  }
}

/**
 * Computed distances may stray from the true ones by rounding (most near the antipode, where the
 * haversine's arcsine is steep: well under 1 km), so a cell is passed over only when its bound
 * clears the farthest kept by this much.
 */
const roundingMarginKm = 1;

/**
 * A lower bound on the distance from the point to anything in a cell: the latitude between them,
 * or the longitude (as the distance to the nearer meridian the cell lies beyond), whichever says more.
 */
function cellDistanceBoundKm(point: Point, cell: number): number {
  const south = Math.floor(cell / columns) - 90;
  const west = (cell % columns) - 180;
  const latitudeGap = Math.max(0, south - point.lat, point.lat - (south + 1));
  // The longitude gap either way round the globe to the cell's nearer edge.
  const east = (((west - point.lon) % 360) + 360) % 360;
  const longitudeGap = east <= 359 ? Math.min(east, 359 - east) : 0;
  const bound = latitudeSpanKm(latitudeGap);
  return longitudeGap > 0 ? Math.max(bound, meridianDistanceKm(point.lat, longitudeGap)) : bound;
}

/** A lower bound on the distance from the point to anything outside the cells searched so far. */
function unsearchedDistanceKm(point: Point, row: number, column: number, ring: number): number {
  const southEdge = row - ring - 90;
  const northEdge = row + ring + 1 - 90;
  let bound = Infinity;
  if (southEdge > -90) bound = Math.min(bound, latitudeSpanKm(point.lat - southEdge));
  if (northEdge < 90) bound = Math.min(bound, latitudeSpanKm(northEdge - point.lat));
  if (2 * ring + 1 < columns) {
    const westEdge = column - ring - 180;
    const eastEdge = column + ring + 1 - 180;
    bound = Math.min(bound, meridianDistanceKm(point.lat, Math.min(point.lon - westEdge, eastEdge - point.lon)));
  }
  return bound;
}

/** Whether a longitude is inside the bounds; minLon > maxLon means the box crosses the antimeridian. */
function insideLongitudes(lon: number, bounds: Bounds): boolean {
  return bounds.minLon <= bounds.maxLon
    ? lon >= bounds.minLon && lon <= bounds.maxLon
    : lon >= bounds.minLon || lon <= bounds.maxLon;
}

function* boundsCells(bounds: Bounds): Generator<number> {
  const columnRanges: [number, number][] =
    bounds.minLon <= bounds.maxLon
      ? [[columnOf(bounds.minLon), columnOf(bounds.maxLon)]]
      : [
          [columnOf(bounds.minLon), columns - 1],
          [0, columnOf(bounds.maxLon)],
        ];
  for (let row = rowOf(bounds.minLat); row <= rowOf(bounds.maxLat); row++) {
    for (const [first, last] of columnRanges) {
      for (let column = first; column <= last; column++) yield cellIndex(row, column);
    }
  }
}
