import { createMemorySecretStore, type SecretStore } from '../secrets/secret-store';
import type { KeychainProbe } from './probe-secret-store';

/** Electron's safeStorage as the glue reads it. */
export interface SafeStorageStatus {
  encryptionAvailable: boolean;
  /**
   * Linux only (safeStorage.getSelectedStorageBackend()): 'basic_text' means "encrypted" with a
   * password hard-coded in Chromium, i.e. in clear for anyone who reads the file; 'unknown' means
   * asked before the app was ready. null on macOS and Windows, where the OS protects the key.
   */
  linuxBackend: 'basic_text' | 'gnome_libsecret' | 'kwallet' | 'kwallet5' | 'kwallet6' | 'unknown' | null;
}

export type SecretLocation = 'keychain' | 'encryptedFile' | 'memory';

/** Why no file could hold the credentials safely: no encryption, a publicly known key (`basic_text`), or a key store that could not be told. */
export type UnprotectedReason = 'noEncryption' | 'publicKey' | 'unknownKeyStore';

export interface SecretStoreChoice {
  store: SecretStore;
  location: SecretLocation;
  /**
   * Why the credentials will not be remembered, when they will not: the glue tells the user
   * (the `secretStoreBody` notification) what happened and what to do.
   */
  unprotected?: UnprotectedReason;
}

export interface SecretStoreCandidates {
  keychain: { probe: KeychainProbe; store: SecretStore };
  /** Asked only without a keychain: on Linux it may itself go looking for a keyring. */
  safeStorage: () => Promise<SafeStorageStatus>;
  /** Made only if chosen, so no file appears on systems that have a keychain. */
  encryptedFileStore: () => SecretStore;
}

/**
 * The OS keychain when it answers; otherwise a file encrypted by safeStorage, but only with a key
 * the OS really protects; otherwise nothing persistent at all, said out loud: credentials then
 * live in memory and are asked for at each start.
 */
export async function chooseSecretStore(candidates: SecretStoreCandidates): Promise<SecretStoreChoice> {
  const { keychain } = candidates;
  if (keychain.probe.available) return { store: keychain.store, location: 'keychain' };
  const unprotected = unprotectedReason(await candidates.safeStorage());
  if (unprotected === null) return { store: candidates.encryptedFileStore(), location: 'encryptedFile' };
  return { store: createMemorySecretStore(), location: 'memory', unprotected };
}

function unprotectedReason(safeStorage: SafeStorageStatus): UnprotectedReason | null {
  if (!safeStorage.encryptionAvailable) return 'noEncryption';
  if (safeStorage.linuxBackend === 'basic_text') return 'publicKey';
  if (safeStorage.linuxBackend === 'unknown') return 'unknownKeyStore';
  return null;
}
