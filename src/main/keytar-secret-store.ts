import keytar from 'keytar';
import { keychainService, type SecretStore } from './core/secrets/secret-store';

/** The OS keychain: Keychain on macOS, Credential Vault on Windows, Secret Service on Linux. */
export function createKeytarSecretStore(service: string = keychainService): SecretStore {
  return {
    get: (name) => keytar.getPassword(service, name),
    set: (name, value) => keytar.setPassword(service, name, value),
    delete: (name) => keytar.deletePassword(service, name),
  };
}
