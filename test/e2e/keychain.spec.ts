import { openSecretStorage } from '@main/core/auth/secret-storage';
import { createConsoleLogger } from '@main/core/logger';
import { createMemorySecretStore, secretNames, type SecretStore } from '@main/core/secrets/secret-store';
import { startWeatherService } from '@service/index';
import { startBrowserHost } from '../../src/browser-host/server';
import { e2eClock, e2eNow, expect, test } from './fixtures';

/** Opening the pane and switching to the account wait for the services' first answers. */
const firstAnswer = { timeout: 20_000 };

/**
 * A keychain that holds the account but is locked: as gnome-keyring does when its unlock prompt is
 * dismissed, a read answers "nothing" and only the lock state tells it apart from an empty one.
 */
async function lockedKeychain(user: string, password: string) {
  const values = createMemorySecretStore();
  await values.set(secretNames.accountUser, user);
  await values.set(secretNames.accountPassword, password);
  const state = { locked: true };
  const store: SecretStore = {
    get: (name) => (state.locked ? Promise.resolve(null) : values.get(name)),
    set: (name, value) => (state.locked ? Promise.reject(new Error('locked')) : values.set(name, value)),
    delete: (name) => values.delete(name),
  };
  return {
    state,
    keychain: { open: async () => store, isLocked: async () => state.locked, failure: () => 'refused' as const },
  };
}

test('a locked keychain: the Account pane says so each time it opens, and "Try again" brings the saved account back', async ({ page }) => {
  const service = await startWeatherService({ port: 0, seed: 1, now: e2eNow });
  const { state, keychain } = await lockedKeychain('trial', 'trial');
  const secrets = openSecretStorage({
    keychain,
    remembered: { load: async () => 'keychain', save: () => undefined },
    safeStorage: () => Promise.reject(new Error('a weaker store was considered')),
    encryptedFileStore: () => {
      throw new Error('an empty file replaced the keychain');
    },
    logger: createConsoleLogger('keychain'),
  });
  const host = await startBrowserHost({
    port: 0,
    clock: e2eClock,
    accountService: { dataBaseUrl: service.url, mapsBaseUrl: service.mapsUrl },
    secrets,
  });
  try {
    await page.goto(`${host.url}#account`);
    await expect(page.getByRole('heading', { level: 2, name: 'Account' })).toBeVisible();
    const notice = page.getByTestId('credential-storage-notice');

    for (const opening of ['first', 'second']) {
      await expect(notice, `${opening} opening`).toHaveAttribute('role', 'status', firstAnswer);
      await expect(notice).toContainText('The keychain is locked');
      await expect(page.getByTestId('account-mode')).toHaveAttribute('data-mode', 'demo');
      // Away to another pane and back: the pane says it again.
      await page.getByRole('link', { name: 'Settings' }).click();
      await expect(notice).toHaveCount(0);
      await page.getByRole('link', { name: 'Account' }).click();
    }

    state.locked = false;
    await page.getByRole('button', { name: 'Try again' }).click();

    await expect(page.getByTestId('account-mode')).toHaveAttribute('data-mode', 'account', firstAnswer);
    await expect(notice).toHaveCount(0);
  } finally {
    await host.close();
    await service.close();
  }
});
