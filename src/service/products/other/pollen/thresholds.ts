/**
 * The specification's pollen ratings, from concentration in grains/m³:
 * 0 none or very little (below 0.2), 1 low (below 10), 2 moderate (alder, birch, olive below
 * 100; grass and ragweed below 30; mugwort below 50), 3 high (up to and including 500 for the
 * trees, 100 for the herbs), 4 very high (above that).
 */
export const species = ['alder', 'birch', 'grass', 'mugwort', 'olive', 'ragweed'] as const;
export type Species = (typeof species)[number];

interface Thresholds {
  /** Below this: moderate (2) rather than high (3). */
  moderateBelow: number;
  /** Up to and including this: high (3); above: very high (4). */
  highUpTo: number;
}

const thresholds: Record<Species, Thresholds> = {
  alder: { moderateBelow: 100, highUpTo: 500 },
  birch: { moderateBelow: 100, highUpTo: 500 },
  olive: { moderateBelow: 100, highUpTo: 500 },
  grass: { moderateBelow: 30, highUpTo: 100 },
  ragweed: { moderateBelow: 30, highUpTo: 100 },
  mugwort: { moderateBelow: 50, highUpTo: 100 },
};

export function pollenRating(kind: Species, grainsPerCubicMetre: number): 0 | 1 | 2 | 3 | 4 {
  const { moderateBelow, highUpTo } = thresholds[kind];
  if (grainsPerCubicMetre < 0.2) return 0;
  if (grainsPerCubicMetre < 10) return 1;
  if (grainsPerCubicMetre < moderateBelow) return 2;
  if (grainsPerCubicMetre <= highUpTo) return 3;
  return 4;
}
