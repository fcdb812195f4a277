import type { Page, Request } from '@playwright/test';
import type { WeatherglassApi } from '@shared/ipc/bridge';
import { defaultSettings, type MapPreferences } from '@shared/settings';
import { weatherDataLayer } from '@shared/tile-providers';
import { expect, test, type WorkerHost } from './fixtures';
import { firstData } from './layout-checks';
import { updateSettings } from './main-calls';

test.use({ viewport: { width: 1024, height: 700 } });

/** The whole UV loop (seven daily frames) at the local service's pace. */
const aLoop = { timeout: 90_000 };
/**
 * UV, over Finland, at zoom 3: a zoom no other map test plays at, since main remembers a loop
 * agreed for the day per layer and zoom and the worker's host is shared.
 */
const loopView: Partial<MapPreferences> = { layer: weatherDataLayer(9), center: [60, 22], zoom: 3, speed: 4 };

/** Weather tiles the page asks for, in order. */
function recordTileRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request: Request) => {
    if (new URL(request.url()).pathname.startsWith('/wg-tile/tiles/')) requests.push(request.url());
  });
  return requests;
}

async function openMap(page: Page, host: WorkerHost, theme: 'light' | 'dark' = 'light', interfaceLanguage: 'en' | 'ar' = 'en', zoom = 3): Promise<void> {
  await host.signIn(page);
  await updateSettings(host.api, { map: { ...defaultSettings.map, ...loopView, zoom }, theme, interfaceLanguage });
  await page.goto(`${host.origin}/map.html`);
  await expect(page.getByTestId('play')).toBeEnabled(firstData);
  await expect(page.getByTestId('map')).toHaveAttribute('data-frame-time', /.+/, firstData);
}

test.afterEach(async ({ host }) => {
  await updateSettings(host.api, { map: defaultSettings.map, theme: 'system', interfaceLanguage: defaultSettings.interfaceLanguage });
});

test('Play states the loop’s price and fetches nothing until the user agrees; Escape cancels; an agreed loop plays again without asking', async ({ page, host }) => {
  const requests = recordTileRequests(page);
  await openMap(page, host);
  const play = page.getByTestId('play');
  const timeBar = page.getByTestId('time-bar');
  const before = requests.length;

  await play.click();
  const dialog = page.getByRole('dialog', { name: 'Play the loop?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('loop-price')).toHaveText(/^Playing this loop costs up to \d+ requests, \d+% of today's map share\.\s*$/);
  // Every other frame through the one shown (the second of seven): the 2nd, 4th and 6th.
  await expect(dialog.getByTestId('loop-shorter-price')).toHaveText(/frames shown: 3 of 7/);
  await expect(dialog.getByRole('button', { name: 'Play', exact: true })).toBeFocused();
  // Modal over the map: a click on the map lands on the dialog's backdrop, not on Leaflet.
  const box = await page.getByTestId('map').boundingBox();
  if (box === null) throw new Error('no map');
  const under = await page.evaluate(([x, y]) => (globalThis as unknown as { document: { elementFromPoint(x: number, y: number): { closest(selector: string): unknown } | null } }).document.elementFromPoint(x ?? 0, y ?? 0)?.closest('[data-testid="map"]') === null, [box.x + 20, box.y + box.height - 20]);
  expect(under).toBe(true);
  // Tab stays in the dialog.
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(play).toBeFocused();
  await expect(timeBar).toHaveAttribute('data-playing', 'false');
  expect(requests.length).toBe(before);

  await play.click();
  const stated = Number(/up to (\d+) requests/.exec((await dialog.getByTestId('loop-price').textContent()) ?? '')?.[1]);
  expect(requests.length).toBe(before);
  await dialog.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(timeBar).toHaveAttribute('data-playing', 'true');
  await expect(timeBar).toHaveAttribute('data-loops', '1', aLoop);
  const fetched = requests.length - before;
  expect(fetched).toBeGreaterThan(0);
  expect(fetched).toBeLessThanOrEqual(stated);

  await play.click();
  await expect(timeBar).toHaveAttribute('data-playing', 'false');
  await play.click();
  await expect(timeBar).toHaveAttribute('data-playing', 'true');
  await expect(dialog).toHaveCount(0);
  const agreed = await page.evaluate(async () => {
    const { weatherglass } = globalThis as unknown as { weatherglass: WeatherglassApi };
    return weatherglass.map.loopAgreed({ layer: { provider: 'weatherData', id: '9' }, zoom: 3 });
  });
  expect(agreed).toEqual({ ok: true, value: 1 });
});

for (const [theme, language] of [['light', 'en'], ['dark', 'en'], ['dark', 'ar']] as const) {
  test(`pictures: the loop's price dialog, ${theme}, ${language}`, async ({ page, host }, testInfo) => {
    const shots = process.env.WEATHERGLASS_MAP_SHOTS ?? testInfo.outputPath();
    // Zoom 2 here, so the question is asked whatever another test agreed at zoom 3 or 4.
    await openMap(page, host, theme, language, 2);
    await page.getByTestId('play').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.screenshot({ path: `${shots}/map-loop-price-dialog-1024x700-${theme}${language === 'en' ? '' : `-${language}`}.png` });
    await page.keyboard.press('Escape');
  });
}
