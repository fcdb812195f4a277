import { flushSync } from 'svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppState } from '@renderer/lib/app-state.svelte';
import { framesOf, startIndexOf } from '@renderer/map/frames/frames';
import { defaultLayer } from '@renderer/map/layers/layer-groups';
import { MapController } from '@renderer/map/map-controller.svelte';
import type { Timer } from '@renderer/map/timer';
import type { Capabilities, MapLayer } from '@shared/api/maps';
import { ok } from '@shared/ipc/result';
import { defaultSettings, type SavedLocation, type Settings } from '@shared/settings';
import capture from '../../service/maps/fixtures/capabilities-capture.json';
import { installFakeMain } from '../dashboard/dashboard-fake-main';
import { weatherDataLayer } from '@shared/tile-providers';

const captured = capture as Capabilities;
const helsinki: SavedLocation = { id: '658225', name: 'Helsinki', lat: 60.17, lon: 24.94, country: 'Finland', timezone: 'Europe/Helsinki' };
const reykjavik: SavedLocation = { id: '3413829', name: 'Reykjavík', lat: 64.14, lon: -21.9, country: 'Iceland', timezone: 'Atlantic/Reykjavik' };

/** Nothing scheduled ever runs: the test drives every step. */
const stillTimer: Timer = { after: () => () => undefined };

function layerWithId(id: number): MapLayer {
  const found = captured.images.find((layer) => layer.id === id);
  if (found === undefined) throw new Error(`no layer ${id} in the capture`);
  return found;
}

function openMap(initial: Settings) {
  let settings = initial;
  let capabilities = structuredClone(captured);
  const main = installFakeMain({
    'app:getInfo': () => ok({ name: 'Weatherglass', version: '1.0.0', mode: 'demo', source: 'demo', host: 'browser' }),
    'settings:get': () => ok(settings),
    'settings:update': (patch) => {
      const { map, ...rest } = patch as Partial<Settings>;
      settings = { ...settings, ...rest, map: { ...settings.map, ...map } };
      return ok(settings);
    },
    'locations:list': () => ok([helsinki, reykjavik]),
    'map:getCapabilities': () => ok(capabilities),
  });
  let controller: MapController | undefined;
  /** What the window shows, read in an effect as the window does, so the followed values stay subscribed. */
  let shown: unknown[] = [];
  const close = $effect.root(() => {
    controller = new MapController(new AppState(), stillTimer);
    $effect(() => {
      shown = [controller?.layer, controller?.zone, controller?.symbolOptions, controller?.frames];
    });
  });
  if (controller === undefined) throw new Error('no controller');
  return {
    map: controller,
    main,
    shown: () => shown,
    close,
    changeSettings: (next: Settings) => {
      settings = next;
      main.emit('settings:changed', next);
    },
    rollCapabilities: (next: Capabilities) => {
      capabilities = next;
    },
  };
}

describe('MapController', () => {
  let close: (() => void) | undefined;
  afterEach(() => {
    close?.();
    close = undefined;
  });

  it('opens on the default layer at "now", in the computer’s zone (not the first place’s), from what main says', async () => {
    const opened = openMap(defaultSettings);
    close = opened.close;
    const { map } = opened;
    const expected = defaultLayer(captured.images);
    if (expected === undefined) throw new Error('the capture has no default layer');
    await vi.waitFor(() => expect(map.layer?.id).toBe(expected.id));
    expect(map.colorscheme).toBe(expected.colorschemes[0]);
    expect(map.frames).toEqual(framesOf(expected.times));
    expect(map.playback.index).toBe(startIndexOf(map.frames, expected.times.current, map.present));
    expect(map.zone).toBeUndefined();
    expect(opened.shown()).toEqual([map.layer, undefined, null, map.frames]);
    expect(map.legendSrc).toContain(`/${expected.id}/`);
    expect(map.symbolOptions).toBeNull();
  });

  it('takes a chosen layer at once, keeps its colour scheme where it has it, saves both and starts at its "now"', async () => {
    const opened = openMap({ ...defaultSettings, map: { ...defaultSettings.map, colorscheme: 'radar-coverage' } });
    close = opened.close;
    const { map, main } = opened;
    await vi.waitFor(() => expect(map.layer).toBeDefined());
    map.chooseLayer(10);
    flushSync();
    expect(map.layer?.id).toBe(10);
    expect(map.colorscheme).toBe('radar-coverage');
    expect(map.playback.index).toBe(startIndexOf(framesOf(layerWithId(10).times), layerWithId(10).times.current, map.present));
    expect(main.callsTo('settings:update')).toContainEqual({ map: { layer: weatherDataLayer(10), colorscheme: 'radar-coverage' } });
    // A layer without that scheme falls back to its own first one.
    map.chooseLayer(3);
    flushSync();
    expect(map.colorscheme).toBe('default');
  });

  it('remembers a colour scheme per layer: a layer shown again comes back in the colours chosen for it', async () => {
    const opened = openMap({ ...defaultSettings, map: { ...defaultSettings.map, layer: weatherDataLayer(2) } });
    close = opened.close;
    const { map, main } = opened;
    await vi.waitFor(() => expect(map.layer?.id).toBe(2));
    map.chooseColorscheme('temp-fahrenheit');
    flushSync();
    expect(map.colorscheme).toBe('temp-fahrenheit');
    expect(main.callsTo('settings:update')).toContainEqual({ map: { colorscheme: 'temp-fahrenheit', colorschemes: { 'weatherData:2': 'temp-fahrenheit' } } });

    map.chooseLayer(8);
    flushSync();
    map.chooseColorscheme('winds-mph');
    flushSync();
    map.chooseLayer(2);
    flushSync();
    expect(map.colorscheme).toBe('temp-fahrenheit');
    map.chooseLayer(8);
    flushSync();
    expect(map.colorscheme).toBe('winds-mph');
  });

  it('keeps the time shown when the same layer rolls on, and goes back to "now" for another layer', async () => {
    const opened = openMap({ ...defaultSettings, map: { ...defaultSettings.map, layer: weatherDataLayer(5) } });
    close = opened.close;
    const { map } = opened;
    await vi.waitFor(() => expect(map.layer?.id).toBe(5));
    map.playback.seek(10);
    const seen = map.frames[10]?.time;

    const rolled = structuredClone(captured);
    const radar = rolled.images.find((layer) => layer.id === 5);
    if (radar === undefined) throw new Error('no radar');
    radar.times.available.shift();
    radar.times.current -= 1;
    opened.rollCapabilities(rolled);
    await map.capabilities.load();
    flushSync();
    expect(map.frames[map.playback.index]?.time).toBe(seen);
    expect(map.playback.index).toBe(9);

    map.chooseLayer(3);
    flushSync();
    expect(map.playback.index).toBe(startIndexOf(framesOf(layerWithId(3).times), layerWithId(3).times.current, map.present));
  });

  it('asks the symbol layer again in the new unit, and shows times in the zone the settings name', async () => {
    const opened = openMap({ ...defaultSettings, units: { ...defaultSettings.units, temperature: 'F' } });
    close = opened.close;
    const { map } = opened;
    await vi.waitFor(() => expect(map.layer).toBeDefined());
    map.showSymbols(true);
    flushSync();
    const fahrenheit = map.symbolOptions;
    expect(fahrenheit?.display.units.temperature).toBe('F');

    opened.changeSettings({ ...defaultSettings, map: { ...defaultSettings.map, symbols: true }, timeZone: 'Asia/Tokyo' });
    flushSync();
    expect(map.symbolOptions?.display.units.temperature).toBe('C');
    expect(map.symbolOptions).not.toBe(fahrenheit);
    expect(map.zone).toBe('Asia/Tokyo');
  });

  it('marks the point picked on the Leaflet map it attaches, and clears the mark when the card closes', async () => {
    vi.stubGlobal('ResizeObserver', class { observe() {} disconnect() {} });
    vi.stubGlobal('matchMedia', () => ({ matches: true }));
    // No base map in jsdom: the controller says so, and the rest of the map works without it.
    vi.stubGlobal('fetch', () => Promise.resolve(new Response(null, { status: 404 })));
    const opened = openMap(defaultSettings);
    const { map } = opened;
    const container = document.createElement('div');
    document.body.append(container);
    const detach = $effect.root(() => {
      $effect(() => map.attach(container));
    });
    close = () => {
      detach();
      opened.close();
      container.remove();
      vi.unstubAllGlobals();
    };
    await vi.waitFor(() => expect(container.classList).toContain('leaflet-container'));
    expect(container.querySelector('.wg-picked-point')).toBeNull();

    container.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }));
    flushSync();
    expect(map.picked?.name).toBeNull();
    expect(container.querySelectorAll('.wg-picked-point')).toHaveLength(1);
    container.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }));
    flushSync();
    expect(container.querySelectorAll('.wg-picked-point')).toHaveLength(1);

    map.closeForecast();
    flushSync();
    expect(map.picked).toBeNull();
    expect(container.querySelector('.wg-picked-point')).toBeNull();
  });

  it('shows a dragged opacity at once and saves it only when the drag ends', async () => {
    const opened = openMap(defaultSettings);
    close = opened.close;
    const { map, main } = opened;
    await vi.waitFor(() => expect(map.choices).not.toBeNull());
    map.chooseOpacity(0.4, false);
    flushSync();
    expect(map.choices?.opacity).toBe(0.4);
    expect(main.callsTo('settings:update')).toEqual([]);
    map.chooseOpacity(0.3, true);
    expect(main.callsTo('settings:update')).toEqual([{ map: { opacity: 0.3 } }]);
  });
});
