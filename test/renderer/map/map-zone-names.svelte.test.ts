import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Display } from '@renderer/lib/weather/display';
import { framesOf } from '@renderer/map/frames/frames';
import { Playback } from '@renderer/map/frames/playback.svelte';
import TimeBar from '@renderer/map/frames/TimeBar.svelte';
import PointForecast from '@renderer/map/places/PointForecast.svelte';
import { advisoryLine, pointWords } from '@renderer/map/storms/storm-words';
import type { Storm, StormPoint } from '@renderer/map/storms/storms';
import type { HourStep } from '@shared/api/forecasts';
import type { Capabilities } from '@shared/api/maps';
import type { InterfaceLanguage } from '@shared/i18n/languages';
import { numbersLocale } from '@shared/i18n/languages';
import { ok } from '@shared/ipc/result';
import { defaultSettings } from '@shared/settings';
import { unitPresets } from '@shared/units';
import capture from '../../service/maps/fixtures/capabilities-capture.json';
import { installFakeMain, render } from '../dashboard/dashboard-fake-main';

/** 3-hourly pressure: frame 13 is 18:00 UTC on 9 Feb 2026. */
const pressure = (capture as Capabilities).images.find((layer) => layer.id === 81);
if (pressure === undefined) throw new Error('no pressure layer in the capture');
const frames = framesOf(pressure.times);
const frameIndex = 13;
const instant = '2026-02-09T18:00:00Z';

let destroy: (() => void)[] = [];
afterEach(() => {
  for (const done of destroy) done();
  destroy = [];
});

function step(time: string): HourStep {
  return { time, symbol: 'n300', temperature: -4, feelsLikeTemp: -8, windSpeed: 4, windGust: 8, windDir: 200, windDirString: 'SSW', precipProb: 10, precipAccum: 0 };
}

const stormPoint: StormPoint = {
  lat: 15,
  lon: 130,
  kind: 'current',
  time: instant,
  leadHours: null,
  category: 1,
  intensityClass: 'Category 1',
  stormType: 'TY',
  windSpeed: 38,
  pressure: 968,
} as StormPoint;
const storm = { id: 'a', name: 'Anding', basinName: null, advisoryTime: instant, current: stormPoint, points: [stormPoint], track: [], forecastTrack: [], cone: [] } as Storm;

/**
 * Every place the map names a time's zone, for one zone at one instant, in one language: the time
 * bar, the point forecast (its steps written in the place's offset, as the service writes them), a
 * storm's advisory and position (the storm panel's and the storm popups' words).
 */
async function zoneNamesOnTheMap(language: InterfaceLanguage, zone: string, writtenAt: string) {
  installFakeMain({
    'settings:get': () => ok({ ...defaultSettings, interfaceLanguage: language }),
    'weather:fetch': () => ok({ product: 'pointForecast', locationId: '1', data: { forecast: [step(writtenAt)] }, fetchedAt: instant }),
  });
  const display: Display = { units: unitPresets.metric, locale: numbersLocale(language), zone, language: 'en' };
  const playback = new Playback({ after: () => () => undefined }, { isReady: () => true, prepare: () => undefined });
  playback.reset(frames.length, frameIndex);
  const bar = render(TimeBar, { frames, nowIndex: null, present: Date.parse(instant), playback, display, loading: false, onspeed: () => undefined, onplay: () => undefined });
  const point = render(PointForecast, { place: { locationId: '1', name: 'Here', lat: 0, lon: 0 }, display, onclose: () => undefined });
  destroy.push(bar.destroy, point.destroy);
  const text = (view: { target: HTMLElement }, testId: string) => view.target.querySelector(`[data-testid="${testId}"]`)?.textContent ?? '';
  // The words follow the settings' language once main has answered.
  const timeColumn = { en: 'Time', de: 'Zeit' }[language as 'en' | 'de'];
  await vi.waitFor(() => expect(text(point, 'point-zone').startsWith(timeColumn)).toBe(true));
  return {
    timeBar: text(bar, 'frame-time'),
    pointForecast: text(point, 'point-zone'),
    stormAdvisory: advisoryLine(storm, display),
    stormPosition: pointWords(storm, stormPoint, display).lines.at(-1) ?? '',
  };
}

describe('the map names a zone one way everywhere', () => {
  it.each([
    ['en', 'Europe/Helsinki', '2026-02-09T20:00+02:00', 'EET'],
    ['de', 'Europe/Helsinki', '2026-02-09T20:00+02:00', 'OEZ'],
    ['en', 'Asia/Kolkata', '2026-02-09T23:30+05:30', 'GMT+5:30'],
    ['en', 'Asia/Calcutta', '2026-02-09T23:30+05:30', 'GMT+5:30'],
    ['en', 'Asia/Ho_Chi_Minh', '2026-02-10T01:00+07:00', 'GMT+7'],
    ['en', 'America/New_York', '2026-02-09T13:00-05:00', 'GMT-5'],
    ['en', 'UTC', '2026-02-09T18:00+00:00', 'UTC'],
  ] as const)('in %s, %s (a point written %s) is %s on the time bar, the point forecast and the storms', async (language, zone, writtenAt, name) => {
    const shown = await zoneNamesOnTheMap(language, zone, writtenAt);
    expect(shown.timeBar.endsWith(` ${name}`)).toBe(true);
    expect(shown.pointForecast).toMatch(new RegExp(`\\(${name.replace('+', '\\+')}\\)$`));
    expect(shown.stormAdvisory.endsWith(` ${name}`)).toBe(true);
    expect(shown.stormPosition.endsWith(` ${name}`)).toBe(true);
  });

  it('names a point in another zone by its offset, as a zone of that offset with no abbreviation would be', async () => {
    // The map shows Helsinki's time; the point is in India.
    const shown = await zoneNamesOnTheMap('en', 'Europe/Helsinki', '2026-02-09T23:30+05:30');
    expect(shown.timeBar.endsWith(' EET')).toBe(true);
    expect(shown.pointForecast).toBe('Time (GMT+5:30)');
  });
});
