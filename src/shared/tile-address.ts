import type { AppHost } from './app-info';

/**
 * Where a window loads map tiles and legends from: main's `wg-tile://` protocol in Electron, and
 * the same addresses under `/wg-tile/` of the browser preview's own origin. Both end in the
 * proxy in main, which adds the token; the window never holds one.
 */
export function tileAddressBase(host: AppHost): string {
  return host === 'electron' ? 'wg-tile://' : '/wg-tile/';
}
