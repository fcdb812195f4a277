import type { Display } from '@renderer/lib/weather/display';
import { clockDisplay } from '../displays';
import { defaultSettings } from '@shared/settings';
import { unitPresets } from '@shared/units';
import { flushSync } from 'svelte';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { framesOf } from '@renderer/map/frames/frames';
import { Playback } from '@renderer/map/frames/playback.svelte';
import type { Timer } from '@renderer/map/timer';
import LayerPicker from '@renderer/map/layers/LayerPicker.svelte';
import MapLegend from '@renderer/map/layers/MapLegend.svelte';
import PointForecast from '@renderer/map/places/PointForecast.svelte';
import TimeBar from '@renderer/map/frames/TimeBar.svelte';
import type { HourStep } from '@shared/api/forecasts';
import type { Capabilities } from '@shared/api/maps';
import { fail, ok } from '@shared/ipc/result';
import { errorsText as english } from '@renderer/lib/text';
import capture from '../../service/maps/fixtures/capabilities-capture.json';
import { button, installFakeMain, render, typeInto } from '../dashboard/dashboard-fake-main';

const layers = (capture as Capabilities).images;

// The components' words follow the settings, read from main: one that has none speaks English.
beforeEach(() => {
  installFakeMain({});
});

let destroy: (() => void) | undefined;
afterEach(() => {
  destroy?.();
  destroy = undefined;
});

/** Nothing runs unless a test runs it: these tests drive playback by hand. */
const stillTimer: Timer = { after: () => () => undefined };

describe('the layer picker', () => {
  it('lists the layers by their catalogue names under their groups and reports the layer chosen', () => {
    const chosen: number[] = [];
    const view = render(LayerPicker, { layers, selectedId: 5, onchoose: (id: number) => chosen.push(id) });
    destroy = view.destroy;
    const select = view.target.querySelector('select') as HTMLSelectElement;

    const groups = [...select.querySelectorAll('optgroup')].map((group) => group.label);
    expect(groups).toEqual(['Radar', 'Precipitation', 'Temperature', 'Wind', 'Clouds', 'Pressure', 'Air quality', 'UV', 'Snow', 'Sea temperature', 'Satellite', 'Pollen', 'Lightning']);
    const pollen = select.querySelector('optgroup[label="Pollen"]');
    expect([...(pollen?.querySelectorAll('option') ?? [])].map((option) => option.textContent)).toEqual([
      'Ragweed pollen',
      'Alder pollen',
      'Birch pollen',
      'Olive pollen',
      'Grass pollen',
      'Mugwort pollen',
    ]);
    expect(select.selectedOptions[0]?.textContent).toBe('Europe: radar and forecast');
    expect(document.querySelector('label[for="map-layer"]')?.textContent).toBe('Layer');

    typeInto(select, '9');
    expect(chosen).toEqual([9]);
  });
});

describe('the time bar', () => {
  const uv = layers.find((layer) => layer.id === 9);
  if (uv === undefined) throw new Error('no UV layer in the capture');
  const frames = framesOf(uv.times);
  /** The moment of frame 1, 9 Feb 12:00 UTC. */
  const present = Date.parse('2026-02-09T12:00:00Z');

  it('starts at "now", reads the time out in the zone given, and marks past and forecast', () => {
    const playback = new Playback(stillTimer, { isReady: () => true, prepare: () => undefined });
    playback.reset(frames.length, 1);
    const view = render(TimeBar, { frames, nowIndex: 1, present, playback, display: clockDisplay('Asia/Tokyo', '24h'), loading: false, onspeed: () => undefined, onplay: () => undefined });
    destroy = view.destroy;
    const slider = view.target.querySelector('input[type="range"]') as HTMLInputElement;

    expect(slider.max).toBe('6');
    expect(slider.value).toBe('1');
    // times.available[1] is 2026-02-09T12:00Z: 21:00 in Tokyo.
    expect(slider.getAttribute('aria-valuetext')).toBe('Mon 9 Feb, 21:00 GMT+9, now');
    expect(view.target.querySelector('[data-testid="frame-kind"]')?.textContent).toBe('Now');
    expect(view.target.querySelector('[data-testid="frame-loading"]')?.textContent).toBe('');
    const tick = view.target.querySelector('.now-tick') as HTMLElement;
    expect(Number.parseFloat(tick.style.left)).toBeCloseTo(100 / 6, 6);

    typeInto(slider, '3');
    flushSync();
    expect(playback.index).toBe(3);
    expect(slider.getAttribute('aria-valuetext')).toBe('Wed 11 Feb, 21:00 GMT+9, forecast, in 2\u00a0days');
    expect(view.target.querySelector('[data-testid="frame-kind"]')?.textContent).toBe('Forecast');
    typeInto(slider, '0');
    flushSync();
    expect(slider.getAttribute('aria-valuetext')).toBe('Sun 8 Feb, 21:00 GMT+9, past, 24\u00a0hr ago');
  });

  it('plays and pauses from one button named for what it does, and offers the speeds', () => {
    const playback = new Playback(stillTimer, { isReady: () => true, prepare: () => undefined });
    playback.reset(frames.length, 1);
    const speeds: number[] = [];
    // The map asks the loop's price first (tested with the controller); here Play plays at once.
    const onplay = () => (playback.playing ? playback.pause() : playback.play());
    const view = render(TimeBar, { frames, nowIndex: 1, present, playback, display: clockDisplay('UTC', '24h'), loading: true, onspeed: (speed: number) => speeds.push(speed), onplay });
    expect(view.target.querySelector('[data-testid="frame-loading"]')?.textContent).toBe('Loading tiles…');
    destroy = view.destroy;

    button(view.target, 'Play').click();
    flushSync();
    expect(playback.playing).toBe(true);
    expect(view.target.querySelector('[data-testid="time-bar"]')?.getAttribute('data-playing')).toBe('true');
    // The loop is drawn on the track: here the whole week.
    expect((view.target.querySelector('.loop') as HTMLElement).style.width).toBe('100%');
    button(view.target, 'Pause').click();
    flushSync();
    expect(playback.playing).toBe(false);

    const speed = view.target.querySelector('#map-speed') as HTMLSelectElement;
    expect([...speed.options].map((option) => option.textContent)).toEqual(['0.5×', '1×', '2×', '4×']);
    typeInto(speed, '2');
    expect(speeds).toEqual([2]);
  });
});

describe('the legend', () => {
  it('shows the legend image, the provider and the layer’s attribution', () => {
    const view = render(MapLegend, { src: '/wg-tile/legends/5/default.png', layerName: 'Europe: radar and forecast', attribution: 'EUMETNET' });
    destroy = view.destroy;
    const image = view.target.querySelector('img') as HTMLImageElement;
    expect(image.getAttribute('src')).toBe('/wg-tile/legends/5/default.png');
    expect(image.alt).toBe('Colour scale of Europe: radar and forecast');
    expect(view.target.querySelector('[data-testid="data-credit"]')?.textContent).toMatch(/Weather Data Service\s*·\s*EUMETNET/);

    image.dispatchEvent(new Event('error'));
    flushSync();
    expect(view.target.querySelector('img')).toBeNull();
    expect(view.target.textContent).toContain('The legend could not be loaded.');
  });
});

function step(hour: number, fields: Partial<HourStep>): HourStep {
  return {
    // Written as the service writes a place's steps: in its own zone, Helsinki's here.
    time: `2026-02-09T${String(hour).padStart(2, '0')}:00+02:00`,
    symbol: 'd300',
    temperature: 1.4,
    feelsLikeTemp: -2,
    windSpeed: 4,
    windGust: 8,
    windDir: 200,
    windDirString: 'SSW',
    precipProb: 30,
    precipAccum: 0.2,
    ...fields,
  };
}

describe('the point forecast', () => {
  const place = { locationId: '24.935,60.170', name: null, lat: 60.16952, lon: 24.93545 };
  const steps = [
    step(19, { temperature: -3.4 }),
    step(20, { temperature: null, precipAccum: null, windSpeed: null }),
    step(21, {}),
    step(22, {}),
    step(23, {}),
    step(0, {}),
  ];

  it('asks main for that point and shows the next hours in the user’s units, nulls as a dash', async () => {
    const main = installFakeMain({
      'weather:fetch': () => ok({ product: 'pointForecast', locationId: place.locationId, data: { forecast: steps }, fetchedAt: '2026-02-09T19:00:00Z' }),
    });
    const view = render(PointForecast, { place, display: { units: { ...unitPresets.metric, wind: 'KMH' }, locale: 'en', zone: undefined, language: 'en' }, onclose: () => undefined });
    destroy = view.destroy;

    await vi.waitFor(() => expect(view.target.querySelectorAll('[data-testid="point-step"]')).toHaveLength(5));
    expect(main.callsTo('weather:fetch')).toEqual([{ locationId: '24.935,60.170', product: 'pointForecast' }]);
    expect(view.target.querySelector('h2')?.textContent).toBe('60.170° N, 24.935° E');
    const rows = [...view.target.querySelectorAll('[data-testid="point-step"]')].map((row) =>
      [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.replace(/\s+/g, ' ').trim()),
    );
    expect(rows[0]).toEqual(['19:00', '', '-3°C', '0.2 mm 30%', '4 km/h']);
    expect(rows[1]).toEqual(['20:00', '', '–', '– 30%', '–']);
    expect(view.target.querySelector('[data-testid="point-zone"]')?.textContent).toBe('Time (GMT+2)');
    expect(view.target.querySelector('[data-testid="data-credit"]')?.textContent).toContain('Weather Data Service');
  });

  it('asks again in the units shown when they change', async () => {
    const main = installFakeMain({
      'weather:fetch': () => ok({ product: 'pointForecast', locationId: place.locationId, data: { forecast: steps }, fetchedAt: '2026-02-09T19:00:00Z' }),
    });
    const props = $state({ place, display: { units: unitPresets.metric, locale: 'en', zone: undefined, language: 'en' } as Display, onclose: () => undefined });
    const view = render(PointForecast, props);
    destroy = view.destroy;
    await vi.waitFor(() => expect(view.target.querySelectorAll('[data-testid="point-step"]')).toHaveLength(5));

    expect(main.callsTo('weather:fetch')).toHaveLength(1);
    props.display = { ...props.display, units: { ...unitPresets.metric, wind: 'KMH' } };
    flushSync();
    expect(main.callsTo('weather:fetch')).toHaveLength(2);
  });

  it('speaks the interface language, and follows a change of it', async () => {
    const main = installFakeMain({
      'settings:get': () => ok({ ...defaultSettings, interfaceLanguage: 'de' }),
      'weather:fetch': () => ok({ product: 'pointForecast', locationId: place.locationId, data: { forecast: steps }, fetchedAt: '2026-02-09T19:00:00Z' }),
    });
    const view = render(PointForecast, { place, display: { units: unitPresets.metric, locale: 'de', zone: undefined, language: 'en' }, onclose: () => undefined });
    destroy = view.destroy;

    await vi.waitFor(() => expect(view.target.querySelector('[data-testid="point-zone"]')?.textContent).toBe('Zeit (GMT+2)'));
    expect(view.target.querySelector('h2')?.textContent).toBe('60,170° N, 24,935° O');
    expect(view.target.querySelector('button.close')?.getAttribute('aria-label')).toBe('Vorhersage schließen');

    main.emit('settings:changed', { ...defaultSettings, interfaceLanguage: 'fr' });
    flushSync();
    expect(view.target.querySelector('[data-testid="point-zone"]')?.textContent).toBe('Heure (UTC+2)');
    expect(view.target.querySelector('h2')?.textContent).toBe('60,170° N, 24,935° E');
  });

  it('shows a saved location by name, and a failure as a calm notice', async () => {
    const refusal = fail('offline', 'serviceUnavailable');
    installFakeMain({ 'weather:fetch': () => refusal });
    const closed = vi.fn();
    const view = render(PointForecast, {
      place: { locationId: '658225', name: 'Helsinki', lat: 60.17, lon: 24.94 },
      display: { units: { ...unitPresets.metric, temperature: 'F' }, locale: 'en', zone: undefined, language: 'en' },
      onclose: closed,
    });
    destroy = view.destroy;

    await vi.waitFor(() => expect(view.target.querySelector('[data-testid="error-notice"]')).not.toBeNull());
    expect(view.target.querySelector('h2')?.textContent).toBe('Helsinki');
    expect(view.target.querySelector('[data-testid="error-notice"]')?.textContent).toContain(english(refusal.error.action));
    button(view.target, 'Close the forecast').click();
    expect(closed).toHaveBeenCalledOnce();
  });
});
