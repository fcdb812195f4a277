import type { Point } from '../atmosphere/atmosphere';

export const tileSize = 256;

export interface TileAddress {
  z: number;
  x: number;
  y: number;
}

/** Longitude of a horizontal position measured in tiles at zoom z (fractions allowed). */
export function tileXToLon(tileX: number, z: number): number {
  return (tileX / 2 ** z) * 360 - 180;
}

/** Latitude of a vertical position measured in tiles at zoom z, on the spherical Web Mercator. */
export function tileYToLat(tileY: number, z: number): number {
  const n = Math.PI * (1 - (2 * tileY) / 2 ** z);
  return (Math.atan(Math.sinh(n)) * 180) / Math.PI;
}

/** The place under a pixel's centre. */
export function pixelToPoint(tile: TileAddress, px: number, py: number): Point {
  return {
    lat: tileYToLat(tile.y + (py + 0.5) / tileSize, tile.z),
    lon: tileXToLon(tile.x + (px + 0.5) / tileSize, tile.z),
  };
}

export interface Bounds {
  minLat: number;
  maxLat: number;
  minLon: number;
  maxLon: number;
}

export function tileBounds(tile: TileAddress): Bounds {
  return {
    minLat: tileYToLat(tile.y + 1, tile.z),
    maxLat: tileYToLat(tile.y, tile.z),
    minLon: tileXToLon(tile.x, tile.z),
    maxLon: tileXToLon(tile.x + 1, tile.z),
  };
}
