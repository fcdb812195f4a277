/**
 * Deterministic pseudo-randomness for the products' own details (flash positions, storm names):
 * a 32-bit integer hash of the inputs, so the same request always gets the same answer and no
 * Math.random is involved. Inputs are whole numbers; callers floor or round before hashing.
 */
export function hashUnit(...inputs: readonly number[]): number {
  let hash = 0x9e3779b9;
  for (const input of inputs) {
    hash = Math.imul(hash ^ (input | 0), 0x85ebca6b);
    hash ^= hash >>> 13;
    hash = Math.imul(hash, 0xc2b2ae35);
    hash ^= hash >>> 16;
  }
  return (hash >>> 0) / 4294967296;
}
