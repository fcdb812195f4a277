import { secretNames, type SecretStore } from '../secrets/secret-store';

/**
 * What one read of the keychain found: an account or none (it answered), a locked keychain, one
 * that said no, or none at all (the keychain library did not load, or no keychain service runs).
 */
export type KeychainProbe = 'account' | 'empty' | 'locked' | 'refused' | 'missing';

/** The OS keychain as the glue reaches it. */
export interface Keychain {
  /** Its store, or the error the keychain library failed to load with (libsecret absent). */
  open(): Promise<SecretStore | Error>;
  /**
   * Whether the keychain is locked. Asked after a read that found nothing: on Linux a read from a
   * locked collection whose unlock prompt was dismissed (or could not show) answers "nothing", not
   * an error, so a locked keychain would otherwise look like an empty one.
   */
  isLocked(): Promise<boolean>;
  /** How a failed read reads: no keychain service at all, or one that refused. */
  failure(error: unknown): 'missing' | 'refused';
}

/**
 * A read of the account entry: a read rather than a write, so a start never changes the keychain
 * (on Linux the read is what shows the unlock prompt). Only an unlocked keychain that holds no
 * entry is read once more, for an earlier version's user name: a locked one would prompt again.
 * Unbounded here: the caller shows the wait and decides what a keychain silent past its limit means.
 */
export async function probeKeychain(store: SecretStore, keychain: Pick<Keychain, 'isLocked' | 'failure'>): Promise<KeychainProbe> {
  try {
    if ((await store.get(secretNames.account)) !== null) return 'account';
    if (await keychain.isLocked().catch(() => false)) return 'locked';
    return (await store.get(secretNames.accountUser)) === null ? 'empty' : 'account';
  } catch (error) {
    return keychain.failure(error);
  }
}
