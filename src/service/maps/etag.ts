import { createHash } from 'node:crypto';
import type { Atmosphere } from '../atmosphere/atmosphere';

/** Bumped whenever the drawing changes, so clients do not keep tiles drawn the old way. */
const drawingVersion = 1;

const fingerprints = new WeakMap<Atmosphere, string>();

/**
 * What tells one atmosphere from another (a different seed): a few of its values at fixed places
 * and instants. Tile tags include it, so a service restarted with another seed never answers 304
 * for a tile it would now draw differently.
 */
export function atmosphereFingerprint(atmosphere: Atmosphere): string {
  let known = fingerprints.get(atmosphere);
  if (known === undefined) {
    const at = new Date(Date.UTC(2020, 0, 1));
    const samples = [
      { lat: 60.17, lon: 24.94 },
      { lat: -33.87, lon: 151.21 },
      { lat: 40.71, lon: -74.01 },
    ].map((point) => atmosphere.observed(point, at));
    known = createHash('sha256').update(JSON.stringify(samples)).digest('hex').slice(0, 16);
    fingerprints.set(atmosphere, known);
  }
  return known;
}

/** A strong entity tag for everything that decides an image's bytes. */
export function entityTag(...inputs: readonly (string | number)[]): string {
  const digest = createHash('sha256')
    .update([drawingVersion, ...inputs].join('|'))
    .digest('base64url')
    .slice(0, 27);
  return `"${digest}"`;
}

/** If-None-Match compares weakly (RFC 9110 §13.1.2): a W/ prefix does not matter, and * matches anything. */
export function matchesIfNoneMatch(header: string | undefined, tag: string): boolean {
  if (header === undefined) return false;
  return header
    .split(',')
    .map((candidate) => candidate.trim().replace(/^W\//, ''))
    .some((candidate) => candidate === '*' || candidate === tag);
}
