import L from 'leaflet';
import { flushSync } from 'svelte';
import PlacesList from '@renderer/map/places/PlacesList.svelte';
import { button, installFakeMain, render } from '../dashboard/dashboard-fake-main';
import { defaultSettings, type SavedLocation } from '@shared/settings';
import { ok } from '@shared/ipc/result';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { edgeClearance, locationMarkers, uncovered } from '@renderer/map/places/location-markers';
import { nearestCopy, tabStops } from '@renderer/map/places/pin-tab-order';
import { MapView, type MapViewEvents } from '@renderer/map/leaflet/map-view';
import { browserTimer } from '@renderer/map/timer';
import { mapText } from '@renderer/map/text';

const helsinki: SavedLocation = { id: '658225', name: 'Helsinki', lat: 60.17, lon: 24.94, country: 'Finland', timezone: 'Europe/Helsinki' };
const tokyo: SavedLocation = { id: '1850147', name: 'Tokyo', lat: 35.69, lon: 139.69, country: 'Japan', timezone: 'Asia/Tokyo' };
const honolulu: SavedLocation = { id: '5856195', name: 'Honolulu', lat: 21.31, lon: -157.86, country: 'United States', timezone: 'Pacific/Honolulu' };
const auckland: SavedLocation = { id: '2193733', name: 'Auckland', lat: -36.85, lon: 174.76, country: 'New Zealand', timezone: 'Pacific/Auckland' };

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
    locationMarkers([helsinki], { choose: (location) => chosen.push(location.name), focus: (pin) => focused.push(pin.options.title ?? '') }, mapText).group.addTo(map);
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

describe('which pins are tab stops', () => {
  it('takes only a pin whose whole box is inside the map', () => {
    const points = [
      { x: 200, y: 150 },
      { x: 7, y: 7 },
      { x: 393, y: 293 },
      { x: 6, y: 150 },
      { x: 200, y: 294 },
      { x: -300, y: 150 },
      { x: 900, y: 150 },
    ];
    expect(tabStops(points, 400, 300, 7)).toEqual([true, true, true, false, false, false, false]);
  });

  it('draws a place in the world copy nearest the view, across the date line either way', () => {
    expect(nearestCopy(-157.86, 180)).toBeCloseTo(202.14, 9);
    expect(nearestCopy(174.76, -170)).toBeCloseTo(-185.24, 9);
    expect(nearestCopy(24.94, 25)).toBe(24.94);
    expect(nearestCopy(24.94, 400)).toBeCloseTo(384.94, 9);
  });
});

describe('the pins in the tab order as the map moves', () => {
  function openView(center: [number, number], zoom: number, locations: readonly SavedLocation[]) {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    const container = sizedContainer();
    const moves: { center: [number, number]; zoom: number; byUser: boolean }[] = [];
    const events: MapViewEvents = {
      frameReady: () => undefined,
      frameShown: () => undefined,
      tileError: () => undefined,
      pickPoint: () => undefined,
      pickLocation: () => undefined,
      moved: (at, atZoom, byUser) => moves.push({ center: at, zoom: atZoom, byUser }),
      viewSettled: () => undefined,
    };
    const view = new MapView(container, { center, zoom, reducedMotion: true, language: 'en' }, events, browserTimer);
    view.setLocations(locations, 'en');
    cleanup = () => {
      view.destroy();
      container.remove();
    };
    const pin = (name: string) => {
      const found = [...container.querySelectorAll<HTMLElement>('.wg-location-pin')].find((element) => element.getAttribute('title') === name);
      if (found === undefined) throw new Error(`no pin for ${name}`);
      return found;
    };
    const tabOrder = () => locations.filter((location) => pin(location.name).tabIndex === 0).map((location) => location.name);
    return { view, moves, pin, tabOrder };
  }

  it('leaves out the pins beyond the view, and takes them in once the map moves to them', () => {
    const { view, tabOrder } = openView([60, 25], 5, [helsinki, tokyo]);
    expect(tabOrder()).toEqual(['Helsinki']);
    view.map.setView([35.69, 139.69], 5, { animate: false });
    expect(tabOrder()).toEqual(['Tokyo']);
  });

  it('puts the pin in view across the date line: Honolulu east of Auckland over the Pacific', () => {
    const { view, tabOrder } = openView([0, 180], 2, [honolulu, auckland, helsinki]);
    expect(tabOrder()).toEqual(['Honolulu', 'Auckland']);
    const center = view.map.latLngToContainerPoint(view.map.getCenter());
    const honoluluPoint = view.map.latLngToContainerPoint([honolulu.lat, nearestCopy(honolulu.lon, 180)]);
    // East of the centre, where it lies seen from the Pacific, not a world away to the west.
    expect(honoluluPoint.x).toBeGreaterThan(center.x);
  });

  it('goes to a place from the list: the map centred on it at its zoom, the user’s view, and its pin focused', () => {
    const { view, moves, pin, tabOrder } = openView([60, 25], 5, [helsinki, tokyo, honolulu]);
    view.jumpTo(honolulu.id);
    const center = view.map.getCenter();
    expect([center.lat, center.lng]).toEqual([honolulu.lat, honolulu.lon]);
    expect(view.map.getZoom()).toBe(5);
    expect(moves.at(-1)).toEqual({ center: [honolulu.lat, honolulu.lon], zoom: 5, byUser: true });
    expect(document.activeElement).toBe(pin('Honolulu'));
    expect(tabOrder()).toEqual(['Honolulu']);
  });
});

describe('the list of places', () => {
  function openList(locations: readonly SavedLocation[]) {
    // The list's words follow the settings' interface language.
    installFakeMain({ 'settings:get': () => ok(defaultSettings) });
    const jumps: string[] = [];
    const list = render(PlacesList, { locations, onjump: (id: string) => jumps.push(id) });
    cleanup = list.destroy;
    const toggle = () => button(list.target, 'Go to place');
    const shown = () => [...list.target.querySelectorAll('#map-places-list button')].map((entry) => entry.textContent);
    return { list, jumps, toggle, shown };
  }

  it('opens on its button to every place, and goes to the one chosen', () => {
    const { list, jumps, toggle, shown } = openList([helsinki, tokyo, honolulu]);
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(shown()).toEqual([]);
    toggle().click();
    flushSync();
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(list.target.querySelector('#map-places-list')?.getAttribute('aria-label')).toBe('Your places');
    expect(shown()).toEqual(['Helsinki', 'Tokyo', 'Honolulu']);
    button(list.target, 'Honolulu').click();
    flushSync();
    expect(jumps).toEqual([honolulu.id]);
    expect(shown()).toEqual([]);
  });

  it('closes on Escape with the focus back on its button, and keeps the Escape from the window', () => {
    const { list, toggle, shown } = openList([helsinki, tokyo]);
    const heard: string[] = [];
    const hear = (event: KeyboardEvent) => heard.push(event.key);
    window.addEventListener('keydown', hear);
    try {
      toggle().click();
      flushSync();
      const tokyoEntry = button(list.target, 'Tokyo');
      tokyoEntry.focus();
      tokyoEntry.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
      flushSync();
      expect(shown()).toEqual([]);
      expect(document.activeElement).toBe(toggle());
      expect(heard).toEqual([]);
      // Closed, Escape is the window's again (it closes the forecast card).
      toggle().dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
      expect(heard).toEqual(['Escape']);
    } finally {
      window.removeEventListener('keydown', hear);
    }
  });

  it('is not there without places', () => {
    const { list } = openList([]);
    expect(list.target.querySelector('button')).toBeNull();
  });
});
