import { flushSync } from 'svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FrameSource } from '@renderer/map/frames/frame-layers';
import { MapBinding, seekSettleMs, type MapBindingEvents, type MapScene, type MapSurface, type OpenSurface } from '@renderer/map/leaflet/map-binding.svelte';
import type { MapViewEvents, MapViewStart } from '@renderer/map/leaflet/map-view';
import type { SavedLocation } from '@shared/settings';
import { manualTimer } from './manual-timer';

const helsinki: SavedLocation = { id: '658225', name: 'Helsinki', lat: 60.17, lon: 24.94, country: 'Finland', timezone: 'Europe/Helsinki' };
const radar: FrameSource = { template: (time) => `radar/${time}/{z}/{x}/{y}`, options: {} };

/** A stand-in for the Leaflet map that records what the binding asks of it, in order. */
function recordingSurface(options: { ready?: ReadonlySet<string>; baseMapFails?: boolean } = {}) {
  const calls: string[] = [];
  let opened: { start: MapViewStart; events: MapViewEvents } | null = null;
  const surface: MapSurface = {
    frames: {
      setSource: (source) => calls.push(`setSource ${source === null ? 'none' : source.template('T')}`),
      isReady: (time) => options.ready?.has(time) ?? false,
      prepare: (time) => calls.push(`prepare ${time}`),
      show: (time) => calls.push(`show ${time}`),
      retain: (times) => calls.push(`retain ${[...times].join(',')}`),
      setOpacity: (opacity) => calls.push(`opacity ${opacity}`),
    },
    zoom: 4,
    drawBaseMap: () => (options.baseMapFails === true ? Promise.reject(new Error('no shapes')) : Promise.resolve()),
    nameControls: (language) => calls.push(`nameControls ${language}`),
    setLocations: (locations, language) => calls.push(`setLocations ${locations.map((location) => location.name).join(',')} ${language}`),
    markPicked: (point) => calls.push(`markPicked ${point === null ? 'none' : `${point.lat},${point.lon}`}`),
    showSymbols: (symbols) => calls.push(`showSymbols ${symbols === null ? 'off' : 'on'}`),
    showStorms: (storms) => calls.push(`showStorms ${storms.length}`),
    markStormsAt: (positions) => calls.push(`markStormsAt ${positions.length}`),
    openStorm: (id) => calls.push(`openStorm ${id}`),
    jumpTo: (locationId) => calls.push(`jumpTo ${locationId}`),
    showFlashes: (flashes) => calls.push(`showFlashes ${flashes.length}`),
    destroy: () => calls.push('destroy'),
  };
  const open: OpenSurface = (_container, start, events) => {
    opened = { start, events };
    calls.push(`open ${start.center.join(',')} z${start.zoom} ${start.language}`);
    return surface;
  };
  return { open, calls, opened: () => opened };
}

function recordingEvents() {
  const heard: string[] = [];
  const events: MapBindingEvents = {
    opened: (zoom) => heard.push(`opened z${zoom}`),
    sourceApplied: () => heard.push('sourceApplied'),
    baseMapFailed: () => heard.push('baseMapFailed'),
    closing: () => heard.push('closing'),
    frameReady: (time) => heard.push(`frameReady ${time}`),
    frameShown: (time) => heard.push(`frameShown ${time}`),
    tileError: () => heard.push('tileError'),
    pickPoint: (lat, lon) => heard.push(`pickPoint ${lat},${lon}`),
    pickLocation: (location) => heard.push(`pickLocation ${location.name}`),
    moved: (center, zoom, byUser) => heard.push(`moved ${center.join(',')} z${zoom} ${byUser}`),
    viewSettled: () => heard.push('viewSettled'),
  };
  return { events, heard };
}

/** A scene the test changes as the controller would. */
type Scene = { -readonly [K in keyof MapScene]: MapScene[K] };

function scene(): Scene {
  const shown: Scene = $state({
    canStart: false,
    start: { center: [60, 25], zoom: 5 },
    source: null,
    sliderTime: null,
    playing: false,
    opening: true,
    loopTimes: new Set<string>(),
    opacity: null,
    locations: [],
    language: 'en',
    symbolOptions: null,
    storms: [],
    stormWords: () => ({ title: '', lines: [] }),
    stormPositions: [],
    flashes: [],
    picked: null,
  } as Scene);
  return shown;
}

describe('MapBinding: the controller’s scene on the Leaflet map', () => {
  let cleanup: (() => void) | undefined;
  afterEach(() => {
    cleanup?.();
    cleanup = undefined;
    vi.unstubAllGlobals();
  });

  function bind(shown: Scene, surface: ReturnType<typeof recordingSurface>) {
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    const { timer, advance } = manualTimer();
    const { events, heard } = recordingEvents();
    const binding = new MapBinding(shown, events, timer, surface.open);
    const container = document.createElement('div');
    cleanup = $effect.root(() => {
      $effect(() => binding.attach(container));
    });
    flushSync();
    return { binding, heard, advance };
  }

  it('opens the map only once the scene can start, where the scene says, with the point already picked marked', () => {
    const shown = scene();
    const surface = recordingSurface();
    const { heard } = bind(shown, surface);
    expect(surface.calls).toEqual([]);

    shown.picked = { lat: 61, lon: 23 };
    shown.language = 'fi';
    shown.canStart = true;
    flushSync();
    expect(surface.calls.slice(0, 2)).toEqual(['open 60,25 z5 fi', 'markPicked 61,23']);
    expect(surface.opened()?.start.reducedMotion).toBe(false);
    expect(heard).toContain('opened z4');
  });

  it('hands the map’s own events to the controller', () => {
    const shown = scene();
    shown.canStart = true;
    const surface = recordingSurface();
    const { heard } = bind(shown, surface);
    const events = surface.opened()?.events;
    events?.pickPoint(60, 25);
    events?.tileError(document.createElement('img'));
    events?.moved([1, 2], 6, true);
    expect(heard).toEqual(['opened z4', 'pickPoint 60,25', 'tileError', 'moved 1,2 z6 true']);
  });

  it('names pins and zoom buttons again in a new language, and leaves them be for a change that keeps it', () => {
    const shown = scene();
    shown.canStart = true;
    shown.locations = [helsinki];
    const surface = recordingSurface();
    bind(shown, surface);
    expect(surface.calls).toContain('setLocations Helsinki en');
    expect(surface.calls).toContain('nameControls en');

    surface.calls.length = 0;
    shown.opacity = 0.5;
    flushSync();
    expect(surface.calls).toEqual(['opacity 0.5']);

    surface.calls.length = 0;
    shown.language = 'sv';
    flushSync();
    expect(surface.calls).toEqual(['setLocations Helsinki sv', 'nameControls sv']);
  });

  it('shows the first frame at once, a frame not loaded only once the slider has settled, and a loaded one at once', () => {
    const shown = scene();
    shown.canStart = true;
    const surface = recordingSurface({ ready: new Set(['T3']) });
    const { heard, advance } = bind(shown, surface);

    shown.source = radar;
    shown.sliderTime = 'T1';
    flushSync();
    expect(surface.calls.filter((call) => call.startsWith('setSource') || call.startsWith('show '))).toEqual(['setSource radar/T/{z}/{x}/{y}', 'show T1']);
    expect(heard).toContain('sourceApplied');

    shown.opening = false;
    surface.calls.length = 0;
    shown.sliderTime = 'T2';
    flushSync();
    advance(seekSettleMs - 1);
    expect(surface.calls).toEqual([]);
    advance(1);
    expect(surface.calls).toEqual(['show T2']);

    surface.calls.length = 0;
    shown.sliderTime = 'T3';
    flushSync();
    expect(surface.calls).toEqual(['show T3']);
  });

  it('keeps the overlays in step with the scene', () => {
    const shown = scene();
    shown.canStart = true;
    const surface = recordingSurface();
    bind(shown, surface);
    surface.calls.length = 0;
    shown.stormPositions = [{ lat: 20, lon: -60 }];
    shown.loopTimes = new Set(['T1', 'T2']);
    flushSync();
    expect(surface.calls).toEqual(['retain T1,T2', 'markStormsAt 1']);
  });

  it('says when the base map could not be drawn', async () => {
    const shown = scene();
    shown.canStart = true;
    const { heard } = bind(shown, recordingSurface({ baseMapFails: true }));
    await vi.waitFor(() => expect(heard).toContain('baseMapFailed'));
  });

  it('lets the controller finish before the map goes, and asks nothing of a map that is gone', () => {
    const shown = scene();
    shown.canStart = true;
    const surface = recordingSurface({ ready: new Set(['T1']) });
    const { binding, heard } = bind(shown, surface);
    expect(binding.isReady('T1')).toBe(true);
    cleanup?.();
    cleanup = undefined;
    expect(heard.at(-1)).toBe('closing');
    expect(surface.calls.at(-1)).toBe('destroy');
    surface.calls.length = 0;
    binding.markPicked({ lat: 1, lon: 2 });
    binding.openStorm('al01');
    binding.jumpTo('658225');
    expect(binding.isReady('T1')).toBe(false);
    expect(surface.calls).toEqual([]);
  });
});
