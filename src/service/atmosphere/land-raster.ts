import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
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

/** A quantized topology as world-atlas ships it: delta-encoded integer arcs and one transform. */
interface QuantizedLand {
  arcs: [number, number][][];
  transform: { scale: [number, number]; translate: [number, number] };
  objects: { land: { geometries: ({ type: 'Polygon'; arcs: number[][] } | { type: 'MultiPolygon'; arcs: number[][][] })[] } };
}

/**
 * Rings of Natural Earth's 1:50m land, as flat [lon, lat, lon, lat, ...] arrays: the positions
 * topojson-client's feature() gives, to the bit (each arc's deltas summed from zero, times the
 * scale, plus the translation; a ring's arcs joined with each one's first point in place of the
 * last one's last, reversed arcs reversed, a ring padded to four points), but each arc decoded
 * once into a typed array instead of an array per point.
 */
function landRings(): Float64Array[] {
  const require = createRequire(import.meta.url);
  const topology = JSON.parse(readFileSync(require.resolve('world-atlas/land-50m.json'), 'utf8')) as QuantizedLand;
  const [kx, ky] = topology.transform.scale;
  const [dx, dy] = topology.transform.translate;
  const arcs = topology.arcs.map((arc) => {
    const flat = new Float64Array(arc.length * 2);
    let x = 0;
    let y = 0;
    arc.forEach(([deltaX = 0, deltaY = 0], k) => {
      flat[k * 2] = (x += deltaX) * kx + dx;
      flat[k * 2 + 1] = (y += deltaY) * ky + dy;
    });
    return flat;
  });
  const ring = (indices: number[]): Float64Array => {
    let length = 0;
    for (const index of indices) length += (arcs[index < 0 ? ~index : index] as Float64Array).length - (length === 0 ? 0 : 2);
    const points = Math.max(4, length / 2 < 2 ? 2 : length / 2);
    const flat = new Float64Array(points * 2);
    let at = 0;
    for (const index of indices) {
      const arc = arcs[index < 0 ? ~index : index] as Float64Array;
      if (at > 0) at -= 2;
      if (index >= 0) flat.set(arc, at);
      else for (let k = 0; k < arc.length; k += 2) {
        flat[at + k] = arc[arc.length - 2 - k] as number;
        flat[at + k + 1] = arc[arc.length - 1 - k] as number;
      }
      at += arc.length;
    }
    for (; at < flat.length; at += 2) {
      flat[at] = flat[0] as number;
      flat[at + 1] = flat[1] as number;
    }
    return flat;
  };
  const rings: Float64Array[] = [];
  for (const geometry of topology.objects.land.geometries) {
    const polygons = geometry.type === 'Polygon' ? [geometry.arcs] : geometry.arcs;
    for (const polygon of polygons) for (const indices of polygon) rings.push(ring(indices));
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
  const start = row * COLUMNS + from;
  const end = row * COLUMNS + to;
  let index = start;
  // Bit by bit up to a byte boundary, then whole bytes, then the last bits.
  for (; index < end && (index & 7) !== 0; index += 1) bits[index >> 3] = (bits[index >> 3] as number) ^ (1 << (index & 7));
  for (; index + 8 <= end; index += 8) bits[index >> 3] = (bits[index >> 3] as number) ^ 0xff;
  for (; index < end; index += 1) bits[index >> 3] = (bits[index >> 3] as number) ^ (1 << (index & 7));
}

/** Rows rasterised together: a point's first read rasterises its band of rows, not the world. */
const BAND_ROWS = 200;
const BANDS = ROWS / BAND_ROWS;

interface Raster {
  bits: Uint8Array;
  /** 1 for each band of rows rasterised. */
  done: Uint8Array;
  /** The unwrapped rings and each one's first and last latitude row, until every band is done. */
  rings: { ring: Float64Array; first: number; last: number }[] | undefined;
}

/**
 * Land at the centre of every 0.1° cell, one bit each (810 kB), by even-odd scanlines: each ring
 * flips the cells between its crossings, so holes and separate polygons need no bookkeeping, and
 * it takes tens of ms instead of a point-in-polygon test per cell. A row's cells depend only on
 * the rings' crossings of that row, so the rows are rasterised a band at a time, on first read:
 * radar reach over Europe reads a third of them.
 */
function rasterizeBand(raster: Raster, band: number): void {
  raster.rings ??= landRings().map((ring) => {
    const unwrappedRing = unwrapped(ring);
    let north = Number.NEGATIVE_INFINITY;
    let south = Number.POSITIVE_INFINITY;
    for (let i = 1; i < unwrappedRing.length; i += 2) {
      north = Math.max(north, unwrappedRing[i] as number);
      south = Math.min(south, unwrappedRing[i] as number);
    }
    return { ring: unwrappedRing, first: Math.floor((90 - north) / CELL - 0.5), last: Math.ceil((90 - south) / CELL - 0.5) };
  });
  const { bits } = raster;
  const bandFirst = band * BAND_ROWS;
  const bandLast = bandFirst + BAND_ROWS - 1;
  const crossings = new Map<number, number[]>();
  for (const { ring, first: ringFirst, last: ringLast } of raster.rings) {
    if (ringLast < bandFirst || ringFirst > bandLast) continue;
    crossings.clear();
    for (let i = 0; i + 3 < ring.length; i += 2) {
      const lonA = ring[i] as number;
      const latA = ring[i + 1] as number;
      const lonB = ring[i + 2] as number;
      const latB = ring[i + 3] as number;
      if (latA === latB) continue;
      const first = Math.max(bandFirst, Math.floor((90 - Math.max(latA, latB)) / CELL - 0.5));
      const last = Math.min(bandLast, Math.ceil((90 - Math.min(latA, latB)) / CELL - 0.5));
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
  raster.done[band] = 1;
  if (raster.done.every((done) => done === 1)) raster.rings = undefined;
}

let land: Raster | undefined;

/** The raster, with the band holding `row` rasterised. */
function bits(row: number): Uint8Array {
  land ??= { bits: new Uint8Array((ROWS * COLUMNS) >> 3), done: new Uint8Array(BANDS), rings: undefined };
  const band = (row / BAND_ROWS) | 0;
  if (land.done[band] === 0) rasterizeBand(land, band);
  return land.bits;
}

function landAt(raster: Uint8Array, row: number, column: number): number {
  const index = row * COLUMNS + column;
  return ((raster[index >> 3] ?? 0) >> (index & 7)) & 1;
}

/** Whether the centre of a 0.1° cell (rows from 90°N, columns from 180°W) is land. */
export function isLandCell(row: number, column: number): boolean {
  return landAt(bits(row), row, column) === 1;
}

/**
 * Whether a point is land: the four cell centres around it, weighted by nearness, are at least
 * half land. So coasts run as smooth curves between cell centres at any zoom, not in 11 km steps.
 */
export function isLand(point: Point): boolean {
  const y = Math.max(0, Math.min(ROWS - 1, (90 - point.lat) / CELL - 0.5));
  const x = (point.lon + 180) / CELL - 0.5;
  const row = Math.min(ROWS - 2, Math.floor(y));
  bits(row);
  const raster = bits(row + 1);
  const column = Math.floor(x);
  const west = ((column % COLUMNS) + COLUMNS) % COLUMNS;
  const east = (west + 1) % COLUMNS;
  const fy = y - row;
  const fx = x - column;
  const top = landAt(raster, row, west) * (1 - fx) + landAt(raster, row, east) * fx;
  const bottom = landAt(raster, row + 1, west) * (1 - fx) + landAt(raster, row + 1, east) * fx;
  return top * (1 - fy) + bottom * fy >= 0.5;
}
