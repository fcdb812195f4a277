import L from 'leaflet';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { edgeClearance, locationMarkers, uncovered } from '@renderer/map/places/location-markers';
import { MapView, type MapViewEvents } from '@renderer/map/leaflet/map-view';
import type { SavedLocation } from '@shared/settings';
import { browserTimer } from '@renderer/map/timer';
import { mapText } from '@renderer/map/text';

const helsinki: SavedLocation = { id: '658225', name: 'Helsinki', lat: 60.17, lon: 24.94, country: 'Finland', timezone: 'Europe/Helsinki' };
const tokyo: SavedLocation = { id: '1850147', name: 'Tokyo', lat: 35.69, lon: 139.69, country: 'Japan', timezone: 'Asia/Tokyo' };

const area = new DOMRect(0, 0, 400, 300);

/** A map box of 400 × 300 for Leaflet, which jsdom lays out at 0 × 0; `height` resizes it. */
function sizedContainer(size = { height: area.height }): HTMLElement {
  const container = document.createElement('div');
  Object.defineProperty(container, 'clientWidth', { value: area.width });
  Object.defineProperty(container, 'clientHeight', { get: () => size.height });
  container.getBoundingClientRect = () => new DOMRect(0, 0, area.width, size.height);
  document.body.append(container);
  return container;
}

/** Each pin's box where Leaflet has put it, as a browser would report it. */
function layOutPins(map: L.Map, container: HTMLElement, locations: readonly SavedLocation[]): HTMLElement[] {
  const pins = [...container.querySelectorAll<HTMLElement>('.wg-location-pin')];
  pins.forEach((pin, index) => {
    const location = locations[index];
    if (location === undefined) throw new Error('a pin with no location');
    pin.getBoundingClientRect = () => {
      const at = map.latLngToContainerPoint([location.lat, location.lon]);
      return new DOMRect(at.x - 7, at.y - 7, 14, 14);
    };
  });
  return pins;
}

let cleanup: (() => void) | undefined;
afterEach(() => {
  cleanup?.();
  cleanup = undefined;
  vi.unstubAllGlobals();
});

describe('what covers the map', () => {
  const zoomButtons = new DOMRect(10, 10, 34, 64);
  const legend = new DOMRect(10, 160, 280, 130);
  const card = new DOMRect(150, 10, 240, 280);

  it('keeps each thing over the map clear along the edge it covers least of', () => {
    expect(edgeClearance(area, [zoomButtons, legend], 0)).toEqual({ top: 0, right: 0, bottom: 140, left: 44 });
    expect(edgeClearance(area, [zoomButtons, card], 0)).toEqual({ top: 0, right: 250, bottom: 0, left: 44 });
  });

  it('leaves room for a pin where the clearances would meet, shrinking both in proportion', () => {
    const clear = edgeClearance(area, [zoomButtons, card], 150);
    expect(clear.left + clear.right).toBeCloseTo(area.width - 150, 9);
    expect(clear.right / clear.left).toBeCloseTo(250 / 44, 9);
    expect([clear.top, clear.bottom]).toEqual([0, 0]);
  });

  it('ignores what lies outside the map or takes no room', () => {
    expect(edgeClearance(area, [new DOMRect(0, 310, 400, 40), new DOMRect(50, 50, 0, 0)], 0)).toEqual({ top: 0, right: 0, bottom: 0, left: 0 });
  });

  it('calls a box uncovered only inside the map and under nothing', () => {
    expect(uncovered([new DOMRect(200, 100, 14, 14), new DOMRect(222, 100, 60, 20)], area, [zoomButtons, legend])).toBe(true);
    expect(uncovered([new DOMRect(200, 150, 14, 14)], area, [legend])).toBe(false);
    expect(uncovered([new DOMRect(390, 100, 14, 14)], area, [])).toBe(false);
    // Touching is not covering.
    expect(uncovered([new DOMRect(290, 160, 14, 14)], area, [legend])).toBe(true);
  });
});

describe('a place pin from the keyboard', () => {
  it('shows its forecast on Enter or Space, as on a click, and takes no other key', () => {
    const container = sizedContainer();
    const map = L.map(container, { center: [60, 25], zoom: 5 });
    const chosen: string[] = [];
    const focused: string[] = [];
    locationMarkers([helsinki], { choose: (location) => chosen.push(location.name), focus: (pin) => focused.push(pin.options.title ?? '') }, mapText).addTo(map);
    cleanup = () => {
      map.remove();
      container.remove();
    };
    const pin = container.querySelector<HTMLElement>('.wg-location-pin');
    if (pin === null) throw new Error('no pin');
    expect(pin.getAttribute('role')).toBe('button');
    expect(pin.getAttribute('aria-label')).toBe('Helsinki: show the forecast');

    pin.focus();
    expect(focused).toEqual(['Helsinki']);
    const presses = ['Enter', ' ', 'Tab', 'a'].map((key) => {
      const press = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
      pin.dispatchEvent(press);
      return press.defaultPrevented;
    });
    expect(chosen).toEqual(['Helsinki', 'Helsinki']);
    expect(presses).toEqual([true, true, false, false]);
    pin.click();
    expect(chosen).toEqual(['Helsinki', 'Helsinki', 'Helsinki']);
  });
});

describe('the map when a pin takes the focus', () => {
  function openView() {
    const resized: (() => void)[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          resized.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    const size = { height: area.height };
    const container = sizedContainer(size);
    const moves: { center: [number, number]; byUser: boolean }[] = [];
    const events: MapViewEvents = {
      frameReady: () => undefined,
      frameShown: () => undefined,
      tileError: () => undefined,
      pickPoint: () => undefined,
      pickLocation: () => undefined,
      moved: (center, _zoom, byUser) => moves.push({ center, byUser }),
      viewSettled: () => undefined,
    };
    const view = new MapView(container, { center: [60, 25], zoom: 5, reducedMotion: true, language: 'en' }, events, browserTimer);
    view.setLocations([helsinki, tokyo], 'en');
    const [helsinkiPin, tokyoPin] = layOutPins(view.map, container, [helsinki, tokyo]);
    if (helsinkiPin === undefined || tokyoPin === undefined) throw new Error('no pins');
    cleanup = () => {
      view.destroy();
      container.remove();
    };
    const resize = (height: number) => {
      size.height = height;
      for (const callback of resized) callback();
    };
    return { view, moves, helsinkiPin, tokyoPin, resize };
  }

  it('does not move for a pin in view, and moves one out of view just inside the edge it came from', () => {
    const { view, moves, helsinkiPin, tokyoPin } = openView();
    helsinkiPin.focus();
    expect(moves).toEqual([]);

    tokyoPin.focus();
    expect(moves.map((move) => move.byUser)).toEqual([false]);
    const at = view.map.latLngToContainerPoint([tokyo.lat, tokyo.lon]);
    // Tokyo came in from the east: it stops near the right edge, with room for its name, not in the middle.
    expect(at.x).toBeGreaterThan(area.width / 2);
    expect(at.x).toBeLessThan(area.width - 12);
    expect(at.y).toBeGreaterThanOrEqual(12);
    expect(at.y).toBeLessThanOrEqual(area.height - 12);
  });

  it('keeps the focused pin in the clear when the map grows shorter (the toolbar above wraps)', () => {
    const { view, tokyoPin, resize } = openView();
    tokyoPin.focus();
    const shorter = area.height / 3;
    resize(shorter);
    const at = view.map.latLngToContainerPoint([tokyo.lat, tokyo.lon]);
    expect(at.y).toBeGreaterThanOrEqual(12);
    expect(at.y).toBeLessThanOrEqual(shorter - 12);
  });

  it('tells a move of the user’s from the pin’s and the window’s', () => {
    const { view, moves, tokyoPin, resize } = openView();
    tokyoPin.focus();
    resize(240);
    const unasked = moves.length;
    view.map.panBy([40, 0], { animate: false });
    // The pin's pan, the resize's and the pin's again once resized: none of them the user's.
    expect(moves.slice(0, unasked).map((move) => move.byUser)).toEqual([false, false, false]);
    expect(moves.slice(unasked).map((move) => move.byUser)).toEqual([true]);
  });
});
