import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type * as TopojsonClient from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { Point } from './atmosphere';

/**
 * Whether a point is land, at map detail: Natural Earth's 1:50m land (`world-atlas` land-50m)
 * rasterised once, on first use, on a 0.1° grid (about 11 km, fine enough for islands and
 * peninsulas). The one answer to "is this land" for what is drawn on maps or measured along the
 * ground (radar reach, sea temperature, which stations are across the sea). The atmosphere's own
 * land fraction (land.ts, 0.5°) is the climate's coarser view of the same coastline.
 */
export const landCellDegrees = 0.1;
export const landColumns = 3600;
export const landRows = 1800;

const CELL = landCellDegrees;
const COLUMNS = landColumns;
const ROWS = landRows;

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

let landBits: Uint8Array | undefined;

function bits(): Uint8Array {
  landBits ??= rasterizeLand();
  return landBits;
}

function landAt(raster: Uint8Array, row: number, column: number): number {
  const index = row * COLUMNS + column;
  return ((raster[index >> 3] ?? 0) >> (index & 7)) & 1;
}

/** Whether the centre of a 0.1° cell (rows from 90°N, columns from 180°W) is land. */
export function isLandCell(row: number, column: number): boolean {
  return landAt(bits(), row, column) === 1;
}

/**
 * Whether a point is land: the four cell centres around it, weighted by nearness, are at least
 * half land. So coasts run as smooth curves between cell centres at any zoom, not in 11 km steps.
 */
export function isLand(point: Point): boolean {
  const raster = bits();
  const y = Math.max(0, Math.min(ROWS - 1, (90 - point.lat) / CELL - 0.5));
  const x = (point.lon + 180) / CELL - 0.5;
  const row = Math.min(ROWS - 2, Math.floor(y));
  const column = Math.floor(x);
  const west = ((column % COLUMNS) + COLUMNS) % COLUMNS;
  const east = (west + 1) % COLUMNS;
  const fy = y - row;
  const fx = x - column;
  const top = landAt(raster, row, west) * (1 - fx) + landAt(raster, row, east) * fx;
  const bottom = landAt(raster, row + 1, west) * (1 - fx) + landAt(raster, row + 1, east) * fx;
  return top * (1 - fy) + bottom * fy >= 0.5;
}
