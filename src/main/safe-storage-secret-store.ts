import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { app, safeStorage } from 'electron';
import { z } from 'zod';
import { chooseSecretStore, type SafeStorageStatus, type SecretStoreChoice } from './core/auth/choose-secret-store';
import { probeSecretStore } from './core/auth/probe-secret-store';
import type { SecretStore } from './core/secrets/secret-store';
import { createKeytarSecretStore, loadKeytar } from './keytar-secret-store';

const secretsFileName = 'account-secrets.bin';
const valuesSchema = z.record(z.string(), z.string());

/**
 * Secrets in one file under userData, encrypted as a whole by safeStorage (names included), for
 * systems without a keychain. Only chooseSecretStore decides to use it. The async safeStorage API:
 * the synchronous one is deprecated in Electron 45 and gone in 46.
 */
export function createSafeStorageSecretStore(filePath: string): SecretStore {
  // One operation at a time, so two quick saves cannot each write a map missing the other's value.
  let queue: Promise<unknown> = Promise.resolve();
  const serially = <T>(operation: () => Promise<T>): Promise<T> => {
    const next = queue.then(operation);
    queue = next.catch(() => undefined);
    return next;
  };

  async function readValues(): Promise<Map<string, string>> {
    let encrypted: Buffer;
    try {
      encrypted = await readFile(filePath);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return new Map();
      throw error;
    }
    try {
      const { result, shouldReEncrypt } = await safeStorage.decryptStringAsync(encrypted);
      const values = new Map(Object.entries(valuesSchema.parse(JSON.parse(result))));
      if (shouldReEncrypt) await writeValues(values);
      return values;
    } catch {
      // Undecryptable (the OS key changed) or damaged: the user enters the account again, and the
      // next save replaces the file. Failing here instead would make saving impossible too.
      return new Map();
    }
  }

  async function writeValues(values: Map<string, string>): Promise<void> {
    if (values.size === 0) {
      await rm(filePath, { force: true });
      return;
    }
    const encrypted = await safeStorage.encryptStringAsync(JSON.stringify(Object.fromEntries(values)));
    await mkdir(dirname(filePath), { recursive: true });
    // Written aside, then renamed over: a crash leaves the old file or the new one, never half of one.
    const scratch = `${filePath}.${randomUUID()}.tmp`;
    try {
      await writeFile(scratch, encrypted, { mode: 0o600 });
      await rename(scratch, filePath);
    } finally {
      await rm(scratch, { force: true });
    }
  }

  return {
    get: (name) => serially(async () => (await readValues()).get(name) ?? null),
    set: (name, value) =>
      serially(async () => {
        const values = await readValues();
        values.set(name, value);
        await writeValues(values);
      }),
    delete: (name) =>
      serially(async () => {
        const values = await readValues();
        if (!values.delete(name)) return false;
        await writeValues(values);
        return true;
      }),
  };
}

/** safeStorage's state; call after the app is ready (before, Linux reports the backend 'unknown'). */
export async function readSafeStorageStatus(platform: NodeJS.Platform): Promise<SafeStorageStatus> {
  return {
    encryptionAvailable: await safeStorage.isAsyncEncryptionAvailable(),
    linuxBackend: platform === 'linux' ? safeStorage.getSelectedStorageBackend() : null,
  };
}

/** A keychain keytar could not reach: every call fails with the reason, so the probe says 'failed'. */
function unreachableKeychain(reason: Error): SecretStore {
  const fail = (): Promise<never> => Promise.reject(reason);
  return { get: fail, set: fail, delete: fail };
}

/** The store the app keeps its credentials in, with why it remembers nothing when it does not (for the user's notice). */
export async function openSecretStore(platform: NodeJS.Platform): Promise<SecretStoreChoice> {
  const keytar = await loadKeytar();
  const keychain = keytar instanceof Error ? unreachableKeychain(keytar) : createKeytarSecretStore(keytar);
  return chooseSecretStore({
    keychain: { probe: await probeSecretStore(keychain), store: keychain },
    safeStorage: () => readSafeStorageStatus(platform),
    encryptedFileStore: () => createSafeStorageSecretStore(join(app.getPath('userData'), secretsFileName)),
  });
}
