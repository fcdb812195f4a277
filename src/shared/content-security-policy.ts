/**
 * The policy every window's pages are served with, by the app:// protocol and by the browser host.
 * Nothing inline, nothing remote: scripts, styles and data come from the app's own origin only.
 * Images may also come from `wg-tile:`, the protocol main serves the map's tiles and legends through.
 *
 * Trusted Types: a string written as HTML (`innerHTML` and its kin) is refused and throws, so text
 * from the service or the user can never become markup by mistake. Two policies may exist: Svelte's,
 * which makes its own compiled templates, and the map window's `default`, which lets through only
 * Leaflet's fixed inline SVG probe (`renderer/src/map/leaflet/trusted-types.ts`). Each may be made once.
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
  "require-trusted-types-for 'script'",
  'trusted-types svelte-trusted-html default',
].join('; ');
