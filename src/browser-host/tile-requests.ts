import type { ServerResponse } from 'node:http';
import { tileHttpResponse } from '@main/core/tiles/tile-http';
import type { TileSource } from '@main/core/tiles/tile-proxy';
import { tileScheme } from '@main/core/tiles/tile-request';
import { tileAddressBase } from '@shared/tile-address';
import { securityHeaders } from './http-responses';

/** `/wg-tile/` on the preview's origin: what `wg-tile://` is in Electron. */
export const tilePathPrefix = tileAddressBase('browser');

/** Answers `/wg-tile/{tiles|legends}/...` from main's tile proxy, as the Electron protocol handler does. */
export async function sendTile(response: ServerResponse, tiles: TileSource, url: URL): Promise<void> {
  const address = `${tileScheme}://${url.pathname.slice(tilePathPrefix.length)}${url.search}`;
  const { status, headers, body } = tileHttpResponse(await tiles.serve(address));
  response.writeHead(status, { ...securityHeaders, ...headers, 'Cache-Control': 'no-store' });
  response.end(body);
}
