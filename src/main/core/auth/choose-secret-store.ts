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

export interface SecretStoreChoice {
  store: SecretStore;
  location: SecretLocation;
  /** For the user, when the credentials will not be remembered: what happened and what to do. */
  warning?: string;
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
  return {
    store: createMemorySecretStore(),
    location: 'memory',
    warning:
      `Weatherglass cannot store your account safely on this system: no keychain answered, and ${unprotected}. ` +
      'Your account details are kept only while Weatherglass runs, and you will be asked for them at each start. ' +
      'To have them remembered, install and unlock a keyring such as GNOME Keyring or KWallet, then restart Weatherglass.',
  };
}

function unprotectedReason(safeStorage: SafeStorageStatus): string | null {
  if (!safeStorage.encryptionAvailable) return 'file encryption is not available';
  if (safeStorage.linuxBackend === 'basic_text') return 'file encryption would use a publicly known key (the "basic_text" store)';
  if (safeStorage.linuxBackend === 'unknown') return 'the file encryption key store could not be determined';
  return null;
}
