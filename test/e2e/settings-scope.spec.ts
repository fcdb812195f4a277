import type { Page } from '@playwright/test';
import type { WeatherglassApi } from '@shared/ipc/bridge';
import type { Result } from '@shared/ipc/result';
import { savedFrom } from '@shared/saved-location';
import { defaultSettings, type Settings, type SettingsPatch } from '@shared/settings';
import { expect, test } from './fixtures';
import { firstData, helsinki, popupSize } from './layout-checks';
import { currentSettings, firstFound, updateSettings } from './main-calls';
import { weatherDataLayer } from '@shared/tile-providers';

// Each window writes only the settings it owns (`settingsScope`): here through the pages' own
// bridges and the browser host, as a window asks; the dispatcher's tests hold every refusal.

/** Asks main for a settings change through the page's own bridge, as that window's code would. */
function updateFromPage(page: Page, patch: SettingsPatch): Promise<Result<Settings>> {
  return page.evaluate(async (asked) => {
    const { weatherglass } = globalThis as unknown as { weatherglass: WeatherglassApi };
    return weatherglass.settings.update(asked);
  }, patch);
}

test.afterEach(async ({ host }) => {
  await updateSettings(host.api, { locations: [], chosenPlaceId: null, map: defaultSettings.map });
});

test('the popup saves the place chosen in it, and cannot clear the places nor turn notifications off', async ({ page, host }) => {
  await page.setViewportSize(popupSize);
  const nairobi = savedFrom(await firstFound(host.api, 'Nairobi'));
  await updateSettings(host.api, { locations: [helsinki, nairobi], chosenPlaceId: helsinki.id });
  const popup = new URL(host.url);
  popup.pathname = '/popup.html';
  await page.goto(popup.href);

  await page.getByTestId('location-switcher').selectOption(nairobi.id, firstData);
  await expect.poll(async () => (await currentSettings(host.api)).chosenPlaceId).toBe(nairobi.id);

  const refused = await updateFromPage(page, { locations: [], notifications: { rain: { enabled: false } } });
  expect(refused).toMatchObject({ ok: false, error: { kind: 'forbidden', message: { key: 'settingsNotThisWindows' } } });
  const after = await currentSettings(host.api);
  expect(after.locations).toEqual([helsinki, nairobi]);
  expect(after.notifications.rain.enabled).toBe(true);
});

test('the map saves its layer choice, and cannot lift the request budget', async ({ page, host }) => {
  await host.signIn(page);
  await updateSettings(host.api, { map: { center: [60, 22], zoom: 4 } });
  await page.goto(`${host.origin}/map.html`);

  const picker = page.getByTestId('layer-picker');
  await expect(picker.locator('option').nth(2)).toBeAttached(firstData);
  const chosen = await picker.locator('option').nth(2).getAttribute('value');
  await picker.selectOption(chosen ?? '');
  await expect.poll(async () => (await currentSettings(host.api)).map.layer).toEqual(weatherDataLayer(Number(chosen)));

  const budget = (await currentSettings(host.api)).budget;
  const refused = await updateFromPage(page, { budget: { dailyRequests: 1_000_000, mapSharePercent: 100 } });
  expect(refused).toMatchObject({
    ok: false,
    error: { kind: 'forbidden', message: { key: 'settingNotThisWindows', values: { setting: { key: 'setting.budget' } } } },
  });
  expect((await currentSettings(host.api)).budget).toEqual(budget);
});
