import { eventMethodName, type DashboardApi } from '@shared/ipc/bridge';
import { windowChannels, windowPages, type AppWindow } from '@shared/ipc/window-channels';
import { expect, test } from './fixtures';
import { attachPicture } from './layout-checks';

test('a page without the run secret gets no content', async ({ page, host }) => {
  const response = await page.goto(`${host.origin}/dashboard.html`);
  expect(response?.status()).toBe(401);
  await expect(page.locator('#app')).toHaveCount(0);
});

test('the dashboard round-trips contract calls and settings reach every window', async ({ page, context, host }, testInfo) => {
  await page.goto(host.url);
  await expect(page).toHaveURL(`${host.origin}/dashboard.html`);

  // app:getInfo answered by the core over the WebSocket.
  await expect(page.getByTestId('mode-badge')).toHaveText('Demo data');

  // The theme is chosen in the dashboard's settings view.
  await page.goto(`${host.origin}/dashboard.html#settings`);
  await page.getByRole('radio', { name: 'Dark' }).check();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

  const popup = await context.newPage();
  await popup.goto(`${host.origin}/popup.html`);
  await expect(popup.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(popup.getByTestId('app-version')).toHaveText(/^Version \d+\.\d+\.\d+/);

  // settings:changed pushed to the other window when the dashboard changes the theme.
  await page.getByRole('radio', { name: 'Light' }).check();
  await expect(popup.locator('html')).toHaveAttribute('data-theme', 'light');

  await attachPicture(page, testInfo, 'dashboard', { fullPage: false });
  await attachPicture(popup, testInfo, 'popup', { fullPage: false });
});

test('the popup loads no Leaflet and no chart library', async ({ page, host }) => {
  await page.goto(host.url);
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(await response.text());
  });
  await page.goto(`${host.origin}/popup.html`);
  await expect(page.getByTestId('mode-badge')).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    expect(script).not.toContain('leaflet-container');
    expect(script).not.toContain('Chart.js');
  }
});

test('the map window shows a keyboard-operable Leaflet map', async ({ page, host }, testInfo) => {
  await page.goto(host.url);
  await page.goto(`${host.origin}/map.html`);
  const map = page.getByRole('application', { name: 'Weather map' });
  await expect(map).toHaveClass(/leaflet-container/);
  await expect(page.getByRole('button', { name: 'Zoom in' })).toBeVisible();
  await attachPicture(page, testInfo, 'map', { fullPage: false });
});

test("each page's window.weatherglass has exactly its window's functions: the popup and the map no account or keys", async ({ page, host }) => {
  await page.goto(host.url);
  const exposedBy = async (window: AppWindow) => {
    await page.goto(`${host.origin}${windowPages[window]}`);
    await expect(page.getByTestId('mode-badge')).toBeVisible();
    return page.evaluate(() => {
      const api = (globalThis as unknown as { weatherglass: Record<string, Record<string, unknown>> }).weatherglass;
      return Object.entries(api).flatMap(([namespace, functions]) =>
        Object.entries(functions).filter(([, value]) => typeof value === 'function').map(([name]) => `${namespace}.${name}`),
      );
    });
  };
  const allowed = (window: AppWindow) => [
    ...[...windowChannels[window].calls].map((channel) => channel.replace(':', '.')),
    ...[...windowChannels[window].events].map((channel) => `on.${eventMethodName(channel)}`),
  ];

  for (const window of ['popup', 'map', 'dashboard'] as const) {
    expect((await exposedBy(window)).sort(), window).toEqual(allowed(window).sort());
  }
  expect(allowed('popup').filter((name) => /^(account|keys|usage)\./.test(name))).toEqual([]);
  expect(allowed('map').filter((name) => /^(account|keys|usage)\./.test(name))).toEqual([]);

  const fromDashboard = await page.evaluate(async () => {
    const { weatherglass } = globalThis as unknown as { weatherglass: DashboardApi };
    return { deleteKey: await weatherglass.keys.delete({ id: 'k1' }), account: await weatherglass.account.get() };
  });
  expect(fromDashboard.account).toMatchObject({ ok: true, value: { mode: 'demo' } });
  expect(fromDashboard.deleteKey).not.toMatchObject({ ok: false, error: { kind: 'forbidden' } });
});
