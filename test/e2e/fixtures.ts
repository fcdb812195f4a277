import { test as base } from '@playwright/test';
import { startBrowserHost } from '../../src/browser-host/server';
import { clockStartingAt } from '../../src/main/core/schedule/clock';
import { startWeatherService } from '../../src/service/index';

interface BrowserHostFixture {
  /** The URL the host printed: the dashboard, carrying this run's secret. */
  url: string;
  origin: string;
}

interface AccountHostFixture extends BrowserHostFixture {
  /** The account's local service, for a test to ask it directly (what keys the account really has). */
  serviceUrl: string;
  /** What main put on the clipboard, oldest first: this host gives main one, as Electron does. */
  clipboard: string[];
}

/**
 * Every run shows the same moment's weather on the fixed seed: the core, the local services and
 * the pages' own clocks all start here and run on from it.
 */
export const e2eStart = Date.parse('2026-11-21T09:00:00Z');
export const e2eClock = clockStartingAt(e2eStart);
export const e2eNow = (): Date => new Date(e2eClock.now());

/**
 * One browser host per worker, running the real core over real HTTP and WebSocket; and, for a test
 * that saves an account, a host of its own whose account lives on a local service with the
 * built-in accounts (demo/demo, trial/trial, basic/basic), so no saved account outlives the test.
 */
export const test = base.extend<{ accountHost: AccountHostFixture }, { host: BrowserHostFixture }>({
  // The windows read the page's clock for "now" (freshness, the nowcast headline, the map's slider).
  context: async ({ context }, use) => {
    await context.clock.install({ time: e2eClock.now() });
    await use(context);
  },
  host: [
    // Playwright reads a fixture's dependencies from this pattern; the host depends on none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const host = await startBrowserHost({ port: 0, clock: e2eClock });
      await use({ url: host.url, origin: host.origin });
      await host.close();
    },
    { scope: 'worker' },
  ],
  // eslint-disable-next-line no-empty-pattern
  accountHost: async ({}, use) => {
    const service = await startWeatherService({ port: 0, seed: 1, now: e2eNow });
    const clipboard: string[] = [];
    const host = await startBrowserHost({
      port: 0,
      accountService: { dataBaseUrl: service.url },
      clock: e2eClock,
      copyToClipboard: (text) => clipboard.push(text),
    });
    await use({ url: host.url, origin: host.origin, serviceUrl: service.url, clipboard });
    await host.close();
    await service.close();
  },
});

export { expect } from '@playwright/test';
