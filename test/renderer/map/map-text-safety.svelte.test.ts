import L from 'leaflet';
import { afterEach, describe, expect, it } from 'vitest';
import { emptyIconBody, stormPopupContent, textLabel } from '@renderer/map/leaflet/leaflet-content';
import { locationMarkers } from '@renderer/map/places/location-markers';
import { creditControl, ZoomButtons } from '@renderer/map/leaflet/map-controls';
import { stormLayers } from '@renderer/map/storms/storm-layers';
import { stormsOf } from '@renderer/map/storms/storms';
import { onlyLeafletProbe } from '@renderer/map/leaflet/trusted-types';
import { mapText } from '@renderer/map/text';
import type { Hurricanes } from '@shared/api/products';
import type { SavedLocation } from '@shared/settings';
import serviceStorms from './fixtures/hurricanes-2026-01-18.json';

// Names come from the service and the user's places: what the map gives Leaflet is elements with
// the names as text, never a string Leaflet would write as HTML.

const markup = '<img src="x" onerror="window.wgInjected = true"><a href="https://example.invalid/">link</a><b>bold</b>';
const named = (name: string) => `${name} ${markup}`;

/** Elements under `root` that only parsed markup would make. */
const parsed = (root: ParentNode) => root.querySelectorAll('img, a[href^="https://example.invalid"], b');

let map: L.Map | null = null;
afterEach(() => {
  map?.getContainer().remove();
  map?.remove();
  map = null;
});

/** A Leaflet map on a 512-pixel square (jsdom lays nothing out). */
function leafletMap(zoom = 5): L.Map {
  const container = document.createElement('div');
  Object.defineProperty(container, 'clientWidth', { value: 512 });
  Object.defineProperty(container, 'clientHeight', { value: 512 });
  document.body.append(container);
  map = L.map(container, { center: [15, 125], zoom, minZoom: 2, maxZoom: 12, zoomControl: false, attributionControl: false, zoomAnimation: false });
  return map;
}

describe('what Leaflet is given to show', () => {
  it('writes a label’s text as text', () => {
    const label = textLabel(named('Anding'));
    expect(label.textContent).toBe(named('Anding'));
    expect(label.childElementCount).toBe(0);
  });

  it('gives an icon an empty element, not an empty string', () => {
    const body = emptyIconBody();
    expect(body).toBeInstanceOf(HTMLElement);
    expect(body.childNodes).toHaveLength(0);
  });

  it('writes a storm popup’s title and lines as text, with a named close button that closes it', () => {
    let closes = 0;
    const content = stormPopupContent({ title: named('Anding (Western North Pacific)'), lines: [named('Category 1'), 'Position at 12:00'] }, { name: 'Sulje ponnahdusikkuna', close: () => (closes += 1) });

    expect(content.querySelector('.wg-storm-popup strong')?.textContent).toBe(named('Anding (Western North Pacific)'));
    expect([...content.querySelectorAll('.wg-storm-popup p')].map((line) => line.textContent)).toEqual([named('Category 1'), 'Position at 12:00']);
    expect(parsed(content)).toHaveLength(0);
    // Inside the left-to-right map, each line takes its own words' direction: Arabic lines run right to left.
    expect([...content.querySelectorAll('.wg-storm-popup strong, .wg-storm-popup p')].map((line) => line.getAttribute('dir'))).toEqual(['auto', 'auto', 'auto']);

    const close = content.querySelector<HTMLAnchorElement>('.leaflet-popup-close-button');
    expect(close?.getAttribute('role')).toBe('button');
    expect(close?.getAttribute('aria-label')).toBe('Sulje ponnahdusikkuna');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    close?.dispatchEvent(click);
    expect(closes).toBe(1);
    // The button's #close address is not followed.
    expect(click.defaultPrevented).toBe(true);
  });
});

describe('names on the map', () => {
  it('shows a storm’s name and its popup as text, and the popup’s own close button closes it', () => {
    const view = leafletMap();
    const collection = structuredClone(serviceStorms as Hurricanes);
    for (const feature of collection.features) feature.properties.stormName = named('Anding');
    const storms = stormsOf(collection);
    const { group, currentPoints } = stormLayers(storms, 'overlayPane', (storm) => ({ title: storm.name, lines: [] }));
    group.addTo(view);

    const tooltip = view.getContainer().querySelector('.leaflet-tooltip.wg-storm-name');
    expect(tooltip?.textContent).toBe(named('Anding'));
    currentPoints.get('WP012026')?.openPopup();
    const popup = view.getContainer().querySelector('.leaflet-popup');
    expect(popup?.querySelector('.wg-storm-popup strong')?.textContent).toBe(named('Anding'));
    // One close button, the popup's own: Leaflet's would be written as HTML.
    expect(popup?.querySelectorAll('.leaflet-popup-close-button')).toHaveLength(1);
    expect(parsed(view.getContainer())).toHaveLength(0);

    popup?.querySelector<HTMLElement>('.leaflet-popup-close-button')?.click();
    expect(view.getContainer().querySelector('.leaflet-popup')).toBeNull();
  });

  it('shows a saved place’s name beside its pin as text, and names the pin with it', () => {
    const view = leafletMap();
    const place: SavedLocation = { id: '1', name: named('Manila'), lat: 14.6, lon: 121, country: 'Philippines', timezone: 'Asia/Manila' };
    locationMarkers([place], { choose: () => undefined, focus: () => undefined }, mapText).group.addTo(view);

    expect(view.getContainer().querySelector('.leaflet-tooltip.wg-location-name')?.textContent).toBe(named('Manila'));
    expect(view.getContainer().querySelector('.wg-location-pin')?.getAttribute('aria-label')).toBe(`${named('Manila')}: show the forecast`);
    expect(parsed(view.getContainer())).toHaveLength(0);
  });
});

describe('the map’s controls', () => {
  it('zoom buttons show their signs as text, are named, zoom, and say when they can go no further', () => {
    const view = leafletMap(11);
    const control = new ZoomButtons({ zoomIn: 'Lähennä', zoomOut: 'Loitonna' }).addTo(view);
    const zoomIn = control.getContainer()?.querySelector<HTMLElement>('.leaflet-control-zoom-in');
    const zoomOut = control.getContainer()?.querySelector<HTMLElement>('.leaflet-control-zoom-out');
    expect([zoomIn?.textContent, zoomIn?.getAttribute('aria-label'), zoomIn?.title]).toEqual(['+', 'Lähennä', 'Lähennä']);
    expect([zoomOut?.textContent, zoomOut?.getAttribute('aria-label')]).toEqual(['−', 'Loitonna']);
    expect(zoomIn?.getAttribute('aria-disabled')).toBe('false');

    zoomIn?.click();
    expect(view.getZoom()).toBe(12);
    expect(zoomIn?.getAttribute('aria-disabled')).toBe('true');
    expect(zoomIn?.classList.contains('leaflet-disabled')).toBe(true);
    zoomIn?.click();
    expect(view.getZoom()).toBe(12);

    zoomOut?.click();
    expect(view.getZoom()).toBe(11);
    expect(zoomIn?.getAttribute('aria-disabled')).toBe('false');
  });

  it('credits the base map’s sources with links built as elements', () => {
    const view = leafletMap();
    creditControl([
      { name: 'Natural Earth', url: 'https://www.naturalearthdata.com' },
      { name: 'GeoNames', url: 'https://www.geonames.org' },
    ]).addTo(view);
    const credit = view.getContainer().querySelector('.leaflet-control-attribution');
    const links = [...(credit?.querySelectorAll('a') ?? [])].map((link) => [link.textContent, link.getAttribute('href'), link.target, link.rel]);
    expect(links).toEqual([
      ['Natural Earth', 'https://www.naturalearthdata.com', '_blank', 'noopener noreferrer'],
      ['GeoNames', 'https://www.geonames.org', '_blank', 'noopener noreferrer'],
    ]);
    expect(credit?.textContent).toBe('Natural Earth · GeoNames');
  });
});

describe('the map window’s Trusted Types policy', () => {
  it('lets through Leaflet’s inline SVG probe and refuses every other string', () => {
    expect(onlyLeafletProbe('<svg/>')).toBe('<svg/>');
    expect(onlyLeafletProbe(markup)).toBeNull();
    expect(onlyLeafletProbe('')).toBeNull();
    expect(onlyLeafletProbe('<span aria-hidden="true">+</span>')).toBeNull();
  });
});
