import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemorySecretStore, secretNames, type SecretStore } from '@main/core/secrets/secret-store';
import { createSafeStorageSecretStore, openDesktopSecretStorage, readSafeStorageStatus } from '@main/safe-storage-secret-store';
import type * as KeytarSecretStoreModule from '@main/keytar-secret-store';
import { createRecordingLogger } from '../../../support/recording-logger';

// Electron's safeStorage and app, just as much as this glue uses; the cipher is a toy, but its
// output does not contain the plain text, so "nothing in clear on disk" can be checked.
const fake = vi.hoisted(() => ({
  userDataDir: '',
  encryptionAvailable: true,
  backend: 'gnome_libsecret' as string,
  shouldReEncrypt: false,
  encryptions: 0,
  keychain: null as SecretStore | null,
}));

const magic = Buffer.from('FAKE1');

vi.mock('electron', () => ({
  app: {
    getPath: (name: string) => {
      if (name !== 'userData') throw new Error(`unexpected path ${name}`);
      return fake.userDataDir;
    },
  },
  safeStorage: {
    isAsyncEncryptionAvailable: async () => fake.encryptionAvailable,
    getSelectedStorageBackend: () => fake.backend,
    encryptStringAsync: async (plainText: string) => {
      fake.encryptions += 1;
      return Buffer.concat([magic, Buffer.from(plainText, 'utf8').map((byte) => byte ^ 0x5a)]);
    },
    decryptStringAsync: async (encrypted: Buffer) => {
      if (!encrypted.subarray(0, magic.length).equals(magic)) throw new Error('Error while decrypting the ciphertext provided');
      const result = Buffer.from(encrypted.subarray(magic.length).map((byte) => byte ^ 0x5a)).toString('utf8');
      return { result, shouldReEncrypt: fake.shouldReEncrypt };
    },
  },
}));

// The keychain as keytar would be: the test's store, or, without one, a session bus with no Secret Service.
vi.mock('@main/keytar-secret-store', async (importOriginal) => {
  const { keychainFailure } = await importOriginal<typeof KeytarSecretStoreModule>();
  return {
    keytarKeychain: () => ({
      open: async () =>
        fake.keychain ?? {
          ...createMemorySecretStore(),
          get: () => Promise.reject(new Error('The name org.freedesktop.secrets was not provided by any .service files')),
        },
      isLocked: async () => false,
      failure: keychainFailure,
    }),
  };
});

let filePath: string;

beforeEach(async () => {
  fake.userDataDir = await mkdtemp(join(tmpdir(), 'weatherglass-safe-storage-'));
  fake.encryptionAvailable = true;
  fake.backend = 'gnome_libsecret';
  fake.shouldReEncrypt = false;
  fake.encryptions = 0;
  fake.keychain = null;
  filePath = join(fake.userDataDir, 'account-secrets.bin');
});

afterEach(async () => {
  await rm(fake.userDataDir, { recursive: true, force: true });
});

describe('the safeStorage secret store', () => {
  it('stores, reads back and deletes secrets, with nothing in clear on disk', async () => {
    const store = createSafeStorageSecretStore(filePath);
    await store.set(secretNames.accountUser, 'alice');
    await store.set(secretNames.accountPassword, 'pässwörd-in-clear?');
    expect(await createSafeStorageSecretStore(filePath).get(secretNames.accountPassword)).toBe('pässwörd-in-clear?');

    const onDisk = await readFile(filePath);
    for (const plain of ['pässwörd-in-clear?', 'alice', secretNames.accountPassword]) expect(onDisk.includes(Buffer.from(plain))).toBe(false);
    expect((await stat(filePath)).mode & 0o777).toBe(0o600);
    expect(await readdir(fake.userDataDir)).toEqual(['account-secrets.bin']); // no scratch file left behind

    expect(await store.delete(secretNames.accountPassword)).toBe(true);
    expect(await store.get(secretNames.accountPassword)).toBeNull();
    expect(await store.get(secretNames.accountUser)).toBe('alice');
  });

  it('answers null and false for what it does not hold, and leaves no file once empty', async () => {
    const store = createSafeStorageSecretStore(filePath);
    expect(await store.get('missing')).toBeNull();
    expect(await store.delete('missing')).toBe(false);
    await store.set('only', 'value');
    expect(await store.delete('only')).toBe(true);
    expect(await readdir(fake.userDataDir)).toEqual([]);
  });

  it('keeps every one of several concurrent writes', async () => {
    const store = createSafeStorageSecretStore(filePath);
    await Promise.all(Array.from({ length: 8 }, (_, index) => store.set(`name-${index}`, `value-${index}`)));
    const reread = createSafeStorageSecretStore(filePath);
    expect(await Promise.all(Array.from({ length: 8 }, (_, index) => reread.get(`name-${index}`)))).toEqual(
      Array.from({ length: 8 }, (_, index) => `value-${index}`),
    );
  });

  it('treats a file it cannot decrypt as empty, so the account can be entered again', async () => {
    await writeFile(filePath, 'encrypted with a key that is gone');
    const store = createSafeStorageSecretStore(filePath);
    expect(await store.get(secretNames.accountUser)).toBeNull();
    await store.set(secretNames.accountUser, 'alice');
    expect(await createSafeStorageSecretStore(filePath).get(secretNames.accountUser)).toBe('alice');
  });

  it('re-encrypts the file when safeStorage says the key was rotated', async () => {
    const store = createSafeStorageSecretStore(filePath);
    await store.set('name', 'value');
    expect(fake.encryptions).toBe(1);
    fake.shouldReEncrypt = true;
    expect(await store.get('name')).toBe('value');
    expect(fake.encryptions).toBe(2);
  });
});

describe('readSafeStorageStatus', () => {
  it.each([
    ['linux', 'basic_text'],
    ['darwin', null],
    ['win32', null],
  ] as const)('reports availability, and the backend on Linux only (%s)', async (platform, backend) => {
    fake.backend = 'basic_text';
    fake.encryptionAvailable = false;
    expect(await readSafeStorageStatus(platform)).toEqual({ encryptionAvailable: false, linuxBackend: backend });
  });
});

describe('openDesktopSecretStorage', () => {
  const open = () => openDesktopSecretStorage({ platform: 'linux', env: {}, logger: createRecordingLogger() });

  it('uses the keychain when it answers, and remembers it once an account is saved there', async () => {
    const keychain = createMemorySecretStore();
    fake.keychain = keychain;
    const storage = open();
    expect(await storage.settled()).toEqual({ location: 'keychain', state: 'ready', reason: null });

    await storage.store.set(secretNames.account, 'the account');
    expect(await keychain.get(secretNames.account)).toBe('the account');
    await vi.waitFor(async () => expect(JSON.parse(await readFile(join(fake.userDataDir, 'secret-storage.json'), 'utf8'))).toEqual({ location: 'keychain' }));
    expect(await readdir(fake.userDataDir)).toEqual(['secret-storage.json']);
  });

  it('falls back to the encrypted file in userData where no keychain service runs and none was remembered', async () => {
    const storage = open();
    expect(await storage.settled()).toEqual({ location: 'encryptedFile', state: 'unprotected', reason: 'noKeychain' });
    await storage.store.set(secretNames.account, 'the account');
    await vi.waitFor(async () => expect((await readdir(fake.userDataDir)).sort()).toEqual(['account-secrets.bin', 'secret-storage.json']));
  });

  it('never settles for basic_text: memory only, with the reason, and nothing on disk', async () => {
    fake.backend = 'basic_text';
    const storage = open();
    expect(await storage.settled()).toEqual({ location: 'memory', state: 'unprotected', reason: 'publicKey' });
    await storage.store.set(secretNames.accountPassword, 'pw');
    await storage.store.set(secretNames.accountUser, 'alice');
    expect(await storage.store.get(secretNames.accountPassword)).toBe('pw');
    expect(await readdir(fake.userDataDir)).toEqual([]);
  });
});
