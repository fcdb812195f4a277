import type { ServerResponse } from 'node:http';
import { tileHttpResponse } from '@main/core/tiles/tile-http';
import type { TileSource } from '@main/core/tiles/tile-proxy';
import { tileScheme } from '@main/core/tiles/wg-tile-address';
import { tileAddressBase } from '@shared/tile-address';
import { securityHeaders } from './http-responses';

/** `/wg-tile/` on the preview's origin: what `wg-tile://` is in Electron. */
export const tilePathPrefix = tileAddressBase('browser');

/**
 * Answers `/wg-tile/{tiles|legends}/...` from main's tile proxy, as the Electron protocol handler
 * does. A request the page drops (Leaflet removing a tile, a frame or layer left behind) closes
 * the connection before the answer, and the proxy is told so that it can drop its own.
 */
export async function sendTile(response: ServerResponse, tiles: TileSource, url: URL): Promise<void> {
  const address = `${tileScheme}://${url.pathname.slice(tilePathPrefix.length)}${url.search}`;
  const dropped = new AbortController();
  response.once('close', () => {
    if (!response.writableEnded) dropped.abort();
  });
  const { status, headers, body } = tileHttpResponse(await tiles.serve(address, dropped.signal));
  if (dropped.signal.aborted) return;
  response.writeHead(status, { ...securityHeaders, ...headers, 'Cache-Control': 'no-store' });
  response.end(body);
}
