import { clockDisplay } from '../displays';
import L from 'leaflet';
import { flushSync } from 'svelte';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppState } from '@renderer/lib/app-state.svelte';
import { formatDayTimeZoned, formatWrittenClock, offsetZoneName } from '@renderer/lib/weather/format';
import { frameKind, framesOf, nowIndexOf, type Frame } from '@renderer/map/frames/frames';
import { MapController } from '@renderer/map/map-controller.svelte';
import { Playback } from '@renderer/map/frames/playback.svelte';
import PointForecast from '@renderer/map/places/PointForecast.svelte';
import { MoveSettle } from '@renderer/map/frames/move-settle';
import { SymbolLayer } from '@renderer/map/places/symbol-layer';
import TimeBar from '@renderer/map/frames/TimeBar.svelte';
import { browserTimer, type Timer } from '@renderer/map/timer';
import type { HourStep } from '@shared/api/forecasts';
import type { Capabilities, SymbolTile } from '@shared/api/maps';
import { ok } from '@shared/ipc/result';
import { defaultSettings, type SavedLocation, type Settings } from '@shared/settings';
import { unitPresets } from '@shared/units';
import capture from '../../service/maps/fixtures/capabilities-capture.json';
import { installFakeMain, render, typeInto } from '../dashboard/dashboard-fake-main';
import { weatherDataLayer } from '@shared/tile-providers';

const captured = capture as Capabilities;
const at = (time: string) => Date.parse(time);

function framesOfLayer(id: number): { frames: Frame[]; current: number } {
  const layer = captured.images.find((candidate) => candidate.id === id);
  if (layer === undefined) throw new Error(`no layer ${id} in the capture`);
  return { frames: framesOf(layer.times), current: layer.times.current };
}

/** 3-hourly mean sea level pressure: 15:00 (12), 18:00 (13, times.current), 21:00 (14) on 9 Feb. */
const pressure = framesOfLayer(81);
/** 15-minute radar: 18:45 (104, times.current), 19:00 (105) on 9 Feb. */
const radar = framesOfLayer(5);

// The computer's zone for this file: São Paulo (UTC−3, no summer time), so that "the computer's"
// is told apart from UTC, from Helsinki (the first place) and from Reykjavík (a clicked place).
beforeAll(() => {
  vi.stubEnv('TZ', 'America/Sao_Paulo');
});
afterAll(() => {
  vi.unstubAllEnvs();
});

// The components' words follow the settings, read from main: one that has none speaks English.
beforeEach(() => {
  installFakeMain({});
});

let destroy: (() => void) | undefined;
afterEach(() => {
  destroy?.();
  destroy = undefined;
  vi.useRealTimers();
});

describe('times that name their zone', () => {
  it('writes a frame’s day and time with the zone’s abbreviation, else its offset', () => {
    const frame = '2026-02-09T18:45:00Z';
    expect(formatDayTimeZoned(frame, clockDisplay('Europe/Helsinki', '24h'))).toBe('Mon 9 Feb, 20:45 EET');
    expect(formatDayTimeZoned(frame, clockDisplay('Europe/Helsinki', '12h'))).toBe('Mon 9 Feb, 8:45 pm EET');
    expect(formatDayTimeZoned(frame, clockDisplay('America/New_York', '24h'))).toBe('Mon 9 Feb, 13:45 GMT-5');
    expect(formatDayTimeZoned(frame, clockDisplay('UTC', '24h'))).toBe('Mon 9 Feb, 18:45 UTC');
    expect(formatDayTimeZoned(frame, clockDisplay(undefined, '24h'))).toBe('Mon 9 Feb, 15:45 GMT-3');
    expect(formatDayTimeZoned('not a time', clockDisplay('UTC', '24h'))).toBe('–');
  });

  it('reads a service time in the offset it is written with, and names that offset', () => {
    expect(formatWrittenClock('2026-11-25T21:00+00:00', clockDisplay(undefined, '24h'))).toEqual({ clock: '21:00', zone: 'UTC' });
    expect(formatWrittenClock('2026-11-25T12:00+02:00', clockDisplay(undefined, '12h'))).toEqual({ clock: '12:00 pm', zone: 'GMT+2' });
    expect(formatWrittenClock('2026-11-25T17:30+05:30', clockDisplay(undefined, '24h'))).toEqual({ clock: '17:30', zone: 'GMT+5:30' });
    expect(formatWrittenClock('2026-11-25T08:30-03:30', clockDisplay(undefined, '24h'))).toEqual({ clock: '08:30', zone: 'GMT-3:30' });
    expect(formatWrittenClock('2026-11-25T12:00Z', clockDisplay(undefined, '24h'))).toEqual({ clock: '12:00', zone: 'UTC' });
    // The computer's zone (São Paulo here) keeps −3: named as the map names it.
    expect(formatWrittenClock('2026-11-25T09:00-03:00', clockDisplay(undefined, '24h'))).toEqual({ clock: '09:00', zone: 'GMT-3' });
    // The zone shown keeps that offset then: its abbreviation, as the time bar says it.
    expect(formatWrittenClock('2026-11-25T14:00+02:00', clockDisplay('Europe/Helsinki', '24h'))).toEqual({ clock: '14:00', zone: 'EET' });
    expect(formatWrittenClock('2026-11-25T12:00+00:00', clockDisplay('Europe/London', '24h'))).toEqual({ clock: '12:00', zone: 'GMT' });
    // No offset: whose time it is cannot be told.
    expect(formatWrittenClock('2026-11-25T12:00', clockDisplay(undefined, '24h'))).toEqual({ clock: '–', zone: '' });
    expect(offsetZoneName(-600, Date.parse('2026-11-25T12:00Z'))).toBe('GMT-10');
  });
});

describe('"Now" only within the layer’s time step', () => {
  const now = (layer: { frames: Frame[]; current: number }, present: string) => nowIndexOf(layer.frames, layer.current, at(present));

  it('keeps a 3-hourly frame "now" for less than three hours, and not at three', () => {
    expect(now(pressure, '2026-02-09T18:00:00Z')).toBe(13);
    expect(now(pressure, '2026-02-09T20:59:59.999Z')).toBe(13);
    expect(now(pressure, '2026-02-09T15:00:00.001Z')).toBe(13);
    // Three hours on, capabilities not rolled yet: the 21:00 frame shows the present, 18:00 is past.
    const present = at('2026-02-09T21:00:00Z');
    const nowIndex = nowIndexOf(pressure.frames, pressure.current, present);
    expect(nowIndex).toBe(14);
    expect(pressure.frames.slice(12, 16).map((frame) => frameKind(frame, nowIndex, present))).toEqual(['past', 'past', 'now', 'forecast']);
  });

  it('moves a 15-minute radar’s "now" on after 15 minutes, to the nowcast frame for the present', () => {
    expect(now(radar, '2026-02-09T18:42:00Z')).toBe(104);
    expect(now(radar, '2026-02-09T18:59:59.999Z')).toBe(104);
    expect(now(radar, '2026-02-09T19:00:00Z')).toBe(105);
  });

  it('has no "now" when no frame is within its step of the present', () => {
    const present = at('2026-02-20T00:00:00Z');
    expect(now(pressure, '2026-02-20T00:00:00Z')).toBeNull();
    expect(new Set(pressure.frames.map((frame) => frameKind(frame, null, present)))).toEqual(new Set(['past']));
    // One frame has no step: it is never "now".
    expect(nowIndexOf([{ index: 0, time: '2026-02-09T18:00:00Z' }], 0, at('2026-02-09T18:00:00Z'))).toBeNull();
  });
});

/** Nothing scheduled ever runs. */
const stillTimer: Timer = { after: () => () => undefined };

describe('the time bar', () => {
  function timeBar(zone: string | undefined, present: number, index: number) {
    const playback = new Playback(stillTimer, { isReady: () => true, prepare: () => undefined });
    playback.reset(pressure.frames.length, index);
    const nowIndex = nowIndexOf(pressure.frames, pressure.current, present);
    const view = render(TimeBar, { frames: pressure.frames, nowIndex, present, playback, display: clockDisplay(zone, '24h'), loading: false, onspeed: () => undefined, onplay: () => undefined });
    destroy = view.destroy;
    const text = (testId: string) => view.target.querySelector(`[data-testid="${testId}"]`)?.textContent ?? null;
    return { view, text, slider: view.target.querySelector('input[type="range"]') as HTMLInputElement };
  }

  it('labels a 3-hourly frame three hours old with its time, its zone and its age, not "Now"', () => {
    const { text, slider } = timeBar('Europe/Helsinki', at('2026-02-09T21:00:00Z'), 13);
    expect(text('frame-time')).toBe('Mon 9 Feb, 20:00 EET');
    expect(text('frame-kind')).toBe('Past');
    expect(text('frame-offset')).toBe('3\u00a0hr ago');
    expect(slider.getAttribute('aria-valuetext')).toBe('Mon 9 Feb, 20:00 EET, past, 3\u00a0hr ago');
    expect(slider.dataset.nowIndex).toBe('14');
    typeInto(slider, '14');
    flushSync();
    expect(text('frame-kind')).toBe('Now');
    expect(text('frame-offset')).toBeNull();
  });

  it('names the computer’s zone when the map is given none', () => {
    const { text } = timeBar(undefined, at('2026-02-09T19:00:00Z'), 13);
    expect(text('frame-time')).toBe('Mon 9 Feb, 15:00 GMT-3');
    expect(text('frame-kind')).toBe('Now');
  });

  it('puts the now tick where the present is between frames', () => {
    const { view } = timeBar('UTC', at('2026-02-09T19:30:00Z'), 13);
    const tick = view.target.querySelector('.now-tick') as HTMLElement;
    expect(Number.parseFloat(tick.style.left)).toBeCloseTo((13.5 / (pressure.frames.length - 1)) * 100, 6);
  });
});

const helsinki: SavedLocation = { id: '658225', name: 'Helsinki', lat: 60.17, lon: 24.94, country: 'Finland', timezone: 'Europe/Helsinki' };

/** A timer a test fires by hand. */
function manualTimer() {
  const pending = new Set<() => void>();
  const timer: Timer = {
    after: (_ms, run) => {
      pending.add(run);
      return () => pending.delete(run);
    },
  };
  return {
    timer,
    fireAll: () => {
      const runs = [...pending];
      pending.clear();
      runs.forEach((run) => run());
    },
  };
}

function openMap(initial: Settings, timer: Timer) {
  let settings = initial;
  const symbolTile: SymbolTile = { locations: [] };
  const main = installFakeMain({
    'app:getInfo': () => ok({ name: 'Weatherglass', version: '1.0.0', mode: 'demo', source: 'demo', host: 'browser' }),
    'settings:get': () => ok(settings),
    'settings:update': (patch) => {
      const { map, ...rest } = patch as Partial<Settings>;
      settings = { ...settings, ...rest, map: { ...settings.map, ...map } };
      return ok(settings);
    },
    'locations:list': () => ok([helsinki]),
    'map:getCapabilities': () => ok(structuredClone(captured)),
    'map:symbols': () => ok(symbolTile),
  });
  let controller: MapController | undefined;
  /** What the window shows, read in an effect as the window does, so the followed values stay subscribed. */
  let shown: unknown[] = [];
  const close = $effect.root(() => {
    controller = new MapController(new AppState(), timer);
    $effect(() => {
      shown = [controller?.layer, controller?.zone, controller?.symbolOptions, controller?.nowIndex, controller?.locations];
    });
  });
  if (controller === undefined) throw new Error('no controller');
  destroy = close;
  return {
    map: controller,
    main,
    shown: () => shown,
    changeSettings: (next: Settings) => {
      settings = next;
      main.emit('settings:changed', next);
    },
  };
}

describe('the map window’s time', () => {
  it('shows the computer’s zone under "each place’s own", never the first place’s, and the one zone Settings name', async () => {
    const { map, changeSettings } = openMap({ ...defaultSettings, timeZone: 'location' }, stillTimer);
    await vi.waitFor(() => expect(map.locations[0]?.timezone).toBe('Europe/Helsinki'));
    expect(map.choices).not.toBeNull();
    expect(map.zone).toBeUndefined();
    changeSettings({ ...defaultSettings, timeZone: 'Asia/Tokyo' });
    flushSync();
    expect(map.zone).toBe('Asia/Tokyo');
    changeSettings({ ...defaultSettings, timeZone: 'system' });
    flushSync();
    expect(map.zone).toBeUndefined();
  });

  it('moves "now" on as the present does', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(at('2026-02-09T18:42:00Z'));
    const { timer, fireAll } = manualTimer();
    const { map } = openMap({ ...defaultSettings, map: { ...defaultSettings.map, layer: weatherDataLayer(81) } }, timer);
    await vi.waitFor(() => expect(map.layer?.id).toBe(81));
    expect(map.nowIndex).toBe(13);
    expect(map.playback.index).toBe(13);

    vi.setSystemTime(at('2026-02-09T21:00:00Z'));
    fireAll();
    flushSync();
    expect(map.present).toBe(at('2026-02-09T21:00:00Z'));
    expect(map.nowIndex).toBe(14);
    // The list did not change, so the slider stays where the user left it.
    expect(map.playback.index).toBe(13);
  });

  it('has the places layer ask for hourly symbols and show the hour the slider shows', async () => {
    const { map, main } = openMap({ ...defaultSettings, map: { ...defaultSettings.map, layer: weatherDataLayer(81), symbols: true } }, stillTimer);
    await vi.waitFor(() => expect(map.layer?.id).toBe(81));
    const options = map.symbolOptions;
    if (options === null) throw new Error('the places layer is off');
    await options.load({ z: 4, x: 9, y: 4 });
    expect(main.callsTo('map:symbols')).toEqual([{ mode: 'hourly', z: 4, x: 9, y: 4 }]);

    map.playback.seek(17);
    flushSync();
    expect(options.time()).toBe('2026-02-10T06:00:00Z');
    map.playback.seek(12);
    flushSync();
    expect(options.time()).toBe('2026-02-09T15:00:00Z');
    // The same layer all along: moving the slider loads nothing again.
    expect(map.symbolOptions).toBe(options);
  });
});

describe('the places layer', () => {
  it('redraws a loaded tile’s places for the hour the slider moves to, without loading it again', async () => {
    const step = (hour: string, temperature: number) => ({ symbol: 'd100', temperature, time: `2026-02-09T${hour}` });
    const tile: SymbolTile = {
      locations: [{ city: 'Helsinki', id: 658225, lat: 60.16952, lon: 24.93545, timesteps: [step('19:00', -4), step('20:00', -6), step('21:00', -9)] }],
    };
    let time = $state<string | null>('2026-02-09T19:00:00Z');
    const load = vi.fn(() => Promise.resolve(ok(tile)));
    const layer = new SymbolLayer(
      { load, time: () => time, display: { locale: 'en', units: { temperature: 'C' } }, onError: () => undefined, pane: 'wg-symbols' },
      new MoveSettle(L.map(document.createElement('div')), browserTimer),
    );
    let element: HTMLElement | undefined;
    await new Promise<void>((resolve) => {
      element = layer.createTile(Object.assign(L.point(9, 4), { z: 4 }), () => resolve());
    });
    const temperatures = () => [...(element?.querySelectorAll('.temperature') ?? [])].map((cell) => cell.textContent);
    expect(temperatures()).toEqual(['-4°']);

    time = '2026-02-09T21:00:00Z';
    flushSync();
    expect(temperatures()).toEqual(['-9°']);
    time = '2026-02-09T15:00:00Z';
    flushSync();
    expect(temperatures()).toEqual([]);
    expect(load).toHaveBeenCalledOnce();
  });
});

function hourStep(time: string, temperature: number): HourStep {
  return { time, symbol: 'n300', temperature, feelsLikeTemp: temperature, windSpeed: 4, windGust: 8, windDir: 200, windDirString: 'SSW', precipProb: 10, precipAccum: 0 };
}

describe('the point forecast', () => {
  async function card(steps: HourStep[]) {
    installFakeMain({
      'weather:fetch': () => ok({ product: 'pointForecast', locationId: '-21.900,64.140', data: { forecast: steps }, fetchedAt: '2026-11-25T21:00:00Z' }),
    });
    const view = render(PointForecast, { place: { locationId: '-21.900,64.140', name: null, lat: 64.14, lon: -21.9 }, display: { units: unitPresets.metric, locale: 'en', zone: undefined, language: 'en' }, onclose: () => undefined });
    destroy = view.destroy;
    await vi.waitFor(() => expect(view.target.querySelectorAll('[data-testid="point-step"]')).toHaveLength(Math.min(steps.length, 5)));
    return {
      zone: view.target.querySelector('[data-testid="point-zone"]')?.textContent,
      times: [...view.target.querySelectorAll('[data-testid="point-step"] time')].map((time) => time.textContent),
    };
  }

  it('speaks in the clicked point’s own time, as the service writes it, and says which', async () => {
    // Iceland at 21:00 UTC is 21:00 there: not the first place's 23:00, nor the computer's 18:00.
    const shown = await card(['21:00', '22:00', '23:00'].map((clock, index) => hourStep(`2026-11-25T${clock}+00:00`, index)));
    expect(shown.zone).toBe('Time (UTC)');
    expect(shown.times).toEqual(['21:00', '22:00', '23:00']);
  });

  it('names each step’s zone when summer time begins among them', async () => {
    const shown = await card([hourStep('2026-03-29T02:00+02:00', 1), hourStep('2026-03-29T04:00+03:00', 2)]);
    expect(shown.zone).toBe('Time');
    expect(shown.times).toEqual(['02:00 GMT+2', '04:00 GMT+3']);
  });
});
