import { execFileSync, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import keytar from 'keytar';
import { afterEach, describe, expect, it } from 'vitest';
import { CredentialStore } from '@main/core/auth/credential-store';
import { probeKeychain } from '@main/core/auth/probe-secret-store';
import { CredentialsUnreachableError, openSecretStorage } from '@main/core/auth/secret-storage';
import { createKeytarSecretStore, keytarKeychain } from '@main/keytar-secret-store';
import { createRecordingLogger } from '../support/recording-logger';

// A real gnome-keyring in a private D-Bus session (scripts/with-keyring.sh), locked and unlocked as
// a user does: a locked Secret Service answers a read with "nothing", not an error, and its unlock
// prompt cannot show here, just as when the user dismisses it.

/** Debian's own Python: python3-gi is installed for it, not for a Python a version manager put first on PATH. */
const python = '/usr/bin/python3';
const lockScript = fileURLToPath(new URL('./keyring-lock.py', import.meta.url));
/** The password scripts/with-keyring.sh unlocks the keyring with. */
const keyringPassword = 'weatherglass-test-keyring';
const hasPythonGi = spawnSync(python, ['-c', 'from gi.repository import Gio'], { stdio: 'ignore' }).status === 0;
if (!hasPythonGi) console.warn('locked-keyring: not run: python3-gi is not installed (apt-get install python3-gi)');

const lockKeyring = (): void => void execFileSync(python, [lockScript, 'lock']);
const unlockKeyring = (): void => void execFileSync(python, [lockScript, 'unlock', keyringPassword]);

const scratchServices: string[] = [];

async function savedAccount() {
  const service = `Weatherglass-test-${randomUUID()}`;
  scratchServices.push(service);
  const credentials = { user: `user-${randomUUID()}`, password: `pässwörd ${randomUUID()}` };
  const address = { dataBaseUrl: 'https://weather.example' };
  expect(await new CredentialStore(createKeytarSecretStore(keytar, service)).save(credentials, address)).toEqual({ ok: true, value: undefined });
  return { service, credentials };
}

afterEach(async () => {
  if (!hasPythonGi) return;
  unlockKeyring();
  for (const service of scratchServices.splice(0)) {
    for (const { account } of await keytar.findCredentials(service)) await keytar.deletePassword(service, account);
  }
});

describe.runIf(hasPythonGi)('a locked keyring', () => {
  it('is told from an empty one', async () => {
    const { service } = await savedAccount();
    const keychain = keytarKeychain('linux', process.env);
    const store = createKeytarSecretStore(keytar, service);
    expect(await probeKeychain(store, keychain)).toBe('account');

    lockKeyring();
    // What made the account vanish: keytar itself answers "no such entry".
    expect(await keytar.getPassword(service, 'account')).toBeNull();
    expect(await probeKeychain(store, keychain)).toBe('locked');
  });

  it('stays the remembered store, locked, with no other store made; after unlocking, "Try again" gives the account back', async () => {
    const { service, credentials } = await savedAccount();
    lockKeyring();
    const storage = openSecretStorage({
      keychain: { ...keytarKeychain('linux', process.env), open: async () => createKeytarSecretStore(keytar, service) },
      remembered: { load: async () => 'keychain', save: () => undefined },
      safeStorage: () => Promise.reject(new Error('a weaker store was considered')),
      encryptedFileStore: () => {
        throw new Error('an empty file replaced the keychain');
      },
      logger: createRecordingLogger(),
    });
    const account = new CredentialStore(storage.store);

    expect(await storage.settled()).toEqual({ location: 'keychain', state: 'locked', reason: 'locked' });
    await expect(account.load()).rejects.toBeInstanceOf(CredentialsUnreachableError);
    expect(await storage.retry()).toEqual({ location: 'keychain', state: 'locked', reason: 'locked' });

    unlockKeyring();
    expect(await storage.retry()).toEqual({ location: 'keychain', state: 'ready', reason: null });
    expect(await account.load()).toEqual({ credentials, boundTo: { dataBaseUrl: 'https://weather.example' } });
  });
});
