// Cold map tile rendering, per layer, without HTTP: the time to sample the atmosphere, paint and
// encode one 256x256 PNG that was never drawn before, as p50 and p99 over distinct tiles.
// Run: npx tsx bench/service-tiles.ts [tiles per layer, default 200]
import { performance } from 'node:perf_hooks';
import { createAtmosphere } from '@service/atmosphere/index';
import { tileScheme } from '@service/maps/colour-schemes';
import { findLayer } from '@service/maps/layer-catalogue';
import { availableTimes } from '@service/maps/layer-times';
import { renderTile, renderTilePixels } from '@service/maps/render-tile';

const tilesPerLayer = Number(process.argv[2] ?? 200);
const now = new Date('2026-02-09T19:07:30Z');
const seed = 1;
const atmosphere = createAtmosphere(seed);

/** [layer id, frame: steps from the current one, colour scheme]. */
const cases: [number, number, string][] = [
  [2, 0, 'default'],
  [2, 6, 'tempdata-mapped-noalpha'],
  [5, -2, 'default'],
  [5, 2, 'radar-coverage'],
  [22, 8, 'default'],
  [4, 3, 'default'],
  [8, 3, 'default'],
  [3, 3, 'default'],
  [80, 1, 'default'],
  [81, 1, 'default'],
  [9, 1, 'default'],
  [43, 1, 'default'],
  [77, 1, 'default'],
  [14, 0, 'default'],
  [79, 1, 'default'],
  [45, 1, 'default'],
  [136, 0, 'default'],
  [137, 0, 'default'],
];

const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? NaN;

console.log(`cold tiles: ${tilesPerLayer} distinct zoom-7 tiles over Europe per layer, one core`);
console.log('layer  frame  scheme                       PNG p50   p99   (pixels only p50) ms');
for (const [id, offset, schemeName] of cases) {
  const layer = findLayer(id);
  const scheme = layer === undefined ? undefined : tileScheme(layer, schemeName);
  if (layer === undefined || scheme === undefined) throw new Error(`no layer ${id} scheme ${schemeName}`);
  const times = availableTimes(layer, now);
  const current = times.findLastIndex((time) => time <= now.getTime());
  const time = new Date(times[current + offset] ?? NaN);
  const totals: number[] = [];
  const drawing: number[] = [];
  for (let index = 0; index < tilesPerLayer; index += 1) {
    // Zoom 7 over Europe, every tile new: x 60..79 from y 36 down for the PNGs, from y 46 down for the pixels alone.
    const x = 60 + (index % 20);
    const y = Math.floor(index / 20);
    const request = { layer, scheme, schemeName, time, now, windUnit: 'ms' as const };
    const start = performance.now();
    renderTile({ ...request, tile: { z: 7, x, y: 36 + y } }, atmosphere, seed);
    const rendered = performance.now();
    renderTilePixels({ ...request, tile: { z: 7, x, y: 46 + y } }, atmosphere, seed);
    drawing.push(performance.now() - rendered);
    totals.push(rendered - start);
  }
  const sort = (values: number[]) => values.sort((a, b) => a - b);
  const [total, draw] = [sort(totals), sort(drawing)];
  console.log(
    `${String(id).padStart(5)}  ${String(offset).padStart(5)}  ${schemeName.padEnd(28)} ${percentile(total, 0.5).toFixed(2).padStart(9)} ${percentile(total, 0.99).toFixed(2).padStart(6)}   (${percentile(draw, 0.5).toFixed(2)})`,
  );
}
