/**
 * Readings on either side of a rounding boundary (halves, and ones that round to zero from below)
 * with the whole degrees shown: the tray and the windows are each tested against this one table,
 * so they cannot drift apart.
 */
export const wholeDegreeCases: readonly [temperature: number, shown: string][] = [
  [2.5, '3'],
  [2.49, '2'],
  [-2.5, '-2'],
  [-2.51, '-3'],
  [-0.4, '0'],
  [0.5, '1'],
  [22.6, '23'],
  [-17.5, '-17'],
];
