// What one sample of the synthetic atmosphere costs: observed and forecast weather at scattered
// places and times (a tile renderer's worst case: no two samples share a place), the first snow
// depth read at a new place and day, and a one-hour precipitation probability.
// Run: npx tsx bench/atmosphere.ts
import { performance } from 'node:perf_hooks';
import { createAtmosphere } from '@service/atmosphere/index';

const atmosphere = createAtmosphere(1);
const start = Date.UTC(2026, 0, 1);

function point(i: number): { lat: number; lon: number } {
  return { lat: -70 + 140 * ((i * 0.6180339887) % 1), lon: -180 + 360 * ((i * 0.7548776662) % 1) };
}

function instant(i: number): Date {
  return new Date(start + Math.floor(((i * 0.569840291) % 1) * 365 * 24) * 3_600_000);
}

function time(label: string, count: number, call: (i: number) => unknown): void {
  for (let i = 0; i < 2000; i++) call(i + 10_000_000); // warm-up on other places
  const began = performance.now();
  for (let i = 0; i < count; i++) call(i);
  const micros = ((performance.now() - began) * 1000) / count;
  console.log(`${label.padEnd(48)} ${micros.toFixed(2).padStart(8)} µs  ${Math.round(1e6 / micros).toLocaleString('en').padStart(10)} /s`);
}

const initStart = performance.now();
atmosphere.observed({ lat: 60, lon: 25 }, new Date(start));
console.log(`${'first sample (land mask and geography grids)'.padEnd(48)} ${(performance.now() - initStart).toFixed(0).padStart(8)} ms`);
time('observed(), scattered places and times', 200_000, (i) => atmosphere.observed(point(i), instant(i)));
time('observed(), scattered places, one time (a tile)', 200_000, (i) => atmosphere.observed(point(i), instant(0)));
time('forecast(), +1..240 h', 200_000, (i) =>
  atmosphere.forecast(point(i), new Date(instant(i).getTime() + (i % 240) * 3_600_000), instant(i)),
);
time('observed().snowDepth, new place and day', 5_000, (i) => atmosphere.observed(point(i + 1e6), instant(i)).snowDepth);
time('precipProbability(), 1 h period', 50_000, (i) => atmosphere.precipProbability(point(i), instant(i), instant(i), 1));
