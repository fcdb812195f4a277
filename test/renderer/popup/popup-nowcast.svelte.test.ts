import { flushSync, mount, unmount } from 'svelte';
import { unitPresets } from '@shared/units';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chartSummary, coveredMinutes, nowcastBars, resolutionLabel } from '@renderer/popup/nowcast';
import PrecipitationChart from '@renderer/popup/PrecipitationChart.svelte';
import type { Nowcast } from '@shared/api/forecasts';
import { precipitationStory } from '@shared/views/precipitation-story';
import { ok } from '@shared/ipc/result';
import { defaultSettings } from '@shared/settings';
import { defaultSystemLocale } from '@shared/system-locale';
import { installFakeMain } from '../dashboard/dashboard-fake-main';

const zone = 'Europe/Helsinki';
/** 14:11\u00a0in Helsinki: the first step of every nowcast here. */
const start = Date.parse('2026-01-15T14:11:00+02:00');
const minute = 60_000;

/** One-minute steps from `start`, as the service writes them (local time with offset). */
function nowcast(rates: (number | null)[], resolution = 1): Nowcast {
  return {
    resolution,
    forecast: rates.map((precipRate, i) => {
      const local = new Date(start + i * minute + 2 * 3_600_000).toISOString().slice(0, 16);
      return { time: `${local}+02:00`, precipRate };
    }),
  };
}

const dry = (count: number) => Array.from({ length: count }, () => 0);
const storyOf = (data: Nowcast) => precipitationStory({ now: start, rateNow: null, nowcast: data, falling: 'rain' }, 'en');

describe('nowcastBars', () => {
  it('keeps the step under way and the steps up to an hour ahead, in time order', () => {
    const data = nowcast([...dry(5), 0.7, ...dry(64)]);
    data.forecast.reverse();
    const bars = nowcastBars(data, start + 2 * minute + 30_000);
    // Half a minute in: the step under way, 59 whole ones, and the one the hour ends in.
    expect(bars).toHaveLength(61);
    expect(bars[0]?.at).toBe(start + 2 * minute);
    expect(bars[3]?.rate).toBe(0.7);
    expect(bars.every((bar) => bar.lengthMs === minute)).toBe(true);
  });

  it('keeps missing values as null, for the chart to mark', () => {
    expect(nowcastBars(nowcast([null, 0]), start).map((bar) => bar.rate)).toEqual([null, 0]);
  });
});

describe('resolutionLabel', () => {
  it('tells radar from the interpolated model', () => {
    expect(resolutionLabel(1)).toBe('1-minute radar');
    expect(resolutionLabel(60)).toBe('hourly model, interpolated');
    expect(resolutionLabel(5)).toBe('5-minute steps');
  });
});

describe('chartSummary', () => {
  it('names an hourly model’s heaviest moment only to the hour', () => {
    const data = nowcast([...dry(12), 0.4, 1.5, 4.2, 2, 0.3, ...dry(43)], 60);
    const line = chartSummary(nowcastBars(data, start), start, storyOf(data), { units: unitPresets.metric, locale: 'en', zone }, 60);
    expect(line).toBe('Precipitation over the next hour, 60 of 60 steps known: Heavy rain likely within the hour; the most is 4.2\u00a0mm/h around 14:00.');
  });

  it('gives the story, how much is known and the peak in one line', () => {
    const data = nowcast([...dry(12), 0.4, 1.5, 4.2, 2, 0.3, ...dry(41), null, null]);
    const line = chartSummary(nowcastBars(data, start), start, storyOf(data), { units: unitPresets.metric, locale: 'en', zone });
    expect(line).toBe(
      'Precipitation over the next hour, 58 of 60 steps known: Heavy rain starting in about 10\u00a0min; the most is 4.2\u00a0mm/h at 14:25.',
    );
  });

  it('has no peak to tell when it stays dry, nor from drops below the wet threshold', () => {
    const data = nowcast([...dry(50), ...Array.from({ length: 10 }, () => 0.05)]);
    expect(chartSummary(nowcastBars(data, start), start, storyOf(data), { units: unitPresets.metric, locale: 'en', zone })).toBe(
      'Precipitation over the next hour, 60 of 60 steps known: No rain in the next hour.',
    );
  });
});

/** A nowcast fetched ten minutes ago: its hour of steps reaches 50 minutes past now. */
const tenMinutesOld = { data: nowcast([...dry(20), 1.2, 1.4, ...dry(38)]), now: start + 10 * minute };

describe('a nowcast that ends short of the hour', () => {
  // The chart follows main's settings for its units: a main of its own, whatever ran before this file.
  beforeEach(() => {
    installFakeMain({
      'settings:get': () => ok(defaultSettings),
      'app:getInfo': () =>
        ok({ name: 'Weatherglass', version: '1.0.0', mode: 'demo', host: 'electron', desktopShell: { trayIcons: true, popupBesideTray: true }, systemLocale: defaultSystemLocale }),
    });
  });

  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('covers the minutes its steps reach, and the whole hour when fresh', () => {
    expect(coveredMinutes(nowcastBars(tenMinutesOld.data, tenMinutesOld.now), tenMinutesOld.now)).toBe(50);
    const fresh = nowcast(dry(61));
    expect(coveredMinutes(nowcastBars(fresh, start), start)).toBe(60);
    expect(coveredMinutes([], start)).toBe(0);
  });

  it('says where the data ends, after the story', () => {
    const { data, now } = tenMinutesOld;
    const story = precipitationStory({ now, rateNow: null, nowcast: data, falling: 'rain' }, 'en');
    expect(chartSummary(nowcastBars(data, now), now, story, { units: unitPresets.metric, locale: 'en', zone })).toBe(
      `Precipitation over the next hour, 50 of 50 steps known: ${story.sentence}; the most is 1.4\u00a0mm/h at 14:32. The data ends in 50\u00a0min.`,
    );
  });

  it('marks the rest of the hour as no data instead of drawing it dry, and ends the levels there', () => {
    const { data, now } = tenMinutesOld;
    const chart = mount(PrecipitationChart, { target: document.body, props: { bars: nowcastBars(data, now), now, summary: '' } });
    flushSync();
    const endX = (50 / 60) * 320;
    const unknown = document.querySelector('[data-testid="nowcast-no-data"]');
    expect(Number(unknown?.querySelector('rect')?.getAttribute('x'))).toBeCloseTo(endX, 6);
    expect(Number(unknown?.querySelector('rect')?.getAttribute('width'))).toBeCloseTo(320 - endX, 6);
    expect(unknown?.textContent?.trim()).toBe('no data');
    const levelEnds = [...document.querySelectorAll('line.level')].map((line) => Number(line.getAttribute('x2')));
    expect(levelEnds).toHaveLength(2);
    for (const end of levelEnds) expect(end).toBeCloseTo(endX, 6);
    const lastBarEnd = Math.max(...[...document.querySelectorAll('rect.bar')].map((bar) => Number(bar.getAttribute('x')) + Number(bar.getAttribute('width'))));
    expect(lastBarEnd).toBeLessThanOrEqual(endX);
    unmount(chart);
  });

  it('draws no such stretch when the steps reach the hour', () => {
    const chart = mount(PrecipitationChart, { target: document.body, props: { bars: nowcastBars(nowcast(dry(61)), start), now: start, summary: '' } });
    flushSync();
    expect(document.querySelector('[data-testid="nowcast-no-data"]')).toBeNull();
    unmount(chart);
  });
});
