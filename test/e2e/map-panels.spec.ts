import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { defaultSettings, type FoldedPanels, type MapPreferences } from '@shared/settings';
import { expect, test, type WorkerHost } from './fixtures';
import { firstData } from './layout-checks';
import { currentSettings, updateSettings } from './main-calls';

/**
 * The panels over the map (storms and lightning, the legend, a point's forecast) fold to buttons,
 * remember it in main's settings, keep out of each other's way and never sit over a pin.
 */

/** Where a run asked for pictures keeps them; without WEATHERGLASS_DAYS_SHOTS playwright.config.ts leaves the "pictures:" runs out. */
const shotsDir = process.env.WEATHERGLASS_MAP_SHOTS;

const sizes = [
  { width: 1024, height: 700 },
  { width: 1280, height: 800 },
] as const;

const panelNames: (keyof FoldedPanels)[] = ['storms', 'legend', 'forecast'];

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
  name: string;
}

/** With the host's places (Helsinki), every overlay on and open; `map` as the test wants the view. */
async function openMap(page: Page, host: WorkerHost, map: Partial<MapPreferences> = {}): Promise<void> {
  await host.signIn(page);
  await updateSettings(host.api, { map: { storms: true, lightning: true, ...map } });
  await page.goto(`${host.origin}/map.html`);
  await expect(page.getByTestId('storm-list')).toBeVisible(firstData);
  await expect(page.getByTestId('legend-image')).toBeVisible(firstData);
}

/** A point's forecast opened by a click in the map's open middle, away from the pins and panels. */
async function openForecast(page: Page): Promise<void> {
  const box = await page.getByTestId('map').boundingBox();
  if (box === null) throw new Error('the map has no box');
  await page.getByTestId('map').click({ position: { x: box.width * 0.55, y: box.height * 0.85 } });
  await expect(page.getByTestId('panel-forecast')).toBeVisible();
}

/**
 * The boxes of the panels and of the pins with their names, as the page lays them out. Runs in the
 * page, as source text: this project's Node types have no DOM.
 */
const layoutBoxes = `(() => {
  const boxOf = (element, name) => {
    const { left, top, right, bottom } = element.getBoundingClientRect();
    return { left, top, right, bottom, name };
  };
  const panels = [...document.querySelectorAll('[data-testid^="panel-"]')].map((panel) => boxOf(panel, panel.getAttribute('data-testid')));
  const pins = [...document.querySelectorAll('.wg-location-pin, .wg-location-name')].map((pin) => boxOf(pin, pin.textContent === '' ? 'pin' : pin.textContent));
  return { panels, pins, map: boxOf(document.querySelector('[data-testid="map"]'), 'map') };
})()`;

async function boxes(page: Page): Promise<{ panels: Box[]; pins: Box[]; map: Box }> {
  return page.evaluate(layoutBoxes);
}

const overlaps = (one: Box, other: Box): boolean => one.left < other.right && other.left < one.right && one.top < other.bottom && other.top < one.bottom;

/** Every pair of `one` and `other` that overlap, named. */
function overlapping(ones: Box[], others: Box[]): string[] {
  return ones.flatMap((one) => others.filter((other) => other !== one && overlaps(one, other)).map((other) => `${one.name} over ${other.name}`));
}

test.afterEach(async ({ host }) => {
  await updateSettings(host.api, { map: defaultSettings.map, theme: 'system' });
});

test('each panel folds to its button and opens again from the keyboard; a reload keeps the folds from the settings', async ({ page, host }) => {
  await page.setViewportSize(sizes[1]);
  await openMap(page, host);
  await openForecast(page);
  const bodies = { storms: page.getByTestId('storm-panel'), legend: page.getByTestId('map-legend'), forecast: page.getByTestId('point-forecast') };

  for (const name of panelNames) {
    const button = page.getByTestId(`fold-${name}`);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(bodies[name]).toBeHidden();
    await expect(button).toBeVisible();
    await expect.poll(async () => (await currentSettings(host.api)).map.folded[name]).toBe(true);
  }
  expect((await currentSettings(host.api)).map.folded).toEqual({ storms: true, legend: true, forecast: true });

  await page.reload();
  await expect(page.getByTestId('fold-storms')).toHaveAttribute('aria-expanded', 'false', firstData);
  await expect(page.getByTestId('fold-legend')).toHaveAttribute('aria-expanded', 'false');
  await expect(bodies.storms).toBeHidden();
  await expect(bodies.legend).toBeHidden();
  // The point picked is not kept; the next one opens folded, as the forecast was left.
  await openForecast(page);
  await expect(page.getByTestId('fold-forecast')).toHaveAttribute('aria-expanded', 'false');

  for (const name of panelNames) {
    await page.getByTestId(`fold-${name}`).focus();
    await page.keyboard.press('Space');
    await expect(page.getByTestId(`fold-${name}`)).toHaveAttribute('aria-expanded', 'true');
    await expect(bodies[name]).toBeVisible();
  }
  await expect.poll(async () => (await currentSettings(host.api)).map.folded).toEqual({ storms: false, legend: false, forecast: false });
});

for (const size of sizes) {
  test(`at ${size.width}x${size.height} the open panels overlap neither each other nor Helsinki's pin, which opens under the storm panel and is moved clear`, async ({ page, host }) => {
    await page.setViewportSize(size);
    // Helsinki (60.17° N, 24.94° E) about 190 px from the map's start edge, half way down: where the storm panel is.
    const shift = (size.width / 2 - 190) / ((256 * 2 ** 6) / 360);
    await openMap(page, host, { center: [60.17, 24.94 + shift], zoom: 6 });
    await openForecast(page);

    await expect.poll(async () => {
      const { panels, pins } = await boxes(page);
      return { panels: panels.length, pins: pins.length, pinsUnder: overlapping(pins, panels) };
    }).toEqual({ panels: 3, pins: 2, pinsUnder: [] });
    const { panels, pins, map } = await boxes(page);
    expect(overlapping(panels, panels)).toEqual([]);
    for (const box of [...panels, ...pins]) {
      expect(box.left >= map.left && box.right <= map.right && box.top >= map.top && box.bottom <= map.bottom, `${box.name} inside the map`).toBe(true);
    }
  });
}

for (const theme of ['light', 'dark'] as const) {
  for (const size of sizes) {
    test(`pictures: the panels open and folded, ${theme} at ${size.width}x${size.height}`, async ({ page, host }, testInfo) => {
      await page.setViewportSize(size);
      await updateSettings(host.api, { theme });
      // The region the map opens on, then city zoom over Helsinki, where the base map names the towns around.
      for (const view of [{ name: 'region', map: {} }, { name: 'city-zoom', map: { center: [60.2, 24.9] as [number, number], zoom: 10 } }]) {
        await openMap(page, host, view.map);
        await openForecast(page);
        await expect(page.locator('.wg-frame img.leaflet-tile-loaded').first()).toBeAttached(firstData);
        if (view.name === 'city-zoom') await expect(page.locator('.wg-base-label').first()).toBeVisible(firstData);
        await page.screenshot({ path: join(shotsDir ?? testInfo.outputPath(), `map-${view.name}-panels-open-${size.width}x${size.height}-${theme}.png`) });
        for (const name of panelNames) await page.getByTestId(`fold-${name}`).click();
        await expect(page.getByTestId('storm-panel')).toBeHidden();
        await page.screenshot({ path: join(shotsDir ?? testInfo.outputPath(), `map-${view.name}-panels-folded-${size.width}x${size.height}-${theme}.png`) });
        await updateSettings(host.api, { map: { folded: { storms: false, legend: false, forecast: false } } });
      }
    });
  }
}
