import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tilesToCover } from '@renderer/map/budget/map-cost';
import type { Capabilities } from '@shared/api/maps';
import { ok } from '@shared/ipc/result';
import { defaultSettings, type SavedLocation, type Settings } from '@shared/settings';
import { weatherDataLayer } from '@shared/tile-providers';
import type { MapBudgetView } from '@shared/views/map-budget';
import capture from '../../service/maps/fixtures/capabilities-capture.json';
import { installFakeMain } from '../dashboard/dashboard-fake-main';
import { manualTimer } from './manual-timer';
import { mountMapController } from './map-window.svelte';

const helsinki: SavedLocation = { id: '658225', name: 'Helsinki', lat: 60.17, lon: 24.94, country: 'Finland', timezone: 'Europe/Helsinki' };
const budget: MapBudgetView = { allowed: 800, spent: 100, extraToday: 0, sharePercent: 20, moreStep: 100, resetsAt: Date.parse('2026-11-29T00:00:00Z') };
/** The test's map is 512 px square: 3 × 3 tiles a frame. */
const tilesPerFrame = tilesToCover(512, 512);

/** Every weather tile Leaflet gives an address: a request the window makes. */
function recordTileRequests(): string[] {
  const requests: string[] = [];
  const source = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'src');
  vi.spyOn(HTMLImageElement.prototype, 'src', 'set').mockImplementation(function (this: HTMLImageElement, value: string) {
    if (value.includes('/tiles/')) requests.push(value);
    source?.set?.call(this, value);
  });
  return requests;
}

/** A map window on the radar layer over a fake main that remembers the loops agreed, as main does for the day. */
async function openWindow() {
  const settings: Settings = { ...defaultSettings, map: { ...defaultSettings.map, layer: weatherDataLayer(5), center: [60.17, 24.94], zoom: 5 } };
  const agreed = new Map<string, number>();
  const keyOf = (loop: unknown) => JSON.stringify(loop);
  const main = installFakeMain({
    'app:getInfo': () => ok({ name: 'Weatherglass', version: '1.0.0', mode: 'demo', source: 'demo', host: 'browser' }),
    'settings:get': () => ok(settings),
    'settings:update': () => ok(settings),
    'locations:list': () => ok([helsinki]),
    'map:getCapabilities': () => ok(structuredClone(capture as Capabilities)),
    'map:budget': () => ok(budget),
    'map:loopAgreed': (loop) => ok(agreed.get(keyOf(loop)) ?? null),
    'map:agreeToLoop': (payload) => {
      const { stride, ...loop } = payload as { stride: number };
      agreed.set(keyOf(loop), stride);
      return ok(null);
    },
  });
  const { timer } = manualTimer();
  const opened = mountMapController(timer);
  await vi.waitFor(() => expect(opened.container.querySelectorAll('.wg-frame img').length).toBeGreaterThan(0));
  return { ...opened, main };
}

describe("the loop's price, asked before it spends", () => {
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

  it('requests no tile when Play is pressed until the user agrees, and none at all when the user cancels', async () => {
    const requests = recordTileRequests();
    const opened = await openWindow();
    close = opened.close;
    const before = requests.length;

    await opened.map.pressPlay(tilesPerFrame);

    expect(opened.map.loopOffer).not.toBeNull();
    expect(opened.map.playback.playing).toBe(false);
    expect(requests.length).toBe(before);
    // The radar's loop: 25 frames, none of them on the map yet (jsdom loads no image).
    expect(opened.map.loopOffer?.full).toMatchObject({ frames: 25, requests: 25 * tilesPerFrame, sharePercent: Math.ceil((25 * tilesPerFrame * 100) / 800) });

    opened.map.chooseLoop(null);
    expect(opened.map.loopOffer).toBeNull();
    expect(opened.map.playback.playing).toBe(false);
    expect(requests.length).toBe(before);
    expect(opened.main.callsTo('map:agreeToLoop')).toEqual([]);
  });

  it('plays once agreed, tells main, and plays the same loop again today without asking', async () => {
    const requests = recordTileRequests();
    const opened = await openWindow();
    close = opened.close;
    const before = requests.length;

    await opened.map.pressPlay(tilesPerFrame);
    opened.map.chooseLoop(1);

    expect(opened.map.playback.playing).toBe(true);
    expect(requests.length).toBeGreaterThan(before);
    expect(opened.main.callsTo('map:agreeToLoop')).toEqual([{ layer: weatherDataLayer(5), zoom: 5, stride: 1 }]);

    await opened.map.pressPlay(tilesPerFrame);
    expect(opened.map.playback.playing).toBe(false);
    await opened.map.pressPlay(tilesPerFrame);
    expect(opened.map.loopOffer).toBeNull();
    expect(opened.map.playback.playing).toBe(true);
    expect(opened.main.callsTo('map:loopAgreed')).toEqual([
      { layer: weatherDataLayer(5), zoom: 5 },
      { layer: weatherDataLayer(5), zoom: 5 },
    ]);
  });

  it('asks again on another layer, and the shorter loop plays every other frame', async () => {
    const opened = await openWindow();
    close = opened.close;
    await opened.map.pressPlay(tilesPerFrame);
    opened.map.chooseLoop(1);
    opened.map.playback.pause();

    opened.map.chooseLayer(9);
    await vi.waitFor(() => expect(opened.map.layer?.id).toBe(9));
    await opened.map.pressPlay(tilesPerFrame);

    expect(opened.map.loopOffer?.shorter?.stride).toBe(2);
    opened.map.chooseLoop(2);
    expect(opened.map.playback.stride).toBe(2);
    expect(opened.main.callsTo('map:agreeToLoop').at(-1)).toEqual({ layer: weatherDataLayer(9), zoom: 5, stride: 2 });
  });
});
