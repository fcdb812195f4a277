import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '@main/core/logger';
import { bridgeScriptUrlPath } from '@shared/ipc/browser-host-protocol';
import { redirect, securityHeaders, sendPlainText } from './http-responses';
import { checkHostAndOrigin, parseRequestTarget } from './request-guard';
import type { PageTokens } from './page-tokens';
import type { SessionAuth } from './session-auth';
import { appWindowOf } from '@shared/ipc/window-channels';
import { contentTypeFor, injectBridgeScript, isHtml, resolveStaticFile } from './static-files';
import type { TileSource } from '@main/core/tiles/tile-proxy';
import { sendTile, tilePathPrefix } from './tile-requests';

export interface PageRequestContext {
  port: number;
  auth: SessionAuth;
  rendererDir: string;
  bridgeScriptPath: string;
  /** Main's tile proxy, for the map window's tiles and legends. */
  tiles: TileSource;
  /** Where each served window page's token is issued, for its socket to present. */
  pageTokens: PageTokens;
  logger: Logger;
}

export type PageRequestHandler = (request: IncomingMessage, response: ServerResponse) => Promise<void>;

const needsSecretText =
  'This Weatherglass preview opens only through the link printed when it started: that link carries a secret for this run.';

/**
 * Sends a file; an HTML page gets the bridge script, and a window's page (`window`) the token its
 * socket opens with. The token is issued here, as the page is served: a page's own address later
 * says nothing.
 */
async function sendFile(response: ServerResponse, filePath: string, logger: Logger, pageToken: string | null = null): Promise<void> {
  const body = await readFile(filePath);
  if (!isHtml(filePath)) {
    response.writeHead(200, { ...securityHeaders, 'Content-Type': contentTypeFor(filePath), 'Content-Length': body.length });
    response.end(body);
    return;
  }
  const page = injectBridgeScript(body.toString('utf8'), pageToken);
  if (page === null) {
    logger.error('browser host: a page has no <head> to put the bridge script in');
    sendPlainText(response, 500);
    return;
  }
  response.writeHead(200, {
    ...securityHeaders,
    'Content-Type': contentTypeFor(filePath),
    'Content-Length': Buffer.byteLength(page),
    'Cache-Control': 'no-store',
  });
  response.end(page);
}

/** Pages, assets and the bridge script, each behind the host, origin and session checks. */
export function createPageRequestHandler(context: PageRequestContext): PageRequestHandler {
  const { port, auth, logger } = context;
  const refuse = (response: ServerResponse, status: number, reason: string, text?: string): void => {
    logger.warn('browser host: refused a request', { status, reason });
    sendPlainText(response, status, text);
  };

  return async (request, response) => {
    const verdict = checkHostAndOrigin(request.headers, port, { requireOrigin: false });
    if (!verdict.allowed) return refuse(response, verdict.status, verdict.reason);
    const url = parseRequestTarget(request.url, verdict.ownOrigin);
    if (url === null) return refuse(response, 400, 'the request target is not on this host');
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.setHeader('Allow', 'GET, HEAD');
      return refuse(response, 405, 'the method is not GET or HEAD');
    }

    const secret = url.searchParams.get('secret');
    if (secret !== null) {
      if (!auth.isRunSecret(secret)) return refuse(response, 401, 'the secret is wrong', needsSecretText);
      // Trade the secret for a cookie and drop it from the address bar, so it stays out of history.
      url.searchParams.delete('secret');
      return redirect(response, url.href, { 'Set-Cookie': auth.sessionCookie(port) });
    }
    if (!auth.hasSession(request.headers.cookie, port)) {
      return refuse(response, 401, 'no session cookie', needsSecretText);
    }

    if (url.pathname === '/') return redirect(response, new URL('/dashboard.html', url).href);
    if (url.pathname === bridgeScriptUrlPath) return sendFile(response, context.bridgeScriptPath, logger);
    if (url.pathname.startsWith(tilePathPrefix)) return sendTile(response, context.tiles, url);
    const filePath = await resolveStaticFile(context.rendererDir, url.pathname);
    if (filePath === null) return sendPlainText(response, 404);
    const window = isHtml(filePath) ? appWindowOf(url.href) : null;
    return sendFile(response, filePath, logger, window === null ? null : context.pageTokens.issue(window));
  };
}
