import { describe, expect, it } from 'vitest';
import { distanceKm } from '@service/places/geodesy';
import { pointPosition, SpatialGrid, type Bounds } from '@service/places/spatial-grid';

interface Town {
  id: number;
  lat: number;
  lon: number;
  size: number;
}

/** Deterministic pseudo-random numbers in [0, 1): a fixed-seed linear congruential sequence. */
function sequence(seed: number): () => number {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const next = sequence(42);
// Spread over the globe, with clusters where cells are awkward (the poles, the antimeridian) and
// one dense cluster of many towns a cell, as in Europe.
const towns: Town[] = Array.from({ length: 5000 }, (_, id) => {
  const kind = id % 5;
  const lat = kind === 1 ? 85 + next() * 5 : kind === 2 ? -90 + next() * 5 : kind === 4 ? 40 + next() * 3 : next() * 180 - 90;
  const lon =
    kind === 3 ? (next() < 0.5 ? 178 + next() * 2 : -180 + next() * 2) : kind === 4 ? 10 + next() * 3 : next() * 360 - 180;
  return { id, lat, lon, size: Math.floor(next() * 1000) };
});
const biggerFirst = (a: Town, b: Town): number => b.size - a.size || a.id - b.id;
const grid = new SpatialGrid(towns, biggerFirst, pointPosition);

const queries = [
  { lat: 60.17, lon: 24.94 },
  { lat: 89.99, lon: 0 },
  { lat: -89.5, lon: 120 },
  { lat: 0, lon: 179.99 },
  { lat: -10, lon: -179.99 },
  { lat: 45, lon: 180 },
  ...Array.from({ length: 40 }, () => ({ lat: next() * 180 - 90, lon: next() * 360 - 180 })),
];

describe('SpatialGrid.nearest', () => {
  it('finds the same nearest points as measuring every one', () => {
    for (const query of queries) {
      const expected = towns
        .map((town) => ({ id: town.id, km: distanceKm(query, town) }))
        .sort((a, b) => a.km - b.km)
        .slice(0, 5);
      const found = grid.nearest(query, 5).map((neighbour) => ({ id: neighbour.item.id, km: neighbour.distanceKm }));
      expect(found.map((hit) => hit.km)).toEqual(expected.map((hit) => hit.km));
    }
  });

  it('finds the nearest of a few far-off points as measuring every one would (a remote point searches most of the globe)', () => {
    const sparse = towns.filter((town) => town.id % 499 === 0);
    const sparseGrid = new SpatialGrid(sparse, biggerFirst, pointPosition);
    const remote = [{ lat: -69.28, lon: 46.96 }, { lat: -60, lon: -120 }, { lat: 88, lon: 10 }, ...queries.slice(6, 20)];
    for (const query of remote) {
      for (const count of [1, 3]) {
        const expected = sparse
          .map((town) => distanceKm(query, town))
          .sort((a, b) => a - b)
          .slice(0, count);
        expect(sparseGrid.nearest(query, count).map((neighbour) => neighbour.distanceKm)).toEqual(expected);
      }
    }
  });

  it('keeps only accepted points and answers every one when asked for more than there are', () => {
    const small = grid.nearest({ lat: 10, lon: 10 }, 3, (town) => town.size < 10);
    expect(small).toHaveLength(3);
    expect(small.every((neighbour) => neighbour.item.size < 10)).toBe(true);
    expect(grid.nearest({ lat: 10, lon: 10 }, 10_000)).toHaveLength(towns.length);
    expect(grid.nearest({ lat: 10, lon: 10 }, 0)).toEqual([]);
  });
});

describe('SpatialGrid.within', () => {
  // Edges off whole degrees, so most boxes cut through cells and some of a cell's points lie outside.
  const boxes: Bounds[] = [
    { minLat: 30.5, maxLat: 59.3, minLon: -20.7, maxLon: 40.2 },
    { minLat: -90, maxLat: 90, minLon: -180, maxLon: 180 },
    { minLat: 85.5, maxLat: 90, minLon: 170.5, maxLon: -170.5 },
    { minLat: -89.6, maxLat: -86.2, minLon: -100.4, maxLon: 100.4 },
    { minLat: 40.5, maxLat: 42.5, minLon: 10.5, maxLon: 12.5 },
    { minLat: 12.5, maxLat: 12.75, minLon: 3.25, maxLon: 3.5 },
  ];

  it('answers the biggest points inside the box, as sorting every point inside would', () => {
    for (const box of boxes) {
      const inside = (town: Town): boolean =>
        town.lat >= box.minLat &&
        town.lat <= box.maxLat &&
        (box.minLon <= box.maxLon ? town.lon >= box.minLon && town.lon <= box.maxLon : town.lon >= box.minLon || town.lon <= box.maxLon);
      const expected = towns.filter(inside).sort(biggerFirst).slice(0, 25);
      expect(grid.within(box, 25)).toEqual(expected);
      expect(expected.length === 25 || box.maxLat - box.minLat < 1).toBe(true);
    }
  });
});
