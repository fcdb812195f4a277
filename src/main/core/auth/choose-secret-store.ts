import type { CredentialStorageView, CredentialStorageReason } from '@shared/views/account';
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

/** Where a saved account was last put: remembered across starts, so a keychain that says no is never swapped for an empty store. */
export type RememberedLocation = 'keychain' | 'encryptedFile';

export interface SecretStoreChoiceInput {
  /** Where the account was saved; null when none was (or it was forgotten). */
  remembered: RememberedLocation | null;
  /** What the keychain said; `noAnswer` when it stayed silent past the limit; null when it was not asked. */
  keychain: KeychainProbe | 'noAnswer' | null;
  /** Asked only when a weaker store is considered: on Linux it may itself go looking for a keyring. */
  safeStorage: () => Promise<SafeStorageStatus>;
}

const keychainSaid: Record<'locked' | 'refused' | 'missing' | 'noAnswer', CredentialStorageView> = {
  locked: { location: 'keychain', state: 'locked', reason: 'locked' },
  noAnswer: { location: 'keychain', state: 'locked', reason: 'noAnswer' },
  refused: { location: 'keychain', state: 'refused', reason: null },
  missing: { location: 'keychain', state: 'missing', reason: null },
};

/**
 * Where the credentials live. The keychain when it answers. A remembered store is kept whatever
 * happens: a locked, refused, silent or vanished keychain stays the choice (its account unreadable
 * until it answers), never replaced by an empty store. Only where no keychain exists and no account
 * was saved in one does a weaker store take over: a file safeStorage encrypts with a key the OS
 * really protects, or else memory only, each with its reason for the Account pane.
 */
export async function chooseSecretStore(input: SecretStoreChoiceInput): Promise<CredentialStorageView> {
  const { remembered, keychain } = input;
  if (remembered === 'encryptedFile') return weakerStore(await input.safeStorage());
  if (keychain === 'account' || keychain === 'empty') return { location: 'keychain', state: 'ready', reason: null };
  if (keychain === null) return keychainSaid.noAnswer;
  if (keychain === 'missing' && remembered === null) return weakerStore(await input.safeStorage());
  return keychainSaid[keychain];
}

function weakerStore(safeStorage: SafeStorageStatus): CredentialStorageView {
  const reason = unprotectedReason(safeStorage);
  if (reason === null) return { location: 'encryptedFile', state: 'unprotected', reason: 'noKeychain' };
  return { location: 'memory', state: 'unprotected', reason };
}

function unprotectedReason(safeStorage: SafeStorageStatus): CredentialStorageReason | null {
  if (!safeStorage.encryptionAvailable) return 'noEncryption';
  if (safeStorage.linuxBackend === 'basic_text') return 'publicKey';
  if (safeStorage.linuxBackend === 'unknown') return 'unknownKeyStore';
  return null;
}
