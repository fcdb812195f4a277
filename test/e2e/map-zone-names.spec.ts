import { defaultSettings } from '@shared/settings';
import { expect, test } from './fixtures';
import { attachPicture, firstData } from './layout-checks';
import { updateSettings } from './main-calls';

// A computer in Helsinki: the map shows its times in the computer's zone, and Helsinki's pin is on it.
test.use({ viewport: { width: 720, height: 540 }, timezoneId: 'Europe/Helsinki' });

test.afterEach(async ({ host }) => {
  await updateSettings(host.api, { map: defaultSettings.map });
});

test('the point forecast names Helsinki’s time as the time bar does, in Chromium’s own words', async ({ page, host }, testInfo) => {
  await host.signIn(page);
  await updateSettings(host.api, { map: { center: [60, 22], zoom: 4 } });
  await page.goto(`${host.origin}/map.html`);

  await page.getByRole('button', { name: 'Helsinki: show the forecast' }).click();
  const card = page.getByTestId('point-forecast');
  await expect(card.getByTestId('point-step')).toHaveCount(5, firstData);

  // Late November: Helsinki keeps winter time, Eastern European Time, on the time bar and the card.
  await expect(page.getByTestId('frame-time')).toHaveText(/ EET$/, firstData);
  await expect(card.getByTestId('point-zone')).toHaveText('Time (EET)');
  await attachPicture(page, testInfo, 'map-point-forecast-zone', { fullPage: false });
});
