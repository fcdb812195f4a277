import { test as base } from '@playwright/test';
import { startBrowserHost } from '../../src/browser-host/server';

interface BrowserHostFixture {
  /** The URL the host printed: the dashboard, carrying this run's secret. */
  url: string;
  origin: string;
}

/** One browser host per worker, running the real core over real HTTP and WebSocket. */
export const test = base.extend<object, { host: BrowserHostFixture }>({
  host: [
    // Playwright reads a fixture's dependencies from this pattern; the host depends on none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const host = await startBrowserHost({ port: 0 });
      await use({ url: host.url, origin: host.origin });
      await host.close();
    },
    { scope: 'worker' },
  ],
});

export { expect } from '@playwright/test';
