import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';

// Debian's headless shell is the same Blink without the browser's own UI and services: the suite
// spends about a fifth less CPU in it than in full Chromium, which it falls back to.
const debianHeadlessShell = '/usr/lib/chromium/chromium-headless-shell';
const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync(debianHeadlessShell) ? debianHeadlessShell : '/usr/bin/chromium');

// Debian's Chromium, never a downloaded browser; the flags keep it off the (closed) network.
const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

export default defineConfig({
  testDir: 'test/e2e',
  // A worker per core and one more (Playwright's default is half the cores): a test spends part of its
  // time waiting on its page and the core's timers, which the extra worker fills; on 2 cores, 3 workers
  // ran the suite in 10 % less time than 2, and 4 in more. Each worker has its own browser host, demo
  // service and settings, so the specs share nothing across workers.
  workers: availableParallelism() + 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Pictures of the dashboard for a reviewer (test/e2e/days.spec.ts) are taken only when a folder for
  // them is named; they are not tests, so the suite leaves them out rather than listing them as skipped.
  ...(process.env.WEATHERGLASS_DAYS_SHOTS === undefined ? { grepInvert: /pictures:/ } : {}),
  reporter: [['list'], ['json', { outputFile: '.test-results/playwright.json' }]],
  outputDir: 'test-results',
  use: {
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumFlags,
    },
    screenshot: 'only-on-failure',
    // A failing test keeps its trace of actions, console and network. DOM snapshots and a screencast
    // at every action took about a third of the suite's CPU, for every passing test too; the failure's
    // own screenshot shows the page.
    trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false },
  },
});
