import { defineConfig } from '@playwright/test';

// The built app in real Electron (test/electron), started by `npm run test:electron` with the
// binary's path in WEATHERGLASS_ELECTRON_BINARY. No browser projects: each test launches Electron.
export default defineConfig({
  testDir: 'test/electron',
  // One app at a time: each is a whole Electron with its tray, windows and demo service, and a
  // desktop (or xvfb) has one notification area.
  workers: 1,
  // A cold Electron start, the demo service's first answers and a clean quit, on a shared CI runner.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [['list'], ['json', { outputFile: '.test-results/playwright-electron.json' }]],
  outputDir: 'test-results/electron',
});
