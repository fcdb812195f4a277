import { describe, expect, it } from 'vitest';
import { inRadarCoverage } from '@service/maps/radar-regions';
import { tileXToLon } from '@service/maps/web-mercator';
import { hasRadarNowcast } from '@service/products/radar-coverage';
import { radarReach } from '@service/products/radar-reach';
import { callMap, decodePng, layerAt, pixelAt } from './maps-fixture';

/** The point `km` from (lat, lon) due east (negative: west), on the sphere's local scale. */
function east(lat: number, lon: number, km: number): { lat: number; lon: number } {
  return { lat, lon: lon + km / (111.2 * Math.cos((lat * Math.PI) / 180)) };
}

describe('radar coverage follows land and a coastal band', () => {
  it.each([
    ['Lyon', 45.76, 4.84],
    ['Kraków', 50.06, 19.94],
    ['Denver', 39.74, -104.99],
    ['Kansas City', 39.1, -94.58],
  ])('covers land inside a covered region: %s', (_name, lat, lon) => {
    expect(hasRadarNowcast({ lat, lon })).toBe(true);
  });

  it.each([
    // West of Cabo da Roca and of Newport, Oregon: both beyond the old boxes' western edges.
    ['Portugal', 38.78, -9.5, -100],
    ['Oregon', 44.63, -124.06, -100],
    ['New Jersey', 39.36, -74.4, 100],
    ['Brittany', 48.04, -4.73, -100],
  ])('covers the sea 100 km off the coast of %s', (_name, lat, lon, km) => {
    expect(hasRadarNowcast(east(lat, lon, km))).toBe(true);
  });

  it.each([
    // Inside the old boxes, each 550-700 km from the nearest covered land.
    ['the Atlantic east of Cape Hatteras', 36, -68],
    ['the Norwegian Sea', 66, -1],
    ['the Bay of Biscay’s open end', 46, -10.8],
  ])('leaves the open ocean uncovered: %s', (_name, lat, lon) => {
    expect(hasRadarNowcast({ lat, lon })).toBe(false);
  });

  it('does not carry the band far onto land outside the covered areas', () => {
    // 30-60 km across the water from covered coasts, but on uncovered land.
    expect(hasRadarNowcast({ lat: 36.81, lon: 10.18 })).toBe(false); // Tunis
    expect(hasRadarNowcast({ lat: 23.11, lon: -82.37 })).toBe(false); // Havana
    // The sea between Florida and Cuba is seen; Cuba's coast is not.
    expect(hasRadarNowcast({ lat: 24.0, lon: -81.8 })).toBe(true);
  });

  it('ends offshore at 150-250 km, wherever the coast runs', () => {
    const reach = radarReach([{ minLat: 43, maxLat: 46, minLon: -2, maxLon: 1 }]);
    // A box of southwestern France: the Landes coast runs north-south between 1.45°W and 1.2°W, so
    // 1.35°W is at most a few km inland and a 0.1° grid cell adds up to 10 km more.
    const edges = [43.6, 44.2, 44.8, 45.4].map((lat) => {
      let km = 0;
      while (reach(east(lat, -1.35, -km))) km += 5;
      return km;
    });
    for (const km of edges) {
      expect(km).toBeGreaterThanOrEqual(140);
      expect(km).toBeLessThanOrEqual(270);
    }
    // Land outside the boxes gets only a fringe: far inland to the east, nothing.
    expect(reach({ lat: 44.5, lon: 1.5 })).toBe(true);
    expect(reach({ lat: 44.5, lon: 3.5 })).toBe(false);
  });

  it('shapes the other networks the same way', () => {
    expect(inRadarCoverage('australia', { lat: -23.7, lon: 133.88 })).toBe(true); // Alice Springs
    expect(inRadarCoverage('australia', east(-31.95, 115.75, -100))).toBe(true); // off Perth
    expect(inRadarCoverage('australia', { lat: -38.5, lon: 120 })).toBe(false); // the Bight, inside the old box
    expect(inRadarCoverage('northAmerica', { lat: 21.31, lon: -157.86 })).toBe(true); // Honolulu
    expect(inRadarCoverage('northAmerica', { lat: 20, lon: -150 })).toBe(false);
    expect(inRadarCoverage('europe', { lat: 66, lon: -1 })).toBe(false);
  });

  it('draws a tile edge that follows the coast, not a meridian', async () => {
    // Zoom 5 west of Ireland (22.5°W to 11.25°W), all outside the old Europe boxes.
    const layer = await layerAt(5);
    const time = layer.times.available[layer.times.current] ?? '';
    const path = { z: '5', x: '14', y: '10', time, id: '5' };
    const image = decodePng((await callMap('tile', path, { colorscheme: 'radar-coverage' })).body);
    const coveredPerRow = Array.from({ length: 256 }, (_, y) => {
      let covered = 0;
      for (let x = 0; x < 256; x += 1) if (pixelAt(image, x, y)[3] !== 110) covered += 1;
      return covered;
    });
    expect(tileXToLon(14, 5)).toBe(-22.5);
    expect(coveredPerRow.some((count) => count > 0)).toBe(true);
    expect(coveredPerRow.every((count) => count < 256)).toBe(true);
    // Covered pixels hug the east side, and the edge's column changes from row to row.
    expect(new Set(coveredPerRow).size).toBeGreaterThan(20);
    for (let y = 0; y < 256; y += 1) {
      const count = coveredPerRow[y] ?? 0;
      for (let x = 256 - count; x < 256; x += 1) expect(pixelAt(image, x, y)[3]).not.toBe(110);
    }
  });
});
