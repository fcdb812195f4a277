import { KM_PER_DEGREE } from './flow';
import { landFraction } from './land';

/**
 * How continental a place's climate is, from the land mask: the land fraction of its wider
 * surroundings and of the country the prevailing wind crosses before reaching it (westerlies in
 * mid-latitudes, trade winds in the tropics). On a 2° grid, each cell worked out on first use
 * (a cell costs some 60 land-mask reads; the whole grid took over 100 ms).
 */
export interface Geography {
  /** Land fraction right here, 0..1. */
  land: number;
  /** Land fraction within about 750 km. */
  near: number;
  /** Land fraction upwind along the prevailing surface flow (west in mid-latitudes, east in the tropics). */
  upwind: number;
  /** Land fraction east of here, where the trade winds come from. */
  tradeUpwind: number;
}

const CELL = 2;
const ROWS = 180 / CELL;
const COLUMNS = 360 / CELL;

interface Grids {
  near: Float32Array;
  west: Float32Array;
  east: Float32Array;
  /** 1 where a cell has been worked out: cells are filled on first use, only those a point reads. */
  done: Uint8Array;
}

let grids: Grids | undefined;

function offsetLand(lat: number, lon: number, northKm: number, eastKm: number): number {
  const la = Math.max(-89.9, Math.min(89.9, lat + northKm / KM_PER_DEGREE));
  const lo = lon + eastKm / (KM_PER_DEGREE * Math.max(0.05, Math.cos((la * Math.PI) / 180)));
  return landFraction(la, lo);
}

function along(lat: number, lon: number, direction: -1 | 1, reachKm: number, decayKm: number): number {
  let sum = 0;
  let weights = 0;
  for (let d = 150; d <= reachKm; d += 250) {
    const w = Math.exp(-d / decayKm);
    sum += w * offsetLand(lat, lon, 0, direction * d);
    weights += w;
  }
  return sum / weights;
}

function surroundings(lat: number, lon: number): number {
  let sum = landFraction(lat, lon);
  let count = 1;
  for (const radius of [250, 500, 750]) {
    for (let k = 0; k < 8; k++) {
      const angle = (k * Math.PI) / 4;
      sum += offsetLand(lat, lon, radius * Math.cos(angle), radius * Math.sin(angle));
      count += 1;
    }
  }
  return sum / count;
}

function emptyGrids(): Grids {
  return { near: new Float32Array(ROWS * COLUMNS), west: new Float32Array(ROWS * COLUMNS), east: new Float32Array(ROWS * COLUMNS), done: new Uint8Array(ROWS * COLUMNS) };
}

/** Works out one cell of the grids: each cell depends on the land mask alone, not on other cells. */
function fill(g: Grids, i: number): void {
  const r = (i / COLUMNS) | 0;
  const lat = 90 - (r + 0.5) * CELL;
  const lon = -180 + (i - r * COLUMNS + 0.5) * CELL;
  g.near[i] = surroundings(lat, lon);
  g.west[i] = along(lat, lon, -1, 5000, 2200);
  g.east[i] = along(lat, lon, 1, 3000, 1200);
  g.done[i] = 1;
}

function at(values: Float32Array, row: number, column: number): number {
  const i = row * COLUMNS + column;
  if (grids !== undefined && grids.done[i] === 0) fill(grids, i);
  return values[i] as number;
}

function bilinear(values: Float32Array, lat: number, lon: number): number {
  const y = Math.max(0, Math.min(ROWS - 1, (90 - lat) / CELL - 0.5));
  const x = (lon + 180) / CELL - 0.5;
  const r0 = Math.min(ROWS - 2, Math.floor(y));
  const c0 = Math.floor(x);
  const fy = y - r0;
  const fx = x - c0;
  const c1 = (((c0 + 1) % COLUMNS) + COLUMNS) % COLUMNS;
  const cc = ((c0 % COLUMNS) + COLUMNS) % COLUMNS;
  const top = at(values, r0, cc) * (1 - fx) + at(values, r0, c1) * fx;
  const bottom = at(values, r0 + 1, cc) * (1 - fx) + at(values, r0 + 1, c1) * fx;
  return top * (1 - fy) + bottom * fy;
}

export function smoothstep(edge0: number, edge1: number, x: number): number {
  const t = Math.max(0, Math.min(1, (x - edge0) / (edge1 - edge0)));
  return t * t * (3 - 2 * t);
}

/** Fills `out` with the geography of a point. */
export function geographyAt(lat: number, lon: number, out: Geography): Geography {
  grids ??= emptyGrids();
  const a = Math.abs(lat);
  const near = bilinear(grids.near, lat, lon);
  const west = bilinear(grids.west, lat, lon);
  const east = bilinear(grids.east, lat, lon);
  const westerlyWeight = smoothstep(25, 40, a);
  const tradeWeight = 1 - smoothstep(12, 28, a);
  out.land = landFraction(lat, lon);
  out.near = near;
  out.upwind = westerlyWeight * west + tradeWeight * east + (1 - westerlyWeight - tradeWeight) * near;
  out.tradeUpwind = east;
  return out;
}
