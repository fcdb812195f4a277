/**
 * Where credentials live: the OS keychain (keytar) in the desktop app, an encrypted fallback where
 * no keychain exists, memory in unit tests. Values never leave the main process.
 */
export interface SecretStore {
  get(name: string): Promise<string | null>;
  set(name: string, value: string): Promise<void>;
  delete(name: string): Promise<boolean>;
}

/** The keychain service name every entry is filed under. */
export const keychainService = 'Weatherglass';

/**
 * Secret names. `account` holds the user name, the password and the address they were verified
 * for, as one entry written at once: a failed write leaves the previous account whole, and the
 * credentials never travel without the address they belong to. `account-user` and
 * `account-password` are an earlier version's entries (no address): read, never written.
 */
export const secretNames = {
  account: 'account',
  accountUser: 'account-user',
  accountPassword: 'account-password',
} as const;

export function createMemorySecretStore(): SecretStore {
  const values = new Map<string, string>();
  return {
    get: async (name) => values.get(name) ?? null,
    set: async (name, value) => {
      values.set(name, value);
    },
    delete: async (name) => values.delete(name),
  };
}
