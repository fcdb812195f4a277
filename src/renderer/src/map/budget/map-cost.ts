/** The service's map tiles are 256 px squares. */
const tileSize = 256;

/**
 * Tiles one frame of a layer takes to cover a view this size: every tile it touches, which at worst
 * is one more than fits each way, since the view rarely starts on a tile's edge.
 */
export function tilesToCover(width: number, height: number): number {
  if (width <= 0 || height <= 0) return 0;
  return (Math.ceil(width / tileSize) + 1) * (Math.ceil(height / tileSize) + 1);
}

export interface MapCosts {
  /** A new layer, colour scheme, zoom or frame here: one frame of tiles. */
  frame: number;
  /** Playing the loop once: every frame of it. */
  loop: number;
}

/** What the map is about to spend, before it spends it: a tile not in the cache is a request. */
export function mapCosts(tiles: number, frames: number): MapCosts {
  return { frame: tiles, loop: tiles * Math.max(1, frames) };
}
