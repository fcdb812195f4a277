/**
 * Damerau–Levenshtein distance in its optimal-string-alignment form (insertions, deletions,
 * substitutions and swaps of two neighbours, each costing 1), over bytes, giving up beyond `bound`:
 * the search compares a typed name with each of some 270,000 names, so it must stop early and
 * allocate nothing per name. Returns bound + 1 for anything further than bound.
 */
export function boundedEditDistance(a: Uint8Array, b: Uint8Array, bound: number): number {
  if (Math.abs(a.length - b.length) > bound) return bound + 1;
  return distance(a, b, bound, false);
}

/**
 * The same distance from `a` to the nearest beginning of `b` ("helsn" is one edit from "helsi", the
 * beginning of "helsinki"): what a name typed halfway, with a slip, is nearest to.
 */
export function boundedPrefixEditDistance(a: Uint8Array, b: Uint8Array, bound: number): number {
  return distance(a, b.subarray(0, a.length + bound), bound, true);
}

function distance(a: Uint8Array, b: Uint8Array, bound: number, toPrefix: boolean): number {
  const width = b.length + 1;
  ensureRows(width);
  let previous2 = rows[0] as Int32Array;
  let previous = rows[1] as Int32Array;
  let current = rows[2] as Int32Array;
  for (let j = 0; j < width; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowBest = i;
    const ai = a[i - 1];
    for (let j = 1; j < width; j++) {
      const bj = b[j - 1];
      let cost = (previous[j - 1] as number) + (ai === bj ? 0 : 1);
      const deletion = (previous[j] as number) + 1;
      const insertion = (current[j - 1] as number) + 1;
      if (deletion < cost) cost = deletion;
      if (insertion < cost) cost = insertion;
      if (i > 1 && j > 1 && ai === b[j - 2] && a[i - 2] === bj) {
        const swap = (previous2[j - 2] as number) + 1;
        if (swap < cost) cost = swap;
      }
      current[j] = cost;
      if (cost < rowBest) rowBest = cost;
    }
    if (rowBest > bound) return bound + 1;
    [previous2, previous, current] = [previous, current, previous2];
  }
  let found = previous[b.length] as number;
  if (toPrefix) for (let j = 0; j < b.length; j++) found = Math.min(found, previous[j] as number);
  return found > bound ? bound + 1 : found;
}

/** Three rows reused across calls: names are short, and one search makes hundreds of thousands of comparisons. */
let rows: Int32Array[] = [];

function ensureRows(width: number): void {
  if ((rows[0]?.length ?? 0) >= width) return;
  rows = [new Int32Array(width), new Int32Array(width), new Int32Array(width)];
}
