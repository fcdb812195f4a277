/**
 * The policy every window's pages are served with, by the app:// protocol and by the browser host.
 * Nothing inline, nothing remote: scripts, styles and data come from the app's own origin only.
 * Images may also come from `wg-tile:`, the protocol main serves the map's tiles and legends through.
 */
export const contentSecurityPolicy = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: wg-tile:",
  "font-src 'self'",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
  "object-src 'none'",
].join('; ');
