import { startBrowserHost, type BrowserHost } from '../../src/browser-host/server';
import { accessTo, e2eClock, expect, test } from './fixtures';
import { attachPicture, expectAccessibleAndFitting, firstData } from './layout-checks';
import { currentSettings, updateSettings } from './main-calls';


// A first start: a host of its own, with fresh settings, on a computer in Paris's zone. The test
// reaches its core from Node as well, which the first start does not notice: the core settles the
// first place by itself.
let host: BrowserHost;
let access: Awaited<ReturnType<typeof accessTo>>;
async function startFirstStart(): Promise<void> {
  host = await startBrowserHost({ port: 0, clock: e2eClock, systemTimeZone: 'Europe/Paris' });
  access = await accessTo(host);
}
async function stopFirstStart(): Promise<void> {
  await access.close();
  await host.close();
}

test.describe('what the welcome does', () => {
  // Each of these puts the welcome away or opens another view: each is a first start of its own.
  test.beforeEach(startFirstStart);
  test.afterEach(stopFirstStart);

  test('the first start shows the computer’s city and a welcome that explains the demo data', async ({ page }) => {
    await page.goto(host.url);
    const welcome = page.getByTestId('welcome');
    await expect(welcome.getByRole('heading', { name: 'Welcome to Weatherglass' })).toBeVisible();
    await expect(welcome).toContainText('demo data');
    await expect(page.getByRole('heading', { level: 2, name: 'Forecasts for Paris' })).toBeVisible(firstData);
    await expect(page.getByTestId('forecasts-place')).toContainText('Europe/Paris');

    await page.goto(`${host.origin}/popup.html`);
    await expect(page.getByTestId('location-switcher').locator('option')).toHaveText([/^Paris\b/], firstData);
  });

  test('“Keep exploring with demo data” puts the welcome away for good', async ({ page }) => {
    await page.goto(host.url);
    await page.getByTestId('welcome-demo').click();
    await expect(page.getByTestId('welcome')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2, name: /^Forecasts/ })).toBeVisible();
    // Main keeps the answer: the next start of the app stays in the tray instead of opening the dashboard.
    await expect.poll(async () => (await currentSettings(access.api)).firstRun.welcomed).toBe(true);

    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: /^Forecasts/ })).toBeVisible();
    await expect(page.getByTestId('welcome')).toHaveCount(0);
  });

  test('“Connect your account” opens the Account view with the address and sign-in fields', async ({ page }) => {
    await page.goto(host.url);
    await page.getByTestId('welcome-connect').click();
    await expect(page).toHaveURL(/#account$/);
    await expect.poll(async () => (await currentSettings(access.api)).firstRun.welcomed).toBe(true);
    await expect(page.getByRole('heading', { level: 2, name: 'Account' })).toBeVisible();
    await expect(page.getByLabel('Service address')).toBeEditable();

    await page.goto(host.url);
    await expect(page.getByRole('heading', { level: 2, name: /^Forecasts/ })).toBeVisible();
    await expect(page.getByTestId('welcome')).toHaveCount(0);
  });
});

test.describe('the welcome at the sizes people use', () => {
  // Looking changes nothing but the theme, which each sets: one first start serves them all.
  test.beforeAll(startFirstStart);
  test.afterAll(stopFirstStart);

  for (const [width, height] of [
    [1024, 700],
    [1280, 800],
  ] as const) {
    for (const theme of ['light', 'dark'] as const) {
      test(`${width}x${height} ${theme}: the welcome passes axe and fits`, async ({ page }, testInfo) => {
        await page.setViewportSize({ width, height });
        await page.goto(host.url);
        await updateSettings(access.api, { theme });
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await expect(page.getByRole('heading', { level: 2, name: 'Forecasts for Paris' })).toBeVisible(firstData);
        await expect(page.getByTestId('welcome')).toBeVisible();

        await expectAccessibleAndFitting(page);
        await attachPicture(page, testInfo, `welcome-${width}x${height}-${theme}`, { fullPage: false });
      });
    }
  }
});
