import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { savedFrom } from '@shared/saved-location';
import { defaultSettings, type SavedLocation, type Theme } from '@shared/settings';
import { unitPresets, type Units } from '@shared/units';
import { wholeDegrees } from '@shared/views/whole-degrees';
import { expect, test } from './fixtures';
import { firstData, helsinki } from './layout-checks';
import { firstFound, heldWeather, productOf, updateSettings } from './main-calls';

/**
 * Where a run asked for pictures of each look keeps them (`WEATHERGLASS_DAYS_SHOTS=dir`); without it
 * playwright.config.ts leaves the "pictures:" runs out.
 */
const shotsDir = process.env.WEATHERGLASS_DAYS_SHOTS ?? 'test-results/days-pictures';

test.afterEach(async ({ host }) => {
  await updateSettings(host.api, { locations: [], chosenPlaceId: null, units: unitPresets.metric, theme: defaultSettings.theme });
});

async function withPlaces(api: Parameters<typeof firstFound>[0]): Promise<SavedLocation[]> {
  const chicago = savedFrom(await firstFound(api, 'Chicago', 'US'));
  const stJohns = savedFrom(await firstFound(api, "St. John's", 'CA'));
  const places = [helsinki, chicago, stJohns];
  await updateSettings(api, { locations: places, chosenPlaceId: helsinki.id, firstRun: { welcomed: true } });
  return places;
}

const dayButtons = (page: Page) => page.getByTestId('meteogram-day');

test('every day of the 10-day row opens its steps and the day as a whole, never nothing', async ({ page, host }) => {
  await withPlaces(host.api);
  await page.goto(host.url);
  await expect(dayButtons(page)).toHaveCount(10, firstData);
  for (let index = 0; index < 10; index += 1) {
    const day = dayButtons(page).nth(index);
    await day.click();
    await expect(day).toHaveAttribute('aria-pressed', 'true');
    const date = await day.getAttribute('data-date');
    await expect(page.getByTestId('day-detail')).toHaveAttribute('data-date', date ?? '', firstData);
    // The 3-hour steps reach every day of the row: a day past the hourly forecast draws eight of them.
    await expect(page.getByTestId('meteogram-chart')).toBeVisible(firstData);
    await expect(page.getByTestId('meteogram')).not.toContainText('No hours to show');
  }
  await expect(page.getByTestId('meteogram-chart')).toHaveAttribute('data-steps', '8');
  await expect(page.getByTestId('meteogram-summary')).toHaveText(/, in 3-hour steps: /);
});

test('each place in the list shows its temperature, symbol and today’s high and low as main holds them', async ({ page, host }) => {
  const places = await withPlaces(host.api);
  await page.goto(host.url);
  for (const place of places) {
    const row = page.getByTestId('location-item').filter({ has: page.getByTestId('location-name').getByText(place.name, { exact: true }) });
    await expect(row.getByTestId('place-glance-temperature')).toHaveText(/^-?\d+°$/, firstData);
    const current = productOf(await heldWeather(host.api, place.id, ['current']), 'current').data.current;
    await expect(row.getByTestId('place-glance-temperature')).toHaveText(`${wholeDegrees(current.temperature ?? NaN)}°`);
    await expect(row.getByTestId('place-glance-high-low')).toHaveText(/^-?\d+° -?\d+° today’s high -?\d+°, low -?\d+°$/);
  }
});

for (const viewport of [
  { width: 1024, height: 700 },
  { width: 1280, height: 800 },
]) {
  for (const theme of ['light', 'dark'] as const satisfies Theme[]) {
    for (const [unitsName, units] of [
      ['metric', unitPresets.metric],
      ['us', unitPresets.us],
    ] as const satisfies [string, Units][]) {
      test(`pictures: day 8 at ${viewport.width}x${viewport.height}, ${theme}, ${unitsName}`, async ({ page, host }) => {
        await page.setViewportSize(viewport);
        await withPlaces(host.api);
        await updateSettings(host.api, { theme, units });
        await page.goto(host.url);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await expect(dayButtons(page)).toHaveCount(10, firstData);
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, firstData);
        const name = `${viewport.width}x${viewport.height}-${theme}-${unitsName}`;
        await mkdir(shotsDir, { recursive: true });
        await writeFile(join(shotsDir, `${name}-top.png`), await page.screenshot());
        await dayButtons(page).nth(7).click();
        await expect(page.getByTestId('day-detail')).toBeVisible(firstData);
        await page.getByTestId('meteogram').scrollIntoViewIfNeeded();
        await writeFile(join(shotsDir, `${name}-day8.png`), await page.screenshot());
        await writeFile(join(shotsDir, `${name}-full.png`), await page.screenshot({ fullPage: true }));
      });
    }
  }
}

test.describe('pictures of each card', () => {
  for (const [unitsName, units, width] of [
    ['metric', unitPresets.metric, 1280],
    ['us', unitPresets.us, 1280],
    ['metric-1024', unitPresets.metric, 1024],
    ['us-1024', unitPresets.us, 1024],
  ] as const satisfies [string, Units, number][]) {
    test(`pictures: the cards, ${unitsName}`, async ({ page, host }) => {
      await page.setViewportSize({ width, height: 800 });
      await withPlaces(host.api);
      await updateSettings(host.api, { theme: 'light', units });
      await page.goto(host.url);
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, firstData);
      for (const lazy of ['marine-panel', 'agriculture-panel']) await page.getByTestId(lazy).locator('summary').click();
      await expect(page.getByTestId('marine-panel').locator('table').first()).toBeVisible(firstData);
      await expect(page.getByTestId('agriculture-panel').locator('table').first()).toBeVisible(firstData);
      for (const card of ['section-meteogram', 'section-quarter-hour', 'section-daily', 'section-now', 'pollen-panel', 'climate-panel', 'marine-panel', 'agriculture-panel', 'location-list']) {
        await writeFile(join(shotsDir, `card-${unitsName}-${card}.png`), await page.getByTestId(card).screenshot());
      }
      await page.getByRole('link', { name: 'Account' }).click();
      await expect(page.getByTestId('usage-breakdown')).toBeVisible(firstData);
      await writeFile(join(shotsDir, `card-${unitsName}-account.png`), await page.screenshot({ fullPage: true }));
    });
  }
});

test('a place whose name ends in ’s is named whole: “St. John’s”, never “St. John’s’s”', async ({ page, host }) => {
  const places = await withPlaces(host.api);
  const stJohns = places[2];
  await page.goto(host.url);
  await page.getByTestId('location-choose').filter({ hasText: stJohns?.name ?? '' }).click();
  await expect(page.getByTestId('forecasts-place')).toHaveText(`Canada · Times in the time zone of ${stJohns?.name ?? ''} (${stJohns?.timezone ?? ''}).`, firstData);
  await expect(page.locator('body')).not.toContainText("'s's");
  await expect(page.locator('body')).not.toContainText('’s’s');
});

test('the “Next 3 hours” chart’s right axis title is whole: nothing drawn at the canvas’s right edge', async ({ page, host }) => {
  await withPlaces(host.api);
  await page.goto(host.url);
  const canvas = page.getByTestId('quarter-hour-chart').locator('canvas');
  await expect(page.getByTestId('quarter-hour-summary')).toContainText('temperature', firstData);
  await expect(page.getByTestId('quarter-hour-chart')).toHaveAttribute('data-axes', /"y2":\{/);
  // The rightmost 3 px of the canvas, in its own pixels: ink there is a title cut off at the edge.
  const inkAtEdge = await canvas.evaluate((element: { width: number; height: number; getContext(kind: '2d'): { getImageData(x: number, y: number, w: number, h: number): { data: ArrayLike<number> } } | null }) => {
    const pixels = element.getContext('2d')?.getImageData(element.width - 3, 0, 3, element.height).data ?? [];
    let inked = 0;
    for (let index = 3; index < pixels.length; index += 4) if ((pixels[index] ?? 0) > 0) inked += 1;
    return inked;
  });
  expect(inkAtEdge).toBe(0);
});

test.describe('at 1024x700', () => {
  test.use({ viewport: { width: 1024, height: 700 } });

  test('the meteogram’s labels read at 11 px though the drawing is scaled down to the card', async ({ page, host }) => {
    await withPlaces(host.api);
    await page.goto(host.url);
    const hourMark = page.getByTestId('meteogram-chart').locator('svg text.hour').first();
    await expect(hourMark).toBeVisible(firstData);
    // Typed by what is used of it: this project's Node types have no DOM. The label's parent is the drawing.
    type Drawing = { getBoundingClientRect(): { width: number }; viewBox: { baseVal: { width: number } } };
    const shown = await hourMark.evaluate((element: { parentElement: Drawing | null }) => {
      const drawing = element.parentElement;
      const scale = drawing === null ? Number.NaN : drawing.getBoundingClientRect().width / drawing.viewBox.baseVal.width;
      const style = (globalThis as unknown as { getComputedStyle(target: unknown): { fontSize: string } }).getComputedStyle(element);
      return { scale, fontPixels: Number.parseFloat(style.fontSize) * scale };
    });
    // The drawing is shown at about 70 % of its size here; its labels grow to make up for it.
    expect(shown.scale).toBeLessThan(0.8);
    expect(shown.fontPixels).toBeGreaterThanOrEqual(10.9);
  });
});
