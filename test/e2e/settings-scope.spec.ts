import type { Page } from '@playwright/test';
import type { WeatherglassApi } from '@shared/ipc/bridge';
import type { Result } from '@shared/ipc/result';
import { defaultSettings, type SavedLocation, type Settings, type SettingsPatch } from '@shared/settings';
import { expect, test } from './fixtures';
import { firstData, helsinki } from './layout-checks';
import { currentSettings, updateSettings } from './main-calls';

// Each window writes only the settings it owns: the popup the chosen place, the map its view and
// layers. Here in the browser, through each page's own bridge, as the windows really save them.

const harbour: SavedLocation = { id: '24.9384,60.1699', name: 'Helsinki harbour', lat: 60.1699, lon: 24.9384, country: '', timezone: 'Europe/Helsinki' };

/** What main answers a page that asks for this patch itself (as code taken over in it would). */
function updateFromPage(page: Page, patch: SettingsPatch): Promise<Result<Settings>> {
  return page.evaluate(async (asked) => {
    const { weatherglass } = globalThis as unknown as { weatherglass: WeatherglassApi };
    return weatherglass.settings.update(asked as never);
  }, patch);
}

test.afterEach(async ({ host }) => {
  await updateSettings(host.api, { locations: [], chosenPlaceId: null, map: defaultSettings.map });
});

test('the popup saves the place chosen in its switcher, and cannot turn notifications off or clear the places', async ({ page, host }) => {
  await host.signIn(page);
  await updateSettings(host.api, { locations: [helsinki, harbour] });
  await page.goto(`${host.origin}/popup.html`);
  const switcher = page.getByTestId('location-switcher');
  await expect(switcher.locator('option')).toHaveCount(2, firstData);

  await switcher.selectOption(harbour.id);
  await expect.poll(async () => (await currentSettings(host.api)).chosenPlaceId).toBe(harbour.id);

  const refused = await updateFromPage(page, { notifications: { rain: { enabled: false }, warnings: { enabled: false } }, locations: [] });
  expect(refused).toMatchObject({ ok: false, error: { kind: 'forbidden', issues: [{ path: 'locations' }, { path: 'notifications' }] } });
  const after = await currentSettings(host.api);
  expect(after.locations).toEqual([helsinki, harbour]);
  expect(after.notifications).toEqual(defaultSettings.notifications);
});

test('the map saves its layer and symbol choices, and cannot lift the request budget', async ({ page, host }) => {
  await host.signIn(page);
  await updateSettings(host.api, { map: { center: [60, 22], zoom: 4 } });
  await page.goto(`${host.origin}/map.html`);
  const picker = page.getByTestId('layer-picker');
  await expect(picker.locator('option').nth(1)).toBeAttached(firstData);
  const chosen = (await picker.locator('option').nth(1).getAttribute('value')) ?? '';

  await picker.selectOption(chosen);
  await page.locator('#map-symbols').check();
  await expect.poll(async () => (await currentSettings(host.api)).map).toMatchObject({ layerId: Number(chosen), symbols: true });

  const refused = await updateFromPage(page, { budget: { dailyRequests: 1_000_000, mapSharePercent: 100 } });
  expect(refused).toMatchObject({ ok: false, error: { kind: 'forbidden', issues: [{ path: 'budget' }] } });
  expect((await currentSettings(host.api)).budget).toEqual(defaultSettings.budget);
});
