import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { InterfaceLanguage } from '@shared/i18n/languages';
import { defaultSettings, type MapPreferences } from '@shared/settings';
import { expect, test } from './fixtures';
import { arrange, firstData, noneBusy, popupSize } from './layout-checks';
import { updateSettings } from './main-calls';

/**
 * Pictures of every window in Arabic (right to left) and German (long words), in both themes, for a
 * reviewer to look at. They are not tests: playwright.config.ts leaves the "pictures:" runs out
 * unless `WEATHERGLASS_DAYS_SHOTS` is set; they go to `WEATHERGLASS_LANGUAGE_SHOTS` (a folder),
 * else a folder of their own beside the days' pictures.
 */
const shotsDir = process.env.WEATHERGLASS_LANGUAGE_SHOTS ?? join(process.env.WEATHERGLASS_DAYS_SHOTS ?? 'test-results', 'language-pictures');

test.describe.configure({ timeout: 120_000 });

interface Shot {
  name: string;
  path: string;
  size: { width: number; height: number };
  ready(page: Page): Promise<void>;
  /** Also the whole page, scrolled: the dashboard's forecasts run far below the window. */
  fullPage?: boolean;
  /** The map's view and overlays for this picture; the defaults otherwise. */
  map?: Partial<MapPreferences>;
  /** What is opened before the picture is taken. */
  open?(page: Page): Promise<void>;
}

const mapReady = async (page: Page): Promise<void> => {
  await expect(page.locator('img.leaflet-tile-loaded').first()).toBeAttached(firstData);
  await page.waitForLoadState('networkidle');
};

const shots: Shot[] = [
  {
    name: 'popup',
    path: '/popup.html',
    size: popupSize,
    ready: async (page) => {
      await expect(page.getByTestId('current-temperature')).toHaveText(/\d/, firstData);
      await expect(page.getByTestId('nowcast-headline')).toBeVisible(firstData);
    },
  },
  ...[{ width: 1024, height: 700 }, { width: 1280, height: 800 }].flatMap((size) => [
    {
      name: `dashboard-forecasts-${size.width}`,
      path: '/dashboard.html',
      size,
      fullPage: true,
      ready: async (page: Page) => {
        await expect(page.getByTestId('day-table')).toBeVisible(firstData);
        await noneBusy(page);
      },
    },
    {
      name: `dashboard-account-${size.width}`,
      path: '/dashboard.html#account',
      size,
      fullPage: true,
      ready: async (page: Page) => {
        await expect(page.getByTestId('usage-chart')).toBeVisible(firstData);
        await noneBusy(page);
      },
    },
    {
      name: `dashboard-settings-${size.width}`,
      path: '/dashboard.html#settings',
      size,
      fullPage: true,
      ready: async (page: Page) => {
        await expect(page.locator('main select').first()).toBeVisible(firstData);
      },
    },
  ]),
  { name: 'map-1280', path: '/map.html', size: { width: 1280, height: 800 }, ready: mapReady },
  {
    name: 'map-1280-place-forecast',
    path: '/map.html',
    size: { width: 1280, height: 800 },
    ready: mapReady,
    open: async (page) => {
      await page.getByRole('button', { name: /^Philadelphia/ }).click();
      await expect(page.getByTestId('point-step').first()).toBeVisible(firstData);
    },
  },
  {
    // The storm and lightning overlays over the Bay of Bengal on the demo's day, as the README shows them.
    name: 'map-1280-storms',
    path: '/map.html',
    size: { width: 1280, height: 800 },
    map: { center: [17, 88], zoom: 5, storms: true, lightning: true },
    ready: async (page) => {
      await mapReady(page);
      await expect(page.locator('.wg-flash').first()).toBeAttached(firstData);
    },
  },
];

/** The whole page, one window's height at a time: a long page shrunk into one picture is too small to read. */
async function writePageInParts(page: Page, stem: string, size: Shot['size']): Promise<void> {
  const height = await page.locator('html').evaluate((root: Record<'scrollHeight', number>) => root.scrollHeight);
  for (let top = 0, part = 1; top < height; top += size.height, part += 1) {
    const clip = { x: 0, y: top, width: size.width, height: Math.min(size.height, height - top) };
    await writeFile(`${stem}-part${part}.png`, await page.screenshot({ fullPage: true, clip }));
  }
}

const languages: InterfaceLanguage[] = ['ar', 'de'];

for (const language of languages) {
  for (const theme of ['light', 'dark'] as const) {
    test(`pictures: every window in ${language}, ${theme}`, async ({ page, host }) => {
      await mkdir(shotsDir, { recursive: true });
      const restore = await arrange(page, host, theme, { language, interfaceLanguage: 'data' });
      try {
        for (const shot of shots) {
          await updateSettings(host.api, { map: { ...defaultSettings.map, ...shot.map } });
          await page.setViewportSize(shot.size);
          await page.goto(`${host.origin}${shot.path}`);
          await expect(page.locator('html')).toHaveAttribute('lang', language);
          await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
          await shot.ready(page);
          await shot.open?.(page);
          const name = `${language}-${theme}-${shot.name}`;
          await writeFile(join(shotsDir, `${name}.png`), await page.screenshot());
          if (shot.fullPage === true) await writePageInParts(page, join(shotsDir, name), shot.size);
        }
      } finally {
        await updateSettings(host.api, { map: defaultSettings.map });
        await restore();
      }
    });
  }
}
