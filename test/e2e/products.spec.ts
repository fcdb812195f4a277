import type { Locator, Page } from '@playwright/test';
import { startWeatherService } from '@service/index';
import type { Location } from '@shared/api/locations';
import type { AirQualityHour, Warning } from '@shared/api/products';
import type { WeatherglassApi } from '@shared/ipc/bridge';
import { savedFrom } from '@shared/saved-location';
import type { SavedLocation } from '@shared/settings';
import type { WeatherUpdate } from '@shared/views/weather';
import { e2eClock, e2eNow, expect, test } from './fixtures';
import { attachPicture, firstData, helsinki } from './layout-checks';
import { fetchedProduct, heldWeather, updateSettings } from './main-calls';


async function openDashboard(page: Page, hostUrl: string): Promise<void> {
  await page.goto(hostUrl);
  await expect(page.getByTestId('product-panels')).toBeVisible(firstData);
}

async function scheduled(api: WeatherglassApi, locationId: string, product: 'airQuality' | 'warnings'): Promise<WeatherUpdate | undefined> {
  return (await heldWeather(api, locationId, [product]))[0];
}

/** The US EPA's categories, written out here so the test does not borrow the app's table. */
function epaCategory(aqi: number): string {
  const upper = [
    [50, 'Good'],
    [100, 'Moderate'],
    [150, 'Unhealthy for sensitive groups'],
    [200, 'Unhealthy'],
    [300, 'Very unhealthy'],
  ] as const;
  return upper.find(([limit]) => Math.round(aqi) <= limit)?.[1] ?? 'Hazardous';
}

function panel(page: Page, testid: string): Locator {
  return page.getByTestId(testid);
}

test('the air quality panel shows the AQI and EPA category of the hour main holds', async ({ page, host }, testInfo) => {
  await openDashboard(page, host.url);
  const now = panel(page, 'aqi-now');
  await expect(now).toBeVisible(firstData);
  const time = (await now.getAttribute('data-time')) ?? '';

  const update = await scheduled(host.api, helsinki.id, 'airQuality');
  if (update?.product !== 'airQuality') throw new Error('main holds no air quality for Helsinki');
  const hours: AirQualityHour[] = update.data.forecast;
  const shown = hours.find((hour) => hour.time === time);
  if (shown?.AQI === null || shown === undefined) throw new Error(`the panel shows an hour (${time}) main does not hold`);
  // The hour shown is the one holding now (or the first, before the forecast starts).
  const start = Date.parse(time);
  expect(start <= e2eClock.now() + 60_000 || hours[0]?.time === time).toBe(true);
  expect(e2eClock.now() < start + 3_600_000 + 60_000).toBe(true);

  await expect(now.getByTestId('aqi-value')).toHaveText(String(shown.AQI));
  await expect(now.getByTestId('aqi-category')).toHaveText(epaCategory(shown.AQI));
  await expect(now.getByTestId('aqi-advice')).not.toBeEmpty();
  const values = JSON.parse((await panel(page, 'air-quality-chart').getAttribute('data-values')) ?? '{}') as {
    series: { label: string; values: (number | null)[] }[];
  };
  expect(values.series.find((series) => series.label === 'AQI')?.values).toEqual(hours.map((hour) => hour.AQI));
  await expect(panel(page, 'air-quality-chart-summary')).toContainText('Over the next');
  await expect(panel(page, 'air-quality-daily').locator('tbody tr')).toHaveCount(3, firstData);
  await attachPicture(page, testInfo, 'product panels');
});

test('history loads for a chosen first day and number of days', async ({ page, host }) => {
  await openDashboard(page, host.url);
  const history = panel(page, 'history-panel');
  const firstDay = new Date(e2eClock.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  await history.getByLabel('First day').fill(firstDay);
  await history.getByLabel('Days').selectOption('3');
  await history.getByRole('button', { name: 'Show' }).click();

  const rows = panel(page, 'history-days').locator('tbody tr');
  await expect(rows).toHaveCount(3, firstData);
  // Main's cache answers the same question with the same answer, without another request.
  const answer = (await fetchedProduct(host.api, helsinki.id, 'history', { date: firstDay, days: 3 })).data;
  await expect(panel(page, 'history-station')).toHaveText(`Observed at ${answer.station.name}`);
  const dates = answer.dailysummary.map((day) => `${day.dt.year}-${day.dt.month}-${day.dt.day}`);
  expect(dates[0]).toBe(firstDay);
  await expect(rows.first()).toHaveAttribute('data-date', firstDay);
  for (const [index, day] of answer.dailysummary.entries()) {
    const high = day.tx === null || day.tx === undefined || day.tx === '' ? '–' : `${Number(day.tx)} °C`;
    await expect(rows.nth(index).locator('td').first()).toHaveText(high);
  }
  const values = JSON.parse((await panel(page, 'history-chart').getAttribute('data-values')) ?? '{}') as {
    series: { label: string; values: (number | null)[] }[];
  };
  const temperatures = answer.hourly.flatMap((hour) => hour.observations.map((observation) => (observation.t ? Number(observation.t) : null)));
  expect(values.series.find((series) => series.label === 'Temperature')?.values).toEqual(temperatures);
  expect(temperatures.length).toBe(72);
});

test.describe('warnings', () => {
  /** Places of many climates, so that some warning is likely in force somewhere. */
  const candidates = [
    'Hamburg', 'Munich', 'Vienna', 'Zurich', 'Berlin', 'Oslo', 'Bergen', 'Stockholm', 'Helsinki', 'Oulu', 'Reykjavik', 'Dublin',
    'Paris', 'Madrid', 'Rome', 'Athens', 'Warsaw', 'New York', 'Chicago', 'Miami', 'Houston', 'Denver', 'Seattle', 'Toronto',
    'Tokyo', 'Sydney', 'Mumbai', 'Cairo', 'Lagos', 'Lima', 'Santiago', 'Anchorage',
  ];

  /** A place with warnings now, asked of a service like the demo's (same seed and clock); the first candidate when none has. */
  async function placeWithWarnings(): Promise<SavedLocation> {
    const service = await startWeatherService({ port: 0, seed: 1, now: e2eNow });
    try {
      const grant = await fetch(`${service.url}/authorize/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ user: 'demo', password: 'demo' }),
      });
      const { access_token: token } = (await grant.json()) as { access_token: string };
      const headers = { authorization: `Bearer ${token}` };
      let first: SavedLocation | null = null;
      for (const name of candidates) {
        const search = (await (await fetch(`${service.url}/api/v1/location/search/${encodeURIComponent(name)}`, { headers })).json()) as { locations: Location[] };
        const found = search.locations[0];
        if (found === undefined) continue;
        const saved = savedFrom(found);
        first ??= saved;
        const { warnings } = (await (await fetch(`${service.url}/api/v1/warning/${found.id}`, { headers })).json()) as { warnings: Warning[] };
        if (warnings.some((warning) => Date.parse(warning.validUntil) > e2eClock.now() + 10 * 60_000)) return saved;
      }
      if (first === null) throw new Error('no candidate place was found');
      return first;
    } finally {
      await service.close();
    }
  }

  test.afterEach(async ({ host }) => {
    await updateSettings(host.api, { locations: [], language: 'en', interfaceLanguage: 'data' });
  });

  test('show the texts main holds, in the chosen language, with validity and attribution', async ({ page, host }, testInfo) => {
    const place = await placeWithWarnings();
    // German data under English menus: the warnings' own texts are German, the panel's words English.
    await updateSettings(host.api, { locations: [place], language: 'de', interfaceLanguage: 'en' });
    await openDashboard(page, host.url);
    const warningsPanel = panel(page, 'warnings-panel');
    await expect(warningsPanel.getByTestId('warning').or(warningsPanel.getByTestId('no-warnings'))).not.toHaveCount(0, firstData);

    const update = await scheduled(host.api, place.id, 'warnings');
    if (update?.product !== 'warnings') throw new Error(`main holds no warnings for ${place.name}`);
    const inForce = update.data.warnings.filter((warning) => Date.parse(warning.validUntil) > e2eClock.now());
    testInfo.annotations.push({ type: 'warnings', description: `${inForce.length} in force at ${place.name}` });
    if (inForce.length === 0) {
      await expect(warningsPanel.getByTestId('no-warnings')).toHaveText('No warnings in force.');
      return;
    }
    const items = warningsPanel.getByTestId('warning');
    await expect(items).toHaveCount(inForce.length);
    for (const warning of inForce) {
      const item = items.filter({ has: page.getByRole('heading', { name: warning.name, exact: true }) }).first();
      const text = warning.description.find((entry) => entry.lang === 'de') ?? warning.description.find((entry) => entry.lang === 'en') ?? warning.description[0];
      if (text !== undefined) await expect(item.getByTestId('warning-text')).toContainText(text.text);
      await expect(item.getByTestId('warning-validity')).toHaveText(/^From .+ until .+$/);
      await expect(item.getByTestId('warning-significance')).toContainText(warning.significanceDescription);
      if (warning.attribution) await expect(item.getByTestId('data-credit')).toContainText(warning.attribution);
    }
  });
});

test.describe('a plan without pollen, climate normals and history', () => {
  test('their panels explain the plan, and no error shows', async ({ page, accountHost: basicHost }, testInfo) => {
    await page.goto(basicHost.url);
    await page.evaluate(async () => {
      const { weatherglass } = globalThis as unknown as { weatherglass: WeatherglassApi };
      const answer = await weatherglass.account.save({ user: 'basic', password: 'basic' });
      if (!answer.ok) throw new Error(JSON.stringify(answer.error.message));
    });
    await openDashboard(page, basicHost.url);
    await expect(page.getByTestId('mode-badge')).toHaveText('Live account');

    // Air quality is in every plan: the account's data arrives.
    await expect(panel(page, 'aqi-now')).toBeVisible(firstData);

    const pollen = panel(page, 'pollen-panel');
    await expect(pollen.getByTestId('plan-explanation')).toContainText("Pollen isn't part of your plan.", firstData);
    const climate = panel(page, 'climate-panel');
    await expect(climate.getByTestId('plan-explanation')).toContainText("Climate normals isn't part of your plan.", firstData);

    const history = panel(page, 'history-panel');
    await history.getByRole('button', { name: 'Show' }).click();
    const explanation = history.getByTestId('plan-explanation');
    await expect(explanation).toContainText("History isn't part of your plan.", firstData);
    await expect(explanation.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '#account');

    for (const each of [pollen, climate, history]) await expect(each.getByTestId('product-notice')).toHaveCount(0);
    await expect(page.getByTestId('error-notice')).toHaveCount(0);
    await attachPicture(page, testInfo, 'plan explanations');

    await page.evaluate(async () => {
      const { weatherglass } = globalThis as unknown as { weatherglass: WeatherglassApi };
      await weatherglass.account.clear();
    });
  });
});
