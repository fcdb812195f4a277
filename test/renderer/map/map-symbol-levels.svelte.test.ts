import L from 'leaflet';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MoveSettle, moveSettleMs } from '@renderer/map/frames/move-settle';
import { SymbolLayer } from '@renderer/map/places/symbol-layer';
import type { SymbolTile } from '@shared/api/maps';
import { ok } from '@shared/ipc/result';
import { installFakeMain } from '../dashboard/dashboard-fake-main';
import { manualTimer } from './manual-timer';

const tile: SymbolTile = {
  locations: [{ city: 'Helsinki', id: 658225, lat: 60.16952, lon: 24.93545, timesteps: [{ time: '2026-02-09T19:00', symbol: 'd100', temperature: -4 }] }],
};

/** Lets the symbol tiles' answers arrive (they resolve at once). */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a zoom step on the places’ symbols', () => {
  let map: L.Map | undefined;
  // The symbols' words follow the settings, read from main: one that has none speaks English.
  beforeEach(() => installFakeMain({}));
  afterEach(() => {
    map?.remove();
    document.body.replaceChildren();
  });

  it('keeps the level zoomed from on screen until the new level’s places have loaded', async () => {
    const element = document.createElement('div');
    Object.defineProperties(element, { clientWidth: { value: 800 }, clientHeight: { value: 600 } });
    document.body.append(element);
    // Without animation, as with reduced motion: Leaflet resets the view for each zoom.
    map = L.map(element, { center: [60, 25], zoom: 5, zoomAnimation: false, fadeAnimation: false });
    const { timer, advance } = manualTimer();
    const asked: number[] = [];
    const layer = new SymbolLayer(
      {
        load: (address) => {
          asked.push(address.z);
          return Promise.resolve(ok(tile));
        },
        time: () => '2026-02-09T19:00:00Z',
        display: { locale: 'en', units: { temperature: 'C' } },
        onError: () => undefined,
        pane: 'overlayPane',
      },
      new MoveSettle(map, timer),
    );
    layer.addTo(map);
    await settled();
    const before = [...element.querySelectorAll('.wg-symbols .leaflet-tile')];
    expect(before.length).toBeGreaterThan(0);
    expect(asked.every((zoom) => zoom === 5)).toBe(true);

    map.setZoom(6);
    // The new level waits for the view to settle; the old one's places under the new view stay
    // meanwhile (those the zoom took out of view go at once).
    expect(before.some((symbols) => symbols.isConnected)).toBe(true);
    expect(element.querySelector('.wg-symbols .temperature')).not.toBeNull();

    advance(moveSettleMs);
    await settled();
    expect(asked).toContain(6);
    expect(before.some((symbols) => symbols.isConnected)).toBe(false);
    expect(element.querySelectorAll('.wg-symbols .leaflet-tile').length).toBeGreaterThan(0);
  });
});
