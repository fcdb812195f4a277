import type { Page } from '@playwright/test';
import { placeQueryMaxLength } from '@shared/place-search';
import { expect, test } from './fixtures';
import { attachPicture, firstData } from './layout-checks';
import { updateSettings } from './main-calls';

/** The dashboard's place search forgiving what people type, through the core and the demo service. */

async function openForecasts(page: Page, hostUrl: string): Promise<void> {
  await page.goto(hostUrl);
  await expect(page.getByRole('heading', { level: 2, name: /^Forecasts for / })).toBeVisible(firstData);
}

test.afterEach(async ({ host }) => {
  await updateSettings(host.api, { locations: [], chosenPlaceId: null });
});

test('a misspelt name lists the nearest name’s places and says which', async ({ page, host }, testInfo) => {
  await openForecasts(page, host.url);
  await page.getByLabel('Place name').pressSequentially('Helsnki', { delay: 40 });
  await expect(page.getByTestId('location-search-status')).toHaveText('No place is called “Helsnki”. Showing Helsinki.', firstData);
  await expect(page.getByTestId('location-result').first()).toHaveText(/^Helsinki\s.*Uusimaa, Finland$/);
  await attachPicture(page, testInfo, 'place-search-corrected');
});

test('“City, Country” and an abbreviation find the place people mean', async ({ page, host }) => {
  await openForecasts(page, host.url);
  const field = page.getByLabel('Place name');
  await field.pressSequentially('Paris, Texas', { delay: 20 });
  await expect(page.getByTestId('location-result').first()).toHaveText(/^Paris\s.*Texas, United States$/, firstData);
  await field.fill('');
  await field.pressSequentially('NYC', { delay: 20 });
  await expect(page.getByTestId('location-result').first()).toHaveText(/^New York City\s.*New York, United States$/, firstData);
});

test('the field stops at the length main takes', async ({ page, host }) => {
  await openForecasts(page, host.url);
  const field = page.getByLabel('Place name');
  await expect(field).toHaveAttribute('maxlength', String(placeQueryMaxLength));
  await field.pressSequentially('x'.repeat(placeQueryMaxLength + 5));
  await expect(field).toHaveValue('x'.repeat(placeQueryMaxLength));
});
