import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { defaultSettings, type MapPreferences } from '@shared/settings';
import { expect, test, type WorkerHost } from './fixtures';
import { firstData } from './layout-checks';
import { updateSettings } from './main-calls';

test.use({ viewport: { width: 1280, height: 800 } });

/** Where the pictures of the base map go when asked for (WEATHERGLASS_BASE_MAP_SHOTS=<folder>). */
const shotsFolder = process.env.WEATHERGLASS_BASE_MAP_SHOTS;

/** The base map's files the page fetches, by piece (the names Vite gives them keep the source's). */
function recordBaseMapFiles(page: Page): string[] {
  const files: string[] = [];
  page.on('request', (request) => {
    const match = /\/assets\/(countries-50m|countries-10m|water-50m|places|towns-[ew]\d+-[ns]\d+)-[^/]+\.json$/.exec(new URL(request.url()).pathname);
    if (match?.[1] !== undefined) files.push(match[1]);
  });
  return files;
}

async function openMapAt(page: Page, host: WorkerHost, map: Partial<MapPreferences>, theme: 'light' | 'dark' = 'light'): Promise<void> {
  await host.signIn(page);
  await updateSettings(host.api, { map, theme });
  await page.goto(`${host.origin}/map.html`);
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
}

/** The labels shown, by name. */
async function labelNames(page: Page): Promise<string[]> {
  return page.locator('.wg-base-label').evaluateAll((labels) => labels.map((label) => label.textContent ?? ''));
}

test.afterEach(async ({ host }) => {
  await updateSettings(host.api, { map: defaultSettings.map, theme: 'system' });
});

test('at world zoom the map loads only the 1:50m shapes: no labels, water, towns or 1:10m coast', async ({ page, host }) => {
  const files = recordBaseMapFiles(page);
  await openMapAt(page, host, { center: [30, 10], zoom: 2 });
  await expect(page.locator('.leaflet-wg-lines-pane svg path.wg-coast').first()).toBeAttached(firstData);
  await expect(page.locator('.wg-base-label')).toHaveCount(0);
  // Zooming in to a country's view (4) brings the labels of its big cities, still no 1:10m coast.
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect(page.locator('.wg-base-label').first()).toBeAttached(firstData);
  expect(files).toEqual(['countries-50m', 'places']);
});

test('at city zoom over Helsinki the map names the towns around and draws the 1:10m coast', async ({ page, host }) => {
  // First as the map was before: the 1:10m file refused, the coast drawn from the 1:50m one.
  const fineFile = /\/assets\/countries-10m-[^/]+\.json$/;
  await page.route(fineFile, (route) => route.abort());
  await openMapAt(page, host, { center: [60.25, 25.1], zoom: 10 });
  await expect(page.locator('.wg-base-label', { hasText: 'Porvoo' })).toBeVisible(firstData);
  const coastPoints = () =>
    page.locator('.leaflet-wg-lines-pane svg path.wg-coast').evaluateAll((paths) => paths.reduce((sum, path) => sum + (path.getAttribute('d') ?? '').split(/[LM]/).length, 0));
  const coarse = await coastPoints();
  expect(coarse).toBeGreaterThan(5);

  await page.unroute(fineFile);
  const files = recordBaseMapFiles(page);
  await page.reload();
  await expect(page.locator('.wg-base-label', { hasText: 'Porvoo' })).toBeVisible(firstData);
  // The 1:10m coast replaces the 1:50m one: the same view's coast drawn with many times the points.
  await expect.poll(coastPoints, firstData).toBeGreaterThan(4 * coarse);
  expect(files.filter((file) => file === 'countries-10m')).toHaveLength(1);
  expect(files).toContain('water-50m');
  // GeoNames' towns Natural Earth lacks, from the one cell of 10° the view lies in.
  for (const town of ['Espoo', 'Vantaa', 'Kauniainen']) await expect(page.locator('.wg-base-label', { hasText: town })).toBeVisible(firstData);
  expect(files.filter((file) => file.startsWith('towns')).sort()).toEqual(['towns-e20-n60']);
  await expect(page.locator('.leaflet-control-attribution')).toHaveText('Natural Earth · GeoNames');
  // The user's pin of Helsinki is in view: the map's own label of Helsinki gives way to it, and no
  // label lies over another or over a pin or its name.
  const boxesOf = (selector: string) =>
    page.locator(selector).evaluateAll((elements) =>
      elements.map((element) => {
        const { left, top, right, bottom } = element.getBoundingClientRect();
        return { left, top, right, bottom };
      }),
    );
  const pins = await boxesOf('.wg-location-pin, .wg-location-name');
  expect(pins.length).toBeGreaterThan(0);
  expect(await labelNames(page)).not.toContain('Helsinki');
  const labels = await boxesOf('.wg-base-label');
  const overlap = (a: (typeof labels)[number], b: (typeof labels)[number]) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
  for (const [index, label] of labels.entries()) {
    for (const other of [...labels.slice(index + 1), ...pins]) expect(overlap(label, other)).toBe(false);
  }
  // Nor under the zoom buttons, the credit or the legend over the map.
  const covers = await boxesOf('.leaflet-control, [data-testid="map-legend"]');
  expect(covers.length).toBeGreaterThanOrEqual(3);
  for (const label of labels) for (const cover of covers) expect(overlap(label, cover)).toBe(false);
  // Each label whole inside the map's box: none cut by its edge or under the toolbar.
  const [frame] = await boxesOf('.leaflet-container');
  for (const label of labels) expect(label.left >= (frame?.left ?? 0) && label.right <= (frame?.right ?? 0) && label.top >= (frame?.top ?? 0) && label.bottom <= (frame?.bottom ?? 0)).toBe(true);
});

test('the labels speak the interface language where the names are known, Arabic right to left', async ({ page, host }) => {
  await openMapAt(page, host, { center: [59.33, 18.07], zoom: 7 });
  await expect(page.locator('.wg-base-label', { hasText: 'Stockholm' })).toBeVisible(firstData);
  await updateSettings(host.api, { interfaceLanguage: 'fi' });
  await expect(page.locator('.wg-base-label', { hasText: 'Tukholma' })).toBeVisible(firstData);
  expect(await labelNames(page)).not.toContain('Stockholm');
  await updateSettings(host.api, { interfaceLanguage: 'ar' });
  const arabic = page.locator('.wg-base-label span[dir="auto"]', { hasText: 'ستوكهولم' });
  await expect(arabic).toBeVisible(firstData);
  // The name runs right to left inside its label; the label stays whole, right of its dot.
  const direction = (name: unknown) => (globalThis as unknown as { getComputedStyle(target: unknown): { direction: string } }).getComputedStyle(name).direction;
  expect(await arabic.evaluate(direction)).toBe('rtl');
  await updateSettings(host.api, { interfaceLanguage: defaultSettings.interfaceLanguage });
});

test('over Geneva the lake is drawn as water over the land', async ({ page, host }) => {
  await openMapAt(page, host, { center: [46.3, 6.4], zoom: 9 });
  await expect(page.locator('.leaflet-wg-water-pane svg path.wg-lake')).toHaveCount(1, firstData);
  const lake = await page.locator('.leaflet-wg-water-pane svg path.wg-lake').getAttribute('d');
  expect(lake?.length ?? 0).toBeGreaterThan(50);
  await expect(page.locator('.wg-base-label', { hasText: /Geneva|Lausanne/ }).first()).toBeVisible();
  // The towns around the lake that Natural Earth does not name.
  for (const town of ['Nyon', 'Thonon-les-Bains']) await expect(page.locator('.wg-base-label', { hasText: town })).toBeVisible(firstData);
});

if (shotsFolder !== undefined) {
  for (const theme of ['light', 'dark'] as const) {
    for (const { name, view } of [
      { name: 'helsinki-zoom-10', view: { center: [60.22, 24.95] as [number, number], zoom: 10 } },
      { name: 'geneva-zoom-9', view: { center: [46.35, 6.5] as [number, number], zoom: 9 } },
      { name: 'ruhr-zoom-9', view: { center: [51.45, 7.2] as [number, number], zoom: 9 } },
      { name: 'great-lakes-zoom-6', view: { center: [43.5, -82] as [number, number], zoom: 6 } },
      { name: 'europe-zoom-4', view: { center: [52, 15] as [number, number], zoom: 4 } },
    ]) {
      test(`picture: ${name} ${theme}`, async ({ page, host }) => {
        await openMapAt(page, host, view, theme);
        // At city zoom (8 on, the renderer's townsZoom) the towns come from their own files: wait for them too.
        await expect(page.locator(view.zoom >= 8 ? '.wg-base-label-town' : '.wg-base-label').first()).toBeVisible(firstData);
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, firstData);
        mkdirSync(shotsFolder, { recursive: true });
        await page.screenshot({ path: join(shotsFolder, `map-${name}-1280x800-${theme}.png`) });
      });
    }
  }

  test('picture: Baltic Sea at zoom 6 in Arabic, dark', async ({ page, host }) => {
    await openMapAt(page, host, { center: [59.5, 22], zoom: 6 }, 'dark');
    await updateSettings(host.api, { interfaceLanguage: 'ar' });
    await expect(page.locator('.wg-base-label', { hasText: 'ستوكهولم' })).toBeVisible(firstData);
    await page.screenshot({ path: join(shotsFolder, 'map-baltic-zoom-6-arabic-1280x800-dark.png') });
    await updateSettings(host.api, { interfaceLanguage: defaultSettings.interfaceLanguage });
  });
}
