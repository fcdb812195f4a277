import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type * as TopojsonClient from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { Point } from '../atmosphere/atmosphere';
import { gradientNoise } from '../atmosphere/noise';

/** A latitude-longitude box, degrees, edges included. */
export interface GeoBox {
  minLat: number;
  maxLat: number;
  minLon: number;
  maxLon: number;
}

// 0.1° cells (about 11 km): fine enough for islands and peninsulas to carry their own band, and
// the reach is interpolated between cell centres, so the band's edge is a smooth curve at any zoom.
const CELL = 0.1;
const COLUMNS = 3600;
const ROWS = 1800;
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

let landBits: Uint8Array | undefined;

function isLand(row: number, column: number, bits: Uint8Array): boolean {
  const index = row * COLUMNS + column;
  return ((bits[index >> 3] ?? 0) & (1 << (index & 7))) !== 0;
}

/** Rings of Natural Earth's 1:50m land, as flat [lon, lat, lon, lat, ...] arrays. */
function landRings(): Float64Array[] {
  const require = createRequire(import.meta.url);
  // Required, not imported: topojson-client's Node entry is a UMD bundle with no named ES exports.
  const { feature } = require('topojson-client') as typeof TopojsonClient;
  const topology = JSON.parse(readFileSync(require.resolve('world-atlas/land-50m.json'), 'utf8')) as Topology<{
    land: GeometryCollection;
  }>;
  const rings: Float64Array[] = [];
  for (const { geometry } of feature(topology, topology.objects.land).features) {
    const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.type === 'MultiPolygon' ? geometry.coordinates : [];
    for (const polygon of polygons) {
      for (const ring of polygon) {
        const flat = new Float64Array(ring.length * 2);
        ring.forEach(([lon = 0, lat = 0], index) => {
          flat[index * 2] = lon;
          flat[index * 2 + 1] = lat;
        });
        rings.push(flat);
      }
    }
  }
  return rings;
}

/**
 * A ring with its longitudes made continuous: Natural Earth's rings that cross the antimeridian
 * jump from 180 to -180, which would put a bogus edge across the whole world. A ring around a
 * pole (Antarctica) comes out 360° longer than it started and is closed over the pole.
 */
function unwrapped(ring: Float64Array): Float64Array {
  const out = Float64Array.from(ring);
  let shift = 0;
  for (let i = 2; i < out.length; i += 2) {
    const step = (ring[i] as number) - (ring[i - 2] as number);
    if (step > 180) shift -= 360;
    else if (step < -180) shift += 360;
    out[i] = (ring[i] as number) + shift;
  }
  if (shift === 0) return out;
  const lastLon = out[out.length - 2] as number;
  const pole = (out[1] as number) < 0 ? -90 : 90;
  return Float64Array.from([...out, lastLon, pole, out[0] as number, pole, out[0] as number, out[1] as number]);
}

function flip(bits: Uint8Array, row: number, from: number, to: number): void {
  const start = row * COLUMNS;
  for (let index = start + from; index < start + to; index += 1) bits[index >> 3] = (bits[index >> 3] as number) ^ (1 << (index & 7));
}

/**
 * Land at the centre of every 0.1° cell, one bit each (810 kB), by even-odd scanlines: each ring
 * flips the cells between its crossings, so holes and separate polygons need no bookkeeping, and
 * it takes tens of ms instead of a point-in-polygon test per cell.
 */
function rasterizeLand(): Uint8Array {
  const bits = new Uint8Array((ROWS * COLUMNS) >> 3);
  const crossings = new Map<number, number[]>();
  for (const ring of landRings().map(unwrapped)) {
    crossings.clear();
    for (let i = 0; i + 3 < ring.length; i += 2) {
      const lonA = ring[i] as number;
      const latA = ring[i + 1] as number;
      const lonB = ring[i + 2] as number;
      const latB = ring[i + 3] as number;
      if (latA === latB) continue;
      const first = Math.max(0, Math.floor((90 - Math.max(latA, latB)) / CELL - 0.5));
      const last = Math.min(ROWS - 1, Math.ceil((90 - Math.min(latA, latB)) / CELL - 0.5));
      for (let row = first; row <= last; row += 1) {
        const lat = 90 - (row + 0.5) * CELL;
        if (latA <= lat === latB <= lat) continue;
        const lon = lonA + ((lat - latA) * (lonB - lonA)) / (latB - latA);
        const lons = crossings.get(row);
        if (lons === undefined) crossings.set(row, [lon]);
        else lons.push(lon);
      }
    }
    for (const [row, lons] of crossings) {
      lons.sort((a, b) => a - b);
      for (let k = 0; k + 1 < lons.length; k += 2) {
        const from = Math.ceil(((lons[k] as number) + 180) / CELL - 0.5);
        const to = Math.min(from + COLUMNS, Math.ceil(((lons[k + 1] as number) + 180) / CELL - 0.5));
        // An unwrapped ring may run past ±180: its cells there belong on the other side.
        const wrap = Math.floor(from / COLUMNS) * COLUMNS;
        flip(bits, row, from - wrap, Math.min(to - wrap, COLUMNS));
        if (to - wrap > COLUMNS) flip(bits, row, 0, to - wrap - COLUMNS);
      }
    }
  }
  return bits;
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

function buildField(boxes: readonly GeoBox[], bits: Uint8Array): ReachField {
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
      if (!isLand(firstRow + row, firstColumn + column, bits)) continue;
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

function covers(field: ReachField, point: Point): boolean {
  const y = (90 - point.lat) / CELL - 0.5 - field.firstRow;
  const x = (point.lon + 180) / CELL - 0.5 - field.firstColumn;
  const row = Math.floor(y);
  const column = Math.floor(x);
  if (row < 0 || column < 0 || row >= field.rows - 1 || column >= field.columns - 1) return false;
  const fy = y - row;
  const fx = x - column;
  const { margin, columns } = field;
  const at = row * columns + column;
  const top = (margin[at] as number) * (1 - fx) + (margin[at + 1] as number) * fx;
  const bottom = (margin[at + columns] as number) * (1 - fx) + (margin[at + columns + 1] as number) * fx;
  return top * (1 - fy) + bottom * fy >= 0;
}

/**
 * Where a radar network sees, given the land it covers (the land inside `boxes`): that land, the
 * sea within reach of it (150-250 km) and a narrow fringe of other land across its borders. The
 * boxes only pick land, so they may overlap the sea freely. The reach is worked out once per
 * network on a 0.1° grid on first use; a point then costs a bilinear lookup, so a tile's
 * per-pixel coverage stays cheap.
 */
export function radarReach(boxes: readonly GeoBox[]): (point: Point) => boolean {
  let fields: ReachField[] | undefined;
  return (point) => {
    if (fields === undefined) {
      landBits ??= rasterizeLand();
      const bits = landBits;
      fields = groups(boxes).map((group) => buildField(group, bits));
    }
    for (const field of fields) if (covers(field, point)) return true;
    return false;
  };
}
