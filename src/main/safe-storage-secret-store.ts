import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { app, safeStorage } from 'electron';
import { z } from 'zod';
import type { SafeStorageStatus } from './core/auth/choose-secret-store';
import { openSecretStorage, rememberedStoreFile, type SecretStorage } from './core/auth/secret-storage';
import type { Logger } from './core/logger';
import type { SecretStore } from './core/secrets/secret-store';
import { keytarKeychain } from './keytar-secret-store';

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

/** Where the credentials live on this desktop: chosen in the background, so the tray need not wait for the keychain. */
export function openDesktopSecretStorage(options: {
  platform: NodeJS.Platform;
  env: Readonly<Record<string, string | undefined>>;
  logger: Logger;
  answerLimitMs?: number | undefined;
}): SecretStorage {
  const userDataDir = app.getPath('userData');
  return openSecretStorage({
    keychain: keytarKeychain(options.platform, options.env),
    remembered: rememberedStoreFile(userDataDir, options.logger),
    safeStorage: () => readSafeStorageStatus(options.platform),
    encryptedFileStore: () => createSafeStorageSecretStore(join(userDataDir, secretsFileName)),
    logger: options.logger,
    ...(options.answerLimitMs === undefined ? {} : { answerLimitMs: options.answerLimitMs }),
  });
}
