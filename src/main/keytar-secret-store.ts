import type keytarModule from 'keytar';
import { keychainService, type SecretStore } from './core/secrets/secret-store';

export type Keytar = Pick<typeof keytarModule, 'getPassword' | 'setPassword' | 'deletePassword'>;

/**
 * keytar, loaded when asked rather than imported at the top of the module graph: its native
 * binding needs libsecret on Linux, and where that is missing the load fails. That must leave the
 * app running on its other secret stores, not take the main process down before it starts.
 * Resolves to the load error when keytar cannot load.
 */
export async function loadKeytar(): Promise<Keytar | Error> {
  try {
    return (await import('keytar')).default;
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

/** The OS keychain: Keychain on macOS, Credential Vault on Windows, Secret Service on Linux. */
export function createKeytarSecretStore(keytar: Keytar, service: string = keychainService): SecretStore {
  return {
    get: (name) => keytar.getPassword(service, name),
    set: (name, value) => keytar.setPassword(service, name, value),
    delete: (name) => keytar.deletePassword(service, name),
  };
}
