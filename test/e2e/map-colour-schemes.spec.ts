import type { Page, Request } from '@playwright/test';
import type { MapLayer } from '@shared/api/maps';
import type { WeatherglassApi } from '@shared/ipc/bridge';
import { defaultSettings } from '@shared/settings';
import { expect, test } from './fixtures';
import { firstData } from './layout-checks';
import { currentSettings, updateSettings } from './main-calls';

test.use({ viewport: { width: 720, height: 540 } });

async function layersOf(page: Page): Promise<MapLayer[]> {
  return page.evaluate(async () => {
    const { weatherglass } = globalThis as unknown as { weatherglass: WeatherglassApi };
    const answer = await weatherglass.map.getCapabilities();
    if (!answer.ok) throw new Error(JSON.stringify(answer.error.message));
    return answer.value.images;
  });
}

test.afterEach(async ({ host }) => {
  await updateSettings(host.api, { map: defaultSettings.map });
});

test('a layer lists every colour scheme the service offers, draws the one chosen, and comes back in it after another layer', async ({ page, host }) => {
  const schemesAsked: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/wg-tile/tiles/2/')) schemesAsked.push(url.searchParams.get('colorscheme') ?? '');
  });
  await host.signIn(page);
  await updateSettings(host.api, { map: { ...defaultSettings.map, center: [60, 22], zoom: 4 } });
  await page.goto(`${host.origin}/map.html`);
  const picker = page.getByTestId('layer-picker');
  await expect(picker).toBeVisible(firstData);
  const layers = await layersOf(page);
  const temperature = layers.find((layer) => layer.id === 2);
  const wind = layers.find((layer) => layer.id === 8);
  if (temperature === undefined || wind === undefined) throw new Error('the demo service has no temperature or wind layer');

  await picker.selectOption('2');
  const schemes = page.getByTestId('colorscheme-picker');
  await expect(schemes.locator('option')).toHaveText(['Standard', 'Temperature, classic', 'Temperature, °F', 'Temperature, °F, opaque']);
  expect(await schemes.locator('option').evaluateAll((options) => options.map((option) => (option as { value: string }).value))).toEqual(temperature.colorschemes);

  await schemes.selectOption('temp-fahrenheit');
  await expect(page.getByTestId('legend-image')).toHaveAttribute('src', '/wg-tile/legends/2/temp-fahrenheit.png');
  await expect.poll(() => schemesAsked.includes('temp-fahrenheit'), firstData).toBe(true);
  await expect.poll(async () => (await currentSettings(host.api)).map.colorschemes['weatherData:2']).toBe('temp-fahrenheit');

  // Another layer in its own colours, then back: the temperature comes back in °F.
  await picker.selectOption('8');
  await expect(schemes.locator('option')).toHaveText(['Standard', 'Wind, opaque', 'Wind, mph', 'Wind, mph, opaque']);
  await expect(schemes).toHaveValue('default');
  await schemes.selectOption('winds-mph');
  await picker.selectOption('2');
  await expect(schemes).toHaveValue('temp-fahrenheit');
  await picker.selectOption('8');
  await expect(schemes).toHaveValue('winds-mph');

  // And over a restart of the window.
  await page.reload();
  await expect(picker).toHaveValue('8', firstData);
  await expect(schemes).toHaveValue('winds-mph');
  await picker.selectOption('2');
  await expect(schemes).toHaveValue('temp-fahrenheit');
});
