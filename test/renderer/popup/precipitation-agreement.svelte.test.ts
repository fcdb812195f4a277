import { flushSync, mount, unmount } from 'svelte';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ShapeContext } from '@renderer/dashboard/display';
import { precipitationChart } from '@renderer/dashboard/forecast/hourly';
import { quarterHourChart } from '@renderer/dashboard/forecast/quarter-hour';
import CurrentConditions from '@renderer/popup/CurrentConditions.svelte';
import NowcastPanel from '@renderer/popup/NowcastPanel.svelte';
import { ok } from '@shared/ipc/result';
import { defaultSettings } from '@shared/settings';
import { storyFrom } from '@shared/views/precipitation-story';
import {
  currentOf,
  hoursOf,
  now,
  nowcastOf,
  precipitationCases,
  quarterHoursOf,
  zone,
} from '../../support/precipitation-cases';
import { installFakeMain } from '../dashboard/dashboard-fake-main';

/** The popup and the dashboard against the one table the tray and the notification are also tested against. */
describe.each(precipitationCases)('$name: the popup and the dashboard', (weather) => {
  // The popup's words follow the interface language, which the window reads from main's settings.
  beforeEach(() => {
    installFakeMain({ 'settings:get': () => ok(defaultSettings) });
  });
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('tell the table’s story: headline, conditions, chart and summaries', () => {
    const current = currentOf(weather);
    const nowcast = nowcastOf(weather);
    // The popup's own reading (Popup.svelte): the current conditions, the nowcast and the hours.
    const clock = { timeZone: zone, style: defaultSettings.units.clock };
    const story = storyFrom({ now, current, nowcast, hours: hoursOf(weather), temperatureUnit: 'C', clock }, 'en');
    const display = { units: defaultSettings.units, locale: 'en', zone, language: 'en' } as const;
    const target = document.body;
    const shown = [
      mount(CurrentConditions, { target, props: { current, story, display } }),
      mount(NowcastPanel, { target, props: { nowcast, story, now, display } }),
    ];
    flushSync();
    const text = (id: string) => target.querySelector(`[data-testid="${id}"]`)?.textContent?.trim();
    const drawn = [...target.querySelectorAll<SVGRectElement>('[data-testid="nowcast-chart"] rect.bar:not(.missing)')]
      .filter((bar) => Number(bar.getAttribute('height')) > 0)
      .map((bar) => Number(bar.dataset['at']));

    expect(text('nowcast-headline')).toBe(weather.says.headline);
    expect(text('current-phrase')).toBe(weather.says.conditions);
    expect(drawn[0] ?? null).toBe(weather.says.firstBarAt);

    const context: ShapeContext = { now, zone, locale: 'en', language: 'en', units: defaultSettings.units };
    expect(quarterHourChart(quarterHoursOf(weather), context, nowcast.resolution).summary).toMatch(weather.says.quarterHour);
    expect(precipitationChart(hoursOf(weather), context).summary).toMatch(weather.says.hourly);
    for (const component of shown) unmount(component);
  });
});
