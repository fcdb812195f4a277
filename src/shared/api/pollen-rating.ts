import type { PollenSpecies } from './products';

/** The specification's pollen rating: 0 none or very little, 1 low, 2 moderate, 3 high, 4 very high. */
export type PollenRating = 0 | 1 | 2 | 3 | 4;

/** Grains/m³ below which every species rates 0. */
export const pollenNoneBelow = 0.2;
/** Grains/m³ from which every species rates moderate (2) rather than low (1). */
export const pollenModerateFrom = 10;

/**
 * Each species' own limits in grains/m³: moderate (2) below `highFrom`, high (3) up to and
 * including `veryHighAbove`, very high (4) above it. The service rates with them and the app's
 * legend shows them.
 */
export const pollenThresholds: Record<PollenSpecies, { highFrom: number; veryHighAbove: number }> = {
  alder: { highFrom: 100, veryHighAbove: 500 },
  birch: { highFrom: 100, veryHighAbove: 500 },
  olive: { highFrom: 100, veryHighAbove: 500 },
  grass: { highFrom: 30, veryHighAbove: 100 },
  ragweed: { highFrom: 30, veryHighAbove: 100 },
  mugwort: { highFrom: 50, veryHighAbove: 100 },
};

/** The specification's rating of a concentration in grains/m³. */
export function pollenRating(species: PollenSpecies, grains: number): PollenRating {
  const { highFrom, veryHighAbove } = pollenThresholds[species];
  if (grains < pollenNoneBelow) return 0;
  if (grains < pollenModerateFrom) return 1;
  if (grains < highFrom) return 2;
  if (grains <= veryHighAbove) return 3;
  return 4;
}
