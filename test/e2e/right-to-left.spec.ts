import type { Locator } from '@playwright/test';
import { commonMessages } from '@shared/i18n/messages/common';
import { expect, test } from './fixtures';
import { arrange, boxOf, expectLaidOut, expectMapToolbarWhole, expectNoSeriousViolation, firstData, noneBusy, popupSize } from './layout-checks';
import { accountView, mapView, popupView, settingsView, type WindowView } from './window-views';

/**
 * Arabic, the right-to-left language: every window says so (`<html dir="rtl" lang="ar">`), mirrors
 * where reading order matters (the columns, the rows of words, the back arrow), keeps left to right
 * where time runs (the charts, the popup's hours, the meteogram's days, the map and its time bar)
 * and never mirrors a wind arrow; laid out whole and axe-clean in both themes, at the sizes people use.
 */
test.describe.configure({ timeout: 90_000 });

const dashboardSize = { width: 1280, height: 800 };

// The forecasts are ready without waiting for a warning: the demo's Arabic day may have none.
const arabicForecastsView = (size: WindowView['size']): WindowView => ({
  name: 'dashboard forecasts',
  path: '/dashboard.html',
  size,
  ready: async (page) => {
    await expect(page.getByTestId('day-table')).toBeVisible(firstData);
    await expect(page.getByTestId('aqi-now')).toBeVisible(firstData);
    await noneBusy(page);
  },
});

const views: WindowView[] = [
  popupView,
  ...[{ width: 1024, height: 700 }, dashboardSize].map(arabicForecastsView),
  settingsView(dashboardSize),
  accountView(dashboardSize),
  mapView(dashboardSize, expectMapToolbarWhole),
];

test.beforeAll(async () => {
  await commonMessages.load('ar');
});

/** Whether the first element stands left of the second on screen. */
async function leftOf(first: Locator, second: Locator): Promise<boolean> {
  return (await boxOf(first)).x < (await boxOf(second)).x;
}

/** A drawn shape is mirrored when its transform to the screen flips it: a negative determinant. */
async function mirrored(shape: Locator): Promise<boolean> {
  return shape.evaluate((element: { getScreenCTM(): { a: number; b: number; c: number; d: number } | null }) => {
    const matrix = element.getScreenCTM();
    return matrix === null || matrix.a * matrix.d - matrix.b * matrix.c < 0;
  });
}

for (const view of views) {
  for (const theme of ['light', 'dark'] as const) {
    test(`in Arabic, ${theme}, the ${view.name} at ${view.size.width}x${view.size.height} runs right to left, is laid out whole and axe finds no serious violation`, async ({ page, host }) => {
      await page.setViewportSize(view.size);
      const restore = await arrange(page, host, theme, { language: 'ar', interfaceLanguage: 'data' });
      try {
        await page.goto(`${host.origin}${view.path}`);
        await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
        await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await expect(page.getByTestId('mode-badge')).toHaveText(commonMessages.format('ar', 'demoBadge'));
        await view.ready(page);

        await expectLaidOut(page);
        await view.check?.(page);
        await expectNoSeriousViolation(page);
      } finally {
        await restore();
      }
    });
  }
}

test.describe('in Arabic', () => {
  let restore: () => Promise<void> = () => Promise.resolve();
  test.beforeEach(async ({ page, host }) => {
    restore = await arrange(page, host, 'light', { language: 'ar', interfaceLanguage: 'data' });
  });
  test.afterEach(async () => {
    await restore();
  });

  test('the popup mirrors its rows of words, while its hours and its next-hour chart run left to right', async ({ page, host }) => {
    await page.setViewportSize(popupSize);
    await page.goto(`${host.origin}/popup.html`);
    await expect(page.getByTestId('hourly-strip').getByRole('listitem')).toHaveCount(12, firstData);
    // Reading order: the first link of the foot (the dashboard) stands to the right of the second.
    expect(await leftOf(page.getByTestId('open-map'), page.getByTestId('open-dashboard'))).toBe(true);
    // Time: the next hour stands left of the one after it, as on the chart above, where "now" is at the left.
    const hours = page.getByTestId('hourly-strip').getByRole('listitem');
    expect(await leftOf(hours.nth(0), hours.nth(1))).toBe(true);
    await expect(page.getByTestId('nowcast-chart')).toHaveCSS('direction', 'ltr');
    // The wind arrow points where the wind blows, in every language.
    expect(await mirrored(page.locator('dd:has([data-testid="current-wind"]) svg.wind-arrow path'))).toBe(false);
  });

  test('the dashboard puts the places on the right, runs the days left to right under the meteogram, and its back arrow points right', async ({ page, host }) => {
    await page.setViewportSize(dashboardSize);
    await page.goto(`${host.origin}/dashboard.html`);
    const days = page.getByTestId('meteogram-day');
    await expect(days).toHaveCount(10, firstData);
    expect(await leftOf(page.getByTestId('meteogram'), page.getByTestId('location-list'))).toBe(true);
    expect(await leftOf(days.nth(0), days.nth(1))).toBe(true);
    await expect(page.getByTestId('meteogram-chart')).toHaveCSS('direction', 'ltr');
    // The arrow keys follow the row as it stands: right is the next day.
    await days.nth(0).focus();
    await page.keyboard.press('ArrowRight');
    await expect(days.nth(1)).toBeFocused();

    await days.nth(2).click();
    await expect(page.getByTestId('meteogram-back').locator('.back-arrow')).toHaveCSS('transform', 'matrix(-1, 0, 0, 1, 0, 0)');
    // The day table's wind arrows are drawn as the wind blows, not mirrored with the text.
    const windArrow = page.getByTestId('day-table').locator('svg.wind-arrow path').first();
    await expect(windArrow).toBeAttached(firstData);
    expect(await mirrored(windArrow)).toBe(false);
  });

  test('the map and its time bar run left to right under a mirrored toolbar', async ({ page, host }) => {
    await page.setViewportSize(dashboardSize);
    await page.goto(`${host.origin}/map.html`);
    await expect(page.locator('img.leaflet-tile-loaded').first()).toBeAttached(firstData);
    await expect(page.getByTestId('map')).toHaveCSS('direction', 'ltr');
    await expect(page.getByTestId('time-slider')).toHaveCSS('direction', 'ltr');
    // The Play button leads the time bar's row of words, at the right.
    expect(await leftOf(page.getByTestId('frame-time'), page.getByTestId('play'))).toBe(true);
  });
});
