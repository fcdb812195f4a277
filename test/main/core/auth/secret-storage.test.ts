import { describe, expect, it } from 'vitest';
import type { RememberedLocation } from '@main/core/auth/choose-secret-store';
import type { Keychain } from '@main/core/auth/probe-secret-store';
import { CredentialsUnreachableError, openSecretStorage, type ProbeTimers, type SecretStorage } from '@main/core/auth/secret-storage';
import { createMemorySecretStore, secretNames, type SecretStore } from '@main/core/secrets/secret-store';
import { keychainFailure } from '@main/keytar-secret-store';
import type { CredentialStorageView } from '@shared/views/account';
import { createRecordingLogger } from '../../../support/recording-logger';

/** Timers that fire only when told: the keychain's limit passes when the test says so, never by waiting. */
function manualTimers() {
  const pending = new Map<number, () => void>();
  let next = 0;
  const timers: ProbeTimers & { fire(): void; pending: Map<number, () => void> } = {
    pending,
    setTimeout: (callback) => {
      next += 1;
      pending.set(next, callback);
      return next;
    },
    clearTimeout: (handle) => void pending.delete(handle as number),
    fire: () => {
      const callbacks = [...pending.values()];
      pending.clear();
      for (const callback of callbacks) callback();
    },
  };
  return timers;
}

/**
 * A keychain as unkind as the real ones: its reads may be held (a slow Secret Service), it may be
 * locked (then a read answers "nothing", as gnome-keyring does when its prompt cannot show), refuse,
 * or be missing altogether (keytar did not load).
 */
function fakeKeychain() {
  const values = createMemorySecretStore();
  const held: Array<() => void> = [];
  const state = { hold: false, locked: false, refuse: false, missing: false, opened: 0, reads: 0 };
  const store: SecretStore = {
    get: async (name) => {
      state.reads += 1;
      if (state.hold) await new Promise<void>((resolve) => held.push(resolve));
      if (state.refuse) throw new Error('User canceled the operation.');
      return state.locked ? null : values.get(name);
    },
    set: (name, value) => (state.locked ? Promise.reject(new Error('locked')) : values.set(name, value)),
    delete: (name) => values.delete(name),
  };
  const keychain: Keychain = {
    open: async () => {
      state.opened += 1;
      return state.missing ? new Error('libsecret-1.so.0: cannot open shared object file') : store;
    },
    isLocked: async () => state.locked,
    failure: keychainFailure,
  };
  return {
    keychain,
    values,
    state,
    answer: () => {
      state.hold = false;
      for (const resolve of held.splice(0)) resolve();
    },
  };
}

function setup(remembered: RememberedLocation | null = null) {
  const timers = manualTimers();
  const kc = fakeKeychain();
  const saved: Array<RememberedLocation | null> = [];
  const made = { file: 0, safeStorage: 0 };
  const file = createMemorySecretStore();
  const views: CredentialStorageView[] = [];
  const open = (): SecretStorage => {
    const storage = openSecretStorage({
      keychain: kc.keychain,
      remembered: { load: async () => remembered, save: (location) => void saved.push(location) },
      safeStorage: async () => {
        made.safeStorage += 1;
        return { encryptionAvailable: true, linuxBackend: 'gnome_libsecret' };
      },
      encryptedFileStore: () => {
        made.file += 1;
        return file;
      },
      logger: createRecordingLogger(),
      timers,
      answerLimitMs: 5_000,
    });
    storage.onChange((view) => views.push(view));
    return storage;
  };
  return { timers, kc, saved, made, file, views, open };
}

const ready: CredentialStorageView = { location: 'keychain', state: 'ready', reason: null };
const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('SecretStorage: a slow keychain', () => {
  it('is waited for, the calls wait with it, and the account is read when it answers', async () => {
    const { kc, open, timers } = setup('keychain');
    await kc.values.set(secretNames.accountUser, 'alice');
    kc.state.hold = true;
    const storage = open();
    const read = storage.store.get(secretNames.accountUser);
    await flush();

    expect(storage.view()).toEqual({ location: 'keychain', state: 'waiting', reason: null });
    expect(timers.pending.size).toBe(1);
    kc.answer();

    expect(await read).toBe('alice');
    expect(storage.view()).toEqual(ready);
    expect(timers.pending.size).toBe(0);
  });

  it('past the limit reads as not answering: calls fail instead of "no account", and a late answer still brings the account back', async () => {
    const { kc, open, timers, made, views } = setup('keychain');
    await kc.values.set(secretNames.accountUser, 'alice');
    kc.state.hold = true;
    const storage = open();
    await flush();
    timers.fire();

    expect(await storage.settled()).toEqual({ location: 'keychain', state: 'locked', reason: 'noAnswer' });
    expect(storage.accountUnreachable()).toBe(true);
    await expect(storage.store.get(secretNames.accountUser)).rejects.toBeInstanceOf(CredentialsUnreachableError);
    expect(made).toEqual({ file: 0, safeStorage: 0 });

    kc.answer();
    await flush();
    expect(storage.view()).toEqual(ready);
    expect(await storage.store.get(secretNames.accountUser)).toBe('alice');
    expect(views.map((view) => view.state)).toEqual(['locked', 'ready']);
  });
});

describe('SecretStorage: asked again while an earlier read is still on its way', () => {
  it('takes whichever read answers first, and lets the calls waiting on the newer one go on', async () => {
    const { kc, open, timers } = setup('keychain');
    await kc.values.set(secretNames.accountUser, 'alice');
    kc.state.hold = true;
    const storage = open();
    await flush();
    timers.fire();
    await storage.settled();

    const retried = storage.retry();
    await flush();
    const read = storage.store.get(secretNames.accountUser);
    expect(storage.view().state).toBe('waiting');
    expect(kc.state.reads).toBe(2);
    // Both reads answer; the first one in is the earlier, which the retry no longer waits for.
    kc.answer();

    expect(await read).toBe('alice');
    expect(await retried).toEqual(ready);
  });
});

describe('SecretStorage: a locked keychain', () => {
  it('keeps the keychain, makes no empty store, and "Try again" after unlocking gives the account', async () => {
    const { kc, open, made, saved } = setup('keychain');
    await kc.values.set(secretNames.accountUser, 'alice');
    kc.state.locked = true;
    const storage = open();

    expect(await storage.settled()).toEqual({ location: 'keychain', state: 'locked', reason: 'locked' });
    await expect(storage.store.get(secretNames.accountUser)).rejects.toThrow(CredentialsUnreachableError);
    await expect(storage.store.set(secretNames.accountUser, 'bob')).rejects.toThrow(CredentialsUnreachableError);
    expect(made).toEqual({ file: 0, safeStorage: 0 });

    // Still locked: asking again changes nothing, and nothing is forgotten.
    const readsBefore = kc.state.reads;
    expect(await storage.retry()).toEqual({ location: 'keychain', state: 'locked', reason: 'locked' });
    expect(kc.state.reads).toBe(readsBefore + 1);

    kc.state.locked = false;
    expect(await storage.retry()).toEqual(ready);
    expect(await storage.store.get(secretNames.accountUser)).toBe('alice');
    expect(saved).toEqual([]);
  });

  it('is kept to on a first start too, where no account was remembered: only a missing keychain gives way', async () => {
    const { kc, open, made } = setup(null);
    kc.state.locked = true;
    const storage = open();
    expect(await storage.settled()).toEqual({ location: 'keychain', state: 'locked', reason: 'locked' });
    // Nothing was saved there, so the tray does not call it a lost account.
    expect(storage.accountUnreachable()).toBe(false);
    expect(made).toEqual({ file: 0, safeStorage: 0 });
  });
});

describe('SecretStorage: a refused keychain', () => {
  it('stays the choice, refused, and is asked again on "Try again"', async () => {
    const { kc, open, made } = setup('keychain');
    await kc.values.set(secretNames.accountUser, 'alice');
    kc.state.refuse = true;
    const storage = open();

    expect(await storage.settled()).toEqual({ location: 'keychain', state: 'refused', reason: null });
    await expect(storage.store.get(secretNames.accountPassword)).rejects.toThrow(CredentialsUnreachableError);

    kc.state.refuse = false;
    const retried = storage.retry();
    expect(storage.view().state).toBe('waiting');
    expect(await retried).toEqual(ready);
    expect(await storage.store.get(secretNames.accountUser)).toBe('alice');
    expect(made).toEqual({ file: 0, safeStorage: 0 });
  });
});

describe('SecretStorage: a missing keychain (keytar cannot load: libsecret absent)', () => {
  it('where the account was kept in the keychain: says it is missing and switches to nothing', async () => {
    const { kc, open, made } = setup('keychain');
    kc.state.missing = true;
    const storage = open();

    expect(await storage.settled()).toEqual({ location: 'keychain', state: 'missing', reason: null });
    expect(storage.accountUnreachable()).toBe(true);
    await expect(storage.store.get(secretNames.accountUser)).rejects.toThrow(CredentialsUnreachableError);
    expect(made).toEqual({ file: 0, safeStorage: 0 });
  });

  it('where nothing was ever kept: takes the encrypted file, says why, and remembers it once an account is saved there', async () => {
    const { kc, open, made, file, saved } = setup(null);
    kc.state.missing = true;
    const storage = open();

    expect(await storage.settled()).toEqual({ location: 'encryptedFile', state: 'unprotected', reason: 'noKeychain' });
    await storage.store.set(secretNames.account, 'the account');
    expect(await file.get(secretNames.account)).toBe('the account');
    expect(made.file).toBe(1);
    expect(saved).toEqual(['encryptedFile']);

    // Forgetting the account forgets the store too: a later start may choose the keychain again.
    await storage.store.delete(secretNames.account);
    expect(saved).toEqual(['encryptedFile', null]);
  });
});

describe('SecretStorage: what it remembers', () => {
  it('remembers the keychain when an account is found there or saved there', async () => {
    const found = setup(null);
    await found.kc.values.set(secretNames.account, 'the account');
    await found.open().settled();
    expect(found.saved).toEqual(['keychain']);

    // An earlier version's account, found there, is kept to as well.
    const earlier = setup(null);
    await earlier.kc.values.set(secretNames.accountUser, 'alice');
    await earlier.open().settled();
    expect(earlier.saved).toEqual(['keychain']);

    const fresh = setup(null);
    const storage = fresh.open();
    expect(await storage.settled()).toEqual(ready);
    expect(fresh.saved).toEqual([]);
    await storage.store.set(secretNames.account, 'the account');
    expect(fresh.saved).toEqual(['keychain']);
  });

  it('does not ask the keychain at all where the account is remembered in the file (no unlock prompt for nothing)', async () => {
    const { kc, open, file } = setup('encryptedFile');
    await file.set(secretNames.accountUser, 'alice');
    const storage = open();

    expect(await storage.settled()).toEqual({ location: 'encryptedFile', state: 'unprotected', reason: 'noKeychain' });
    expect(await storage.store.get(secretNames.accountUser)).toBe('alice');
    expect(kc.state.opened).toBe(0);
  });
});
