import { test as base, type Page } from '@playwright/test';
import { connectHostClient, tradeSecret } from '../../src/browser-host/node-client';
import { browserDesktopShell, startBrowserHost } from '../../src/browser-host/server';
import { clockStartingAt } from '@main/core/schedule/clock';
import type { ServiceHabits } from '@service/http/habits';
import { startWeatherService } from '@service/index';
import type { DesktopShell } from '@shared/desktop-shell';
import type { WeatherglassApi } from '@shared/ipc/bridge';

interface BrowserHostFixture {
  /** The URL the host printed: the dashboard, carrying this run's secret. */
  url: string;
  origin: string;
}

/** A host the test reaches without a page of its own. */
export interface HostAccess {
  /** The core's IPC from the test itself, as the dashboard holds it: sets the app up without loading a page. */
  api: WeatherglassApi;
  /** Lets `page`'s browser in without a page load to trade the secret: what the test opens next is its first page. */
  signIn(page: Page): Promise<void>;
}

export interface WorkerHost extends BrowserHostFixture, HostAccess {}

interface AccountHostFixture extends BrowserHostFixture {
  /** The account's local service, for a test to ask it directly (what keys the account really has). */
  serviceUrl: string;
  /** What main put on the clipboard, oldest first: this host gives main one, as Electron does. */
  clipboard: string[];
}

interface AddressHostFixture extends BrowserHostFixture {
  /** A local service with the built-in accounts, which the app reaches only once its address is typed in the pane. */
  serviceUrl: string;
  /** Its maps address: `serviceUrl` itself, or a port of its own with the observed habits. */
  mapsUrl: string;
}

interface ShellHostFixture extends BrowserHostFixture, HostAccess {
  /** How many times a window asked main to close the popup (popup:close). */
  popupCloses(): number;
}

/**
 * Trades `host`'s secret for a session of the test's own: the core's IPC from Node, and the cookie
 * that signs a browser in. `close` ends the IPC connection; the host is the caller's to close.
 */
export async function accessTo(host: BrowserHostFixture): Promise<HostAccess & { close(): Promise<void> }> {
  const sessionCookie = await tradeSecret(host.url);
  const client = await connectHostClient(host.origin, sessionCookie);
  return {
    api: client.api,
    signIn: (page) => page.context().addCookies([{ ...sessionCookie, url: host.origin }]),
    close: () => client.close(),
  };
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
export const test = base.extend<
  {
    accountHost: AccountHostFixture;
    addressHost: AddressHostFixture;
    serviceHabits: ServiceHabits;
    desktopShell: DesktopShell;
    shellHost: ShellHostFixture;
  },
  { host: WorkerHost }
>({
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
      const { close, ...access } = await accessTo(host);
      await use({ url: host.url, origin: host.origin, ...access });
      await close();
      await host.close();
    },
    { scope: 'worker' },
  ],
  /** How the account's local service answers: `test.use({ serviceHabits: 'observed' })` plays the real service's habits. */
  serviceHabits: ['specification', { option: true }],
  accountHost: async ({ serviceHabits }, use) => {
    const service = await startWeatherService({ port: 0, seed: 1, now: e2eNow, habits: serviceHabits });
    const clipboard: string[] = [];
    const host = await startBrowserHost({
      port: 0,
      accountService: { dataBaseUrl: service.url, mapsBaseUrl: service.mapsUrl },
      clock: e2eClock,
      copyToClipboard: (text) => clipboard.push(text),
    });
    await use({ url: host.url, origin: host.origin, serviceUrl: service.url, clipboard });
    await host.close();
    await service.close();
  },
  // A host of the test's own with no address set for it: the account's address is whatever the pane saves.
  addressHost: async ({ serviceHabits }, use) => {
    const service = await startWeatherService({ port: 0, seed: 1, now: e2eNow, habits: serviceHabits });
    const host = await startBrowserHost({ port: 0, clock: e2eClock });
    await use({ url: host.url, origin: host.origin, serviceUrl: service.url, mapsUrl: service.mapsUrl });
    await host.close();
    await service.close();
  },
  /** The desktop shellHost tells its windows about: `test.use({ desktopShell })` plays another one. */
  desktopShell: [browserDesktopShell, { option: true }],
  // A host of the test's own, for the desktop it plays, that counts the popup's requests to close.
  shellHost: async ({ desktopShell }, use) => {
    let closes = 0;
    const host = await startBrowserHost({ port: 0, clock: e2eClock, desktopShell, onClosePopup: () => (closes += 1) });
    const { close, ...access } = await accessTo(host);
    await use({ url: host.url, origin: host.origin, ...access, popupCloses: () => closes });
    await close();
    await host.close();
  },
});

export { expect } from '@playwright/test';

/**
 * Runs `evaluate` in a page of another window, opened beside `page` in its browser context: each
 * window may make only its own calls (the map asks for capabilities, the dashboard searches).
 */
export async function evaluateInWindow<Result, Argument>(
  page: Page,
  pageUrl: string,
  evaluate: (argument: Argument) => Promise<Result>,
  argument: Argument,
): Promise<Result> {
  const other = await page.context().newPage();
  try {
    await other.goto(pageUrl);
    // Playwright types the argument as it arrives in the page (Unboxed), which plain data already is.
    return await other.evaluate(evaluate as (argument: unknown) => Promise<Result>, argument as unknown);
  } finally {
    await other.close();
  }
}
