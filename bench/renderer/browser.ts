import { pathToFileURL } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import config from '../../playwright.config';
import { startBrowserHost, type BrowserHost } from '../../src/browser-host/server';

/** Debian's Chromium with the test suite's flags: the figures come from the browser the tests use. */
export function launchChromium(): Promise<Browser> {
  const launch = config.use?.launchOptions ?? {};
  return chromium.launch({ ...launch, executablePath: launch.executablePath ?? '/usr/bin/chromium', headless: true });
}

/** The browser host (real core, demo mode, local service) with a quiet log, so the figures are all that is printed. */
export function quietHost(): Promise<BrowserHost> {
  return startBrowserHost({ port: 0, logger: { info: () => undefined, warn: () => undefined, error: (message) => console.error(message) } });
}

/** Runs one benchmark with its own host and browser when its file is run directly. */
export async function runIfMain(moduleUrl: string, measure: (browser: Browser, host: BrowserHost) => Promise<unknown>): Promise<void> {
  if (moduleUrl !== pathToFileURL(process.argv[1] ?? '').href) return;
  const host = await quietHost();
  const browser = await launchChromium();
  try {
    await measure(browser, host);
  } finally {
    await browser.close();
    await host.close();
  }
}
