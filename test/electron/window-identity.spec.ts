import type { ElectronApplication, Page } from '@playwright/test';
import { clickTray, exposedState, expect, firstAnswer, test, windowShowing } from './launch';

/** How main answers a call through the window's own `window.weatherglass`: the error's kind, 'answered', or 'not in its API'. */
async function answerIn(window: Page, namespace: string, method: string): Promise<string> {
  return window.evaluate(
    async ({ namespace, method }) => {
      const api = (globalThis as unknown as { weatherglass: Record<string, Record<string, (() => Promise<unknown>) | undefined> | undefined> }).weatherglass;
      const call = api[namespace]?.[method];
      if (call === undefined) return 'not in its API';
      const result = (await call()) as { ok: boolean; error?: { kind: string } };
      return result.ok ? 'answered' : (result.error?.kind ?? 'no kind');
    },
    { namespace, method },
  );
}

/** Records in main every event main sends to `window`'s webContents, from now on, under `name`. */
async function recordSentTo(app: ElectronApplication, window: Page, name: string): Promise<void> {
  const browserWindow = await app.browserWindow(window);
  await browserWindow.evaluate((target, name) => {
    const sent: string[] = [];
    (globalThis as unknown as Record<string, unknown>)[name] = sent;
    const send = target.webContents.send.bind(target.webContents);
    target.webContents.send = (channel: string, ...args: unknown[]) => {
      sent.push(channel);
      send(channel, ...args);
    };
  }, name);
}

async function sentSoFar(app: ElectronApplication, name: string): Promise<string[]> {
  return app.evaluate((_electron, name) => [...((globalThis as unknown as Record<string, string[] | undefined>)[name] ?? [])], name);
}

test('a popup that gives itself the dashboard’s path gains nothing: no dashboard call, no dashboard event', async ({ launch }) => {
  const { app } = await launch();
  const dashboard = await windowShowing(app, 'dashboard.html');
  await expect.poll(async () => (await exposedState(app)).hasTray, firstAnswer).toBe(true);
  await clickTray(app);
  const popup = await windowShowing(app, 'popup.html');
  await expect.poll(() => answerIn(popup, 'settings', 'get'), firstAnswer).toBe('answered');

  await popup.evaluate(() => {
    (globalThis as unknown as { history: { pushState(state: null, unused: string, url: string): void } }).history.pushState(null, '', '/dashboard.html');
  });
  // Main hears of the new address as the page commits it; from then on it is what main sees.
  const popupWindow = await app.browserWindow(popup);
  await expect.poll(() => popupWindow.evaluate((target) => new URL(target.webContents.getURL()).pathname), firstAnswer).toBe('/dashboard.html');
  await recordSentTo(app, popup, '__sentToPopup');
  await recordSentTo(app, dashboard, '__sentToDashboard');

  // Main knows the popup by its webContents: the dashboard's calls stay closed, and off its own page
  // even its own calls are refused.
  expect(['forbidden', 'not in its API']).toContain(await answerIn(popup, 'account', 'get'));
  expect(['forbidden', 'not in its API']).toContain(await answerIn(popup, 'keys', 'list'));
  expect(await answerIn(popup, 'settings', 'get')).toBe('forbidden');
  expect(await answerIn(dashboard, 'account', 'get')).toBe('answered');

  // A settings change reaches the dashboard, never the popup; main sends it before the call that caused it answers.
  const before = await sentSoFar(app, '__sentToDashboard');
  await dashboard.evaluate(async () => {
    const api = (globalThis as unknown as { weatherglass: { settings: { update(patch: unknown): Promise<unknown> } } }).weatherglass;
    await api.settings.update({ theme: 'dark' });
  });
  expect((await sentSoFar(app, '__sentToDashboard')).slice(before.length)).toContain('settings:changed');
  expect(await sentSoFar(app, '__sentToPopup')).toEqual([]);
});
