// Tiles per view: which of the map window's tile requests fell inside the view it stopped on.
// Used by map-exploration.ts and map-curious-user.ts; the e2e test of the map's tile ranges uses the
// same in-page geometry (`viewTilesExpression`).
import type { Page } from '@playwright/test';

/** One tile request the page made: `/wg-tile/tiles/<layer>/<time>/<z>/<x>/<y>.png`. */
export interface TileRequest {
  layer: number;
  time: string;
  z: number;
  x: number;
  y: number;
}

export function parseTileRequest(url: string): TileRequest | null {
  const match = /\/wg-tile\/tiles\/(\d+)\/([^/]+)\/(\d+)\/(-?\d+)\/(-?\d+)\.png/.exec(new URL(url).pathname);
  if (match === null) return null;
  const [, layer, time, z, x, y] = match;
  return { layer: Number(layer), time: decodeURIComponent(time ?? ''), z: Number(z), x: Number(x), y: Number(y) };
}

/**
 * Runs in the page: the addresses (`z/x/y`, wrapped round the world as the tile endpoint wants
 * them) of every tile at the shown zoom that overlaps the map's visible box, worked out from the
 * geometry alone: one drawn tile at scale 1 gives the grid, the map's box gives the range. Null when
 * no tile at scale 1 is drawn to take the grid from.
 */
export const viewTilesExpression = `(() => {
  const container = document.querySelector('.leaflet-container');
  if (container === null) return null;
  const view = container.getBoundingClientRect();
  const reference = [...document.querySelectorAll('.wg-frame img')].find((image) => {
    const box = image.getBoundingClientRect();
    return /\\/tiles\\/\\d+\\/[^/]+\\/\\d+\\/-?\\d+\\/-?\\d+\\.png/.test(image.getAttribute('src') ?? '') && Math.abs(box.width - image.width) < 0.5 && box.width > 0;
  });
  if (reference === undefined) return null;
  const [z, x, y] = /\\/(\\d+)\\/(-?\\d+)\\/(-?\\d+)\\.png/.exec(new URL(reference.src).pathname).slice(1).map(Number);
  const box = reference.getBoundingClientRect();
  const size = box.width;
  // A tile touching the view's edge by less than a pixel is not drawn on it.
  const edge = 0.5;
  const first = (from, to) => Math.floor((to + edge - from) / size);
  const last = (from, to) => Math.ceil((to - edge - from) / size) - 1;
  const columns = [x + first(box.left, view.left), x + last(box.left, view.right)];
  const rows = [y + first(box.top, view.top), y + last(box.top, view.bottom)];
  const count = 2 ** z;
  const tiles = new Set();
  for (let row = Math.max(0, rows[0]); row <= Math.min(count - 1, rows[1]); row += 1) {
    for (let column = columns[0]; column <= columns[1]; column += 1) tiles.add(z + '/' + (((column % count) + count) % count) + '/' + row);
  }
  return [...tiles];
})()`;

/** The view's visible tiles (`z/x/y`), or null when the page draws no tile to measure by. */
export function viewTiles(page: Page): Promise<string[] | null> {
  return page.evaluate<string[] | null>(viewTilesExpression);
}

/** What one view stopped on cost: the requests made since the view before it. */
export interface ViewTiles {
  name: string;
  /** Tile requests the page made for this view (and on the way to it). */
  requests: number;
  /** Distinct frames (layer and time) those requests were for. */
  frames: number;
  /** Tiles that overlap the visible view (the view's own count); null when it could not be measured. */
  inView: number | null;
  /** The limit: `inView` for each frame asked for. */
  limit: number | null;
  /** Requests for a tile outside the visible view (another zoom, past an edge). */
  outside: number;
}

/**
 * Counts the page's tile requests view by view: call `viewStopped` each time the map has settled on
 * a view; the requests made since the previous call are set against that view's tiles.
 */
export function watchTilesPerView(page: Page): {
  viewStopped(name: string): Promise<ViewTiles>;
  readonly views: readonly ViewTiles[];
  totals(): { requests: number; limit: number; outside: number };
} {
  let pending: TileRequest[] = [];
  const views: ViewTiles[] = [];
  page.on('request', (request) => {
    const tile = parseTileRequest(request.url());
    if (tile !== null) pending.push(tile);
  });
  return {
    async viewStopped(name) {
      const tiles = await viewTiles(page);
      const asked = pending;
      pending = [];
      const inView = tiles === null ? null : new Set(tiles);
      const frames = new Set(asked.map((tile) => `${tile.layer} ${tile.time}`)).size;
      const outside = asked.filter((tile) => inView?.has(`${tile.z}/${tile.x}/${tile.y}`) !== true).length;
      const view: ViewTiles = { name, requests: asked.length, frames, inView: inView?.size ?? null, limit: inView === null ? null : inView.size * frames, outside };
      views.push(view);
      return view;
    },
    views,
    totals() {
      return views.reduce(
        (sum, view) => ({ requests: sum.requests + view.requests, limit: sum.limit + (view.limit ?? 0), outside: sum.outside + view.outside }),
        { requests: 0, limit: 0, outside: 0 },
      );
    },
  };
}

/** One line per view that asked for tiles: requests against the limit, and those outside the view. */
export function printTilesPerView(views: readonly ViewTiles[], indent = '    '): void {
  for (const view of views) {
    if (view.requests === 0) continue;
    const limit = view.limit === null ? '?' : String(view.limit);
    const per = view.inView === null ? '' : ` (${view.inView} in view × ${view.frames} frame${view.frames === 1 ? '' : 's'})`;
    console.log(`${indent}${String(view.requests).padStart(4)} of limit ${limit.padStart(4)}${per}, ${view.outside} outside  ${view.name}`);
  }
}
