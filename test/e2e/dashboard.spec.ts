import { unitPresets } from '@shared/units';
import type { Page } from '@playwright/test';
import type { DayForecast, HourStep } from '@shared/api/forecasts';
import type { WeatherglassApi } from '@shared/ipc/bridge';
import { savedFrom } from '@shared/saved-location';
import { expect, test } from './fixtures';
import { attachPicture, clock, firstData, helsinki } from './layout-checks';
import { currentSettings, fetchedProduct, firstFound, heldWeather, productOf, updateSettings } from './main-calls';
import { wholeDegrees } from '@shared/views/whole-degrees';


async function openForecasts(page: Page, hostUrl: string): Promise<void> {
  await page.goto(hostUrl);
  await expect(page.getByRole('heading', { level: 2, name: /^Forecasts for / })).toBeVisible(firstData);
}

async function currentOf(api: WeatherglassApi, locationId: string) {
  return productOf(await heldWeather(api, locationId, ['current']), 'current').data.current;
}

const listedNames = (page: Page) => page.getByTestId('location-item').locator('.name');

// The host outlives each test: whatever happened, the next test starts from the default place in °C.
test.afterEach(async ({ host }) => {
  await updateSettings(host.api, { locations: [], chosenPlaceId: null, units: { ...unitPresets.metric, temperature: 'C', wind: 'MS' } });
});

test('a place added by search joins the list, is saved, and shows its forecasts', async ({ page, host }, testInfo) => {
  await openForecasts(page, host.url);
  await expect(listedNames(page)).toHaveText(['Helsinki']);

  await page.getByLabel('Country').selectOption('FI');
  await page.getByLabel('Place name').pressSequentially('Tampere', { delay: 40 });
  const result = page.getByTestId('location-result').filter({ hasText: 'Tampere' });
  await expect(result).toHaveText(/Tampere\s*Pirkanmaa, Finland/, firstData);
  await expect(page.getByTestId('location-search-status')).toHaveText(/found in Finland\.$/);
  await result.first().click();

  await expect(page.getByTestId('locations-status')).toHaveText('Added Tampere.');
  // The default place the user was looking at stays; the new one is shown.
  await expect(listedNames(page)).toHaveText(['Helsinki', 'Tampere']);
  await expect(page.getByRole('heading', { level: 2, name: 'Forecasts for Tampere' })).toBeVisible();
  const tampere = savedFrom(await firstFound(host.api, 'Tampere', 'FI'));
  expect((await currentSettings(host.api)).locations).toEqual([helsinki, tampere]);

  await expect(page.getByTestId('now-temperature')).toHaveText(/^-?\d+°C$/, firstData);
  await expect(page.getByTestId('hourly-temperature-summary')).toHaveText(/^Temperature -?\d+( to -?\d+)?\u00a0°C over the next (hour|\d+ hours|\d+ days)[;.]/, firstData);
  await expect(page.getByTestId('daily-temperature-summary')).toHaveText(/^Highs /, firstData);
  await expect(page.getByTestId('three-hourly-summary')).toHaveText(/^Over 5 days: temperature /, firstData);
  await expect(page.getByTestId('quarter-hour-summary')).not.toBeEmpty(firstData);
  await expect(page.locator('[data-testid^="section-"][aria-busy="true"]')).toHaveCount(0, firstData);
  await attachPicture(page, testInfo, 'dashboard-forecasts-tampere');
});

test('places are reordered and removed with undo, and main keeps each change', async ({ page, host }) => {
  // Saved before the first page, which has no part in it.
  const [tampere, oulu] = [savedFrom(await firstFound(host.api, 'Tampere', 'FI')), savedFrom(await firstFound(host.api, 'Oulu', 'FI'))];
  await updateSettings(host.api, { locations: [helsinki, tampere, oulu] });
  await openForecasts(page, host.url);
  await expect(listedNames(page)).toHaveText(['Helsinki', 'Tampere', 'Oulu']);

  const moveOuluUp = page.getByRole('button', { name: 'Move Oulu up' });
  await moveOuluUp.click();
  await expect(listedNames(page)).toHaveText(['Helsinki', 'Oulu', 'Tampere']);
  await expect(moveOuluUp).toBeFocused();
  // Keyboard: Enter on the focused button moves it again, to the top: the tray's place.
  await page.keyboard.press('Enter');
  await expect(listedNames(page)).toHaveText(['Oulu', 'Helsinki', 'Tampere']);
  await expect(page.getByRole('button', { name: 'Move Oulu down' })).toBeFocused();
  await expect.poll(async () => (await currentSettings(host.api)).locations.map((place) => place.name)).toEqual(['Oulu', 'Helsinki', 'Tampere']);

  await page.getByRole('button', { name: 'Remove Helsinki' }).click();
  await expect(page.getByTestId('locations-status')).toContainText('Removed Helsinki.');
  await expect(listedNames(page)).toHaveText(['Oulu', 'Tampere']);
  await expect.poll(async () => (await currentSettings(host.api)).locations.map((place) => place.id)).toEqual([oulu.id, tampere.id]);

  const undo = page.getByRole('button', { name: 'Undo' });
  await expect(undo).toBeFocused();
  await undo.click();
  await expect(listedNames(page)).toHaveText(['Oulu', 'Helsinki', 'Tampere']);
  await expect.poll(async () => (await currentSettings(host.api)).locations).toEqual([oulu, helsinki, tampere]);

  await page.getByRole('button', { name: 'Remove Tampere' }).click();
  await expect.poll(async () => (await currentSettings(host.api)).locations).toEqual([oulu, helsinki]);
});

test('the chosen place stays chosen from Forecasts to Settings and back, and after a reload', async ({ page, host }) => {
  const tampere = savedFrom(await firstFound(host.api, 'Tampere', 'FI'));
  await updateSettings(host.api, { locations: [helsinki, tampere] });
  await openForecasts(page, host.url);
  await page.getByTestId('location-choose').filter({ hasText: 'Tampere' }).click();
  const tampereForecasts = page.getByRole('heading', { level: 2, name: 'Forecasts for Tampere' });
  await expect(tampereForecasts).toBeVisible();
  await expect.poll(async () => (await currentSettings(host.api)).chosenPlaceId).toBe(tampere.id);

  const views = page.getByRole('navigation', { name: 'Dashboard views' });
  await views.getByRole('link', { name: 'Settings' }).click();
  await expect(tampereForecasts).toBeHidden();
  await views.getByRole('link', { name: 'Forecasts' }).click();
  await expect(tampereForecasts).toBeVisible();

  await page.reload();
  await expect(tampereForecasts).toBeVisible(firstData);
});

test('the hourly summary states what main’s full hourly dataset says', async ({ page, host }) => {
  await openForecasts(page, host.url);
  const summary = page.getByTestId('hourly-temperature-summary');
  await expect(summary).toHaveText(/^Temperature /, firstData);
  // The full dataset (with the past 24 hours) replaces the scheduled one once it comes.
  await expect(page.getByTestId('hourly-fallback')).toHaveCount(0, firstData);

  await expect(async () => {
    const text = (await summary.textContent()) ?? '';
    const asOf = Number(await summary.getAttribute('data-as-of'));
    const steps: HourStep[] = (await fetchedProduct(host.api, helsinki.id, 'hourlyFull')).data.forecast;
    const ahead = steps.filter((step) => Date.parse(step.time) > asOf);
    const temperatures = ahead.map((step) => step.temperature).filter((value): value is number => value !== null);
    // The service's decimals, in whole degrees as the summary reads.
    const [low, high] = [wholeDegrees(Math.min(...temperatures)), wholeDegrees(Math.max(...temperatures))];
    const range = low === high ? `${low}` : `${low} to ${high}`;
    // People count past a day and a half in days: 71 hours is "3 days".
    const span = ahead.length > 36 ? `${Math.round(ahead.length / 24)} days` : `${ahead.length} hours`;
    expect(text.startsWith(`Temperature ${range}\u00a0°C over the next ${span};`)).toBe(true);
    await expect(page.getByTestId('hourly-temperature-chart')).toHaveAttribute('data-steps', String(steps.length), { timeout: 1000 });
  }).toPass(firstData);

  // Every field of every hour, behind a disclosure.
  await page.getByText(/^Full dataset: every field of all \d+ hours$/).click();
  const table = page.getByTestId('hour-table').locator('table');
  await expect(table.locator('thead th')).toContainText(['Time', 'Weather', 'Temperature (°C)', 'Dew point (°C)', 'Pressure (hPa)']);
  const steps = (await fetchedProduct(host.api, helsinki.id, 'hourlyFull')).data.forecast;
  await expect(table.locator('tbody tr')).toHaveCount(steps.length);
});

test('a change to °F shows main’s °F values', async ({ page, host }) => {
  await openForecasts(page, host.url);
  const temperature = page.getByTestId('now-temperature');
  await expect(temperature).toHaveText(/^-?\d+°C$/, firstData);

  await updateSettings(host.api, { units: { temperature: 'F' } });
  await expect(async () => {
    const current = await currentOf(host.api, helsinki.id);
    await expect(temperature).toHaveText(`${wholeDegrees(current.temperature ?? NaN)}°F`, { timeout: 1000 });
  }).toPass(firstData);
  await expect(page.getByTestId('hourly-temperature-summary')).toHaveText(/°F over the next/, firstData);
  await expect(page.getByTestId('daily-temperature-summary')).toHaveText(/°F/, firstData);
  await expect(page.getByTestId('day-table').locator('thead')).toContainText('High / low (°F)');
});

test('the daily section shows 15 days with ensembles, sun, moon and confidence in words', async ({ page, host }, testInfo) => {
  await openForecasts(page, host.url);
  const rows = page.getByTestId('day-row');
  await expect(rows).toHaveCount(15, firstData);
  await expect(page.getByRole('heading', { level: 3, name: 'Daily, 15 days' })).toBeVisible();
  await expect(page.getByTestId('daily-temperature-chart')).toHaveAttribute('data-steps', '15');

  const days: DayForecast[] = (await fetchedProduct(host.api, helsinki.id, 'dailyFull')).data.forecast;
  const first = days[0];
  if (first === undefined) throw new Error('no daily forecast');
  const firstRow = rows.first();
  await expect(firstRow).toHaveAttribute('data-date', first.date);
  await expect(firstRow).toContainText(`${wholeDegrees(first.maxTemp ?? NaN)}° / ${wholeDegrees(first.minTemp ?? NaN)}°`);
  const words: Record<string, string> = { g: 'high', y: 'medium', o: 'low' };
  await expect(firstRow.locator('[data-level]')).toHaveText(words[first.confidence ?? ''] ?? '–');
  const cells = firstRow.locator('td');
  const sunrise = first.sunriseEpoch === null || first.sunriseEpoch === undefined ? '–' : clock(first.sunriseEpoch * 1000, helsinki.timezone);
  await expect(cells.nth(5)).toContainText(`rises ${sunrise}`);
  await expect(cells.nth(6)).toContainText(`rises ${first.moonrise?.slice(0, 5) ?? '–'}`);
  await expect(page.getByTestId('daily-confidence')).toHaveText(/^Forecast confidence: /);
  await expect(page.getByTestId('daily-precipitation-summary')).toHaveText(/over the next 15 days/);
  await expect(page.getByTestId('section-daily').getByTestId('data-credit')).toHaveText(/Weather Data Service/);
  await attachPicture(page.getByTestId('section-daily'), testInfo, 'dashboard-daily');
});
