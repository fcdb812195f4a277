import type { Page } from '@playwright/test';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBrowserHost, type BrowserHost } from '../../src/browser-host/server';
import { startWeatherService } from '@service/index';
import type { WeatherglassApi } from '@shared/ipc/bridge';
import { e2eClock, e2eNow, evaluateInWindow, expect, test } from './fixtures';
import { attachPicture, firstData, popupSize } from './layout-checks';


type Service = Awaited<ReturnType<typeof startWeatherService>>;

let scratch: string;
let service: Service;
let host: BrowserHost;

// The demo service is one this test can stop: the weather service going away is the app going offline.
test.beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'weatherglass-offline-'));
  service = await startWeatherService({ port: 0, seed: 1, now: e2eNow, usageFile: join(scratch, 'usage.json') });
  host = await startBrowserHost({
    port: 0,
    clock: e2eClock,
    startDemoService: async () => ({ url: service.url, close: async () => undefined }),
  });
});

test.afterAll(async () => {
  await host.close();
  await service.close();
  await rm(scratch, { recursive: true, force: true });
});

test.use({ viewport: popupSize });

/** A look at a point of the map, from the map window beside `page`: 'ok', or the kind of error main answered. */
function lookUpPointFromMap(page: Page): Promise<string> {
  return evaluateInWindow(
    page,
    new URL('/map.html', page.url()).href,
    async () => {
      const { weatherglass } = globalThis as unknown as { weatherglass: WeatherglassApi };
      const answer = await weatherglass.weather.fetch({ locationId: '24.9,60.2', product: 'pointForecast' });
      return answer.ok ? 'ok' : answer.error.kind;
    },
    undefined,
  );
}

test('when the service cannot be reached, the popup keeps the last data and says it is offline, and from when', async ({ page }, testInfo) => {
  await page.goto(host.url);
  await page.goto(`${host.origin}/popup.html`);
  const temperature = page.getByTestId('current-temperature');
  await expect(temperature).toHaveText(/\d/, firstData);
  const shownBefore = await temperature.textContent();
  await expect(page.getByTestId('freshness')).toHaveText(/^Updated /);

  await service.close();
  // A look at a point of the map: the first call that finds no service.
  const lookedUp = await lookUpPointFromMap(page);
  expect(lookedUp).toBe('offline');

  await expect(page.getByTestId('freshness')).toHaveText(/^Offline: data from \d{2}:\d{2}$/, firstData);
  await expect(temperature).toHaveText(shownBefore ?? '');
  // The dashboard follows the same connectivity: its "Now" keeps the data and says it is offline.
  const dashboard = await page.context().newPage();
  await dashboard.goto(new URL('/dashboard.html', page.url()).href);
  await expect(dashboard.getByTestId('now-freshness')).toHaveText(/^Offline: data from \d{2}:\d{2}$/, firstData);
  await expect(dashboard.getByTestId('attention')).toHaveAttribute('data-kind', 'offline');
  await dashboard.close();
  await attachPicture(page, testInfo, 'popup-offline', { fullPage: false });
});

test('the popup, the dashboard and the Account pane say the same: the service does not answer, never "connected"', async ({ page }, testInfo) => {
  // An account of its own, at a service this test stops: the pane has a connection to tell about.
  const accountService = await startWeatherService({ port: 0, seed: 1, now: e2eNow });
  const accountHost = await startBrowserHost({ port: 0, clock: e2eClock });
  try {
    await page.goto(`${accountHost.url}#account`);
    await page.getByLabel('Service address').fill(accountService.url);
    await page.getByLabel('Application key username').fill('demo');
    await page.getByLabel('Application key password').fill('demo');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByTestId('credentials-outcome')).toContainText('Saved and connected', firstData);
    await expect(page.getByTestId('account-connection')).toHaveText('connected.');

    await page.goto(`${accountHost.origin}/popup.html`);
    await expect(page.getByTestId('current-temperature')).toHaveText(/\d/, firstData);
    await accountService.close();
    const lookedUp = await lookUpPointFromMap(page);
    expect(lookedUp).toBe('offline');

    const silent = /the weather service cannot be reached/;
    await expect(page.getByTestId('attention')).toHaveAttribute('data-kind', 'offline', firstData);
    await expect(page.getByTestId('attention')).toContainText(silent);
    const dashboard = await page.context().newPage();
    await dashboard.goto(new URL('/dashboard.html', page.url()).href);
    await expect(dashboard.getByTestId('attention')).toContainText(silent, firstData);
    await dashboard.goto(new URL('/dashboard.html#account', page.url()).href);
    const connection = dashboard.getByTestId('account-connection');
    await expect(connection).toHaveAttribute('data-offline', 'serviceSilent', firstData);
    await expect(connection).toContainText('the weather service does not answer, though this computer is online');
    await expect(connection).not.toContainText(/^connected/);
    await attachPicture(dashboard, testInfo, 'account-pane-service-silent', { fullPage: false });
    await dashboard.close();
  } finally {
    await accountHost.close();
    await accountService.close();
  }
});
