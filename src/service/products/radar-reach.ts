import type { Point } from '../atmosphere/atmosphere';
import { isLandCell, landCellDegrees, landColumns, landRows } from '../atmosphere/land-raster';
import { gradientNoise } from '../atmosphere/noise';

/** A latitude-longitude box, degrees, edges included. */
export interface GeoBox {
  minLat: number;
  maxLat: number;
  minLon: number;
  maxLon: number;
}

// The land raster's cells (about 11 km): fine enough for islands and peninsulas to carry their own
// band, and the reach is interpolated between cell centres, so the band's edge is a smooth curve.
const CELL = landCellDegrees;
const COLUMNS = landColumns;
const ROWS = landRows;
const KM_PER_DEGREE = 111.2;

/**
 * How far offshore a network sees, km: ground radars reach 150-250 km before the beam overshoots
 * the weather, depending on the site's height and the terrain around it. The reach wanders
 * smoothly along the coast (on a scale of a few hundred km) so the band does not look like a
 * ruler-drawn offset of the coastline.
 */
const meanReachKm = 200;
const reachSpreadKm = 50;
const maxReachKm = meanReachKm + reachSpreadKm;
const minReachKm = meanReachKm - reachSpreadKm;
/** Coverage is geography, not weather: a fixed seed, so `--seed` never moves it. */
const reachSeed = 0x7ada5;
const reachWavelengthKm = 400;

/**
 * The share of the reach that carries over land outside the covered areas. A network's beams do
 * cross borders, but a neighbour's land keeps only a fringe (45-75 km), so the places the boxes
 * leave out (North Africa, Cuba, Mexico south of the border strip) stay without radar even where
 * they face a covered coast across a strait.
 */
const foreignLandShare = 0.3;

function reachKm(lat: number, lon: number): number {
  const scale = KM_PER_DEGREE / reachWavelengthKm;
  const wander = gradientNoise(reachSeed, lon * Math.cos((lat * Math.PI) / 180) * scale, lat * scale, 0.5) / 2;
  return meanReachKm + reachSpreadKm * Math.max(-1, Math.min(1, wander));
}

const SEA = 0;
const OTHER_LAND = 1;
const COVERED_LAND = 2;

/**
 * Squared distance, km², from every cell to the nearest covered land cell, by passing each cell's
 * nearest source on to its neighbours in two sweeps (Danielsson's 8SSEDT): linear time, and
 * within a cell or so of the exact distance.
 */
function distancesToCoveredLand(kinds: Uint8Array, rows: number, columns: number, rowCos: Float64Array): Float32Array {
  const count = rows * columns;
  const nearest = new Int32Array(count).fill(-1);
  const squared = new Float32Array(count).fill(Number.POSITIVE_INFINITY);
  for (let index = 0; index < count; index += 1) {
    if (kinds[index] === COVERED_LAND) {
      nearest[index] = index;
      squared[index] = 0;
    }
  }
  const cellKm = CELL * KM_PER_DEGREE;
  const consider = (index: number, row: number, column: number, neighbour: number): void => {
    const source = nearest[neighbour] as number;
    if (source < 0) return;
    const sourceRow = (source / columns) | 0;
    const dy = (row - sourceRow) * cellKm;
    const dx = (column - (source - sourceRow * columns)) * cellKm * 0.5 * ((rowCos[row] as number) + (rowCos[sourceRow] as number));
    const d = dx * dx + dy * dy;
    if (d < (squared[index] as number)) {
      squared[index] = d;
      nearest[index] = source;
    }
  };
  for (let row = 0; row < rows; row += 1) {
    const start = row * columns;
    for (let column = 0; column < columns; column += 1) {
      const index = start + column;
      if (row > 0) {
        if (column > 0) consider(index, row, column, index - columns - 1);
        consider(index, row, column, index - columns);
        if (column < columns - 1) consider(index, row, column, index - columns + 1);
      }
      if (column > 0) consider(index, row, column, index - 1);
    }
    for (let column = columns - 2; column >= 0; column -= 1) consider(start + column, row, column, start + column + 1);
  }
  for (let row = rows - 1; row >= 0; row -= 1) {
    const start = row * columns;
    for (let column = columns - 1; column >= 0; column -= 1) {
      const index = start + column;
      if (row < rows - 1) {
        if (column < columns - 1) consider(index, row, column, index + columns + 1);
        consider(index, row, column, index + columns);
        if (column > 0) consider(index, row, column, index + columns - 1);
      }
      if (column < columns - 1) consider(index, row, column, index + 1);
    }
    for (let column = 1; column < columns; column += 1) consider(start + column, row, column, start + column - 1);
  }
  return squared;
}

/** The cells a group of boxes can ever cover: the boxes plus the farthest reach around them. */
interface Window {
  firstRow: number;
  firstColumn: number;
  rows: number;
  columns: number;
}

function windowAround(boxes: readonly GeoBox[]): Window {
  const padLat = maxReachKm / KM_PER_DEGREE;
  const minLat = Math.max(-90, Math.min(...boxes.map((box) => box.minLat)) - padLat);
  const maxLat = Math.min(90, Math.max(...boxes.map((box) => box.maxLat)) + padLat);
  const narrowest = Math.max(0.1, Math.cos((Math.min(89, Math.max(Math.abs(minLat), Math.abs(maxLat))) * Math.PI) / 180));
  const padLon = padLat / narrowest;
  const firstRow = Math.max(0, Math.floor((90 - maxLat) / CELL));
  const firstColumn = Math.max(0, Math.floor((Math.min(...boxes.map((box) => box.minLon)) - padLon + 180) / CELL));
  return {
    firstRow,
    firstColumn,
    rows: Math.min(ROWS, Math.ceil((90 - minLat) / CELL)) - firstRow,
    columns: Math.min(COLUMNS, Math.ceil((Math.max(...boxes.map((box) => box.maxLon)) + padLon + 180) / CELL)) - firstColumn,
  };
}

function overlap(a: Window, b: Window): boolean {
  return (
    a.firstRow < b.firstRow + b.rows &&
    b.firstRow < a.firstRow + a.rows &&
    a.firstColumn < b.firstColumn + b.columns &&
    b.firstColumn < a.firstColumn + a.columns
  );
}

/**
 * The boxes in groups whose windows overlap: one window around Europe and the USA together
 * would be mostly Atlantic, and Hawaii's would take in half the Pacific. Groups whose windows
 * do not overlap cannot reach each other's cells, so apart they give the same answer.
 */
function groups(boxes: readonly GeoBox[]): GeoBox[][] {
  let merged = boxes.map((box) => [box]);
  for (let changed = true; changed; ) {
    changed = false;
    outer: for (let i = 0; i < merged.length; i += 1) {
      for (let j = i + 1; j < merged.length; j += 1) {
        if (overlap(windowAround(merged[i] as GeoBox[]), windowAround(merged[j] as GeoBox[]))) {
          merged[i] = [...(merged[i] as GeoBox[]), ...(merged[j] as GeoBox[])];
          merged = merged.filter((_, k) => k !== j);
          changed = true;
          break outer;
        }
      }
    }
  }
  return merged;
}

/** A built window: how far inside the coverage each cell centre is, km (negative outside). */
interface ReachField extends Window {
  margin: Int16Array;
}

function buildField(boxes: readonly GeoBox[]): ReachField {
  const window = windowAround(boxes);
  const { firstRow, firstColumn, rows, columns } = window;
  const rowCos = new Float64Array(rows);
  const kinds = new Uint8Array(rows * columns);
  const boxed = new Uint8Array(columns);
  for (let row = 0; row < rows; row += 1) {
    const lat = 90 - (firstRow + row + 0.5) * CELL;
    rowCos[row] = Math.cos((lat * Math.PI) / 180);
    boxed.fill(0);
    for (const box of boxes) {
      if (lat < box.minLat || lat > box.maxLat) continue;
      // The columns whose centres lie within the box's longitudes.
      const west = Math.ceil((box.minLon + 180) / CELL - 0.5) - firstColumn;
      const east = Math.floor((box.maxLon + 180) / CELL - 0.5) - firstColumn + 1;
      boxed.fill(1, Math.max(0, west), Math.max(0, east));
    }
    for (let column = 0; column < columns; column += 1) {
      if (!isLandCell(firstRow + row, firstColumn + column)) continue;
      kinds[row * columns + column] = boxed[column] === 1 ? COVERED_LAND : OTHER_LAND;
    }
  }
  const squared = distancesToCoveredLand(kinds, rows, columns, rowCos);
  const margin = new Int16Array(rows * columns);
  for (let row = 0; row < rows; row += 1) {
    const lat = 90 - (firstRow + row + 0.5) * CELL;
    for (let column = 0; column < columns; column += 1) {
      const index = row * columns + column;
      const kind = kinds[index];
      const distance = Math.sqrt(squared[index] as number);
      let inside: number;
      // Only cells near the edge need their own reach: a cell well within the shortest reach has
      // no neighbour outside, so any positive margin draws the same edge, and saves the noise.
      if (kind === COVERED_LAND) inside = maxReachKm;
      else if (distance > maxReachKm) inside = maxReachKm - distance;
      else if (kind === SEA && distance < minReachKm - 2 * CELL * KM_PER_DEGREE) inside = minReachKm - distance;
      else {
        const reach = reachKm(lat, -180 + (firstColumn + column + 0.5) * CELL);
        inside = (kind === OTHER_LAND ? reach * foreignLandShare : reach) - distance;
      }
      margin[index] = Math.round(Math.max(-30_000, Math.min(30_000, inside)));
    }
  }
  return { ...window, margin };
}

/** Where a point lies among a window's cell centres: the cell up and left of it, and how far on. */
function placeIn(window: Window, point: Point): { row: number; column: number; fy: number; fx: number } | undefined {
  const y = (90 - point.lat) / CELL - 0.5 - window.firstRow;
  const x = (point.lon + 180) / CELL - 0.5 - window.firstColumn;
  const row = Math.floor(y);
  const column = Math.floor(x);
  if (row < 0 || column < 0 || row >= window.rows - 1 || column >= window.columns - 1) return undefined;
  return { row, column, fy: y - row, fx: x - column };
}

function covers(field: ReachField, place: { row: number; column: number; fy: number; fx: number }): boolean {
  const { row, column, fy, fx } = place;
  const { margin, columns } = field;
  const at = row * columns + column;
  const top = (margin[at] as number) * (1 - fx) + (margin[at + 1] as number) * fx;
  const bottom = (margin[at + columns] as number) * (1 - fx) + (margin[at + columns + 1] as number) * fx;
  return top * (1 - fy) + bottom * fy >= 0;
}

/**
 * Where a radar network sees, given the land it covers (the land inside `boxes`): that land, the
 * sea within reach of it (150-250 km) and a narrow fringe of other land across its borders. The
 * boxes only pick land, so they may overlap the sea freely. The reach is worked out on a 0.1°
 * grid, one window per group of boxes, on the first point inside that window (a forecast for
 * Helsinki builds Europe's, not North America's); a point then costs a bilinear lookup, so a
 * tile's per-pixel coverage stays cheap.
 */
export function radarReach(boxes: readonly GeoBox[]): (point: Point) => boolean {
  let windows: { group: GeoBox[]; window: Window; field: ReachField | undefined }[] | undefined;
  return (point) => {
    windows ??= groups(boxes).map((group) => ({ group, window: windowAround(group), field: undefined }));
    for (const entry of windows) {
      const place = placeIn(entry.window, point);
      if (place === undefined) continue;
      entry.field ??= buildField(entry.group);
      if (covers(entry.field, place)) return true;
    }
    return false;
  };
}
