import { describe, expect, it } from 'vitest';
import { chooseSecretStore, type RememberedLocation, type SafeStorageStatus } from '@main/core/auth/choose-secret-store';
import { probeKeychain, type KeychainProbe } from '@main/core/auth/probe-secret-store';
import { createMemorySecretStore, secretNames, type SecretStore } from '@main/core/secrets/secret-store';
import { keychainFailure } from '@main/keytar-secret-store';
import { notificationMessages } from '@shared/i18n/messages/notifications';

const protectedFile: SafeStorageStatus = { encryptionAvailable: true, linuxBackend: 'gnome_libsecret' };

function choose(remembered: RememberedLocation | null, keychain: KeychainProbe | 'noAnswer' | null, safeStorage = protectedFile) {
  let safeStorageAsked = false;
  const choice = chooseSecretStore({
    remembered,
    keychain,
    safeStorage: async () => {
      safeStorageAsked = true;
      return safeStorage;
    },
  });
  return { choice, asked: () => safeStorageAsked };
}

describe('chooseSecretStore', () => {
  it.each(['account', 'empty'] as const)('takes a keychain that answers (%s), without asking safeStorage', async (probe) => {
    for (const remembered of [null, 'keychain'] as const) {
      const { choice, asked } = choose(remembered, probe);
      expect(await choice).toEqual({ location: 'keychain', state: 'ready', reason: null });
      expect(asked()).toBe(false);
    }
  });

  it.each([
    ['locked', { location: 'keychain', state: 'locked', reason: 'locked' }],
    ['noAnswer', { location: 'keychain', state: 'locked', reason: 'noAnswer' }],
    ['refused', { location: 'keychain', state: 'refused', reason: null }],
    ['missing', { location: 'keychain', state: 'missing', reason: null }],
  ] as const)('keeps a remembered keychain that is %s: never an empty store in its place', async (probe, view) => {
    const { choice, asked } = choose('keychain', probe);
    expect(await choice).toEqual(view);
    expect(asked()).toBe(false);
  });

  it.each(['locked', 'noAnswer', 'refused'] as const)('keeps to a keychain that exists but is %s, even where no account was saved yet', async (probe) => {
    const { choice, asked } = choose(null, probe);
    expect((await choice).location).toBe('keychain');
    expect(asked()).toBe(false);
  });

  it.each([
    ['kwallet5 on Linux', 'kwallet5'],
    ['gnome_libsecret on Linux', 'gnome_libsecret'],
    ['macOS or Windows', null],
  ] as const)('takes the safeStorage file where no keychain exists and none was remembered, with %s', async (_case, linuxBackend) => {
    const { choice } = choose(null, 'missing', { encryptionAvailable: true, linuxBackend });
    expect(await choice).toEqual({ location: 'encryptedFile', state: 'unprotected', reason: 'noKeychain' });
  });

  it('keeps a remembered file even when a keychain answers now: the account is in the file', async () => {
    expect(await choose('encryptedFile', null).choice).toEqual({ location: 'encryptedFile', state: 'unprotected', reason: 'noKeychain' });
  });

  it.each([
    ['basic_text, i.e. a publicly known key', { encryptionAvailable: true, linuxBackend: 'basic_text' }, 'publicKey', /"basic_text"/],
    ['no encryption at all', { encryptionAvailable: false, linuxBackend: null }, 'noEncryption', /not available/],
    ['an undetermined backend', { encryptionAvailable: true, linuxBackend: 'unknown' }, 'unknownKeyStore', /could not be determined/],
  ] as const)('keeps credentials in memory only, with the reason, given %s', async (_case, safeStorage, reason, said) => {
    expect(await choose(null, 'missing', safeStorage).choice).toEqual({ location: 'memory', state: 'unprotected', reason });
    // The notification the glue shows from it.
    const warning = notificationMessages.format('en', 'secretStoreBody', { reason });
    expect(warning).toMatch(said);
    expect(warning).toContain('asked for them at each start');
  });
});

describe('probeKeychain', () => {
  const answering = (get: SecretStore['get']): SecretStore => ({ ...createMemorySecretStore(), get });
  const keychain = (locked: boolean) => ({ isLocked: async () => locked, failure: keychainFailure });

  it('reads the account entry once, and finds the account or none', async () => {
    const reads: string[] = [];
    const store = answering(async (name) => {
      reads.push(name);
      return '{}';
    });
    expect(await probeKeychain(store, keychain(false))).toBe('account');
    expect(reads).toEqual([secretNames.account]);
    expect(await probeKeychain(answering(async () => null), keychain(false))).toBe('empty');
  });

  it('finds an earlier version’s account in an unlocked keychain, and reads no more of a locked one (each read may prompt)', async () => {
    const reads: string[] = [];
    const earlier = answering(async (name) => {
      reads.push(name);
      return name === secretNames.accountUser ? 'alice' : null;
    });
    expect(await probeKeychain(earlier, keychain(false))).toBe('account');
    expect(reads).toEqual([secretNames.account, secretNames.accountUser]);
    reads.length = 0;
    expect(await probeKeychain(earlier, keychain(true))).toBe('locked');
    expect(reads).toEqual([secretNames.account]);
  });

  it('tells a locked keychain from an empty one: a locked Secret Service answers "nothing" too', async () => {
    expect(await probeKeychain(answering(async () => null), keychain(true))).toBe('locked');
  });

  it('takes a keychain whose lock cannot be told for what its read said', async () => {
    const unsure = { isLocked: () => Promise.reject(new Error('gdbus crashed')), failure: keychainFailure };
    expect(await probeKeychain(answering(async () => null), unsure)).toBe('empty');
  });

  it.each([
    ['no Secret Service on the bus', 'The name org.freedesktop.secrets was not provided by any .service files', 'missing'],
    ['no session bus at all', 'Cannot autolaunch D-Bus without X11 $DISPLAY', 'missing'],
    ['a macOS user who clicked Deny', 'User canceled the operation.', 'refused'],
    ['any other failure', 'Access is denied.', 'refused'],
  ] as const)('reads a failed read as %s', async (_case, message, probe) => {
    expect(await probeKeychain(answering(() => Promise.reject(new Error(message))), keychain(false))).toBe(probe);
  });
});
