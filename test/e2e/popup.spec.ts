import { serviceTemperatureUnit, unitPresets } from '@shared/units';
import type { Page } from '@playwright/test';
import type { WeatherglassApi } from '@shared/ipc/bridge';
import { savedFrom } from '@shared/saved-location';
import { e2eClock, expect, test } from './fixtures';
import { attachPicture, boxOf, clock, expectNoSeriousViolation, firstData, helsinki, overflowOf, popupSize } from './layout-checks';
import { currentSettings, firstFound, heldWeather, productOf, updateSettings } from './main-calls';
import { wholeDegrees } from '@shared/views/whole-degrees';
import { storyFrom } from '@shared/views/precipitation-story';

test.use({ viewport: popupSize });


/** The popup's own address with the run secret, so the host trades it for a session cookie. */
function popupUrl(hostUrl: string): string {
  const url = new URL(hostUrl);
  url.pathname = '/popup.html';
  return url.href;
}

/** Asks main through the page's own bridge, as the popup does. */
function resolutionWords(resolution: number): string {
  return resolution === 1 ? '1-minute radar' : resolution === 60 ? 'hourly model, interpolated' : `${resolution}-minute steps`;
}

/**
 * The headline and the bars on screen against main's nowcast, for the instant the popup says it
 * used. Retried as a whole: a refresh may land between reading the page and asking main.
 */
async function expectHeadlineAgreesWithNowcast(page: Page, api: WeatherglassApi, locationId: string): Promise<void> {
  await expect(async () => {
    const headline = page.getByTestId('nowcast-headline');
    const shown = { text: (await headline.textContent()) ?? '', asOf: Number(await headline.getAttribute('data-as-of')) };
    const rates = await page.getByTestId('nowcast-chart').locator('rect.bar').evaluateAll((rects) => rects.map((rect) => rect.getAttribute('data-rate')));
    const updates = await heldWeather(api, locationId, ['nowcast', 'current', 'hourly']);
    const nowcast = productOf(updates, 'nowcast').data;
    const current = productOf(updates, 'current').data.current;
    const hourly = productOf(updates, 'hourly').data.forecast;

    // The bars are the nowcast's steps from now to an hour ahead, value for value.
    const inWindow = nowcast.forecast.filter((step) => {
      const at = Date.parse(step.time);
      return at + 60_000 > shown.asOf && at < shown.asOf + 3_600_000;
    });
    expect(inWindow.length).toBeGreaterThan(0);
    expect(rates).toEqual(inWindow.map((step) => (step.precipRate === null ? 'missing' : String(step.precipRate))));

    // The story's rules have their own tests (test/shared/views/precipitation-story.test.ts): here,
    // that the popup tells it from main's data for the instant it says, as the tray does.
    const { units } = await currentSettings(api);
    const story = storyFrom({ now: shown.asOf, current, nowcast, hours: hourly, temperatureUnit: serviceTemperatureUnit(units.temperature) }, 'en');
    expect(shown.text).toBe(story.sentence);
    await expect(page.getByTestId('nowcast-resolution')).toHaveText(resolutionWords(nowcast.resolution), { timeout: 1000 });
  }).toPass(firstData);
}

test('the popup shows the current conditions from main, the demo marker and its freshness', async ({ page, host }, testInfo) => {
  // A content-security-policy refusal (an inline style, say) shows up as a console error.
  const errors: string[] = [];
  page.on('console', (message) => {
    // Chromium asks every page for a favicon; the app has none to serve.
    if (message.type() === 'error' && !message.location().url.endsWith('/favicon.ico')) {
      errors.push(`${message.text()} ${message.location().url}`);
    }
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(popupUrl(host.url));
  await expect(page.getByTestId('mode-badge')).toHaveText('Demo data');
  await expect(page.getByTestId('location-switcher')).toHaveValue(helsinki.id);

  const temperature = page.getByTestId('current-temperature');
  await expect(temperature).toHaveText(/^-?\d+°C$/, firstData);
  const current = productOf(await heldWeather(host.api, helsinki.id, ['current']), 'current').data.current;
  await expect(temperature).toHaveText(`${wholeDegrees(current.temperature ?? NaN)}°C`);
  await expect(page.getByTestId('current-phrase')).toHaveText(current.symbolPhrase ?? '');
  await expect(page.getByTestId('current-humidity')).toHaveText(`${current.relHumidity}%`);
  await expect(page.getByTestId('current-pressure')).toHaveText(`${Math.round(current.pressure ?? NaN)} hPa`);
  await expect(page.getByRole('img', { name: current.symbolPhrase ?? '' }).first()).toBeVisible();
  await expect(page.getByTestId('freshness')).toHaveText(/^Updated (just now|\d+\s+min\. ago)$/);
  await expect(page.getByTestId('hourly-strip').getByRole('listitem')).toHaveCount(12);

  // Times are the location's: Helsinki's clock, whatever this machine's zone.
  const firstHour = await page.getByTestId('hourly-strip').locator('time').first().getAttribute('datetime');
  await expect(page.getByTestId('hourly-strip').locator('time').first()).toHaveText(clock(firstHour ?? '', 'Europe/Helsinki'));

  await expect(page.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', './dashboard.html');
  await expect(page.getByRole('link', { name: 'Map' })).toHaveAttribute('href', './map.html');
  await attachPicture(page, testInfo, 'popup', { fullPage: false });
  expect(errors).toEqual([]);
});

test('the popup headline agrees with the nowcast it was given', async ({ page, host }) => {
  await page.goto(popupUrl(host.url));
  await expect(page.getByTestId('nowcast-headline')).not.toHaveText('Precipitation for the next hour is not known yet', firstData);
  await expectHeadlineAgreesWithNowcast(page, host.api, helsinki.id);
  const chart = page.getByRole('img', { name: /^Precipitation over the next hour/ });
  await expect(chart).toHaveAttribute('aria-label', /\d+ of \d+ steps known/);
});

test('the nowcast tells its own time and age beside it, whatever the conditions’ line says', async ({ page, host }) => {
  await page.goto(popupUrl(host.url));
  await expect(page.getByTestId('nowcast-chart')).toBeVisible(firstData);
  // The popup's clock 22 minutes past main's: the nowcast main holds is that old, and says so.
  await page.clock.setSystemTime(e2eClock.now() + 22 * 60_000);
  await page.clock.runFor(60_000);
  // Retried as a whole: a refresh may land between reading the page and asking main.
  await expect(async () => {
    const asOf = Number(await page.getByTestId('nowcast-headline').getAttribute('data-as-of'));
    const nowcast = productOf(await heldWeather(host.api, helsinki.id, ['nowcast']), 'nowcast');
    const minutes = Math.floor((asOf - Date.parse(nowcast.fetchedAt)) / 60_000);
    expect(minutes).toBeGreaterThanOrEqual(20);
    const time = clock(nowcast.fetchedAt, 'Europe/Helsinki');
    await expect(page.getByTestId('nowcast-age')).toHaveText(`Data from ${time} (${minutes} min. ago)`, { timeout: 1000 });
  }).toPass(firstData);
});

test('when the nowcast is older than the popup’s clock, the chart marks where its data ends, and says so', async ({ page, host }) => {
  await page.goto(popupUrl(host.url));
  await expect(page.getByTestId('nowcast-chart')).toBeVisible(firstData);

  // The popup's clock runs on a quarter of an hour past main's, so main's nowcast ends before the hour does.
  await page.clock.setSystemTime(e2eClock.now() + 15 * 60_000);
  await page.clock.runFor(60_000);
  const unknown = page.getByTestId('nowcast-no-data');
  await expect(unknown).toHaveText('no data');

  // Retried as a whole: a refresh may land between reading the page and asking main.
  await expect(async () => {
    const headline = page.getByTestId('nowcast-headline');
    const asOf = Number(await headline.getAttribute('data-as-of'));
    const steps = productOf(await heldWeather(host.api, helsinki.id, ['nowcast']), 'nowcast')
      .data.forecast.map((step) => Date.parse(step.time))
      .sort((a, b) => a - b);
    const dataEnd = (steps.at(-1) ?? 0) + ((steps[1] ?? 0) - (steps[0] ?? 0));
    const minutes = Math.round((dataEnd - asOf) / 60_000);

    const summary = (await page.getByTestId('nowcast-chart').getAttribute('aria-label')) ?? '';
    expect(summary).toMatch(new RegExp(`The data ends in ${minutes}\\u00a0min\\.$`));
    expect(Number(await unknown.locator('rect').getAttribute('x'))).toBeCloseTo((minutes / 60) * 320, 6);
    const told = /in the next (\d+) min/.exec((await headline.textContent()) ?? '');
    if (told !== null) expect(Number(told[1])).toBeLessThanOrEqual(minutes);
  }).toPass();
  await expectNoSeriousViolation(page);
});

test('switching location shows that place, in its own zone, with its nowcast resolution', async ({ page, host }, testInfo) => {
  await page.goto(popupUrl(host.url));
  await expect(page.getByTestId('current-temperature')).toHaveText(/°C$/, firstData);
  // Searched as the dashboard does: the popup itself never searches.
  const nairobi = await firstFound(host.api, 'Nairobi');
  try {
    await updateSettings(host.api, { locations: [helsinki, savedFrom(nairobi)] });
    const switcher = page.getByTestId('location-switcher');
    await expect(switcher.locator('option')).toHaveText(['Helsinki, Finland', `${nairobi.name}, ${nairobi.country}`]);

    await switcher.selectOption(String(nairobi.id));
    const temperature = page.getByTestId('current-temperature');
    await expect(async () => {
      const current = productOf(await heldWeather(host.api, String(nairobi.id), ['current']), 'current').data.current;
      await expect(temperature).toHaveText(`${wholeDegrees(current.temperature ?? NaN)}°C`, { timeout: 1000 });
    }).toPass(firstData);
    await expectHeadlineAgreesWithNowcast(page, host.api, String(nairobi.id));
    // No radar over Nairobi: the popup says the minutes are the model's.
    await expect(page.getByTestId('nowcast-resolution')).toHaveText('hourly model, interpolated');
    const firstHour = page.getByTestId('hourly-strip').locator('time').first();
    await expect(firstHour).toHaveText(clock((await firstHour.getAttribute('datetime')) ?? '', nairobi.timezone));
    await attachPicture(page, testInfo, 'popup-switched', { fullPage: false });
  } finally {
    await updateSettings(host.api, { locations: [] });
  }
  await expect(page.getByTestId('location-switcher')).toHaveValue(helsinki.id);
});

test('the popup follows the dark theme and fits 360x560 without sideways scrolling', async ({ page, host }, testInfo) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(popupUrl(host.url));
  // The host is shared by the worker's tests: set the theme outright, then put back what was there.
  const { theme: before } = await currentSettings(host.api);
  await updateSettings(host.api, { theme: 'dark' });
  try {
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByTestId('current-temperature')).toHaveText(/°C$/, firstData);
    expect(await overflowOf(page)).toEqual({ sideways: 0, downwards: 0 });
    await expect(page.getByRole('link', { name: 'Map' })).toBeInViewport();
    await page.keyboard.press('Tab');
    await expect(page.getByTestId('location-switcher')).toBeFocused();
    await attachPicture(page, testInfo, 'popup-dark', { fullPage: false });
  } finally {
    await updateSettings(host.api, { theme: before });
  }
});

test('units change live: the popup shows main’s answer in the new unit', async ({ page, host }) => {
  await page.goto(popupUrl(host.url));
  await expect(page.getByTestId('current-temperature')).toHaveText(/°C$/, firstData);
  await updateSettings(host.api, { units: { ...unitPresets.metric, temperature: 'F', wind: 'KMH' } });
  try {
    await expect(async () => {
      const current = productOf(await heldWeather(host.api, helsinki.id, ['current']), 'current').data.current;
      await expect(page.getByTestId('current-temperature')).toHaveText(`${wholeDegrees(current.temperature ?? NaN)}°F`, { timeout: 1000 });
      await expect(page.getByTestId('current-wind')).toHaveText(`${Math.round(current.windSpeed ?? NaN)} km/h`, { timeout: 1000 });
    }).toPass(firstData);
  } finally {
    await updateSettings(host.api, { units: { ...unitPresets.metric, temperature: 'C', wind: 'MS' } });
  }
  await expect(page.getByTestId('current-temperature')).toHaveText(/°C$/, firstData);
});

test.describe('closing the popup', () => {
  test('Escape asks main to close the popup', async ({ page, shellHost }) => {
    await page.goto(popupUrl(shellHost.url));
    await expect(page.getByTestId('mode-badge')).toHaveText('Demo data');
    expect(shellHost.popupCloses()).toBe(0);
    await page.keyboard.press('Escape');
    await expect.poll(() => shellHost.popupCloses()).toBe(1);
  });

  test('beside the tray the popup shows no close control: losing focus closes it', async ({ page, shellHost }) => {
    await page.goto(popupUrl(shellHost.url));
    // The mode comes with the desktop's description: once it shows, so would the control.
    await expect(page.getByTestId('mode-badge')).toHaveText('Demo data');
    await expect(page.getByRole('button', { name: 'Close' })).toHaveCount(0);
  });

  test.describe('where the popup cannot sit beside the tray (Wayland)', () => {
    test.use({ desktopShell: { trayIcons: true, popupBesideTray: false } });

    test('a visible close control, first on the keyboard path, asks main to close the popup', async ({ page, shellHost }) => {
      await page.goto(popupUrl(shellHost.url));
      const close = page.getByRole('button', { name: 'Close' });
      await expect(close).toBeVisible();
      await expect(close).toBeInViewport({ ratio: 1 });

      await page.keyboard.press('Tab');
      await expect(close).toBeFocused();
      await page.keyboard.press('Enter');
      await expect.poll(() => shellHost.popupCloses()).toBe(1);

      await close.click();
      await expect.poll(() => shellHost.popupCloses()).toBe(2);
      // The control takes no room from the rest: the place is still next on the keyboard path.
      await page.keyboard.press('Tab');
      await expect(page.getByTestId('location-switcher')).toBeFocused();
    });

    for (const theme of ['light', 'dark'] as const) {
      test(`${theme}: the close control keeps the popup within 360x560`, async ({ page, shellHost }, testInfo) => {
        // The host is the test's own: the popup opens in the theme.
        await updateSettings(shellHost.api, { theme });
        await page.goto(popupUrl(shellHost.url));
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await expect(page.getByTestId('current-temperature')).toHaveText(/°C$/, firstData);
        const close = page.getByRole('button', { name: 'Close' });
        await expect(close).toBeInViewport({ ratio: 1 });
        expect(await overflowOf(page)).toEqual({ sideways: 0, downwards: 0 });
        // The header keeps its title and the demo marker on one row, before the control.
        const [title, badge, control] = await Promise.all([
          boxOf(page.getByRole('heading', { level: 1, name: 'Weatherglass' })),
          boxOf(page.getByTestId('mode-badge')),
          boxOf(close),
        ]);
        expect(Math.abs(title.y + title.height / 2 - (control.y + control.height / 2))).toBeLessThan(4);
        expect(badge.x + badge.width).toBeLessThan(control.x);
        await expect(page.getByRole('link', { name: 'Map' })).toBeInViewport();
        await attachPicture(page, testInfo, `popup-close-control-${theme}`, { fullPage: false });
      });
    }
  });
});
