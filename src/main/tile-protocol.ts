import { protocol, type CustomScheme } from 'electron';
import { writeErrorText } from '@shared/i18n/messages/errors';
import { fail } from '@shared/ipc/result';
import type { Logger } from './core/logger';
import { refusalText } from './core/tiles/tile-http';
import type { TileAnswer, TileSource } from './core/tiles/tile-proxy';
import { tileScheme } from './core/tiles/wg-tile-address';

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

/** Why an answer holds no image, in the words the map's tile error carries. */
function failureOf(answer: Exclude<TileAnswer, { kind: 'image' }>): string {
  switch (answer.kind) {
    case 'badRequest':
      return answer.reason;
    case 'budgetExhausted':
      return refusalText(answer.refusal);
    case 'fetchFailed':
      return writeErrorText('en', answer.error.message);
  }
}

/**
 * The handler behind `wg-tile://`. Electron does not abort a handler's `request.signal` when the
 * page drops a load (an image of a frame or layer left behind); it cancels the response's body.
 * So the response goes back at once, its body a stream the image is written to when the proxy has
 * it, and cancelling that stream drops the proxy's fetch: not sent, or not waited for, and not
 * charged. An image that cannot be had fails the stream, which the page sees as a failed image;
 * every failure is a failed body, never an unhandled rejection in main.
 */
export function createTileProtocolHandler(proxy: TileSource, logger?: Logger): (request: Request) => Response {
  return (request) => {
    if (request.method !== 'GET') {
      return new Response('Method not allowed', { status: 405, headers: { ...plainText, allow: 'GET' } });
    }
    const dropped = new AbortController();
    const wanted = AbortSignal.any([request.signal, dropped.signal]);
    const answered = (async () => proxy.serve(request.url, wanted))().catch((error: unknown): TileAnswer => {
      logger?.error('tile protocol: the proxy failed', { reason: error instanceof Error ? error.name : 'unknown' });
      return { kind: 'fetchFailed', error: fail('internal', 'mapImageNotLoaded').error };
    });
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        void answered.then((answer) => {
          if (dropped.signal.aborted) return;
          if (answer.kind !== 'image') return controller.error(new Error(failureOf(answer)));
          controller.enqueue(new Uint8Array(answer.bytes));
          controller.close();
        });
      },
      cancel() {
        dropped.abort();
      },
    });
    return new Response(body, { status: 200, headers: { 'content-type': 'image/png', 'x-content-type-options': 'nosniff' } });
  };
}

/** Serves the map's tiles and legends; needs the app to be ready and the scheme registered privileged. */
export function handleTileProtocol(proxy: TileSource, logger?: Logger): void {
  protocol.handle(tileScheme, createTileProtocolHandler(proxy, logger));
}
