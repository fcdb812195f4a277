/**
 * The map window's one exception to Trusted Types (the windows' CSP refuses any string written as
 * HTML): Leaflet, as its module loads, writes `<svg/>` into a detached element to learn whether
 * the browser parses inline SVG, and a refused write would stop the map before it starts. Its
 * controls, tooltips, popups and icons are given elements instead (`map-controls.ts`,
 * `leaflet-content.ts`), so this policy lets through that one fixed string and no other: any other
 * string is refused, reported and thrown, as the CSP wants.
 *
 * Imported first by the map's `main.ts`, so it exists before Leaflet's module runs; the CSP's
 * `trusted-types` directive allows the name `default` once, so no later script can replace it.
 */

/** Leaflet 1.9's inline SVG probe (`src/core/Browser.js`). */
const leafletSvgProbe = '<svg/>';

/** The policy's rule: the probe passes as it is; null refuses, so the browser reports the violation and throws. */
export function onlyLeafletProbe(html: string): string | null {
  return html === leafletSvgProbe ? html : null;
}

interface TrustedTypePolicyFactory {
  createPolicy(name: string, rules: { createHTML(input: string): string | null }): unknown;
}

const factory = (globalThis as { trustedTypes?: TrustedTypePolicyFactory }).trustedTypes;
factory?.createPolicy('default', { createHTML: onlyLeafletProbe });
