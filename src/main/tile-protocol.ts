import { protocol, type CustomScheme } from 'electron';
import type { Logger } from './core/logger';
import { tileHttpResponse } from './core/tiles/tile-http';
import type { TileAnswer, TileSource } from './core/tiles/tile-proxy';
import { tileScheme } from './core/tiles/tile-request';

/**
 * For bootstrap's single registerSchemesAsPrivileged call (Electron takes only one, before ready).
 * `standard` gives the URLs a host (`tiles`, `legends`) that Chromium parses like http's;
 * `secure` lets the app:// pages, a secure context, load the images without mixed-content
 * blocking. The map loads them with <img> (CSP img-src), so the fetch API, CORS, service workers
 * and CSP bypass all stay off.
 */
export const tileSchemePrivileges: CustomScheme = {
  scheme: tileScheme,
  privileges: { standard: true, secure: true },
};

const plainText = { 'content-type': 'text/plain; charset=utf-8' };

function toResponse(answer: TileAnswer): Response {
  const { status, headers, body } = tileHttpResponse(answer);
  return new Response(body, { status, headers: { ...headers, 'x-content-type-options': 'nosniff' } });
}

/**
 * The handler behind `wg-tile://`: every answer, failures included, becomes a response, so a
 * broken tile is a missing image and never an unhandled rejection in main.
 */
export function createTileProtocolHandler(proxy: TileSource, logger?: Logger): (request: Request) => Promise<Response> {
  return async (request) => {
    if (request.method !== 'GET') {
      return new Response('Method not allowed', { status: 405, headers: { ...plainText, allow: 'GET' } });
    }
    try {
      // A load the page cancels reaches the proxy only as far as Electron aborts this signal.
      return toResponse(await proxy.serve(request.url, request.signal));
    } catch (error) {
      logger?.error('tile protocol: the proxy failed', { reason: error instanceof Error ? error.name : 'unknown' });
      return new Response('The map image could not be loaded.', { status: 500, headers: plainText });
    }
  };
}

/** Serves the map's tiles and legends; needs the app to be ready and the scheme registered privileged. */
export function handleTileProtocol(proxy: TileSource, logger?: Logger): void {
  protocol.handle(tileScheme, createTileProtocolHandler(proxy, logger));
}
