import L from 'leaflet';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FrameLayers, viewportOnly } from '@renderer/map/frames/frame-layers';
import { framesOf } from '@renderer/map/frames/frames';
import { MoveSettle, moveSettleMs } from '@renderer/map/frames/move-settle';
import type { Timer } from '@renderer/map/timer';
import type { Capabilities, MapLayer } from '@shared/api/maps';
import { ok } from '@shared/ipc/result';
import { defaultSettings, type SavedLocation, type Settings } from '@shared/settings';
import capture from '../../service/maps/fixtures/capabilities-capture.json';
import { installFakeMain } from '../dashboard/dashboard-fake-main';
import { manualTimer } from './manual-timer';
import { mountMapController } from './map-window.svelte';
import { weatherDataLayer } from '@shared/tile-providers';

const captured = capture as Capabilities;
const helsinki: SavedLocation = { id: '658225', name: 'Helsinki', lat: 60.17, lon: 24.94, country: 'Finland', timezone: 'Europe/Helsinki' };

function layerWithId(id: number): MapLayer {
  const found = captured.images.find((layer) => layer.id === id);
  if (found === undefined) throw new Error(`no layer ${id} in the capture`);
  return found;
}

/** Every tile address Leaflet gives an image, in order: a request the window makes. */
function recordTileRequests(): { layerId: number; time: string; zoom: number }[] {
  const requests: { layerId: number; time: string; zoom: number }[] = [];
  const source = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'src');
  vi.spyOn(HTMLImageElement.prototype, 'src', 'set').mockImplementation(function (this: HTMLImageElement, value: string) {
    const match = /\/tiles\/(\d+)\/([^/]+)\/(\d+)\//.exec(value);
    if (match !== null) requests.push({ layerId: Number(match[1]), time: decodeURIComponent(match[2] ?? ''), zoom: Number(match[3]) });
    source?.set?.call(this, value);
  });
  return requests;
}

/** A map window over a fake main with the radar layer on, once its first frame's tiles are asked for. */
async function openWindow(timer: Timer, { symbols = false, symbolZooms = [] as number[] } = {}) {
  const settings: Settings = { ...defaultSettings, map: { ...defaultSettings.map, layer: weatherDataLayer(5), center: [60.17, 24.94], zoom: 5, symbols } };
  installFakeMain({
    'map:symbols': (tile) => {
      symbolZooms.push((tile as { z: number }).z);
      return ok({ locations: [] });
    },
    'app:getInfo': () => ok({ name: 'Weatherglass', version: '1.0.0', mode: 'demo', source: 'demo', host: 'browser' }),
    'settings:get': () => ok(settings),
    'settings:update': () => ok(settings),
    'locations:list': () => ok([helsinki]),
    'map:getCapabilities': () => ok(structuredClone(captured)),
  });
  const { map: opened, container, close } = mountMapController(timer);
  await vi.waitFor(() => expect(container.querySelectorAll('.wg-frame img').length).toBeGreaterThan(0));
  return { map: opened, container, close };
}

describe('the frames the map window asks for', () => {
  let close: (() => void) | undefined;
  beforeEach(() => {
    vi.stubGlobal('ResizeObserver', class { observe() {} disconnect() {} });
    vi.stubGlobal('matchMedia', () => ({ matches: true }));
    vi.stubGlobal('fetch', () => Promise.resolve(new Response(null, { status: 404 })));
  });
  afterEach(() => {
    close?.();
    close = undefined;
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('asks, of a slider dragged across ten frames, only for the frame it stops on', async () => {
    const requests = recordTileRequests();
    const { timer, advance } = manualTimer();
    const opened = await openWindow(timer);
    close = opened.close;
    const frames = framesOf(layerWithId(5).times);
    // The frame the window opened on: the layer's present one.
    const now = opened.map.playback.index;
    const opening = requests.length;
    expect(new Set(requests.map((request) => request.time))).toEqual(new Set([frames[now]?.time]));

    for (let step = 1; step <= 10; step += 1) {
      opened.map.playback.seek(now - step);
      advance(90);
    }
    expect(requests).toHaveLength(opening);
    advance(200);

    const settled = frames[now - 10]?.time;
    expect(new Set(requests.slice(opening).map((request) => request.time))).toEqual(new Set([settled]));
    expect(requests.slice(opening)).toHaveLength(opening);
  });

  it('asks, of layers flipped through quickly, only for the one chosen last', async () => {
    const requests = recordTileRequests();
    const { timer, advance } = manualTimer();
    const opened = await openWindow(timer);
    close = opened.close;
    const opening = requests.length;

    for (const id of [2, 4, 8, 22]) {
      opened.map.chooseLayer(id);
      advance(150);
    }
    advance(200);

    const precipitation = framesOf(layerWithId(22).times);
    const asked = requests.slice(opening);
    expect(asked.length).toBeGreaterThan(0);
    expect(new Set(asked.map((request) => `${request.layerId} ${request.time}`))).toEqual(
      new Set([`22 ${precipitation[opened.map.playback.index]?.time}`]),
    );
  });

  it('asks, of zoom buttons clicked in a row after a change of layer, only for the level they stop at, once the view is still', async () => {
    const requests = recordTileRequests();
    const { timer, advance } = manualTimer();
    const opened = await openWindow(timer);
    close = opened.close;
    // A layer left behind must stop following the map's zooms (it once threw on each and held the new layer's tiles a level behind).
    opened.map.chooseLayer(22);
    advance(200);
    const opening = requests.length;
    const zoomIn = opened.container.querySelector<HTMLElement>('.leaflet-control-zoom-in');
    if (zoomIn === null) throw new Error('no zoom button');

    for (let click = 0; click < 3; click += 1) {
      zoomIn.click();
      advance(moveSettleMs / 2);
    }
    expect(requests).toHaveLength(opening);
    advance(moveSettleMs);

    const asked = requests.slice(opening);
    expect(asked.length).toBeGreaterThan(0);
    expect(new Set(asked.map((request) => `${request.layerId} z${request.zoom}`))).toEqual(new Set(['22 z8']));
  });

  it('asks for the places’ symbol tiles only at the level zoom clicks stop at', async () => {
    const { timer, advance } = manualTimer();
    const symbolZooms: number[] = [];
    const opened = await openWindow(timer, { symbols: true, symbolZooms });
    close = opened.close;
    await vi.waitFor(() => expect(symbolZooms.length).toBeGreaterThan(0));
    const opening = symbolZooms.length;
    const zoomIn = opened.container.querySelector<HTMLElement>('.leaflet-control-zoom-in');
    if (zoomIn === null) throw new Error('no zoom button');

    for (let click = 0; click < 3; click += 1) {
      zoomIn.click();
      advance(moveSettleMs / 2);
    }
    expect(symbolZooms).toHaveLength(opening);
    advance(moveSettleMs);

    expect(symbolZooms.length).toBeGreaterThan(opening);
    expect(new Set(symbolZooms.slice(opening))).toEqual(new Set([8]));
  });

  it('lets go of a frame left before it loaded: its layer and its tile requests go', async () => {
    const { timer, advance } = manualTimer();
    const opened = await openWindow(timer);
    close = opened.close;
    const frames = framesOf(layerWithId(5).times);
    // The frame the window opened on: the layer's present one.
    const now = opened.map.playback.index;
    const left = frames[now - 4]?.time ?? '';

    opened.map.playback.seek(now - 4);
    advance(200);
    const leftLayer = opened.container.querySelector(`.wg-frame[data-time="${left}"]`);
    const leftTiles = [...(leftLayer?.querySelectorAll('img') ?? [])];
    expect(leftTiles.length).toBeGreaterThan(0);

    opened.map.playback.seek(now - 8);
    advance(200);
    expect(opened.container.querySelector(`.wg-frame[data-time="${left}"]`)).toBeNull();
    // Leaflet cancels an image still loading by pointing it at an empty one.
    expect(leftTiles.every((tile) => tile.getAttribute('src')?.startsWith('data:'))).toBe(true);
    expect(opened.container.querySelector(`.wg-frame[data-time="${frames[now - 8]?.time}"]`)).not.toBeNull();
  });
});

describe('a frame’s tile layer', () => {
  it('asks only for the tiles in view: none kept beyond the edge, none mid-pan or mid-zoom', () => {
    const element = document.createElement('div');
    const map = L.map(element, { center: [60, 25], zoom: 5 });
    const frames = new FrameLayers(map, new MoveSettle(map, manualTimer().timer), 'overlayPane', { ready: () => undefined, shown: () => undefined, tileError: () => undefined });
    frames.setSource({ template: (time) => `/wg-tile/tiles/5/${time}/{z}/{x}/{y}.png`, options: {} });
    frames.prepare('2026-02-09T18:45:00Z');

    const layers: L.TileLayer[] = [];
    map.eachLayer((layer) => {
      if (layer instanceof L.TileLayer) layers.push(layer);
    });
    expect(layers).toHaveLength(1);
    expect(layers[0]?.options).toMatchObject({ keepBuffer: 0, updateWhenIdle: true, updateWhenZooming: false });
    expect(viewportOnly).toEqual({ keepBuffer: 0, updateWhenIdle: true, updateWhenZooming: false });
    map.remove();
  });
});
