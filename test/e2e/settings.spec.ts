import type { Page } from '@playwright/test';
import type { WeatherglassApi } from '@shared/ipc/bridge';
import { defaultSettings } from '@shared/settings';
import type { ScheduleStatusView } from '@shared/views/status';
import { expect, test } from './fixtures';
import { attachPicture } from './layout-checks';
import { currentSettings, updateSettings } from './main-calls';

async function openSettings(page: Page, hostUrl: string, origin: string): Promise<void> {
  // One load: the host trades the secret and sends the page on to the address without it, the route kept.
  await page.goto(`${hostUrl}#settings`);
  await expect(page).toHaveURL(`${origin}/dashboard.html#settings`);
  await expect(page.getByRole('heading', { level: 2, name: 'Settings' })).toBeVisible();
}

async function scheduleStatus(page: Page): Promise<ScheduleStatusView> {
  return page.evaluate(async () => {
    const { weatherglass } = globalThis as unknown as { weatherglass: WeatherglassApi };
    const answer = await weatherglass.schedule.getStatus();
    if (!answer.ok) throw new Error(JSON.stringify(answer.error.message));
    return answer.value;
  });
}

// The host lives as long as the worker: put back what a test changed for the tests after it.
test.afterEach(async ({ host }) => {
  const { units, language, timeZone, budget, notifications, startAtLogin, openDashboardAtStart, theme } = defaultSettings;
  await updateSettings(host.api, { units, language, timeZone, budget, notifications, startAtLogin, openDashboardAtStart, theme });
});

test('units changed to Fahrenheit are still Fahrenheit after a reload', async ({ page, host }, testInfo) => {
  await openSettings(page, host.url, host.origin);
  const fahrenheit = page.getByRole('radio', { name: 'Fahrenheit (°F)' });
  await expect(page.getByRole('radio', { name: 'Celsius (°C)' })).toBeChecked();

  await fahrenheit.check();
  await expect(page.getByTestId('settings-save-state')).toHaveText('All changes saved.');
  expect((await currentSettings(host.api)).units.temperature).toBe('F');

  await page.reload();
  await expect(page.getByRole('radio', { name: 'Fahrenheit (°F)' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Celsius (°C)' })).not.toBeChecked();
  await attachPicture(page, testInfo, 'settings');
});

test('the wind unit changes from the keyboard', async ({ page, host }) => {
  await openSettings(page, host.url, host.origin);
  await page.getByRole('radio', { name: 'm/s' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'km/h' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'km/h' })).toBeFocused();
  await expect.poll(async () => (await currentSettings(host.api)).units.wind).toBe('KMH');
});

test("an allowance below the minimum shows main's refusal next to the field and changes nothing", async ({ page, host }) => {
  await openSettings(page, host.url, host.origin);
  const allowance = page.getByLabel('Requests a day Weatherglass may make');
  await allowance.fill('50');
  await allowance.press('Tab');

  await expect(allowance).toHaveAttribute('aria-invalid', 'true');
  const issue = page.locator('#settings-daily-requests-issues');
  await expect(issue).toContainText('100');
  await expect(allowance).toHaveAccessibleDescription(/100/);
  await expect(page.getByTestId('settings-save-state')).toHaveText('Not saved: see the marked field.');
  expect((await currentSettings(host.api)).budget.dailyRequests).toBe(defaultSettings.budget.dailyRequests);

  await allowance.fill('1500');
  await allowance.press('Tab');
  await expect(allowance).toHaveAttribute('aria-invalid', 'false');
  await expect(issue).toHaveCount(0);
  expect((await currentSettings(host.api)).budget.dailyRequests).toBe(1500);
  // The schedule answers the new allowance at once.
  await expect(page.getByTestId('schedule-status')).toContainText('1500');
});

test('the request budget shows the schedule as main reports it', async ({ page, host }) => {
  await openSettings(page, host.url, host.origin);
  const status = await scheduleStatus(page);
  const shown = page.getByTestId('schedule-status');
  await expect(shown).toHaveAttribute('data-mode', status.mode);
  await expect(shown).toContainText(`${status.allowance} requests a day`);
});

test('a time zone that is not an IANA name is refused; a real one is saved', async ({ page, host }) => {
  await openSettings(page, host.url, host.origin);
  const zone = page.getByLabel('Time zone name (IANA, such as Europe/Paris)');
  await zone.fill('Europe/Atlantis');
  await zone.press('Enter');
  await expect(page.locator('#settings-zone-issues')).toContainText('is not an IANA time zone name');
  expect((await currentSettings(host.api)).timeZone).toBe('location');

  await zone.fill('America/New_York');
  await zone.press('Tab');
  await expect.poll(async () => (await currentSettings(host.api)).timeZone).toBe('America/New_York');
  await expect(page.getByRole('radio', { name: 'One time zone:' })).toBeChecked();
  await expect(page.locator('#settings-zone-issues')).toHaveCount(0);
});

test('notification rules and start at login are saved as they change', async ({ page, host }) => {
  await openSettings(page, host.url, host.origin);
  await page.getByLabel('Which warnings').selectOption('R');
  await page.getByLabel('At this share of the daily allowance').fill('65');
  await page.getByLabel('At this share of the daily allowance').press('Tab');
  await page.getByRole('checkbox', { name: 'No notifications during quiet hours' }).check();
  await expect(page.getByLabel('Until')).toHaveValue('07:00');
  await page.getByLabel('Until').selectOption({ label: '06:30' });
  await page.getByRole('checkbox', { name: 'Start Weatherglass when I log in' }).check();

  await expect
    .poll(async () => {
      const { notifications, startAtLogin } = await currentSettings(host.api);
      return { warnings: notifications.warnings.minSignificance, usage: notifications.usage.atPercent, quiet: notifications.quietHours, startAtLogin };
    })
    .toEqual({ warnings: 'R', usage: 65, quiet: { enabled: true, from: '22:00', until: '06:30' }, startAtLogin: true });
});

test('every data language is named in its own words, Albanian and Icelandic too (Chromium has no data of theirs for Intl)', async ({ page, host }) => {
  await openSettings(page, host.url, host.origin);
  const options = await page
    .getByLabel('Language of weather data', { exact: false })
    .locator('option')
    .evaluateAll((elements) =>
      elements.map((element) => {
        const option = element as unknown as { value: string; lang: string; textContent: string | null };
        return { code: option.value, lang: option.lang, label: option.textContent ?? '' };
      }),
    );
  expect(options.length).toBeGreaterThan(40);
  expect(options).toContainEqual({ code: 'sq', lang: 'sq', label: 'Shqip (sq)' });
  expect(options).toContainEqual({ code: 'is', lang: 'is', label: 'Íslenska (is)' });
  // Named in English, an option would read as its English name ("Icelandic (is)").
  const english = new Intl.DisplayNames(['en'], { type: 'language' });
  for (const { code, label } of options) {
    if (code === 'en') continue;
    expect(label.slice(0, -` (${code})`.length), code).not.toBe(english.of(code.split('_')[0] ?? code));
  }
});

test('the theme is chosen in settings and applies at once', async ({ page, host }) => {
  await openSettings(page, host.url, host.origin);
  await page.getByRole('radio', { name: 'Dark' }).check();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('radio', { name: 'Light' }).check();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});

test('the views are reached from the navigation, and the window opens on the hash main gives it', async ({ page, host }) => {
  await openSettings(page, host.url, host.origin);
  await page.getByRole('link', { name: 'Account' }).click();
  await expect(page).toHaveURL(/#account$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Account' })).toBeFocused();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 2, name: 'Settings' })).toBeVisible();
  await expect(page).toHaveTitle('Weatherglass — Settings');
});

test.describe('open the dashboard at start, on a desktop that shows no tray icons', () => {
  test.use({ desktopShell: { trayIcons: false, popupBesideTray: false } });

  test('shows the automatic choice with its reason, and saves the choice the user makes', async ({ page, shellHost }) => {
    await openSettings(page, shellHost.url, shellHost.origin);
    const openDashboard = page.getByRole('checkbox', { name: 'Open the dashboard when Weatherglass starts' });
    await expect(openDashboard).toBeChecked();
    await expect(openDashboard).toHaveAccessibleDescription('On, because this desktop shows no tray icons.');
    await expect(page.getByText('On, because this desktop shows no tray icons.')).toBeVisible();
    expect((await currentSettings(shellHost.api)).openDashboardAtStart).toBeNull();

    await openDashboard.uncheck();
    await expect(page.getByTestId('settings-save-state')).toHaveText('All changes saved.');
    expect((await currentSettings(shellHost.api)).openDashboardAtStart).toBe(false);
    // The user's own choice needs no reason.
    await expect(page.getByText('On, because this desktop shows no tray icons.')).toHaveCount(0);

    await openDashboard.check();
    await expect.poll(async () => (await currentSettings(shellHost.api)).openDashboardAtStart).toBe(true);
    await page.reload();
    await expect(openDashboard).toBeChecked();
    await expect(openDashboard).not.toHaveAccessibleDescription(/because/);
  });
});

test('open the dashboard at start is on until the welcome is answered, then off with nothing to explain, where the desktop is not known', async ({ page, host }) => {
  const { firstRun } = await currentSettings(host.api);
  try {
    await updateSettings(host.api, { firstRun: { welcomed: false } });
    await openSettings(page, host.url, host.origin);
    const openDashboard = page.getByRole('checkbox', { name: 'Open the dashboard when Weatherglass starts' });
    await expect(openDashboard).toBeChecked();
    await expect(openDashboard).toHaveAccessibleDescription('On until you make a choice in the welcome on the Forecasts view.');

    await updateSettings(host.api, { firstRun: { welcomed: true } });
    await expect(openDashboard).not.toBeChecked();
    await expect(openDashboard).toHaveAccessibleDescription('');
    expect((await currentSettings(host.api)).openDashboardAtStart).toBeNull();
  } finally {
    await updateSettings(host.api, { firstRun });
  }
});
