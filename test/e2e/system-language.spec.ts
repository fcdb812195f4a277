import { startBrowserHost, type BrowserHost } from '../../src/browser-host/server';
import { systemLanguagesFromEnvironment } from '../../src/browser-host/system-languages';
import { e2eClock, expect, test } from './fixtures';
import { firstData } from './layout-checks';

// The preview as `LANG=de_DE.UTF-8 npm run web` starts it: the CLI hands its environment's locale to
// the host, as here. A host of its own, so every other spec's worker host stays English (it is told no
// system languages).
let host: BrowserHost;
test.beforeEach(async () => {
  host = await startBrowserHost({ port: 0, clock: e2eClock, systemLanguages: systemLanguagesFromEnvironment({ LANG: 'de_DE.UTF-8' }) });
});
test.afterEach(() => host.close());

test('a preview started with LANG=de_DE.UTF-8 opens in German, with no setting changed, and says so in Settings', async ({ page }) => {
  await page.goto(host.url);
  await expect(page.getByTestId('welcome').getByRole('heading', { name: 'Willkommen bei Weatherglass' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');

  await page.goto(`${host.origin}/popup.html`);
  await expect(page.getByTestId('current-temperature')).toHaveText(/\d\s*°C/, firstData);
  await expect(page.getByTestId('open-dashboard')).toHaveText('Übersicht');

  await page.goto(`${host.origin}/dashboard.html#settings`);
  await expect(page.getByTestId('settings-interface-language-origin')).toHaveText('Vom System übernommen: Deutsch (Deutschland)');
  await expect(page.getByTestId('units-origin')).toHaveText('Vom System übernommen: Deutschland');
  await expect(page.getByLabel('Sprache der Oberfläche')).toHaveValue('de');
});
