import type { Page, Request } from '@playwright/test';
import type { Capabilities, MapLayer } from '@shared/api/maps';
import type { WeatherglassApi } from '@shared/ipc/bridge';
import { defaultSettings, type MapPreferences } from '@shared/settings';
import type { OnDemandAnswer } from '@shared/views/on-demand';
import { e2eClock, e2eStart, evaluateInWindow, expect, test, type WorkerHost } from './fixtures';
import { attachPicture, expectMapToolbarWhole, expectNoSeriousViolation, firstData, overflowOf } from './layout-checks';
import { currentSettings, updateSettings } from './main-calls';
import { wholeDegrees } from '@shared/views/whole-degrees';
import englishMap from '@shared/i18n/messages/map/en.json' with { type: 'json' };
import { weatherDataLayer } from '@shared/tile-providers';

// Small and zoomed out, so a frame is about a dozen tiles and a loop stays quick.
test.use({ viewport: { width: 720, height: 540 } });

/** A loop of UV frames is about a hundred tiles, each drawn by the local service. */
const aLoop = { timeout: 90_000 };

/** Over Finland and the Baltic, at a zoom where the whole view is a few tiles. */
const testView: Partial<MapPreferences> = { center: [60, 22], zoom: 4 };

interface TileRequest {
  url: string;
  layerId: number;
  time: string;
}

/** Every request for a weather tile the page makes, in order. */
function recordTileRequests(page: Page): TileRequest[] {
  const requests: TileRequest[] = [];
  page.on('request', (request: Request) => {
    const match = /\/wg-tile\/tiles\/(\d+)\/([^/]+)\//.exec(new URL(request.url()).pathname);
    if (match !== null) requests.push({ url: request.url(), layerId: Number(match[1]), time: decodeURIComponent(match[2] ?? '') });
  });
  return requests;
}

/** An image's natural width once it has loaded, else 0. */
function loadedWidth(image: unknown): number {
  const { complete, naturalWidth } = image as { complete: boolean; naturalWidth: number };
  return complete ? naturalWidth : 0;
}

/**
 * Runs in the page (as source text: this project's Node types have no DOM). Each time the map puts
 * up another frame, notes it when that frame still has a tile loading.
 */
const watchForHalfDrawnFrames = `(() => {
  const map = document.querySelector('[data-testid="map"]');
  window.halfDrawn = [];
  new MutationObserver(() => {
    const time = map.getAttribute('data-frame-time');
    const frame = [...map.querySelectorAll('.wg-frame')].find((element) => element.dataset.time === time);
    if (frame === undefined || [...frame.querySelectorAll('img')].some((image) => !image.complete)) window.halfDrawn.push(time);
  }).observe(map, { attributes: true, attributeFilter: ['data-frame-time'] });
})()`;

async function capabilities(page: Page): Promise<MapLayer[]> {
  const ask = async (): Promise<Capabilities['images']> => {
    const { weatherglass } = globalThis as unknown as { weatherglass: WeatherglassApi };
    const answer = await weatherglass.map.getCapabilities();
    if (!answer.ok) throw new Error(JSON.stringify(answer.error.message));
    return answer.value.images;
  };
  // Only the map asks for capabilities; from another window, ask in a map page beside it.
  const onMap = new URL(page.url()).pathname === '/map.html';
  return onMap ? page.evaluate(ask) : evaluateInWindow(page, new URL('/map.html', page.url()).href, ask, undefined);
}

function layerTitled(layers: MapLayer[], title: string): MapLayer {
  const layer = layers.find((candidate) => candidate.title === title);
  if (layer === undefined) throw new Error(`the demo service has no "${title}" layer`);
  return layer;
}

/**
 * Opens the map with these preferences. The host is shared by the worker's tests (and other spec
 * files): each test puts the map's defaults and the light theme back when it ends.
 */
async function openMap(page: Page, host: WorkerHost, map: Partial<MapPreferences> = {}): Promise<void> {
  await host.signIn(page);
  await updateSettings(host.api, { map: { ...testView, ...map } });
  await page.goto(`${host.origin}/map.html`);
}

test.afterEach(async ({ host }) => {
  await updateSettings(host.api, { map: defaultSettings.map, theme: 'system' });
});

test('the base map is drawn offline from Natural Earth, credited, with the weather over it', async ({ page, host }) => {
  const foreign: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(host.origin) && !request.url().startsWith('data:')) foreign.push(request.url());
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.location().url.endsWith('/favicon.ico')) errors.push(message.text());
  });
  await openMap(page, host);

  // Land under the weather; coastlines and borders over it.
  await expect(page.locator('.leaflet-overlay-pane svg path.wg-land').first()).toBeAttached(firstData);
  await expect(page.locator('.leaflet-wg-lines-pane svg path.wg-coast')).toHaveCount(1);
  await expect(page.locator('.leaflet-wg-lines-pane svg path.wg-border')).toHaveCount(1);
  const land = await page.locator('.leaflet-overlay-pane svg path.wg-land').first().getAttribute('d');
  expect(land?.length ?? 0).toBeGreaterThan(1000);

  const credit = page.locator('.leaflet-control-attribution').getByRole('link', { name: 'Natural Earth' });
  await expect(credit).toHaveAttribute('href', 'https://www.naturalearthdata.com');
  await expect(credit).toHaveAttribute('target', '_blank');

  // The default layer (the first radar) with its attribution beside the provider's name.
  const layers = await capabilities(page);
  const radar = layerTitled(layers, 'Europe precipitation radar and forecast');
  await expect(page.getByTestId('layer-picker')).toHaveValue(String(radar.id), firstData);
  await expect(page.getByTestId('map-legend').getByTestId('data-credit')).toHaveText(new RegExp(`^Weather Data Service\\s*·\\s*${radar.attribution ?? ''}$`));
  await expect(page.locator('img.wg-frame, .wg-frame img.leaflet-tile-loaded').first()).toBeAttached(firstData);

  expect(foreign).toEqual([]);
  expect(errors).toEqual([]);
});

test('the layer list names every layer of the capabilities, grouped', async ({ page, host }) => {
  await openMap(page, host);
  const layers = await capabilities(page);
  const picker = page.getByTestId('layer-picker');
  await expect(picker.locator('option')).toHaveCount(layers.length, firstData);

  const groups = await picker.locator('optgroup').evaluateAll((elements) =>
    elements.map((group) => ({
      name: group.getAttribute('label') ?? '',
      options: [...group.querySelectorAll('option')].map((option) => ({ id: Number(option.value), text: option.textContent ?? '' })),
    })),
  );
  const groupOf = (text: string) => groups.find((group) => group.options.some((option) => option.text === text))?.name;
  // Every layer the service offers is one the app names itself: its own name, not the service's title.
  const listed = groups.flatMap((group) => group.options);
  for (const layer of layers) expect(listed.find((option) => option.id === layer.id)?.text, layer.title).toBe(englishMap[`layerTitle${layer.id}` as keyof typeof englishMap]);
  expect(groupOf('UV index')).toBe('UV');
  expect(groupOf('Thailand radar')).toBe('Radar');
  expect(groupOf('Wind symbols')).toBe('Wind');
  expect(groupOf('Sea temperature')).toBe('Sea temperature');
  expect(groupOf('Birch pollen')).toBe('Pollen');
  expect(groupOf('Satellite')).toBe('Satellite');
  expect(groupOf('Sea-level pressure, isobars')).toBe('Pressure');
  expect(groupOf('North America: radar and forecast')).toBe('Radar');
  expect(groups.map((group) => group.name)).toEqual(
    ['Radar', 'Precipitation', 'Temperature', 'Wind', 'Clouds', 'Pressure', 'Air quality', 'UV', 'Snow', 'Sea temperature', 'Satellite', 'Pollen', 'Lightning', 'Other'].filter(
      (name) => groups.some((group) => group.name === name),
    ),
  );
});

test('in German, the layer picker, the legend and its picture, and the colour schemes speak German', async ({ page, host }) => {
  await updateSettings(host.api, { interfaceLanguage: 'de' });
  try {
    await openMap(page, host);
    const layers = await capabilities(page);
    const temperature = layerTitled(layers, 'Temperature');
    const picker = page.getByTestId('layer-picker');
    await expect(picker.locator('option:checked')).toHaveText('Europa: Radar und Vorhersage', firstData);
    await expect(picker.locator('optgroup[label="Pollen"] option')).toHaveText(['Ambrosiapollen', 'Erlenpollen', 'Birkenpollen', 'Olivenpollen', 'Gräserpollen', 'Beifußpollen']);
    await expect(page.getByTestId('map-legend').locator('.name')).toHaveText('Europa: Radar und Vorhersage');
    await expect(page.getByTestId('legend-image')).toHaveAttribute('alt', 'Farbskala für Europa: Radar und Vorhersage');

    await picker.selectOption(String(temperature.id));
    await expect(page.getByTestId('legend-image')).toHaveAttribute('alt', 'Farbskala für Temperatur');
    await expect(page.getByTestId('colorscheme-picker').locator('option')).toHaveText(['Standard', 'Temperatur, klassisch', 'Temperatur, °F', 'Temperatur, °F, deckend']);
  } finally {
    await updateSettings(host.api, { interfaceLanguage: defaultSettings.interfaceLanguage });
  }
});

test('choosing a layer and colour scheme loads its tiles and legend through the tile protocol', async ({ page, host }) => {
  const requests = recordTileRequests(page);
  await openMap(page, host);
  const layers = await capabilities(page);
  const temperature = layerTitled(layers, 'Temperature');
  await page.getByTestId('layer-picker').selectOption(String(temperature.id), firstData);

  await expect.poll(() => requests.filter((request) => request.layerId === temperature.id).length, firstData).toBeGreaterThan(0);
  const now = temperature.times.available[temperature.times.current];
  for (const request of requests.filter((candidate) => candidate.layerId === temperature.id)) {
    expect(request.url).toMatch(new RegExp(`^${host.origin}/wg-tile/tiles/${temperature.id}/[^/]+/4/\\d+/\\d+\\.png\\?colorscheme=default&updated=`));
    expect(request.time).toBe(now);
  }

  // The slider starts at "now": times.current.
  const slider = page.getByTestId('time-slider');
  await expect(slider).toHaveValue(String(temperature.times.current));
  await expect(slider).toHaveAttribute('max', String(temperature.times.available.length - 1));
  await expect(slider).toHaveAttribute('aria-valuetext', /, now$/);
  await expect(page.getByTestId('frame-time')).toHaveAttribute('data-time', now ?? '');
  await expect(page.getByTestId('map')).toHaveAttribute('data-frame-time', now ?? '', firstData);

  const legend = page.getByTestId('legend-image');
  await expect(legend).toHaveAttribute('src', `/wg-tile/legends/${temperature.id}/default.png`);
  await expect.poll(() => legend.evaluate(loadedWidth), firstData).toBeGreaterThan(0);

  const scheme = temperature.colorschemes[2] ?? '';
  await page.getByTestId('colorscheme-picker').selectOption(scheme);
  await expect(legend).toHaveAttribute('src', `/wg-tile/legends/${temperature.id}/${scheme}.png`);
  await expect.poll(() => legend.evaluate(loadedWidth), firstData).toBeGreaterThan(0);
  await expect.poll(() => requests.filter((request) => request.url.includes(`colorscheme=${scheme}&`)).length, firstData).toBeGreaterThan(0);

  // Remembered for the next time the map opens.
  expect((await currentSettings(host.api)).map).toMatchObject({ layer: weatherDataLayer(temperature.id), colorscheme: scheme });
});

test('map play loads each frame’s tiles once, shows a frame only once loaded, and a replay makes zero new tile requests', async ({ page, host }) => {
  const requests = recordTileRequests(page);
  await page.goto(host.url);
  // UV: a frame a day, seven in all (one past, now, five ahead): one loop of the whole layer.
  const uv = layerTitled(await capabilities(page), 'UV Index');
  await openMap(page, host, { layer: weatherDataLayer(uv.id), speed: 4 });
  const now = uv.times.available[uv.times.current] ?? '';
  await expect(page.getByTestId('map')).toHaveAttribute('data-frame-time', now, firstData);

  // Each time the map changes frame, the frame put up must have every tile in already.
  await page.evaluate(watchForHalfDrawnFrames);

  await page.getByTestId('play').click();
  // The loop states its price first (map-loop-price.spec.ts); agreed, it plays.
  await page.getByTestId('loop-play').click();
  const timeBar = page.getByTestId('time-bar');
  await expect(timeBar).toHaveAttribute('data-playing', 'true');
  await expect(timeBar).toHaveAttribute('data-loops', '1', aLoop);

  const firstLoop = requests.filter((request) => request.layerId === uv.id);
  const urls = firstLoop.map((request) => request.url);
  expect(new Set(urls).size).toBe(urls.length);
  expect([...new Set(firstLoop.map((request) => request.time))].sort()).toEqual([...uv.times.available].sort());

  await expect(timeBar).toHaveAttribute('data-loops', '2', aLoop);
  expect(requests.filter((request) => request.layerId === uv.id)).toHaveLength(urls.length);
  await page.getByTestId('play').click();
  await expect(timeBar).toHaveAttribute('data-playing', 'false');
  expect(await page.evaluate<string[]>('window.halfDrawn')).toEqual([]);
});

test('a click on the map shows the forecast there, as main has it; a location pin shows its name', async ({ page, host }, testInfo) => {
  await openMap(page, host);
  const map = page.getByTestId('map');
  await expect(page.locator('.leaflet-overlay-pane svg path.wg-land').first()).toBeAttached(firstData);
  const box = await map.boundingBox();
  if (box === null) throw new Error('the map has no box');
  await map.click({ position: { x: box.width * 0.3, y: box.height * 0.4 } });

  const card = page.getByTestId('point-forecast');
  await expect(card.getByTestId('point-step')).toHaveCount(5, firstData);
  const locationId = (await card.getAttribute('data-location-id')) ?? '';
  expect(locationId).toMatch(/^-?\d+\.\d{3},-?\d+\.\d{3}$/);
  const answer = await page.evaluate(async (locationId) => {
    const { weatherglass } = globalThis as unknown as { weatherglass: WeatherglassApi };
    const fetched = await weatherglass.weather.fetch({ locationId, product: 'pointForecast' });
    if (!fetched.ok) throw new Error(JSON.stringify(fetched.error.message));
    return fetched.value;
  }, locationId);
  const steps = (answer as Extract<OnDemandAnswer, { product: 'pointForecast' }>).data.forecast;
  const [lon, lat] = locationId.split(',').map(Number);
  await expect(card.getByRole('heading', { level: 2 })).toHaveText(
    `${Math.abs(lat ?? 0).toFixed(3)}° ${(lat ?? 0) < 0 ? 'S' : 'N'}, ${Math.abs(lon ?? 0).toFixed(3)}° ${(lon ?? 0) < 0 ? 'W' : 'E'}`,
  );
  const shown = steps.slice(0, 5).map((step) => (step.temperature === null ? '–' : `${wholeDegrees(step.temperature)}°C`));
  await expect(card.getByTestId('point-temperature')).toHaveText(shown);
  await attachPicture(page, testInfo, 'map-point-forecast', { fullPage: false });

  await page.keyboard.press('Escape');
  await expect(card).toHaveCount(0);

  // Helsinki, the default location, has a pin with its name.
  const pin = page.getByRole('button', { name: 'Helsinki: show the forecast' });
  await expect(page.locator('.wg-location-name')).toHaveText(['Helsinki']);
  await pin.click();
  await expect(card.getByRole('heading', { level: 2 })).toHaveText('Helsinki');
  await expect(card).toHaveAttribute('data-location-id', '658225');
  await expect(card.getByTestId('point-step')).toHaveCount(5, firstData);
});

test('the keyboard reaches play and Space toggles it; Enter on the map forecasts its centre', async ({ page, host }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openMap(page, host);
  const play = page.getByTestId('play');
  await expect(play).toBeEnabled(firstData);
  // Reduced motion: nothing plays until asked.
  await expect(page.getByTestId('time-bar')).toHaveAttribute('data-playing', 'false');

  let presses = 0;
  while (!(await play.evaluate((element) => element === element.ownerDocument.activeElement)) && presses < 30) {
    await page.keyboard.press('Tab');
    presses += 1;
  }
  await expect(play).toBeFocused();
  await page.keyboard.press('Space');
  // The loop's price first: focus moves to the dialog's Play, and back to Play once it plays.
  await expect(page.getByTestId('loop-play')).toBeFocused();
  await page.keyboard.press('Space');
  await expect(play).toBeFocused();
  await expect(page.getByTestId('time-bar')).toHaveAttribute('data-playing', 'true');
  await expect(play).toHaveText('Pause');
  await page.keyboard.press('Space');
  await expect(page.getByTestId('time-bar')).toHaveAttribute('data-playing', 'false');
  await expect(play).toHaveText('Play');

  // The map itself: a tab stop, arrow keys pan, Enter asks for the forecast at its centre.
  const map = page.getByTestId('map');
  await map.focus();
  await page.keyboard.press('Enter');
  const card = page.getByTestId('point-forecast');
  await expect(card).toHaveAttribute('data-location-id', /^\d+\.\d{3},\d+\.\d{3}$/);
  // The centre the map opened on, give or take the pixel Leaflet rounds to while laying out.
  const [lon, lat] = ((await card.getAttribute('data-location-id')) ?? '').split(',').map(Number);
  expect(Math.abs((lon ?? 0) - 22)).toBeLessThan(0.2);
  expect(Math.abs((lat ?? 0) - 60)).toBeLessThan(0.2);
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await currentSettings(host.api)).map.center?.[1] ?? 0).toBeGreaterThan(22);
});

// From 1024 px on, the toolbar's groups each fit a row: the layer's name whole, no switch alone.
for (const { theme, viewport, toolbarWhole } of [
  { theme: 'light', viewport: { width: 1280, height: 800 }, toolbarWhole: true },
  { theme: 'dark', viewport: { width: 1024, height: 700 }, toolbarWhole: true },
  { theme: 'dark', viewport: { width: 800, height: 600 }, toolbarWhole: false },
] as const) {
  test(`${theme} at ${viewport.width}x${viewport.height}: every control is in view, nothing overflows`, async ({ page, host }, testInfo) => {
    await page.setViewportSize(viewport);
    await updateSettings(host.api, { theme });
    await openMap(page, host);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expect(page.locator('.wg-frame img.leaflet-tile-loaded').first()).toBeAttached(firstData);
    await page.getByLabel('Places: weather at the time shown').check();
    await expect(page.locator('.wg-symbols .wg-place').first()).toBeVisible(firstData);

    for (const control of [page.getByLabel('Layer', { exact: true }), page.getByLabel('Colours'), page.getByLabel('Opacity'), page.getByTestId('play'), page.getByLabel('Speed'), page.getByTestId('time-slider'), page.getByTestId('legend-image')]) {
      await expect(control).toBeInViewport();
    }
    expect(await overflowOf(page)).toEqual({ sideways: 0, downwards: 0 });
    if (toolbarWhole) await expectMapToolbarWhole(page);
    const mapBox = await page.getByTestId('map').boundingBox();
    expect(mapBox?.height ?? 0).toBeGreaterThan(viewport.height / 3);

    // With places and a forecast card up too, nothing a screen reader or a low-vision reader
    // meets is seriously wrong.
    await page.getByTestId('map').click({ position: { x: (mapBox?.width ?? 0) / 3, y: (mapBox?.height ?? 0) / 2 } });
    await expect(page.getByTestId('point-step')).toHaveCount(5, firstData);
    await expect(page.getByTestId('point-forecast')).toBeInViewport();
    await expectNoSeriousViolation(page);
    await attachPicture(page, testInfo, `map-${theme}-${viewport.width}x${viewport.height}`, { fullPage: false });
  });
}

/** Every minute of the clock from `from` to `to`, as the map writes it in UTC ("09:00"). */
function minutesOfClock(from: number, to: number): string[] {
  const minute = 60_000;
  const minutes: string[] = [];
  for (let at = Math.floor(from / minute) * minute; at <= to; at += minute) minutes.push(new Date(at).toISOString().slice(11, 16));
  return minutes;
}

test.describe('storms and lightning', () => {
  // The storms' advisory and the flashes' time are written in the computer's zone: one zone for every run.
  test.use({ timezoneId: 'UTC' });

  for (const theme of ['light', 'dark'] as const) {
    test(`${theme}: storms and lightning switch on from the keyboard, and list, count and credit what they draw`, async ({ page, host }, testInfo) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await updateSettings(host.api, { theme });
      // The Bay of Bengal on the demo's day: Gagan, a category 4 cyclone, with thunderstorms about.
      await openMap(page, host, { center: [17, 88], zoom: 5 });
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);

      await page.locator('#map-storms').focus();
      await page.keyboard.press('Space');
      await page.keyboard.press('Tab');
      await expect(page.locator('#map-lightning')).toBeFocused();
      await page.keyboard.press('Space');

      await expect(page.getByTestId('storm-count')).toHaveText('2 active storms', firstData);
      await expect(page.getByTestId('storm-list')).toContainText('Gagan Category 4 · wind 59 m/s · 928 hPa · Advisory of Sat 21 Nov, 06:00 UTC');
      await expect(page.getByTestId('storm-panel')).toContainText('Weatherglass synthetic tropical cyclones (demo data, not an official advisory)');
      await expect(page.locator('path.wg-storm-cone')).toHaveCount(2);
      const count = page.getByTestId('flash-count');
      await expect(count).toHaveText(/^\d+ flashes in view in the last 30 minutes, as of \d\d:\d\d$/, firstData);
      const [flashWords, asOf] = ((await count.textContent()) ?? '').trim().split(', as of ');
      // Main stamps the flashes with its clock when it asks for them (an earlier test may have asked),
      // and that clock runs on in real time from the demo's moment.
      expect(minutesOfClock(e2eStart, e2eClock.now())).toContain(asOf);
      const flashes = Number(flashWords?.split(' ')[0]);
      expect(flashes).toBeGreaterThan(0);
      await expect(page.locator('path.wg-flash')).toHaveCount(flashes);
      await expect(page.getByTestId('storm-panel')).toContainText('Lightning detected by MTG-I1');

      await page.getByRole('button', { name: 'Gagan' }).focus();
      await page.keyboard.press('Enter');
      await expect(page.locator('.wg-storm-popup')).toHaveText(/Gagan \(North Indian\)\s*Category 4 · wind 59\u00a0m\/s · 928\u00a0hPa\s*Position at Sat 21 Nov, 06:00 UTC/);

      await expectNoSeriousViolation(page);
      await attachPicture(page, testInfo, `map-storms-${theme}`, { fullPage: false });
    });
  }
});
