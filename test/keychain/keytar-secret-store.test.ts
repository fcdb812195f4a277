import { randomUUID } from 'node:crypto';
import keytar from 'keytar';
import { afterEach, describe, expect, it } from 'vitest';
import { keychainService, secretNames } from '@main/core/secrets/secret-store';
import { createKeytarSecretStore } from '@main/keytar-secret-store';

// Runs against a real gnome-keyring in a private D-Bus session: scripts/with-keyring.sh.
const scratchServices: string[] = [];

function scratchStore() {
  const service = `Weatherglass-test-${randomUUID()}`;
  scratchServices.push(service);
  return { service, store: createKeytarSecretStore(keytar, service) };
}

afterEach(async () => {
  for (const service of scratchServices.splice(0)) {
    for (const { account } of await keytar.findCredentials(service)) await keytar.deletePassword(service, account);
  }
});

describe('the keytar secret store', () => {
  it('stores, reads back and deletes a secret in the keychain', async () => {
    const { service, store } = scratchStore();
    await store.set(secretNames.accountPassword, 'pässwörd with spaces & ünïcode');
    expect(await store.get(secretNames.accountPassword)).toBe('pässwörd with spaces & ünïcode');
    expect(await keytar.getPassword(service, secretNames.accountPassword)).toBe('pässwörd with spaces & ünïcode');
    expect(await store.delete(secretNames.accountPassword)).toBe(true);
    expect(await store.get(secretNames.accountPassword)).toBeNull();
  });

  it('answers null for a missing secret and false when deleting one', async () => {
    const { store } = scratchStore();
    expect(await store.get('never-stored')).toBeNull();
    expect(await store.delete('never-stored')).toBe(false);
  });

  it('overwrites rather than duplicates', async () => {
    const { service, store } = scratchStore();
    await store.set(secretNames.accountUser, 'first');
    await store.set(secretNames.accountUser, 'second');
    expect(await keytar.findCredentials(service)).toEqual([{ account: secretNames.accountUser, password: 'second' }]);
  });

  it('files entries under the Weatherglass service by default', async () => {
    const store = createKeytarSecretStore(keytar);
    const name = `test-${randomUUID()}`;
    await store.set(name, 'value');
    try {
      expect(await keytar.getPassword(keychainService, name)).toBe('value');
      expect(keychainService).toBe('Weatherglass');
    } finally {
      await store.delete(name);
    }
  });
});
