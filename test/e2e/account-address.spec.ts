import { CredentialStore } from '@main/core/auth/credential-store';
import { createMemorySecretStore } from '@main/core/secrets/secret-store';
import { createMemorySettingsStorage } from '@main/core/settings/settings-service';
import { startWeatherService } from '@service/index';
import { startBrowserHost } from '../../src/browser-host/server';
import { startFaultProxy } from '../support/fault-proxy';
import { e2eClock, e2eNow, expect, test } from './fixtures';

/** Opening the pane and switching to the account wait for the services' first answers. */
const firstAnswer = { timeout: 20_000 };

test('credentials saved for one address are not sent to the address settings now name: the pane says so, and going back connects', async ({ page }) => {
  const service = await startWeatherService({ port: 0, seed: 1, now: e2eNow });
  // Two addresses of the same service, each counting what it gets: the saved one and the one settings were edited to.
  const saved = await startFaultProxy(service.url);
  const edited = await startFaultProxy(service.url);
  const secrets = createMemorySecretStore();
  await new CredentialStore(secrets).save({ user: 'demo', password: 'demo' }, { dataBaseUrl: saved.url });
  const host = await startBrowserHost({
    port: 0,
    clock: e2eClock,
    secrets,
    settingsStorage: createMemorySettingsStorage({ version: 1, firstRun: { welcomed: true }, service: { dataAddress: edited.url, mapsAddress: null } }),
  });
  try {
    await page.goto(`${host.url}#account`);
    const heldBack = page.getByTestId('account-held-back');
    await expect(heldBack).toContainText(`Your account (demo) was saved for ${saved.url}, but the service address is now ${edited.url}.`, firstAnswer);
    await expect(page.getByTestId('account-mode')).toHaveAttribute('data-mode', 'demo');
    expect(edited.requests).toEqual([]);

    await page.getByRole('button', { name: `Go back to ${saved.url}` }).click();
    await expect(page.getByLabel('Service address')).toHaveValue(saved.url);
    await expect(page.getByLabel('Application key password')).toBeFocused();
    await page.getByLabel('Application key password').fill('demo');
    await page.getByRole('button', { name: 'Save', exact: true }).click();

    await expect(page.getByTestId('account-mode')).toHaveAttribute('data-mode', 'account', firstAnswer);
    await expect(heldBack).toHaveCount(0);
    expect(edited.requests).toEqual([]);
    expect(saved.requests.length).toBeGreaterThan(0);
  } finally {
    await host.close();
    await saved.close();
    await edited.close();
    await service.close();
  }
});
