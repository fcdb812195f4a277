import { describe, expect, it } from 'vitest';
import { emissionsAt } from '@service/products/other/air-quality/emissions';
import { stormsAlive } from '@service/products/other/hurricane/storms';
import { seasonsAt } from '@service/products/other/pollen/seasons';

// Details the products derive on their own follow --seed like the weather does, and stay fixed for one seed.
const atSea = () => false;
const peakAtlanticSeason = new Date('2026-09-10T12:00:00Z');

describe('seeded product details', () => {
  it('storms depend on the seed and repeat for the same seed', () => {
    const names = (seed: number) => stormsAlive(peakAtlanticSeason, atSea, seed).map((storm) => JSON.stringify(storm));
    expect(names(1)).toEqual(names(1));
    const bySeed = [1, 2, 3, 4].map((seed) => names(seed).join('|'));
    expect(new Set(bySeed).size).toBeGreaterThan(1);
  });

  it('emission cells and pollen seasons depend on the seed', () => {
    const krakow = { lat: 50.06, lon: 19.94 };
    expect(emissionsAt(krakow, true, 1)).toEqual(emissionsAt(krakow, true, 1));
    expect(emissionsAt(krakow, true, 1)).not.toEqual(emissionsAt(krakow, true, 2));
    const vienna = { lat: 48.2, lon: 16.4 };
    expect(seasonsAt(vienna, 200, 2026, 1)).not.toEqual(seasonsAt(vienna, 200, 2026, 2));
  });
});
