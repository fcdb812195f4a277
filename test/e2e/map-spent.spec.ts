import { mkdir } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { MapLayer } from '@shared/api/maps';
import type { WeatherglassApi } from '@shared/ipc/bridge';
import { defaultSettings, type MapPreferences } from '@shared/settings';
import { expect, test, type WorkerHost } from './fixtures';
import { expectMapToolbarWhole, expectNoSeriousViolation, firstData, textMisfits } from './layout-checks';
import { updateSettings } from './main-calls';

/** Where the lead looks at the spent state; outside git. */
const shotsFolder = process.env.WEATHERGLASS_SHOTS ?? '/work/wt/shots/i34-spent';

const testView: Partial<MapPreferences> = { center: [60, 22], zoom: 4 };

async function layerTitled(page: Page, title: string): Promise<MapLayer> {
  const layers = await page.evaluate(async () => {
    const { weatherglass } = globalThis as unknown as { weatherglass: WeatherglassApi };
    const answer = await weatherglass.map.getCapabilities();
    if (!answer.ok) throw new Error(JSON.stringify(answer.error.message));
    return answer.value.images;
  });
  const layer = layers.find((candidate) => candidate.title === title);
  if (layer === undefined) throw new Error(`the demo service has no "${title}" layer`);
  return layer;
}

async function openMap(page: Page, host: WorkerHost, budget: { mapSharePercent: number }): Promise<void> {
  await host.signIn(page);
  await updateSettings(host.api, { map: { ...defaultSettings.map, ...testView }, budget: { ...defaultSettings.budget, ...budget } });
  await page.goto(`${host.origin}/map.html`);
  await expect(page.getByTestId('layer-picker')).toBeVisible(firstData);
}

test.afterEach(async ({ host }) => {
  await updateSettings(host.api, { map: defaultSettings.map, budget: defaultSettings.budget, theme: 'system' });
});

// Each run a layer no other test draws, so none of its tiles or legends is in main's cache.
for (const { theme, layer } of [
  { theme: 'light', layer: 'Mugwort pollen forecast' },
  { theme: 'dark', layer: 'Olive pollen forecast' },
] as const) {
  test(`${theme}: with the map's share spent, a layer chosen says "not loaded" calmly on its tiles, legend and picker, with the way to Settings`, async ({ page, host }) => {
    await page.setViewportSize({ width: 1024, height: 700 });
    await updateSettings(host.api, { theme });
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/wg-tile/') && response.status() === 429) refused.push(response.headers()['x-weatherglass-error'] ?? '');
    });
    // A share of 0 %: every tile and legend main has not had yet is refused.
    await openMap(page, host, { mapSharePercent: 0 });
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);

    const pollen = await layerTitled(page, layer);
    await page.getByTestId('layer-picker').selectOption(String(pollen.id));

    const overTiles = page.getByTestId('not-loaded-tiles');
    await expect(overTiles).toHaveText(/^Not loaded: the map's share of today's requests is used\.\s*Allow more in Settings$/, firstData);
    await expect(page.getByTestId('not-loaded-legend')).toContainText("Not loaded: the map's share of today's requests is used.");
    const pickerNote = page.getByTestId('not-loaded-picker');
    await expect(pickerNote).toContainText("Not loaded: the map's share of today's requests is used.");
    await expect(page.getByTestId('layer-picker')).toHaveAccessibleDescription(/^Not loaded: the map's share of today's requests is used\./);

    // Every tile of the view says it in its own place; none is a hole.
    const tiles = page.locator(`.wg-frame img.leaflet-tile`);
    await expect.poll(() => tiles.count(), firstData).toBeGreaterThan(0);
    await expect(page.locator('.wg-frame img.leaflet-tile:not(.wg-not-loaded)')).toHaveCount(0, firstData);
    const picture = decodeURIComponent((await tiles.first().getAttribute('src')) ?? '');
    expect(picture).toContain('Not loaded: the map&apos;s share of today&apos;s requests is used.');

    // No error anywhere: not the red notice, not the legend's failure, not the window's error line.
    await expect(page.getByTestId('tile-notice')).toHaveCount(0);
    await expect(page.getByText('could not be loaded')).toHaveCount(0);
    await expect(page.getByTestId('error-notice')).toHaveCount(0);
    const dangerColour = await page.evaluate<string>(`(() => {
      const probe = document.createElement('span');
      probe.style.color = 'var(--danger)';
      document.body.append(probe);
      const colour = getComputedStyle(probe).color;
      probe.remove();
      return colour;
    })()`);
    await expect(overTiles).not.toHaveCSS('border-inline-start-color', dangerColour);
    // Main refused them as the map's share, not as anything broken.
    expect(refused.length).toBeGreaterThan(0);
    expect(new Set(refused)).toEqual(new Set(['mapShareSpent']));

    // The way to allow more: every link opens Settings, where the daily requests and the map's share are set.
    for (const link of await page.getByTestId('allow-more-settings').all()) await expect(link).toHaveAttribute('href', './dashboard.html#settings');
    await expectNoSeriousViolation(page);
    // The picker's note takes a row of its own: the layer, its colours and opacity keep theirs.
    await expectMapToolbarWhole(page);
    await expect.poll(() => page.evaluate<string[]>(textMisfits)).toEqual([]);

    await mkdir(shotsFolder, { recursive: true });
    await page.screenshot({ path: `${shotsFolder}/map-share-spent-1024x700-${theme}.png` });

    const [settings] = await Promise.all([page.waitForEvent('popup'), overTiles.getByTestId('allow-more-settings').click()]);
    await expect(settings).toHaveURL(/\/dashboard\.html#settings$/);
    await expect(settings.locator('#settings-map-share')).toBeVisible(firstData);
    await settings.close();
    // Before the share is put back: the tiles would ask again, and fill main's cache for the next run.
    await page.close();
  });
}

test('a real failure still reads as one: tiles the network fails show the error, a legend that fails says it could not load', async ({ page, host }) => {
  await page.route('**/wg-tile/tiles/**', (route) => route.fulfill({ status: 502, body: 'bad gateway' }));
  await page.route('**/wg-tile/legends/**', (route) => route.abort('failed'));
  await openMap(page, host, { mapSharePercent: defaultSettings.budget.mapSharePercent });
  const wind = await layerTitled(page, 'Wind');
  await page.getByTestId('layer-picker').selectOption(String(wind.id));

  await expect(page.getByTestId('tile-notice')).toHaveText('Some map tiles could not be loaded.', firstData);
  await expect(page.getByTestId('map-legend')).toContainText('The legend could not be loaded.');
  await expect(page.locator('[data-testid^="not-loaded-"]')).toHaveCount(0);
  await expect(page.locator('.wg-frame img.leaflet-tile').first()).toBeAttached(firstData);
  await expect(page.locator('.wg-frame img.wg-not-loaded')).toHaveCount(0);
});

test("a legend and tiles main already has still show with the share spent; only what it has not says it was not loaded", async ({ page, host }) => {
  // Seen once with room in the share: the default radar's tiles and legend are in main's cache.
  await openMap(page, host, { mapSharePercent: defaultSettings.budget.mapSharePercent });
  const legend = page.getByTestId('legend-image');
  await expect.poll(() => legend.evaluate((image) => (image as { naturalWidth: number }).naturalWidth), firstData).toBeGreaterThan(0);
  await expect(page.locator('.wg-frame img.leaflet-tile-loaded').first()).toBeAttached(firstData);
  const radarId = await page.getByTestId('layer-picker').inputValue();

  await updateSettings(host.api, { budget: { ...defaultSettings.budget, mapSharePercent: 0 } });
  await page.reload();
  await expect(page.getByTestId('not-loaded-picker')).toBeVisible(firstData);
  await expect.poll(() => legend.evaluate((image) => (image as { naturalWidth: number }).naturalWidth), firstData).toBeGreaterThan(0);
  await expect(page.getByTestId('not-loaded-legend')).toHaveCount(0);
  await expect(page.locator('.wg-frame img.leaflet-tile-loaded:not(.wg-not-loaded)').first()).toBeAttached(firstData);

  const pollen = await layerTitled(page, 'Ragweed pollen forecast');
  await page.getByTestId('layer-picker').selectOption(String(pollen.id));
  await expect(page.getByTestId('not-loaded-legend')).toBeVisible(firstData);
  await page.getByTestId('layer-picker').selectOption(radarId);
  await expect.poll(() => legend.evaluate((image) => (image as { naturalWidth: number }).naturalWidth), firstData).toBeGreaterThan(0);
  await expect(page.getByTestId('not-loaded-legend')).toHaveCount(0);
  await page.close();
});

test('in Arabic the spent state speaks Arabic, right to left, and its words fit', async ({ page, host }) => {
  await page.setViewportSize({ width: 1024, height: 700 });
  await updateSettings(host.api, { interfaceLanguage: 'ar' });
  try {
    await openMap(page, host, { mapSharePercent: 0 });
    const pollen = await layerTitled(page, 'Alder pollen forecast');
    await page.getByTestId('layer-picker').selectOption(String(pollen.id));
    await expect(page.getByTestId('not-loaded-tiles')).toContainText('لم يُحمَّل', firstData);
    await expect(page.getByTestId('not-loaded-legend')).toContainText('لم يُحمَّل');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const picture = decodeURIComponent((await page.locator('.wg-frame img.wg-not-loaded').first().getAttribute('src', firstData)) ?? '');
    expect(picture).toContain('dir="rtl"');
    expect(picture).toContain('لم يُحمَّل');
    await expect.poll(() => page.evaluate<string[]>(textMisfits)).toEqual([]);
    await mkdir(shotsFolder, { recursive: true });
    await page.screenshot({ path: `${shotsFolder}/map-share-spent-1024x700-light-ar.png` });
    await page.close();
  } finally {
    await updateSettings(host.api, { interfaceLanguage: defaultSettings.interfaceLanguage });
  }
});

// Last in the file: allowing more lasts the host's day, which the worker's later tests share.
test('once more is allowed today, the tiles and legend that said "not loaded" load, with no error', async ({ page, host }) => {
  await openMap(page, host, { mapSharePercent: 0 });
  const pollen = await layerTitled(page, 'Grass pollen forecast');
  await page.getByTestId('layer-picker').selectOption(String(pollen.id));
  await expect(page.getByTestId('not-loaded-tiles')).toBeVisible(firstData);
  await expect(page.getByTestId('not-loaded-legend')).toBeVisible();
  await expect(page.locator('.wg-frame img.wg-not-loaded').first()).toBeAttached(firstData);

  // The worker's earlier tests may have spent more than one "200 more" today: as a user would, allow
  // more until the map may spend again.
  const allowMore = page.getByTestId('map-budget-spent').getByRole('button');
  await expect(async () => {
    if ((await allowMore.count()) > 0) await allowMore.click();
    await expect(page.locator('[data-testid^="not-loaded-"]')).toHaveCount(0, { timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await expect(page.locator('.wg-frame img.wg-not-loaded')).toHaveCount(0, firstData);
  const tiles = page.locator('.wg-frame img.leaflet-tile');
  await expect
    .poll(() => tiles.evaluateAll((images) => images.filter((image) => (image as { naturalWidth: number }).naturalWidth !== 256).length), firstData)
    .toBe(0);
  await expect.poll(() => page.getByTestId('legend-image').evaluate((image) => (image as { naturalWidth: number }).naturalWidth), firstData).toBeGreaterThan(0);
  await expect(page.getByTestId('tile-notice')).toHaveCount(0);
});
