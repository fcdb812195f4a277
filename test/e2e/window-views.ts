import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { firstData, noneBusy, popupSize } from './layout-checks';

/** A window at a size, and when it shows what a layout test measures. */
export interface WindowView {
  name: string;
  path: string;
  size: { width: number; height: number };
  /** Resolves once the window shows its data, whatever language it speaks. */
  ready(page: Page): Promise<void>;
  /** What else must hold of the window laid out in a long-worded language. */
  check?(page: Page): Promise<void>;
}

type Size = WindowView['size'];

export const popupView: WindowView = {
  name: 'popup',
  path: '/popup.html',
  size: popupSize,
  ready: async (page) => {
    await expect(page.getByTestId('current-temperature')).toHaveText(/\d/, firstData);
    await expect(page.getByTestId('hourly-strip').getByRole('listitem')).toHaveCount(12);
    await expect(page.getByTestId('nowcast-headline')).toBeVisible();
  },
};

export const forecastsView = (size: Size): WindowView => ({
  name: 'dashboard forecasts',
  path: '/dashboard.html',
  size,
  ready: async (page) => {
    await expect(page.getByTestId('day-table')).toBeVisible(firstData);
    await expect(page.getByTestId('warnings-panel').getByTestId('warning').first()).toBeVisible(firstData);
    await expect(page.getByTestId('aqi-now')).toBeVisible(firstData);
    await noneBusy(page);
  },
});

export const settingsView = (size: Size): WindowView => ({
  name: 'dashboard settings',
  path: '/dashboard.html#settings',
  size,
  ready: async (page) => {
    await expect(page.locator('main select').first()).toBeVisible(firstData);
  },
});

export const accountView = (size: Size): WindowView => ({
  name: 'dashboard account',
  path: '/dashboard.html#account',
  size,
  ready: async (page) => {
    await expect(page.getByTestId('usage-chart')).toBeVisible(firstData);
    await noneBusy(page);
  },
});

export const mapView = (size: Size, check?: (page: Page) => Promise<void>): WindowView => ({
  name: 'map',
  path: '/map.html',
  size,
  ready: async (page) => {
    await expect(page.locator('img.leaflet-tile-loaded').first()).toBeAttached(firstData);
    await page.waitForLoadState('networkidle');
  },
  ...(check === undefined ? {} : { check }),
});
