import { secretNames, type SecretStore } from '../secrets/secret-store';

export type KeychainProbe = { available: true } | { available: false; reason: 'failed' | 'timeout' };

export interface ProbeTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const globalTimers: ProbeTimers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Whether the keychain answers at all: one read of the account's user name. A read rather than a
 * write, so a start never changes the keychain; bounded in time, because a Secret Service that is
 * registered on D-Bus but never replies would otherwise hold the start for D-Bus's 25 s timeout.
 */
export async function probeSecretStore(store: SecretStore, timeoutMs = 5_000, timers: ProbeTimers = globalTimers): Promise<KeychainProbe> {
  let handle: unknown;
  const timeout = new Promise<KeychainProbe>((resolve) => {
    handle = timers.setTimeout(() => resolve({ available: false, reason: 'timeout' }), timeoutMs);
  });
  const read = store.get(secretNames.accountUser).then(
    (): KeychainProbe => ({ available: true }),
    (): KeychainProbe => ({ available: false, reason: 'failed' }),
  );
  try {
    return await Promise.race([read, timeout]);
  } finally {
    timers.clearTimeout(handle);
  }
}
