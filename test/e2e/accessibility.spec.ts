import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { defaultSettings, type MapPreferences, type SettingsPatch, type Theme } from '@shared/settings';
import { unitPresets, type Units } from '@shared/units';
import { expect, test } from './fixtures';
import { attachPicture, expectAccessibleAndFitting, firstData, noneBusy, popupSize } from './layout-checks';
import { updateSettings } from './main-calls';


interface AppWindow {
  name: string;
  path: string;
  viewport: { width: number; height: number };
  /** The units the window is shown in; the metric defaults otherwise. */
  units?: Units;
  /** The map's view and overlays, for the map's pictures; the defaults otherwise. */
  map?: Partial<MapPreferences>;
  /** The data and interface languages; English otherwise. */
  languages?: Pick<SettingsPatch, 'language' | 'interfaceLanguage'>;
  /** Resolves once the window shows its data, so the checks see what a user sees. */
  ready(page: Page): Promise<void>;
}


const windows: AppWindow[] = [
  {
    name: 'popup',
    path: '/popup.html',
    viewport: popupSize,
    ready: async (page) => {
      await expect(page.getByTestId('current-temperature')).toHaveText(/\d/, firstData);
    },
  },
  {
    // The README shows the popup as a person in the US sees it too.
    name: 'popup-us',
    path: '/popup.html',
    viewport: popupSize,
    units: unitPresets.us,
    ready: async (page) => {
      await expect(page.getByTestId('current-temperature')).toHaveText(/\d°F$/, firstData);
      await expect(page.getByTestId('current-pressure')).toHaveText(/inHg$/);
    },
  },
  {
    // The README shows the popup and the dashboard in German too: data and menus alike.
    name: 'popup-de',
    path: '/popup.html',
    viewport: popupSize,
    languages: { language: 'de', interfaceLanguage: 'data' },
    ready: async (page) => {
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      await expect(page.getByTestId('current-temperature')).toHaveText(/\d/, firstData);
    },
  },
  {
    name: 'dashboard-forecasts-de',
    path: '/dashboard.html',
    viewport: { width: 1280, height: 800 },
    languages: { language: 'de', interfaceLanguage: 'data' },
    ready: async (page) => {
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      await expect(page.getByRole('heading', { level: 2, name: 'Vorhersagen' })).toBeVisible();
      await expect(page.locator('canvas').first()).toBeVisible(firstData);
      await noneBusy(page);
    },
  },
  {
    name: 'dashboard-forecasts',
    path: '/dashboard.html',
    viewport: { width: 1280, height: 800 },
    ready: async (page) => {
      await expect(page.getByRole('heading', { level: 2, name: 'Forecasts' })).toBeVisible();
      await expect(page.locator('canvas').first()).toBeVisible(firstData);
      await noneBusy(page);
    },
  },
  {
    name: 'dashboard-account',
    path: '/dashboard.html#account',
    viewport: { width: 1280, height: 800 },
    ready: async (page) => {
      await expect(page.getByRole('heading', { level: 2, name: 'Account' })).toBeVisible();
      await expect(page.getByTestId('usage-chart')).toBeVisible(firstData);
      await noneBusy(page);
    },
  },
  {
    name: 'dashboard-settings',
    path: '/dashboard.html#settings',
    viewport: { width: 1280, height: 800 },
    ready: async (page) => {
      await expect(page.getByRole('heading', { level: 2, name: 'Settings' })).toBeVisible();
    },
  },
  {
    name: 'map',
    path: '/map.html',
    viewport: { width: 1280, height: 800 },
    ready: async (page) => {
      await expect(page.locator('.leaflet-overlay-pane path').first()).toBeAttached(firstData);
      await expect(page.locator('img.leaflet-tile-loaded').first()).toBeAttached(firstData);
      await page.waitForLoadState('networkidle');
    },
  },
  {
    // The storm and lightning overlays over the Bay of Bengal on the demo's day: Gagan and thunderstorms.
    name: 'map-storms',
    path: '/map.html',
    viewport: { width: 1280, height: 800 },
    map: { center: [17, 88], zoom: 5, storms: true, lightning: true },
    ready: async (page) => {
      await expect(page.getByTestId('storm-count')).toHaveText('2 active storms', firstData);
      await expect(page.locator('.wg-flash').first()).toBeAttached(firstData);
      await page.waitForLoadState('networkidle');
    },
  },
];

/** The window's look as the README pictures it: after the first start's welcome (first-run.spec.ts shows that). */
function looks(
  theme: Theme,
  units: Units,
  map: MapPreferences,
  languages: AppWindow['languages'] = { language: defaultSettings.language, interfaceLanguage: defaultSettings.interfaceLanguage },
): SettingsPatch {
  return { theme, units, map, firstRun: { welcomed: true }, ...languages };
}

/** Where `npm run screenshots` keeps the README's pictures; tests otherwise only attach them. */
const screenshotDir = process.env.WEATHERGLASS_SCREENSHOT_DIR;

// The host is the worker's: the next spec finds the map and the languages as they were.
test.afterEach(async ({ host }) => {
  const { map, language, interfaceLanguage } = defaultSettings;
  await updateSettings(host.api, { map, language, interfaceLanguage });
});

for (const appWindow of windows) {
  test.describe(appWindow.name, () => {
    test.use({ viewport: appWindow.viewport });

    for (const theme of ['light', 'dark'] as const) {
      test(`${theme}: axe finds no serious or critical violation, and nothing overflows sideways`, async ({ page, host }, testInfo) => {
        await host.signIn(page);
        await updateSettings(host.api, looks(theme, appWindow.units ?? unitPresets.metric, { ...defaultSettings.map, ...appWindow.map }, appWindow.languages));
        await page.goto(`${host.origin}${appWindow.path}`);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await appWindow.ready(page);

        await expectAccessibleAndFitting(page);

        await attachPicture(page, testInfo, `${appWindow.name}-${theme}`, { fullPage: false });
        if (screenshotDir !== undefined) {
          await mkdir(screenshotDir, { recursive: true });
          await writeFile(join(screenshotDir, `${appWindow.name}-${theme}.png`), await page.screenshot());
        }
      });
    }
  });
}

// Where the popup cannot sit beside the tray, it has a close control of its own: a host of the
// test's own plays that desktop.
test.describe('popup with its close control', () => {
  test.use({ viewport: popupSize, desktopShell: { trayIcons: true, popupBesideTray: false } });

  for (const theme of ['light', 'dark'] as const) {
    test(`${theme}: axe finds no serious or critical violation, and nothing overflows sideways`, async ({ page, shellHost }, testInfo) => {
      await shellHost.signIn(page);
      await updateSettings(shellHost.api, looks(theme, unitPresets.metric, defaultSettings.map));
      await page.goto(`${shellHost.origin}/popup.html`);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(page.getByRole('button', { name: 'Close' })).toBeVisible();
      await expect(page.getByTestId('current-temperature')).toHaveText(/\d/, firstData);

      await expectAccessibleAndFitting(page);
      await attachPicture(page, testInfo, `popup-close-control-${theme}`, { fullPage: false });
    });
  }
});

/** Runs in the page (as source text: this project's Node types have no DOM): elements that still animate or transition. */
const movingElements = `[...document.querySelectorAll('*')]
  .filter((element) => {
    const style = getComputedStyle(element);
    const seconds = (value) => Math.max(...value.split(',').map((part) => Number.parseFloat(part) || 0));
    return seconds(style.transitionDuration) > 0.01 || (style.animationName !== 'none' && seconds(style.animationDuration) > 0.01);
  })
  .map((element) => element.tagName.toLowerCase() + '.' + [...element.classList].join('.'))`;

test.describe('reduced motion', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('no window animates or transitions when the system asks for reduced motion', async ({ page, host }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await host.signIn(page);
    for (const appWindow of windows) {
      // Each window in its own units (the US popup's readiness waits for °F).
      await updateSettings(host.api, looks('light', appWindow.units ?? unitPresets.metric, { ...defaultSettings.map, ...appWindow.map }, appWindow.languages));
      await page.goto(`${host.origin}${appWindow.path}`);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      await appWindow.ready(page);
      const moving = await page.evaluate<string[]>(movingElements);
      expect({ window: appWindow.name, moving }).toEqual({ window: appWindow.name, moving: [] });
    }
  });
});
