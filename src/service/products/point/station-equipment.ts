import type { Station } from '@service/places/places';

/** FNV-1a over a string: a stable fingerprint of a station, the same on every run. */
function fingerprint(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * Whether a station measures gusts. Real networks mix fully automatic stations with simpler ones
 * that report no gust; here one station in four is of the simpler kind, fixed per station (by its
 * name and position) so that its windGust is null on every request, never at random.
 */
export function measuresGusts(station: Station): boolean {
  return fingerprint(`${station.name}|${station.lat.toFixed(4)}|${station.lon.toFixed(4)}`) % 4 !== 0;
}
