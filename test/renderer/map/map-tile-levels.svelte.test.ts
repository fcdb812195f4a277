import L from 'leaflet';
import { afterEach, describe, expect, it } from 'vitest';
import { FrameLayers } from '@renderer/map/frames/frame-layers';
import { MoveSettle, moveSettleMs } from '@renderer/map/frames/move-settle';
import { manualTimer } from './manual-timer';

const time = '2026-02-09T18:45:00Z';

/** The frame's tile images asking for the zoom level `zoom`. */
function tilesAt(container: HTMLElement, zoom: number): HTMLImageElement[] {
  return [...container.querySelectorAll<HTMLImageElement>('.wg-frame img')].filter((image) => image.getAttribute('src')?.includes(`/tiles/5/${time}/${zoom}/`));
}

/** The images loaded, as a browser would have them: complete (jsdom loads none). */
function loadAll(images: readonly HTMLImageElement[]): void {
  for (const image of images) {
    Object.defineProperty(image, 'complete', { value: true });
    image.dispatchEvent(new Event('load'));
  }
}

describe('a zoom step on the frames', () => {
  let map: L.Map | undefined;
  afterEach(() => map?.remove());

  it('keeps the level zoomed from on screen, scaled, until the new level’s tiles have loaded', () => {
    const element = document.createElement('div');
    document.body.append(element);
    // Without animation, as with reduced motion: Leaflet resets the view for each zoom.
    map = L.map(element, { center: [60, 25], zoom: 5, zoomAnimation: false, fadeAnimation: false });
    const { timer, advance } = manualTimer();
    const frames = new FrameLayers(map, new MoveSettle(map, timer), 'overlayPane', { ready: () => undefined, shown: () => undefined, tileError: () => undefined });
    frames.setSource({ template: (frame) => `/wg-tile/tiles/5/${frame}/{z}/{x}/{y}.png`, options: {} });
    frames.show(time);
    const before = tilesAt(element, 5);
    expect(before.length).toBeGreaterThan(0);
    loadAll(before);

    map.setZoom(6);
    // The new level's tiles wait for the view to settle before they have an address.
    const pending = [...element.querySelectorAll<HTMLImageElement>('.wg-frame img:not([src])')];
    expect(pending.length).toBeGreaterThan(0);
    expect(tilesAt(element, 5)).toEqual(before);
    expect(before.every((image) => image.isConnected)).toBe(true);

    advance(moveSettleMs);
    const fresh = tilesAt(element, 6);
    expect(fresh).toEqual(pending);
    expect(before.every((image) => image.isConnected)).toBe(true);

    loadAll(fresh);
    expect(before.some((image) => image.isConnected)).toBe(false);
    expect(tilesAt(element, 6)).toEqual(fresh);
  });
});
