import type { Page, Route } from '@playwright/test';
import { defaultSettings, type MapPreferences } from '@shared/settings';
import { weatherDataLayer } from '@shared/tile-providers';
import { parseTileRequest, viewTilesExpression, type TileRequest } from '../../bench/renderer/tiles-per-view';
import { expect, test, type WorkerHost } from './fixtures';
import { firstData } from './layout-checks';
import { updateSettings } from './main-calls';

// The map window's default size: wider than the world at zoom 2, so the view wraps round it there.
test.use({ viewport: { width: 1100, height: 760 } });

/** Temperature, drawn for the whole world (every tile in view is one it draws), over Finland and the Baltic. */
const startView: Partial<MapPreferences> = { layer: weatherDataLayer(2), center: [60, 22], zoom: 4 };
/** Each view's tiles are drawn by the local service: a few dozen at each of nine views. */
const aWalk = 120_000;

async function openMap(page: Page, host: WorkerHost): Promise<void> {
  await host.signIn(page);
  await updateSettings(host.api, { map: { ...defaultSettings.map, ...startView } });
  await page.goto(`${host.origin}/map.html`);
}

test.afterEach(async ({ host }) => {
  await updateSettings(host.api, { map: defaultSettings.map });
});

/**
 * Runs in the page: the view has settled at zoom `z`: every frame image asks for a tile at that
 * level and has loaded, and every tile in view is one of them.
 */
function settledAt(z: number): string {
  return `(() => {
    const images = [...document.querySelectorAll('.wg-frame img')];
    const addresses = images.map((image) => image.getAttribute('src') ?? '');
    if (images.length === 0 || !images.every((image, index) => image.complete && addresses[index].includes('/tiles/') && /\\/${z}\\/-?\\d+\\/-?\\d+\\.png/.test(addresses[index]))) return false;
    const drawn = new Set(addresses.map((address) => /\\/(\\d+\\/-?\\d+\\/-?\\d+)\\.png/.exec(address)[1]));
    const inView = ${viewTilesExpression};
    return inView !== null && inView.every((tile) => drawn.has(tile));
  })()`;
}

async function settle(page: Page, z: number): Promise<string[]> {
  await expect.poll(() => page.evaluate<boolean>(settledAt(z)), firstData).toBe(true);
  return (await page.evaluate<string[] | null>(viewTilesExpression)) ?? [];
}

const address = (tile: TileRequest): string => `${tile.z}/${tile.x}/${tile.y}`;

test('every tile the map asks for is one of the view it stops on, zooming in, dragged, and out to the whole world', async ({ page, host }) => {
  const asked: TileRequest[] = [];
  page.on('request', (request) => {
    const tile = parseTileRequest(request.url());
    if (tile !== null) asked.push(tile);
  });
  test.setTimeout(aWalk);
  await openMap(page, host);
  const views: { name: string; inView: string[]; asked: string[] }[] = [];
  const stopped = async (name: string, z: number): Promise<void> => {
    const inView = await settle(page, z);
    views.push({ name, inView, asked: asked.splice(0).map(address) });
  };
  await stopped('opened', 4);

  // One step at a time: zoom clicks in a row ask only for the level they stop at (map-frame-requests' unit test).
  for (const z of [5, 6]) {
    await page.locator('.leaflet-control-zoom-in').click();
    await stopped(`zoomed in to ${z}`, z);
  }

  const box = await page.getByTestId('map').boundingBox();
  if (box === null) throw new Error('no map');
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x - 300, y + 100, { steps: 10 });
  await page.mouse.up();
  // The drag brings new tiles into view, asked for once the map has stopped (after any throw) and settled.
  await expect.poll(() => asked.length, firstData).toBeGreaterThan(0);
  await stopped('dragged west and south', 6);

  for (const z of [5, 4, 3, 2]) {
    await page.locator('.leaflet-control-zoom-out').click();
    await stopped(`zoomed out to ${z}`, z);
  }

  for (const view of views) {
    expect(view.asked.length, `${view.name}: tiles asked for`).toBeGreaterThan(0);
    expect(view.asked.filter((tile) => !view.inView.includes(tile)), `${view.name}: tiles asked for outside the view`).toEqual([]);
  }
});

for (const reducedMotion of ['reduce', 'no-preference'] as const) {
  test(`a zoom step (reduced motion: ${reducedMotion}) shows the level zoomed from, scaled, until the new level has loaded`, async ({ page, host }) => {
    await page.emulateMedia({ reducedMotion });
    const held: Route[] = [];
    let holding = true;
    await page.route('**/wg-tile/tiles/**', async (route) => {
      if (holding && parseTileRequest(route.request().url())?.z === 5) held.push(route);
      else await route.continue();
    });
    await openMap(page, host);
    await settle(page, 4);

    await page.locator('.leaflet-control-zoom-in').click();
    await expect.poll(() => held.length, firstData).toBeGreaterThan(0);

    // The new level's tiles are on their way; under each, the old level's tile is still there, drawn twice the size.
    const old = page.locator('.wg-frame img[src*="/4/"]');
    const drawn = await old.evaluateAll((images) => images.map((image) => /\/(\d+\/\d+\/\d+)\.png/.exec(image.getAttribute('src') ?? '')?.[1]));
    const coming = held.map((route) => parseTileRequest(route.request().url())).flatMap((tile) => (tile === null ? [] : [`4/${tile.x >> 1}/${tile.y >> 1}`]));
    expect(coming.filter((parent) => !drawn.includes(parent))).toEqual([]);
    expect(drawn.length).toBeGreaterThan(0);
    const scales = await old.evaluateAll((images) => images.map((image) => image.closest('.leaflet-tile-container')?.getAttribute('style') ?? ''));
    expect(scales.every((style) => /scale\(2\)/.test(style))).toBe(true);
    const loaded = (images: unknown[]): boolean => images.every((image) => (image as { complete: boolean; naturalWidth: number }).complete && (image as { naturalWidth: number }).naturalWidth > 0);
    expect(await old.evaluateAll(loaded)).toBe(true);

    holding = false;
    for (const route of held.splice(0)) await route.continue();
    await settle(page, 5);
    await expect(old).toHaveCount(0);
  });
}
