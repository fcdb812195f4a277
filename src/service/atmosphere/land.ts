import { LAND_MASK_COLUMNS, LAND_MASK_RLE, LAND_MASK_ROWS } from './land-mask-data';

// Local copies: imported bindings are read through getters under a bundler-free ESM loader.
const COLUMNS = LAND_MASK_COLUMNS;
const ROWS = LAND_MASK_ROWS;
const CELL_DEGREES = 180 / ROWS;
const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

let grid: Float32Array | undefined;

function decode(): Float32Array {
  const cells = new Float32Array(COLUMNS * ROWS);
  LAND_MASK_RLE.forEach((row, r) => {
    let column = 0;
    let i = 0;
    while (i < row.length) {
      const value = BASE64.indexOf(row.charAt(i)) / 15;
      let run = 1;
      const marker = row.charAt(i + 1);
      if (marker === '.') {
        run = BASE64.indexOf(row.charAt(i + 2));
        i += 3;
      } else if (marker === ':') {
        run = BASE64.indexOf(row.charAt(i + 2)) * 64 + BASE64.indexOf(row.charAt(i + 3));
        i += 4;
      } else {
        i += 1;
      }
      cells.fill(value, r * COLUMNS + column, r * COLUMNS + column + run);
      column += run;
    }
  });
  return cells;
}

function cell(row: number, column: number, cells: Float32Array): number {
  const r = Math.max(0, Math.min(ROWS - 1, row));
  const c = ((column % COLUMNS) + COLUMNS) % COLUMNS;
  return cells[r * COLUMNS + c] as number;
}

/**
 * Fraction of land around a point, 0 (open sea) to 1 (inland), bilinearly interpolated between
 * 0.5° cells so that coasts blend over a few tens of kilometres instead of stepping.
 */
export function landFraction(lat: number, lon: number): number {
  grid ??= decode();
  const y = (90 - lat) / CELL_DEGREES - 0.5;
  const x = (lon + 180) / CELL_DEGREES - 0.5;
  const row = Math.floor(y);
  const column = Math.floor(x);
  const fy = y - row;
  const fx = x - column;
  const top = cell(row, column, grid) * (1 - fx) + cell(row, column + 1, grid) * fx;
  const bottom = cell(row + 1, column, grid) * (1 - fx) + cell(row + 1, column + 1, grid) * fx;
  return top * (1 - fy) + bottom * fy;
}
