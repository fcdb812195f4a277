import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import keytar from 'keytar';
import { afterEach, describe, expect, it } from 'vitest';
import { CredentialStore } from '@main/core/auth/credential-store';
import { probeKeychain } from '@main/core/auth/probe-secret-store';
import { secretNames } from '@main/core/secrets/secret-store';
import { createKeytarSecretStore, keytarKeychain } from '@main/keytar-secret-store';

// Runs against a real gnome-keyring in a private D-Bus session whose XDG directories are scratch
// directories (scripts/with-keyring.sh): everything the keyring writes lands under them.
const scratchServices: string[] = [];

function scratchService(): string {
  const service = `Weatherglass-test-${randomUUID()}`;
  scratchServices.push(service);
  return service;
}

afterEach(async () => {
  for (const service of scratchServices.splice(0)) {
    for (const { account } of await keytar.findCredentials(service)) await keytar.deletePassword(service, account);
  }
});

/** Every file under the directory, recursively. */
async function filesUnder(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

function scratchXdgDirectories(): string[] {
  const directories = [process.env.XDG_DATA_HOME, process.env.XDG_CONFIG_HOME, process.env.XDG_RUNTIME_DIR];
  if (directories.some((directory) => directory === undefined)) throw new Error('run through scripts/with-keyring.sh');
  return directories as string[];
}

describe('credentials in the real keychain', () => {
  it('finds the keychain answering, unlocked and empty for a new service', async () => {
    expect(await probeKeychain(createKeytarSecretStore(keytar, scratchService()), keytarKeychain('linux', process.env))).toBe('empty');
  });

  it('saves the account with its address as one keychain entry, reads it back in a new store, and clears it', async () => {
    const service = scratchService();
    const credentials = { user: `user-${randomUUID()}`, password: `pässwörd ${randomUUID()}` };
    const address = { dataBaseUrl: 'https://weather.example', mapsBaseUrl: 'https://maps.weather.example' };
    expect(await new CredentialStore(createKeytarSecretStore(keytar, service)).save(credentials, address)).toEqual({ ok: true, value: undefined });

    expect(JSON.parse((await keytar.getPassword(service, secretNames.account)) ?? 'null')).toEqual({
      ...credentials,
      address: { data: 'https://weather.example', maps: 'https://maps.weather.example' },
    });
    expect((await keytar.findCredentials(service)).map((entry) => entry.account)).toEqual([secretNames.account]);
    const reopened = new CredentialStore(createKeytarSecretStore(keytar, service));
    expect(await reopened.load()).toEqual({ credentials, boundTo: address });
    expect(await reopened.hasAccount()).toBe(true);

    await reopened.clear();
    expect(await keytar.findCredentials(service)).toEqual([]);
    expect(await new CredentialStore(createKeytarSecretStore(keytar, service)).load()).toBeNull();
  });

  it('writes neither the password nor the user name in clear to any file the keyring keeps', async () => {
    const service = scratchService();
    const credentials = { user: `user-${randomUUID()}`, password: `password-${randomUUID()}` };
    const keyringFiles = async () => {
      const files = (await Promise.all(scratchXdgDirectories().map(filesUnder))).flat();
      return Promise.all(files.filter((file) => file.endsWith('.keyring')).map((file) => readFile(file, 'base64')));
    };
    const before = await keyringFiles();
    await new CredentialStore(createKeytarSecretStore(keytar, service)).save(credentials, { dataBaseUrl: 'https://weather.example' });
    expect(await keytar.getPassword(service, secretNames.account)).toContain(credentials.password);

    // The keyring wrote the new entries to its file at once, so the search below is not vacuous.
    const after = await keyringFiles();
    expect(after.length).toBeGreaterThan(0);
    expect(after).not.toEqual(before);
    const files = (await Promise.all(scratchXdgDirectories().map(filesUnder))).flat();
    for (const file of files) {
      const content = await readFile(file);
      expect(content.includes(Buffer.from(credentials.password)), file).toBe(false);
      expect(content.includes(Buffer.from(credentials.user)), file).toBe(false);
    }
  });
});
