import { expect, test } from './fixtures';

/**
 * A window is the page the host served it as: the popup that rewrites its own address to the
 * dashboard's (history.pushState) stays the popup, and a socket it opens naming the dashboard,
 * with or without the token its page came with, opens nothing.
 */
test('a popup that gives itself the dashboard’s path gains nothing', async ({ page, host }) => {
  await page.goto(host.url);
  await page.goto(`${host.origin}/popup.html`);
  await expect(page.getByTestId('app-version')).toHaveText(/^Version \d+\.\d+\.\d+/);

  const after = await page.evaluate(async () => {
    // The test's node-side types know no DOM: the page's globals are named as far as used.
    interface PageGlobals {
      history: { pushState(state: null, unused: string, url: string): void };
      location: { host: string; pathname: string };
      document: { querySelector(selector: string): { getAttribute(name: string): string | null } | null };
      WebSocket: new (url: string) => { addEventListener(type: 'open' | 'close', listener: () => void): void; close(): void };
      weatherglass: Record<string, Record<string, (() => Promise<unknown>) | undefined> | undefined>;
    }
    const page = globalThis as unknown as PageGlobals;
    page.history.pushState(null, '', '/dashboard.html');
    const opens = (query: string) =>
      new Promise<'opened' | 'refused'>((resolve) => {
        const socket = new page.WebSocket(`ws://${page.location.host}/__weatherglass/ipc?${query}`);
        socket.addEventListener('open', () => {
          socket.close();
          resolve('opened');
        });
        socket.addEventListener('close', () => resolve('refused'));
      });
    const usedToken = page.document.querySelector('meta[name="weatherglass-page-token"]')?.getAttribute('content') ?? '';
    // The page's API may not even name the account (each window is given only its own); where it does, main refuses.
    const api = page.weatherglass;
    const accountGet = api.account?.get;
    const settingsGet = api.settings?.get;
    return {
      path: page.location.pathname,
      namingTheDashboard: await opens('page=%2Fdashboard.html'),
      withItsUsedToken: await opens(`token=${encodeURIComponent(usedToken)}&page=%2Fdashboard.html`),
      // How main answers: the error's kind, or 'answered'.
      account: accountGet === undefined ? 'not in the popup’s API' : (((await accountGet()) as { error?: { kind: string } }).error?.kind ?? 'answered'),
      settings: settingsGet === undefined ? 'not in the popup’s API' : (((await settingsGet()) as { error?: { kind: string } }).error?.kind ?? 'answered'),
    };
  });

  expect(after.path).toBe('/dashboard.html');
  expect(after.namingTheDashboard).toBe('refused');
  expect(after.withItsUsedToken).toBe('refused');
  expect(['forbidden', 'not in the popup’s API']).toContain(after.account);
  // Still the popup, with the popup's own calls: nothing was lost either.
  expect(after.settings).toBe('answered');
});
