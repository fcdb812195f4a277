import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { startBrowserHost } from '../../src/browser-host/server';
import { serviceHabits } from '@service/http/habits';
import { startWeatherService } from '@service/index';
import type { UsageMonth } from '@shared/api/usage';
import type { WeatherglassApi } from '@shared/ipc/bridge';
import type { ApiKeyView } from '@shared/views/account';
import { e2eClock, e2eNow, expect, test } from './fixtures';
import { attachPicture, popupSize } from './layout-checks';

/** Opening the pane waits for the demo service's first answers. */
const firstAnswer = { timeout: 20_000 };

/** Loopback's discard port: nothing listens there, so every connection is refused at once. */
const silentAddress = 'http://127.0.0.1:9';

function utcMonth(offset: number): string {
  const now = e2eNow();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1)).toISOString().slice(0, 7);
}

async function openAccount(page: Page, hostUrl: string, origin: string): Promise<void> {
  // One load: the host trades the secret and sends the page on to the address without it, the route kept.
  await page.goto(`${hostUrl}#account`);
  await expect(page).toHaveURL(`${origin}/dashboard.html#account`);
  await expect(page.getByRole('heading', { level: 2, name: 'Account' })).toBeVisible();
}

async function listedKeys(page: Page): Promise<ApiKeyView[]> {
  return page.evaluate(async () => {
    const { weatherglass } = globalThis as unknown as { weatherglass: WeatherglassApi };
    const answer = await weatherglass.keys.list();
    if (!answer.ok) throw new Error(JSON.stringify(answer.error.message));
    return answer.value;
  });
}

async function serviceUsage(page: Page, month: string): Promise<UsageMonth> {
  return page.evaluate(async (month) => {
    const { weatherglass } = globalThis as unknown as { weatherglass: WeatherglassApi };
    const answer = await weatherglass.usage.month({ month });
    if (!answer.ok) throw new Error(JSON.stringify(answer.error.message));
    return answer.value;
  }, month);
}

interface ChartValues {
  dates: string[];
  series: { name: string; hits: number[] }[];
}

/** What the chart's datasets hold, as the chart component publishes them beside the canvas. */
async function chartValues(page: Page, month: string): Promise<ChartValues> {
  const chart = page.getByTestId('usage-chart');
  await expect(chart).toHaveAttribute('data-values', new RegExp(`"${month}-01"`), firstAnswer);
  return JSON.parse((await chart.getAttribute('data-values')) ?? '') as ChartValues;
}

function chartHits(chart: ChartValues, date: string, api: string): number {
  const index = chart.dates.indexOf(date);
  const hits = chart.series.find((series) => series.name === api)?.hits[index];
  if (hits === undefined) throw new Error(`the chart has no ${api} bar for ${date}`);
  return hits;
}

function serviceHits(usage: UsageMonth, date: string, api: string): number {
  return usage.daily.find((day) => day.date === date)?.apis.find((entry) => entry.name === api)?.hits ?? 0;
}

test('the pane says the data is the demo account and shows it in the header', async ({ page, host }, testInfo) => {
  await openAccount(page, host.url, host.origin);
  await expect(page.getByTestId('account-mode')).toHaveAttribute('data-mode', 'demo');
  await expect(page.getByTestId('account-mode')).toContainText('Demo data');
  await expect(page.getByTestId('mode-badge')).toHaveText('Demo data');
  await expect(page.getByRole('link', { name: 'Account' })).toHaveAttribute('aria-current', 'page');
  // The password field is never filled in by the window.
  await expect(page.getByLabel('Application key password')).toHaveValue('');
  await expect(page.getByTestId('usage-chart')).toHaveAttribute('data-values', /Weather API/, firstAnswer);
  await attachPicture(page, testInfo, 'account');
});

test('a key is created, listed masked, deleted after a confirmation, and gone', async ({ page, host }) => {
  await openAccount(page, host.url, host.origin);
  const before = await listedKeys(page);

  await page.getByRole('button', { name: 'Create a key that never expires' }).click();
  const status = page.getByTestId('keys-status');
  await expect(status).toContainText('Created', firstAnswer);

  const after = await listedKeys(page);
  const created = after.find((key) => !before.some((old) => old.id === key.id));
  if (created === undefined) throw new Error('the service lists no new key');
  // Masked: the end of a long key, never the key itself.
  expect(created.masked).toMatch(/^….{6}$/);
  await expect(status).toContainText(`Created the key ${created.masked}`);
  const row = page.locator(`[data-testid="api-key"][data-key-id="${created.id}"]`);
  await expect(row).toHaveText(new RegExp(created.masked));
  await expect(page.getByTestId('api-key')).toHaveCount(after.length);

  // The browser preview has no clipboard in main: copying is refused with the reason.
  await row.getByRole('button', { name: `Copy the key ${created.masked}` }).click();
  await expect(page.getByTestId('error-notice')).toContainText('Copying an API key works in the desktop app only.');

  await row.getByRole('button', { name: `Delete the key ${created.masked}` }).click();
  const confirmation = page.getByRole('group', { name: `Confirm deleting the key ${created.masked}` });
  await expect(confirmation).toBeVisible();
  await expect(confirmation.getByRole('button', { name: 'Keep it' })).toBeFocused();
  // Nothing is deleted before the confirmation.
  expect((await listedKeys(page)).map((key) => key.id)).toContain(created.id);

  await confirmation.getByRole('button', { name: 'Delete key' }).click();
  await expect(row).toHaveCount(0);
  await expect(status).toContainText(`Deleted the key ${created.masked}.`);
  expect((await listedKeys(page)).map((key) => key.id)).not.toContain(created.id);
});

test.describe('switching', () => {
  // The host outlives the test: whatever happened, the tests after it get demo data again.
  test.afterEach(async ({ page }) => {
    await page.evaluate(async () => {
      const { weatherglass } = globalThis as unknown as { weatherglass: WeatherglassApi };
      await weatherglass.account.clear();
    });
  });

  test('saving an account switches to it, and forgetting it goes back to demo data', async ({ page, host }) => {
    await openAccount(page, host.url, host.origin);
    await page.getByLabel('Service address').fill(silentAddress);
    await page.getByLabel('Application key username').fill('someone');
    await page.getByLabel('Application key password').fill('their-password');
    await page.getByRole('button', { name: 'Save', exact: true }).click();

    // Nothing answers at the address, so the account is saved but cannot be confirmed.
    await expect(page.getByTestId('account-mode')).toHaveAttribute('data-mode', 'account', firstAnswer);
    await expect(page.getByTestId('account-mode')).toContainText('someone');
    await expect(page.getByTestId('mode-badge')).toHaveText('Live account');
    await expect(page.getByTestId('credentials-outcome')).toContainText('Saved, not connected yet', firstAnswer);
    await expect(page.getByLabel('Application key password')).toHaveValue('');

    await page.getByRole('button', { name: 'Forget the account and use demo data' }).click();
    await expect(page.getByTestId('account-mode')).toHaveAttribute('data-mode', 'demo', firstAnswer);
    await expect(page.getByTestId('mode-badge')).toHaveText('Demo data');
  });
});

test.describe('usage', () => {
  const previousMonth = utcMonth(-1);
  const thisMonth = utcMonth(0);
  const today = e2eNow().toISOString().slice(0, 10);

  /** Requests made on earlier days, so the chart has history that no longer moves. */
  const history = [
    { date: `${previousMonth}-03`, weather: 5, maps: 2 },
    { date: `${previousMonth}-10`, weather: 1, maps: 0 },
    { date: `${previousMonth}-28`, weather: 0, maps: 3 },
    ...(today.endsWith('-01') ? [] : [{ date: `${thisMonth}-01`, weather: 4, maps: 1 }]),
  ];

  const usageTest = test.extend<object, { seededHost: { url: string; origin: string } }>({
    seededHost: [
      // eslint-disable-next-line no-empty-pattern
      async ({}, use) => {
        const userDataDir = await mkdtemp(join(tmpdir(), 'weatherglass-e2e-usage-'));
        // The demo service's own usage file, written by the service itself on days of our choosing.
        let clock = e2eNow();
        const service = await startWeatherService({ port: 0, seed: 1, usageFile: join(userDataDir, 'demo-usage.json'), now: () => clock });
        for (const day of history) {
          clock = new Date(`${day.date}T12:00:00Z`);
          const grant = await fetch(`${service.url}/authorize/token`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ user: 'demo', password: 'demo' }),
          });
          const { access_token: token } = (await grant.json()) as { access_token: string };
          const headers = { authorization: `Bearer ${token}` };
          for (let call = 0; call < day.weather; call++) expect((await fetch(`${service.url}/api/v1/current/658225`, { headers })).status).toBe(200);
          for (let call = 0; call < day.maps; call++) expect((await fetch(`${service.url}/api/v1/capabilities?token=${token}`)).status).toBe(200);
        }
        await service.close();
        const host = await startBrowserHost({ port: 0, userDataDir, clock: e2eClock });
        await use({ url: host.url, origin: host.origin });
        await host.close();
        await rm(userDataDir, { recursive: true, force: true });
      },
      { scope: 'worker' },
    ],
  });

  usageTest("a past month's chart holds exactly the service's numbers", async ({ page, seededHost }) => {
    await openAccount(page, seededHost.url, seededHost.origin);
    await chartValues(page, thisMonth);
    await page.getByRole('button', { name: 'Previous month' }).click();
    const chart = await chartValues(page, previousMonth);
    const usage = await serviceUsage(page, previousMonth);

    expect(chart.series.map((series) => series.name)).toEqual(['Weather API', 'Map API', 'Administrative']);
    for (const date of chart.dates) {
      for (const api of ['Weather API', 'Map API', 'Administrative']) {
        expect(chartHits(chart, date, api), `${api} on ${date}`).toBe(serviceHits(usage, date, api));
      }
    }
    const charted = chart.series.reduce((sum, series) => sum + series.hits.reduce((a, b) => a + b, 0), 0);
    expect(charted).toBe(usage.hits);
    // The history made above, so the comparison is not of empty months.
    expect(chartHits(chart, `${previousMonth}-03`, 'Weather API')).toBe(5);
    expect(chartHits(chart, `${previousMonth}-28`, 'Map API')).toBe(3);
    expect(chartHits(chart, `${previousMonth}-10`, 'Administrative')).toBe(1);
    await expect(page.getByTestId('usage-month-total')).toHaveText(String(usage.hits));
    await expect(page.getByTestId('usage-projection')).toHaveCount(0);

    await page.getByRole('radio', { name: 'By status code' }).check();
    await expect(page.getByTestId('usage-breakdown')).toContainText('200 (OK)');
  });

  usageTest("this month's chart holds the service's numbers, and today's bar what it counted so far", async ({ page, seededHost }) => {
    await openAccount(page, seededHost.url, seededHost.origin);
    const chart = await chartValues(page, thisMonth);
    // Asked after the chart: today's count can only have grown since (the schedule keeps refreshing).
    const usage = await serviceUsage(page, thisMonth);

    for (const date of chart.dates) {
      for (const api of ['Weather API', 'Map API', 'Administrative']) {
        const charted = chartHits(chart, date, api);
        if (date === today) expect(charted, `${api} today`).toBeLessThanOrEqual(serviceHits(usage, date, api));
        else expect(charted, `${api} on ${date}`).toBe(serviceHits(usage, date, api));
      }
    }
    expect(chartHits(chart, today, 'Administrative')).toBeGreaterThan(0);
    await expect(page.getByTestId('usage-projection')).toContainText("At today's pace");
    await expect(page.getByTestId('usage-today-allowance')).toContainText('of the 2,000 requests a day');
  });

  usageTest('every figure for today is one number, and the month is projected from it', async ({ page, seededHost }) => {
    await openAccount(page, seededHost.url, seededHost.origin);
    await chartValues(page, thisMonth);
    await expect(page.getByTestId('usage-today-split')).toContainText("in the service's usage report at", firstAnswer);
    await expect(page.getByTestId('usage-projected')).toBeVisible();

    // Read in one go, as a person sees the screen at one moment (the schedule keeps counting).
    const shown = await page.locator('body').evaluate((body, today) => {
      const text = (selector: string): string => body.querySelector(selector)?.textContent ?? '';
      const number = (value: string): number => Number(value.replace(/[^\d]/g, ''));
      const chart = JSON.parse(body.querySelector('[data-testid="usage-chart"]')?.getAttribute('data-values') ?? '{}') as ChartValues;
      const index = chart.dates.indexOf(today);
      const split = text('[data-testid="usage-today-split"]').match(/([\d,]+) in the service's usage report at \d\d:\d\d\s*\+\s*([\d,]+) made by Weatherglass since/);
      return {
        headline: number(text('[data-testid="usage-today-total"]')),
        allowanceLabel: number(text('[data-testid="usage-today-allowance"] label').split(' of the ')[0] ?? ''),
        meter: Number(body.querySelector('#allowance-meter')?.getAttribute('value')),
        chartBar: chart.series.reduce((sum, series) => sum + (series.hits[index] ?? 0), 0),
        tableRow: number(text(`tr[data-date="${today}"] [data-testid="day-total"]`)),
        reportPlusSince: split === null ? NaN : number(split[1] ?? '') + number(split[2] ?? ''),
        monthTotal: number(text('[data-testid="usage-month-total"]')),
        monthBars: chart.series.reduce((sum, series) => sum + series.hits.reduce((a, b) => a + b, 0), 0),
        projected: number(text('[data-testid="usage-projected"]')),
      };
    }, today);

    expect(shown.headline).toBeGreaterThan(0);
    for (const figure of [shown.allowanceLabel, shown.meter, shown.chartBar, shown.tableRow, shown.reportPlusSince]) expect(figure).toBe(shown.headline);
    // The month's total is its bars, today's included as counted; the projection is never below it.
    expect(shown.monthTotal).toBe(shown.monthBars);
    expect(shown.monthTotal).toBeGreaterThan(shown.headline);
    expect(shown.projected).toBeGreaterThanOrEqual(shown.monthTotal);
    // Endpoints named for people: no template, no brace anywhere in the breakdown.
    await expect(page.getByTestId('usage-breakdown')).toContainText('Token requests');
    await expect(page.getByTestId('usage-breakdown')).not.toContainText('{');
    await expect(page.getByTestId('usage-breakdown')).not.toContainText('/api/');
  });
});

/** The account's keys as the service itself lists them: what must never reach a window. */
async function keysOnService(serviceUrl: string): Promise<{ key: string; access_token: string }[]> {
  const answer = await fetch(`${serviceUrl}/authorize/key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user: 'demo', password: 'demo' }),
  });
  expect(answer.status).toBe(200);
  const listed = (await answer.json()) as { key: string; access_token: string }[] | { tokens: { key: string }[] };
  // The observed habits list only the keys themselves, under `tokens`.
  return Array.isArray(listed) ? listed : listed.tokens.map(({ key }) => ({ key, access_token: key }));
}

/** A key made outside the app, as in the provider's portal. */
async function createKeyOnService(serviceUrl: string): Promise<string> {
  const answer = await fetch(`${serviceUrl}/authorize/token?expire_hours=-1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user: 'demo', password: 'demo' }),
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { access_token: string }).access_token;
}

/** A JWT's iat, read as any program could: the claims are not secret, only the signature makes the key. */
function issuedAt(token: string): number {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { iat: number };
  return payload.iat * 1000;
}

for (const habits of serviceHabits) {
  test.describe(`an account on a service that knows it (${habits} habits)`, () => {
    // Key dates show in the computer's zone (Settings' default names no place): one that is not UTC.
    test.use({ timezoneId: 'Asia/Tokyo', serviceHabits: habits });

    test('keys are told apart, copied by main and deleted, and no key ever reaches the page', async ({ page, accountHost }) => {
      const portalKey = await createKeyOnService(accountHost.serviceUrl);
      await openAccount(page, accountHost.url, accountHost.origin);
      await page.getByLabel('Application key username').fill('demo');
      await page.getByLabel('Application key password').fill('demo');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByTestId('account-mode')).toHaveAttribute('data-mode', 'account', firstAnswer);
      const rows = page.getByTestId('api-key');
      await expect(rows).toHaveCount(1, firstAnswer);

      await page.getByRole('button', { name: 'Create a key that never expires' }).click();
      await expect(rows).toHaveCount(2, firstAnswer);
      const onService = await keysOnService(accountHost.serviceUrl);
      expect(onService).toHaveLength(2);
      const madeHere = onService.find((entry) => entry.access_token !== portalKey)?.access_token ?? '';

      // Nothing of a key is in the page, attributes included: not the key, not the service's name
      // for it, not more of its end than the six characters shown.
      const html = await page.content();
      for (const { key, access_token: token } of onService) {
        expect(html).not.toContain(token.slice(-7));
        expect(html).not.toContain(token.split('.')[1]);
        expect(html).not.toContain(key);
      }
      for (const id of await rows.evaluateAll((items) => items.map((item) => item.getAttribute('data-key-id') ?? ''))) {
        expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
        for (const { key, access_token: token } of onService) {
          expect(token).not.toContain(id);
          expect(id).not.toBe(key);
        }
      }

      // Told apart: each row shows its own key's last characters and its creation from the key's claims.
      const dateTime = new Intl.DateTimeFormat('en-GB', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        timeZone: 'Asia/Tokyo',
      });
      const rowOf = (token: string) => rows.filter({ hasText: `…${token.slice(-6)}` });
      for (const token of [portalKey, madeHere]) {
        await expect(rowOf(token)).toHaveCount(1);
        await expect(rowOf(token).getByTestId('key-dates')).toHaveText(`Created ${dateTime.format(issuedAt(token))} · Never expires`);
      }
      expect(portalKey.slice(-6)).not.toBe(madeHere.slice(-6));

      // Copy: main writes the whole key to the clipboard; the page only hears it was done.
      await rowOf(portalKey).getByRole('button', { name: `Copy the key …${portalKey.slice(-6)}` }).click();
      await expect(rowOf(portalKey).getByTestId('copied')).toHaveText('Copied');
      expect(accountHost.clipboard).toEqual([portalKey]);

      await rowOf(madeHere).getByRole('button', { name: `Delete the key …${madeHere.slice(-6)}` }).click();
      await page.getByRole('button', { name: 'Delete key' }).click();
      await expect(rows).toHaveCount(1);
      await expect(page.getByTestId('keys-status')).toContainText(`Deleted the key …${madeHere.slice(-6)}.`);
      expect((await keysOnService(accountHost.serviceUrl)).map((entry) => entry.access_token)).toEqual([portalKey]);
      expect(await page.content()).not.toContain(portalKey.slice(-7));
    });

    test('a wrong password shows unauthorized with what to do; the right one connects', async ({ page, accountHost }) => {
      await openAccount(page, accountHost.url, accountHost.origin);
      await page.getByLabel('Application key username').fill('demo');
      await page.getByLabel('Application key password').fill('not-the-password');
      await page.getByRole('button', { name: 'Test connection' }).click();
      const notice = page.getByTestId('error-notice');
      await expect(notice).toContainText('did not accept the application key username or password', firstAnswer);
      await expect(notice).toContainText('Check the application key username and password');

      await page.getByLabel('Application key password').fill('demo');
      await page.getByRole('button', { name: 'Test connection' }).click();
      await expect(page.getByTestId('credentials-outcome')).toContainText('Connected', firstAnswer);
    });
  });
}

for (const habits of serviceHabits) {
  test.describe(`an account at the address typed in the pane (${habits} habits)`, () => {
    test.use({ serviceHabits: habits });

    async function saveAccount(page: Page, address: string, password: string, mapsAddress = ''): Promise<void> {
      await page.getByLabel('Service address').fill(address);
      await page.getByLabel('Maps address (optional)').fill(mapsAddress);
      await page.getByLabel('Application key username').fill('demo');
      await page.getByLabel('Application key password').fill(password);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
    }

    test('the address and the right credentials connect, and the windows show the data that service sends', async ({ page, addressHost }) => {
      await openAccount(page, addressHost.url, addressHost.origin);
      // With the observed habits, maps come from a host of their own, as the provider gives it.
      await saveAccount(page, addressHost.serviceUrl, 'demo', addressHost.mapsUrl === addressHost.serviceUrl ? '' : addressHost.mapsUrl);
      await expect(page.getByTestId('credentials-outcome')).toContainText('Saved and connected', firstAnswer);
      await expect(page.getByTestId('mode-badge')).toHaveText('Live account');
      await expect(page.getByTestId('attention')).toHaveCount(0);

      await page.goto(`${addressHost.origin}/popup.html`);
      await expect(page.getByTestId('current-temperature')).toHaveText(/\d/, firstAnswer);
      await expect(page.getByTestId('attention')).toHaveCount(0);

      await page.goto(`${addressHost.origin}/map.html`);
      await expect(page.locator('.wg-frame img.leaflet-tile-loaded').first()).toBeAttached(firstAnswer);
      // The account's own service counted the app's requests for its weather and its map.
      const today = await usageOnServiceToday(addressHost.serviceUrl);
      expect(today.apis.find((api) => api.name === 'Weather API')?.hits ?? 0).toBeGreaterThan(0);
      expect(today.apis.find((api) => api.name === 'Map API')?.hits ?? 0).toBeGreaterThan(0);
    });

    test('credentials the service refuses are not saved, and the app stays on demo data', async ({ page, addressHost }) => {
      await openAccount(page, addressHost.url, addressHost.origin);
      await saveAccount(page, addressHost.serviceUrl, 'not-the-password');
      await expect(page.getByTestId('error-notice')).toContainText('Not saved:', firstAnswer);
      await expect(page.getByTestId('error-notice')).toContainText('did not accept the application key username or password');
      await expect(page.getByTestId('credentials-outcome')).toBeEmpty();
      await expect(page.getByTestId('mode-badge')).toHaveText('Demo data');

      const account = await page.evaluate(async () => {
        const { weatherglass } = globalThis as unknown as { weatherglass: WeatherglassApi };
        return weatherglass.account.get();
      });
      expect(account).toMatchObject({ ok: true, value: { mode: 'demo', configured: false, user: null } });
    });

    test('an address that does not answer is saved, and every window says why there is no new data and where to fix it', async ({ page, addressHost }, testInfo) => {
      await openAccount(page, addressHost.url, addressHost.origin);
      await saveAccount(page, silentAddress, 'demo');
      await expect(page.getByTestId('credentials-outcome')).toContainText('Saved, not connected yet', firstAnswer);

      await page.goto(`${addressHost.origin}/dashboard.html`);
      const dashboardNotice = page.getByTestId('attention');
      await expect(dashboardNotice).toHaveAttribute('data-kind', 'accountUnconfirmed', firstAnswer);
      await expect(dashboardNotice).toContainText('Your account is saved but not connected yet');
      // No panel waits forever: the forecasts fetched on demand give up and say so.
      await expect(page.getByText('No hourly forecast to show.')).toBeVisible(firstAnswer);
      await attachPicture(page, testInfo, 'dashboard-not-connected', { fullPage: false });

      await page.goto(`${addressHost.origin}/popup.html`);
      const popupNotice = page.getByTestId('attention');
      await expect(popupNotice).toHaveAttribute('data-kind', 'accountUnconfirmed', firstAnswer);
      await expect(popupNotice.getByRole('link', { name: 'Open Account' })).toHaveAttribute('href', './dashboard.html#account');
      await expect(page.getByTestId('current-waiting')).not.toContainText('fetching');
      await page.setViewportSize(popupSize);
      await attachPicture(page, testInfo, 'popup-not-connected', { fullPage: false });
    });

    test("an administrator's address is shown and cannot be edited", async ({ page, accountHost }) => {
      await openAccount(page, accountHost.url, accountHost.origin);
      await expect(page.getByTestId('address-fixed')).toContainText(accountHost.serviceUrl);
      await expect(page.getByLabel('Service address')).toHaveCount(0);
    });
  });
}

/** Today's requests as the account's service counted them. */
async function usageOnServiceToday(serviceUrl: string): Promise<{ apis: { name: string; hits: number }[] }> {
  const grant = await fetch(`${serviceUrl}/authorize/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user: 'demo', password: 'demo' }),
  });
  const { access_token: token } = (await grant.json()) as { access_token: string };
  const answer = await fetch(`${serviceUrl}/usage/day/${e2eNow().toISOString().slice(0, 10)}`, { headers: { authorization: `Bearer ${token}` } });
  expect(answer.status).toBe(200);
  return (await answer.json()) as { apis: { name: string; hits: number }[] };
}
