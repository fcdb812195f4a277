import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { startWeatherService } from '@service/index';
import { clickTray, exposedState, expect, firstAnswer, isVisible, processesOfRun, processExists, refusesConnections, test, windowShowing } from './launch';

/** The catalogue's words for the dashboard in `language`, as the window was opened in it (`?lang=`). */
async function dashboardWords(language: string): Promise<Record<string, string>> {
  const file = new URL(`../../src/shared/i18n/messages/dashboard/${language}.json`, import.meta.url);
  return JSON.parse(await readFile(file, 'utf8')) as Record<string, string>;
}

/** Goes to a dashboard pane as its navigation does: the route is the address's fragment. */
async function openRoute(dashboard: Page, hash: string): Promise<void> {
  await dashboard.evaluate((hash) => {
    (globalThis as unknown as { location: { hash: string } }).location.hash = hash;
  }, hash);
}

/** What the account's own service counted today for the built-in account `demo`. */
async function usageToday(serviceUrl: string): Promise<Array<{ name: string; hits: number }>> {
  const grant = await fetch(`${serviceUrl}/authorize/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user: 'demo', password: 'demo' }),
  });
  const { access_token: token } = (await grant.json()) as { access_token: string };
  const answer = await fetch(`${serviceUrl}/usage/day/${new Date().toISOString().slice(0, 10)}`, { headers: { authorization: `Bearer ${token}` } });
  if (answer.status !== 200) throw new Error(`the service answered its usage with ${answer.status}`);
  return ((await answer.json()) as { apis: Array<{ name: string; hits: number }> }).apis;
}

test('a first start with a fresh user-data directory opens the dashboard on the welcome', async ({ launch }) => {
  const { app, userDataDir } = await launch();
  // Electron honours --user-data-dir for app.getPath('userData'): nothing of an earlier run is read.
  expect(await app.evaluate(({ app }) => app.getPath('userData'))).toBe(userDataDir);
  expect(await app.evaluate(({ app }) => app.isPackaged)).toBe(false);

  const dashboard = await windowShowing(app, 'dashboard.html');
  await expect.poll(() => isVisible(app, 'dashboard.html'), firstAnswer).toBe(true);
  // The window is in the language the system asked for (English, as launched), in the catalogue's words.
  const language = new URL(dashboard.url()).searchParams.get('lang') ?? '';
  expect(language).toBe('en');
  const words = await dashboardWords(language);
  await expect(dashboard.getByTestId('welcome')).toBeVisible(firstAnswer);
  await expect(dashboard.getByRole('heading', { level: 2, name: words.welcomeHeading })).toBeVisible();
  await expect(dashboard.getByTestId('welcome-connect')).toHaveText(words.welcomeConnect ?? '');
});

test('once the welcome is answered, a later start opens no window where a tray icon shows', async ({ launch }) => {
  const first = await launch();
  const dashboard = await windowShowing(first.app, 'dashboard.html');
  await dashboard.getByTestId('welcome-demo').click(firstAnswer);
  await expect(dashboard.getByTestId('welcome')).toHaveCount(0);
  await first.app.close();

  const { app } = await launch({ userDataDir: first.userDataDir });
  await expect.poll(async () => (await exposedState(app)).started, firstAnswer).toBe(true);
  const { hasTray, trayIcons } = await exposedState(app);
  expect(hasTray).toBe(true);
  // Main creates a window as it decides to show it, so after the start none exists, shown or hidden;
  // where no tray icon shows (a bare xvfb has no panel), the dashboard is the only way in and opens.
  const windowCount = await app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows().length);
  expect(windowCount).toBe(trayIcons === false ? 1 : 0);
  if (trayIcons === false) await windowShowing(app, 'dashboard.html');
});

test('the tray icon exists and its tooltip gives the temperature', async ({ launch }) => {
  const { app } = await launch();
  await expect.poll(async () => (await exposedState(app)).hasTray, firstAnswer).toBe(true);
  // Before the first reading the tooltip is the app's name; the demo's first answer brings a temperature.
  await expect.poll(async () => (await exposedState(app)).toolTip ?? '', firstAnswer).toMatch(/\d+\s*°/);
});

test("the tray icon's click opens the popup, which shows the current temperature", async ({ launch }) => {
  const { app } = await launch();
  await expect.poll(async () => (await exposedState(app)).hasTray, firstAnswer).toBe(true);
  expect(await isVisible(app, 'popup.html')).toBe(false);
  await clickTray(app);
  const popup = await windowShowing(app, 'popup.html');
  await expect.poll(() => isVisible(app, 'popup.html'), firstAnswer).toBe(true);
  await expect(popup.getByTestId('current-temperature')).toHaveText(/\d+\s*°/, firstAnswer);
});

test('from the demo, an account on a service of its own connects, and the data comes from that account', async ({ launch }) => {
  // Another port than the demo's: the built-in accounts (demo/demo), on the real clock the app runs on.
  const service = await startWeatherService({ port: 0, seed: 1 });
  try {
    const { app } = await launch();
    const dashboard = await windowShowing(app, 'dashboard.html');
    await dashboard.getByTestId('welcome-connect').click(firstAnswer);
    await expect(dashboard.getByRole('heading', { level: 2, name: 'Account' })).toBeVisible();
    await expect(dashboard.getByTestId('account-mode')).toHaveAttribute('data-mode', 'demo', firstAnswer);
    await expect.poll(async () => (await exposedState(app)).demoServiceUrl, firstAnswer).not.toBeNull();
    const demoServiceUrl = (await exposedState(app)).demoServiceUrl ?? '';
    expect(new URL(service.url).port).not.toBe(new URL(demoServiceUrl).port);

    await dashboard.getByLabel('Service address').fill(service.url);
    await dashboard.getByLabel('Application key username').fill('demo');
    await dashboard.getByLabel('Application key password').fill('demo');
    await dashboard.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(dashboard.getByTestId('credentials-outcome')).toContainText('Saved and connected', firstAnswer);
    await expect(dashboard.getByTestId('mode-badge')).toHaveText('Live account');
    // The password never stays in the window.
    await expect(dashboard.getByLabel('Application key password')).toHaveValue('');

    // The account's own service counted the app's weather requests, made with that account.
    await expect
      .poll(async () => (await usageToday(service.url)).find((api) => api.name === 'Weather API')?.hits ?? 0, firstAnswer)
      .toBeGreaterThan(0);
  } finally {
    await service.close();
  }
});

test('with no keychain to reach, the Account pane says where the credentials are kept', async ({ launch }) => {
  test.skip(process.platform !== 'linux', 'the Secret Service on the session bus is the keychain on Linux only');
  // A session bus address where nothing listens: keytar's libsecret and Chromium's os_crypt both find no Secret Service.
  const { app } = await launch({ env: { DBUS_SESSION_BUS_ADDRESS: 'unix:path=/nonexistent/weatherglass-no-bus' } });
  const dashboard = await windowShowing(app, 'dashboard.html');
  await dashboard.getByTestId('welcome-connect').click(firstAnswer);
  const notice = dashboard.getByTestId('credential-storage-notice');
  await expect(notice).toBeVisible(firstAnswer);
  await expect(notice).not.toHaveAttribute('data-state', 'waiting', firstAnswer);
  await expect(notice).toHaveAttribute('data-state', /^(locked|refused|missing|unprotected)$/);
  // Said every time the pane is opened, not once.
  await openRoute(dashboard, '#settings');
  await expect(notice).toHaveCount(0);
  await openRoute(dashboard, '#account');
  await expect(notice).toBeVisible();
});

test('quitting leaves no process behind, and the demo service stops answering', async ({ launch }) => {
  const { app, runId } = await launch();
  await expect.poll(async () => (await exposedState(app)).demoServiceUrl, firstAnswer).not.toBeNull();
  const demoServiceUrl = (await exposedState(app)).demoServiceUrl ?? '';
  // It answers while the app runs, so a refusal afterwards is the quit's doing.
  expect(await refusesConnections(demoServiceUrl)).toBe(false);
  const pid = app.process().pid;
  if (pid === undefined) throw new Error('Playwright reports no process id for the app');
  if (process.platform === 'linux') expect((await processesOfRun(runId)).length).toBeGreaterThan(1);

  await app.close();
  await expect.poll(() => processExists(pid), firstAnswer).toBe(false);
  expect(await refusesConnections(demoServiceUrl)).toBe(true);
  // Renderers, the GPU and utility processes inherited the run's marker: none may outlive main.
  if (process.platform === 'linux') await expect.poll(() => processesOfRun(runId), firstAnswer).toEqual([]);
});
