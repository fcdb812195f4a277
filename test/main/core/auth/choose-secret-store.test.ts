import { describe, expect, it } from 'vitest';
import { chooseSecretStore, type SafeStorageStatus, type SecretStoreCandidates } from '@main/core/auth/choose-secret-store';
import { probeSecretStore, type KeychainProbe, type ProbeTimers } from '@main/core/auth/probe-secret-store';
import { createMemorySecretStore, secretNames, type SecretStore } from '@main/core/secrets/secret-store';
import { notificationMessages } from '@shared/i18n/messages/notifications';

const keychainStore = createMemorySecretStore();
const fileStore = createMemorySecretStore();

function candidates(probe: KeychainProbe, safeStorage: SafeStorageStatus) {
  let safeStorageAsked = false;
  let fileStoreMade = false;
  const given: SecretStoreCandidates = {
    keychain: { probe, store: keychainStore },
    safeStorage: async () => {
      safeStorageAsked = true;
      return safeStorage;
    },
    encryptedFileStore: () => {
      fileStoreMade = true;
      return fileStore;
    },
  };
  return { given, asked: () => ({ safeStorageAsked, fileStoreMade }) };
}

const noKeychain: KeychainProbe = { available: false, reason: 'failed' };

describe('chooseSecretStore', () => {
  it('takes the keychain when it answers, without asking safeStorage or making a file', async () => {
    const { given, asked } = candidates({ available: true }, { encryptionAvailable: true, linuxBackend: 'gnome_libsecret' });
    expect(await chooseSecretStore(given)).toEqual({ store: keychainStore, location: 'keychain' });
    expect(asked()).toEqual({ safeStorageAsked: false, fileStoreMade: false });
  });

  it.each([
    ['kwallet5 on Linux', 'kwallet5'],
    ['gnome_libsecret on Linux', 'gnome_libsecret'],
    ['macOS or Windows', null],
  ] as const)('falls back to the safeStorage file with %s', async (_case, linuxBackend) => {
    const { given, asked } = candidates(noKeychain, { encryptionAvailable: true, linuxBackend });
    expect(await chooseSecretStore(given)).toEqual({ store: fileStore, location: 'encryptedFile' });
    expect(asked().fileStoreMade).toBe(true);
  });

  it.each([
    ['basic_text, i.e. a publicly known key', { encryptionAvailable: true, linuxBackend: 'basic_text' }, 'publicKey', /"basic_text"/],
    ['no encryption at all', { encryptionAvailable: false, linuxBackend: null }, 'noEncryption', /not available/],
    ['an undetermined backend', { encryptionAvailable: true, linuxBackend: 'unknown' }, 'unknownKeyStore', /could not be determined/],
  ] as const)('keeps credentials in memory only, with a warning, given %s', async (_case, safeStorage, unprotected, said) => {
    const { given, asked } = candidates({ available: false, reason: 'timeout' }, safeStorage);
    const choice = await chooseSecretStore(given);
    expect(choice.location).toBe('memory');
    expect(choice.store).not.toBe(fileStore);
    expect(choice.store).not.toBe(keychainStore);
    expect(asked().fileStoreMade).toBe(false);
    expect(choice.unprotected).toBe(unprotected);
    // The notice the glue shows from it.
    const warning = notificationMessages.format('en', 'secretStoreBody', { reason: unprotected });
    expect(warning).toMatch(said);
    expect(warning).toContain('asked for them at each start');

    // Memory only: it works for this run and is gone with the next.
    await choice.store.set(secretNames.accountPassword, 'pw');
    expect(await choice.store.get(secretNames.accountPassword)).toBe('pw');
    expect(await keychainStore.get(secretNames.accountPassword)).toBeNull();
  });
});

describe('probeSecretStore', () => {
  const timersFiringAt = (fire: boolean): ProbeTimers & { cleared: number } => {
    const timers = {
      cleared: 0,
      setTimeout: (callback: () => void) => {
        if (fire) queueMicrotask(callback);
        return 'handle';
      },
      clearTimeout: () => {
        timers.cleared += 1;
      },
    };
    return timers;
  };

  it('finds a store that answers a read available', async () => {
    const reads: string[] = [];
    const store: SecretStore = {
      ...createMemorySecretStore(),
      get: async (name) => {
        reads.push(name);
        return null;
      },
    };
    const timers = timersFiringAt(false);
    expect(await probeSecretStore(store, 5000, timers)).toEqual({ available: true });
    expect(reads).toEqual([secretNames.accountUser]);
    expect(timers.cleared).toBe(1);
  });

  it('finds a store whose read fails unavailable', async () => {
    const store: SecretStore = { ...createMemorySecretStore(), get: () => Promise.reject(new Error('Cannot autolaunch D-Bus')) };
    expect(await probeSecretStore(store, 5000, timersFiringAt(false))).toEqual({ available: false, reason: 'failed' });
  });

  it('gives up on a store that never answers', async () => {
    const store: SecretStore = { ...createMemorySecretStore(), get: () => new Promise(() => undefined) };
    expect(await probeSecretStore(store, 5000, timersFiringAt(true))).toEqual({ available: false, reason: 'timeout' });
  });
});
