import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { Location } from '@shared/api/locations';
import { savedFrom } from '@shared/saved-location';
import { defaultSettings, type MapPreferences, type Theme } from '@shared/settings';
import { expect, test, type WorkerHost } from './fixtures';
import { firstData } from './layout-checks';
import { currentSettings, firstFound, updateSettings } from './main-calls';
import { weatherDataLayer } from '@shared/tile-providers';

/**
 * Pins at both ends of the world, from the keyboard: a browser scrolls the map's box to bring a
 * focused pin into view and Leaflet, not told, draws one tile in an empty sea. Only pins in view are
 * tab stops, the rest are reached through "Go to place", and the box never stays scrolled.
 */
test.use({ viewport: { width: 1024, height: 700 } });
test.describe.configure({ timeout: 120_000 });

/** Where a run asked for pictures keeps them; without WEATHERGLASS_DAYS_SHOTS playwright.config.ts leaves the "pictures:" runs out. */
const shotsDir = process.env.WEATHERGLASS_KEYBOARD_SHOTS ?? join(process.env.WEATHERGLASS_DAYS_SHOTS ?? 'test-results', 'map-keyboard-pictures');

const searches = [
  ['Honolulu', 'Honolulu'],
  ['Auckland', 'Auckland'],
  ['São Paulo', 'São Paulo'],
  ['Helsinki', 'Helsinki'],
] as const;

/** Over the Pacific, the date line in the middle: Honolulu and Auckland in view, in the world copy west of it. */
const pacific: Pick<MapPreferences, 'center' | 'zoom'> = { center: [-8, -175], zoom: 3 };
/** The demo service's temperature layer: the whole world, so its tiles cover any view. */
const worldLayer = weatherDataLayer(2);

/** Saves the four places, searched for as a user adds them; returns them and what puts the worker's shared host back. */
async function arrange(page: Page, host: WorkerHost, theme: Theme = defaultSettings.theme): Promise<{ places: Location[]; restore: () => Promise<void> }> {
  const { api } = host;
  await host.signIn(page);
  const before = await currentSettings(api);
  const places: Location[] = [];
  for (const [text] of searches) places.push(await firstFound(api, text));
  expect(places.map((place) => place.name)).toEqual(searches.map(([, name]) => name));
  await updateSettings(api, { locations: places.map(savedFrom), map: { ...defaultSettings.map, ...pacific, layer: worldLayer }, theme });
  return {
    places,
    restore: () => updateSettings(api, { locations: before.locations, chosenPlaceId: before.chosenPlaceId, map: defaultSettings.map, theme: before.theme }),
  };
}

interface MapState {
  /** The focused element's accessible name. */
  focused: string | null;
  /** The map's box and Leaflet's map pane: how far each is scrolled. */
  scrolls: number[];
  /** Whether the focused element is a pin wholly inside the map's box. */
  pinInside: boolean;
  /** Whether the shown frame's loaded tiles cover every point of a grid over the map's box. */
  tilesCover: boolean;
}

/** Runs in the page (as source text: this project's Node types have no DOM). */
const mapState = `(() => {
  const map = document.querySelector('[data-testid="map"]');
  const pane = map.querySelector('.leaflet-map-pane');
  const element = document.activeElement;
  const area = map.getBoundingClientRect();
  const box = element.getBoundingClientRect();
  const pinInside = element.classList.contains('wg-location-pin') &&
    box.left >= area.left && box.right <= area.right && box.top >= area.top && box.bottom <= area.bottom;
  const shown = [...map.querySelectorAll('.wg-frame')].filter((layer) => getComputedStyle(layer).opacity !== '0');
  const tiles = shown.flatMap((layer) => [...layer.querySelectorAll('img.leaflet-tile-loaded')]).map((tile) => tile.getBoundingClientRect());
  let tilesCover = tiles.length > 0;
  for (let i = 0; i <= 8 && tilesCover; i += 1) {
    for (let j = 0; j <= 8 && tilesCover; j += 1) {
      const x = area.left + 1 + (i * (area.width - 2)) / 8;
      const y = area.top + 1 + (j * (area.height - 2)) / 8;
      tilesCover = tiles.some((tile) => x >= tile.left && x <= tile.right && y >= tile.top && y <= tile.bottom);
    }
  }
  return {
    focused: element.getAttribute('aria-label') ?? element.textContent.trim(),
    scrolls: [map.scrollTop, map.scrollLeft, pane.scrollTop, pane.scrollLeft],
    pinInside,
    tilesCover,
  };
})()`;

function pinName(place: string): string {
  return `${place}: show the forecast`;
}

async function opened(page: Page, host: WorkerHost): Promise<void> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`${host.origin}/map.html`);
  await expect(page.locator('.wg-location-name')).toHaveText(searches.map(([, name]) => name), firstData);
  await expect(page.getByTestId('legend-image')).toBeVisible(firstData);
}

/** After a key: nothing scrolled, the focused pin inside the map, the tiles covering the view once loaded. */
async function expectViewKept(page: Page, place: string): Promise<void> {
  const state = await page.evaluate<MapState>(mapState);
  expect(state.focused).toBe(pinName(place));
  expect(state.scrolls).toEqual([0, 0, 0, 0]);
  // The map may still pan a pin out from under a panel: inside once it has settled.
  await expect.poll(async () => (await page.evaluate<MapState>(mapState)).pinInside, { message: `${place}'s pin inside the map`, ...firstData }).toBe(true);
  await expect.poll(async () => (await page.evaluate<MapState>(mapState)).tilesCover, { message: `tiles cover the view at ${place}`, ...firstData }).toBe(true);
}

/** The view main keeps once its save is due. */
async function savedView(page: Page, host: WorkerHost): Promise<Pick<MapPreferences, 'center' | 'zoom'>> {
  await page.clock.runFor(5_000);
  const { center, zoom } = (await currentSettings(host.api)).map;
  return { center, zoom };
}

/**
 * How far main's saved view is from the place, in pixels at the map's zoom (the view is kept in whole
 * pixels, so under one is the place's); endless at another zoom.
 */
function pixelsOff(view: Pick<MapPreferences, 'center' | 'zoom'>, place: Location): number {
  if (view.zoom !== pacific.zoom) return Number.POSITIVE_INFINITY;
  const pixel = 360 / 2 ** (pacific.zoom + 8);
  const [lat = Number.NaN, lon = Number.NaN] = view.center ?? [];
  return Math.max(Math.abs(lat - place.lat), Math.abs(lon - place.lon)) / pixel;
}

let restore: (() => Promise<void>) | undefined;
test.afterEach(async () => {
  await restore?.();
  restore = undefined;
});

test('Tab reaches only the pins in view, across the date line, and the map keeps its view and tiles', async ({ page, host }) => {
  ({ restore } = await arrange(page, host));
  await opened(page, host);
  await page.getByTestId('map').focus();
  const reached: string[] = [];
  for (let presses = 0; presses < 6; presses += 1) {
    await page.keyboard.press('Tab');
    const state = await page.evaluate<MapState>(mapState);
    expect(state.scrolls).toEqual([0, 0, 0, 0]);
    if (state.focused === null || !state.focused.endsWith(': show the forecast')) break;
    reached.push(state.focused);
    await expectViewKept(page, state.focused.replace(': show the forecast', ''));
  }
  // Honolulu's pin is the one east of Auckland, in the world copy in view; São Paulo and Helsinki are out of view.
  expect(reached).toEqual([pinName('Honolulu'), pinName('Auckland')]);
  // Tabbing is not choosing a view: main keeps the one the map opened on.
  expect(await savedView(page, host)).toEqual(pacific);
});

test('"Go to place" centres the map on each place at its zoom and focuses its pin, with the tiles drawn', async ({ page, host }) => {
  const arranged = await arrange(page, host);
  restore = arranged.restore;
  await opened(page, host);
  for (const place of arranged.places) {
    const toggle = page.getByTestId('places-list-toggle');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.getByTestId('places-list').getByRole('button', { name: place.name, exact: true }).click();
    await expect(page.getByTestId('places-list')).toHaveCount(0);
    await expect(page.getByRole('button', { name: pinName(place.name) })).toBeFocused();
    await expectViewKept(page, place.name);
    // Main hears of the view a moment after the map saves it: the view saved at last is the place's.
    await expect.poll(async () => pixelsOff(await savedView(page, host), place), { message: `the view saved at ${place.name}`, ...firstData }).toBeLessThan(1);
    const jumped = await savedView(page, host);
    // From the jumped-to pin, Tab goes on without moving the map to a pin out of view.
    await page.keyboard.press('Tab');
    expect((await page.evaluate<MapState>(mapState)).scrolls).toEqual([0, 0, 0, 0]);
    expect(await savedView(page, host)).toEqual(jumped);
  }
});

test('Escape closes the list of places and gives the focus back to its button', async ({ page, host }) => {
  ({ restore } = await arrange(page, host));
  await opened(page, host);
  const toggle = page.getByTestId('places-list-toggle');
  await toggle.click();
  await expect(page.getByTestId('places-list').getByRole('button')).toHaveText(searches.map(([, name]) => name));
  await page.getByTestId('places-list').getByRole('button', { name: 'Auckland' }).focus();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('places-list')).toHaveCount(0);
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

for (const theme of ['light', 'dark'] as const satisfies Theme[]) {
  test(`pictures: focus on a far pin reached by "Go to place", 1024x700, ${theme}`, async ({ page, host }) => {
    await mkdir(shotsDir, { recursive: true });
    ({ restore } = await arrange(page, host, theme));
    await opened(page, host);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await page.getByTestId('places-list-toggle').click();
    await page.getByTestId('places-list').getByRole('button', { name: 'São Paulo' }).press('Enter');
    await expectViewKept(page, 'São Paulo');
    await writeFile(join(shotsDir, `map-far-pin-focused-sao-paulo-1024x700-${theme}.png`), await page.screenshot());
    await page.getByTestId('places-list-toggle').click();
    await writeFile(join(shotsDir, `map-places-list-open-1024x700-${theme}.png`), await page.screenshot());
  });
}
