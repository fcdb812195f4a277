import type keytarModule from 'keytar';
import type { Keychain } from './core/auth/probe-secret-store';
import { keychainService, type SecretStore } from './core/secrets/secret-store';
import { secretServiceLocked } from './secret-service-lock';

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

/**
 * What a failed keychain read means. No Secret Service on the session bus (or no bus at all) is no
 * keychain: where no account was ever kept in one, a weaker store may be chosen. Anything else
 * (macOS "User canceled", an access denial) is a keychain that said no, and is asked again.
 */
export function keychainFailure(error: unknown): 'missing' | 'refused' {
  const message = error instanceof Error ? error.message : String(error);
  return /org\.freedesktop\.secrets|not provided by any \.service files|ServiceUnknown|autolaunch D-Bus/i.test(message) ? 'missing' : 'refused';
}

/** The OS keychain through keytar, loaded when first asked; on Linux a read that finds nothing also asks whether the keyring is locked. */
export function keytarKeychain(platform: NodeJS.Platform, env: Readonly<Record<string, string | undefined>>): Keychain {
  return {
    open: async () => {
      const keytar = await loadKeytar();
      return keytar instanceof Error ? keytar : createKeytarSecretStore(keytar);
    },
    isLocked: () => (platform === 'linux' ? secretServiceLocked(env) : Promise.resolve(false)),
    failure: keychainFailure,
  };
}
