import { flushSync } from 'svelte';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { moveSettleMs } from '@renderer/map/frames/move-settle';
import StormPanel from '@renderer/map/storms/StormPanel.svelte';
import StormToggles from '@renderer/map/storms/StormToggles.svelte';
import { positionAt, stormsOf } from '@renderer/map/storms/storms';
import type { Timer } from '@renderer/map/timer';
import type { Capabilities } from '@shared/api/maps';
import type { Hurricanes, LightningFlash } from '@shared/api/products';
import { ok } from '@shared/ipc/result';
import { defaultSettings, type SavedLocation, type Settings } from '@shared/settings';
import { unitPresets } from '@shared/units';
import { lightningCadenceMs, type LightningView } from '@shared/views/storms';
import capture from '../../service/maps/fixtures/capabilities-capture.json';
import { installFakeMain, render } from '../dashboard/dashboard-fake-main';
import serviceStorms from './fixtures/hurricanes-2026-01-18.json';
import { StormOverlays } from '@renderer/map/storms/storm-overlays.svelte';
import { answersDelivered, heldAnswers } from '../held-answers';
import { manualTimer } from './manual-timer';
import { mountMapController } from './map-window.svelte';
import { weatherDataLayer } from '@shared/tile-providers';

/** The local service's answer at 18 January 2026 13:00 UTC (demo seed): Anding, a category 1 typhoon, and its forecast. */
const anding = serviceStorms as Hurricanes;
const helsinki: SavedLocation = { id: '658225', name: 'Helsinki', lat: 60.17, lon: 24.94, country: 'Finland', timezone: 'Europe/Helsinki' };
const asOf = '2026-01-18T13:00:00Z';
const minutesBefore = (minutes: number) => new Date(Date.parse(asOf) - minutes * 60_000).toISOString().replace('.000', '');

interface WindowOptions {
  center?: [number, number];
  /** The overlays as saved in the map's settings. */
  saved?: Partial<Pick<Settings['map'], 'storms' | 'lightning'>>;
  storms?: Hurricanes;
  flashes?: (box: unknown) => LightningFlash[];
}

/** A map window (controller, Leaflet, the storm switches and panel) on a 512-pixel square. */
async function openWindow(timer: Timer, { center = [50, 10], storms = anding, flashes = () => [], saved = {} }: WindowOptions = {}) {
  const settings: Settings = {
    ...defaultSettings,
    units: unitPresets.us,
    timeZone: 'Asia/Tokyo',
    map: { ...defaultSettings.map, layer: weatherDataLayer(5), center, zoom: 5, ...saved },
  };
  const main = installFakeMain({
    'app:getInfo': () => ok({ name: 'Weatherglass', version: '1.0.0', mode: 'demo', source: 'demo', host: 'browser' }),
    'settings:get': () => ok(settings),
    'settings:update': () => ok(structuredClone(settings)),
    'locations:list': () => ok([helsinki]),
    'map:getCapabilities': () => ok(structuredClone(capture as Capabilities)),
    'map:hurricanes': () => ok({ collection: structuredClone(storms), fetchedAt: asOf }),
    'map:lightning': (box) => ok({ flashes: flashes(box), asOf } satisfies LightningView),
  });
  const { map: opened, container, close } = mountMapController(timer);
  await vi.waitFor(() => expect(container.querySelector('.leaflet-control-zoom-in')).not.toBeNull());
  const toggles = render(StormToggles, {
    storms: opened.storms,
    onstorms: (on: boolean) => opened.showStorms(on),
    onlightning: (on: boolean) => opened.showLightning(on),
  });
  const panel = render(StormPanel, { storms: opened.storms, wording: opened.display, onopen: (id: string) => opened.openStorm(id) });
  const checkbox = (id: string) => toggles.target.querySelector<HTMLInputElement>(`#${id}`) ?? fail(`no switch ${id}`);
  const switchOn = (id: 'map-storms' | 'map-lightning') => {
    checkbox(id).click();
    flushSync();
  };
  return {
    map: opened,
    main,
    container,
    toggles: toggles.target,
    panel: panel.target,
    switchOn,
    close: () => {
      panel.destroy();
      toggles.destroy();
      close();
    },
  };
}

function fail(message: string): never {
  throw new Error(message);
}

const text = (element: Element | null) => element?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

describe('the storm and lightning overlays', () => {
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
    Reflect.deleteProperty(document, 'visibilityState');
  });

  it('asks for neither storms nor lightning while both are off, however long the map stays open and moves', async () => {
    const { timer, advance } = manualTimer();
    const opened = await openWindow(timer);
    close = opened.close;
    opened.container.querySelector<HTMLElement>('.leaflet-control-zoom-in')?.click();
    advance(moveSettleMs);
    advance(3 * lightningCadenceMs);

    expect(opened.main.callsTo('map:hurricanes')).toEqual([]);
    expect(opened.main.callsTo('map:lightning')).toEqual([]);
    expect(opened.container.querySelectorAll('.wg-storm-point, .wg-flash')).toHaveLength(0);
    expect(text(opened.panel.querySelector('[data-testid="storm-panel"]'))).toBe('');
  });

  it('saves each switch in the map’s settings', async () => {
    const { timer } = manualTimer();
    const opened = await openWindow(timer);
    close = opened.close;
    opened.switchOn('map-storms');
    opened.switchOn('map-lightning');
    expect(opened.main.callsTo('settings:update')).toEqual([{ map: { storms: true } }, { map: { lightning: true } }]);
  });

  it('opens with the overlays saved on', async () => {
    const { timer } = manualTimer();
    const opened = await openWindow(timer, { saved: { storms: true } });
    close = opened.close;
    await vi.waitFor(() => expect(opened.main.callsTo('map:hurricanes')).toHaveLength(1));
    expect(opened.toggles.querySelector<HTMLInputElement>('#map-storms')?.checked).toBe(true);
    expect(opened.toggles.querySelector<HTMLInputElement>('#map-lightning')?.checked).toBe(false);
  });

  it('draws the service’s storm: its past track, forecast track and cone, points coloured by category, its name, and a list with wind and pressure in the user’s units', async () => {
    const { timer } = manualTimer();
    const opened = await openWindow(timer);
    close = opened.close;
    opened.switchOn('map-storms');
    await vi.waitFor(() => expect(opened.container.querySelectorAll('path.wg-storm-point')).toHaveLength(8));

    expect(opened.main.callsTo('map:hurricanes')).toHaveLength(1);
    expect(opened.container.querySelectorAll('path.wg-storm-track')).toHaveLength(1);
    expect(opened.container.querySelectorAll('path.wg-storm-forecast')).toHaveLength(1);
    expect(opened.container.querySelectorAll('path.wg-storm-cone')).toHaveLength(1);
    // Category 1 now, category 4 at its peak, a depression at the end.
    const fills = [...opened.container.querySelectorAll('path.wg-storm-point')].map((point) => point.getAttribute('fill'));
    expect(fills[0]).toBe('#ffd43b');
    expect(fills).toContain('#ff4d2e');
    expect(fills.at(-1)).toBe('#5ebaff');
    expect(text(opened.container.querySelector('.wg-storm-name'))).toBe('Anding');
    expect(text(opened.toggles.querySelector('[data-testid="storm-count"]'))).toBe('1 active storm');

    // 38.2 m/s and 968 hPa in US units; the advisory of 12:00 UTC in Tokyo's zone, on a 12-hour clock.
    const listed = text(opened.panel.querySelector('[data-testid="storm-list"]'));
    expect(listed).toBe('Anding Category 1 · wind 85 mph · 28.59 inHg · Advisory of Sun 18 Jan, 9:00 pm GMT+9');
    expect(text(opened.panel.querySelector('[data-testid="data-credit"]'))).toBe(
      'Weather Data Service · Weatherglass synthetic tropical cyclones (demo data, not an official advisory)',
    );

    // The list opens a storm's details on the map, as a click on it would.
    const name = [...opened.panel.querySelectorAll('button')].find((button) => button.textContent === 'Anding') ?? fail('no storm button');
    name.click();
    await vi.waitFor(() => expect(opened.container.querySelector('.wg-storm-popup')).not.toBeNull());
    expect(text(opened.container.querySelector('.wg-storm-popup'))).toBe(
      'Anding (Western North Pacific)Category 1 · wind 85 mph · 28.59 inHgPosition at Sun 18 Jan, 9:00 pm GMT+9',
    );

    // Settings saved meanwhile (the view, after the pan to the storm) leave the storm and its details open.
    const saved = opened.main.callsTo('settings:update').length;
    opened.map.chooseOpacity(0.5, true);
    await vi.waitFor(() => expect(opened.main.callsTo('settings:update')).toHaveLength(saved + 1));
    await Promise.resolve();
    flushSync();
    expect(opened.container.querySelector('.wg-storm-popup')).not.toBeNull();
  });

  it('follows the slider where the storm’s points have times: between two forecast points, halfway along', () => {
    const [storm] = stormsOf(anding);
    if (storm === undefined) throw new Error('no storm');
    const [, first, second] = storm.points;
    if (first === undefined || second === undefined) throw new Error('no forecast');
    const halfway = positionAt(storm, '2026-01-19T06:00:00Z');
    expect(halfway?.lat).toBeCloseTo((first.lat + second.lat) / 2, 6);
    expect(halfway?.lon).toBeCloseTo((first.lon + second.lon) / 2, 6);
    expect(positionAt(storm, '2026-01-18T06:00:00Z')).toBeNull();
    expect(positionAt(storm, '2026-01-25T00:00:00Z')).toBeNull();
  });

  it('says no storm is active rather than showing an empty layer', async () => {
    const { timer } = manualTimer();
    const opened = await openWindow(timer, { storms: { type: 'FeatureCollection', attribution: 'Demo storms', features: [] } });
    close = opened.close;
    opened.switchOn('map-storms');
    await vi.waitFor(() => expect(text(opened.toggles.querySelector('[data-testid="storm-count"]'))).toBe('No active storms'));
    expect(text(opened.panel.querySelector('[data-testid="storm-panel"]'))).toContain('No tropical storms are active.');
    expect(opened.container.querySelectorAll('path[class*="wg-storm"]')).toHaveLength(0);
  });

  it('shows the last half hour’s flashes in view only, fading with age, counted and credited to their satellite; the view asks once it is still', async () => {
    const { timer, advance } = manualTimer();
    const boxes: { minLon: number; minLat: number; maxLon: number; maxLat: number }[] = [];
    const flashes = (box: unknown) => {
      boxes.push(box as (typeof boxes)[number]);
      return [
        { lon: 10, lat: 50, time: minutesBefore(2), satellite: 'MTG-I1' },
        { lon: 11, lat: 51, time: minutesBefore(12), satellite: 'MTG-I1' },
        { lon: 9, lat: 49, time: minutesBefore(28), satellite: 'MTG-I1' },
        // Too old, and outside the view: not shown.
        { lon: 10.5, lat: 50.5, time: minutesBefore(40), satellite: 'MTG-I1' },
        { lon: 60, lat: 50, time: minutesBefore(3), satellite: 'MTG-I1' },
      ];
    };
    const opened = await openWindow(timer, { flashes });
    close = opened.close;
    opened.switchOn('map-lightning');
    await vi.waitFor(() => expect(opened.container.querySelectorAll('path.wg-flash')).toHaveLength(3));

    expect(boxes).toHaveLength(1);
    const [box] = boxes;
    // The view around 50° N 10° E at zoom 5 on 512 pixels: 22.5° of longitude.
    expect(box?.minLon).toBeCloseTo(-1.25, 1);
    expect(box?.maxLon).toBeCloseTo(21.25, 1);
    expect(box?.minLat).toBeLessThan(50);
    expect(box?.maxLat).toBeGreaterThan(50);
    const ages = [...opened.container.querySelectorAll('path.wg-flash')].map((flash) => flash.getAttribute('class')?.match(/wg-flash-age-(\d)/)?.[1]);
    expect(ages).toEqual(['0', '2', '5']);
    expect(text(opened.panel.querySelector('[data-testid="flash-count"]'))).toBe('3 flashes in view in the last 30 minutes, as of 10:00 pm');
    expect(text(opened.panel.querySelector('[data-testid="storm-panel"]'))).toContain('Weather Data Service · Lightning detected by MTG-I1');

    // A zoom asks again only once the view is still, for the new view.
    opened.container.querySelector<HTMLElement>('.leaflet-control-zoom-in')?.click();
    advance(moveSettleMs / 2);
    expect(boxes).toHaveLength(1);
    advance(moveSettleMs);
    await vi.waitFor(() => expect(boxes).toHaveLength(2));
    expect((boxes[1]?.maxLon ?? 0) - (boxes[1]?.minLon ?? 0)).toBeCloseTo(11.25, 1);

    // Then on the data's cadence, counted from the answer.
    await answersDelivered();
    expect(opened.container.querySelectorAll('path.wg-flash')).toHaveLength(3);
    advance(lightningCadenceMs - 1);
    expect(boxes).toHaveLength(2);
    advance(1);
    await vi.waitFor(() => expect(boxes).toHaveLength(3));
  });

  it('asks nothing while the window is hidden, and again once it is seen', async () => {
    const { timer, advance } = manualTimer();
    const opened = await openWindow(timer);
    close = opened.close;
    opened.switchOn('map-lightning');
    await vi.waitFor(() => expect(opened.main.callsTo('map:lightning')).toHaveLength(1));
    await vi.waitFor(() => expect(text(opened.panel.querySelector('[data-testid="flash-count"]'))).toMatch(/^0 flashes/));

    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    advance(3 * lightningCadenceMs);
    expect(opened.main.callsTo('map:lightning')).toHaveLength(1);

    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    flushSync();
    await vi.waitFor(() => expect(opened.main.callsTo('map:lightning')).toHaveLength(2));
  });

  it('explains, and asks nothing, where the satellites see no lightning', async () => {
    const { timer } = manualTimer();
    // Borneo and New Guinea: between 100° E and 160° E.
    const opened = await openWindow(timer, { center: [0, 130] });
    close = opened.close;
    opened.switchOn('map-lightning');

    expect(text(opened.panel.querySelector('[data-testid="lightning-coverage"]'))).toBe(
      'Lightning is not detected here: the satellites see 180° W–100° E and 160° E–180°, between 60° S and 75° N.',
    );
    expect(opened.panel.querySelector('[data-testid="flash-count"]')).toBeNull();
    expect(opened.main.callsTo('map:lightning')).toEqual([]);
  });
});

describe('lightning for a view the map has left', () => {
  const flash = (lon: number, lat: number): LightningFlash => ({ lon, lat, time: minutesBefore(2), satellite: 'MTG-I1' });

  it('shows the flashes of the view settled on last, though the view before answers after it', async () => {
    const held = heldAnswers<LightningView>();
    let asked = 0;
    installFakeMain({ 'map:lightning': () => (asked++ === 0 ? held.answer() : ok({ flashes: [flash(10, 50)], asOf })) });
    const { timer } = manualTimer();
    let overlays: StormOverlays | undefined;
    const stop = $effect.root(() => {
      overlays = new StormOverlays(timer, { hurricanes: () => false, lightning: () => true });
    });
    if (overlays === undefined) throw new Error('no overlays');
    const shown = overlays;

    shown.viewSettled({ west: 0, south: 40, east: 20, north: 60 });
    flushSync();
    shown.viewSettled({ west: 5, south: 45, east: 15, north: 55 });
    flushSync();
    await vi.waitFor(() => expect(shown.flashes).toHaveLength(1));

    held.release(0, ok({ flashes: [flash(10, 50), flash(11, 51), flash(9, 49)], asOf }));
    await answersDelivered();
    expect(shown.flashes).toHaveLength(1);
    stop();
  });
});
