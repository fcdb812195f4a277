import { describe, expect, it } from 'vitest';
import { CredentialStore } from '@main/core/auth/credential-store';
import { createMemorySecretStore, secretNames, type SecretStore } from '@main/core/secrets/secret-store';
import { inEnglishResult } from '../../../support/error-words';

/** A memory store that records every call, and can be told to fail. */
function recordingStore() {
  const inner = createMemorySecretStore();
  const calls: string[] = [];
  let failing = false;
  const store: SecretStore = {
    get: async (name) => {
      calls.push(`get ${name}`);
      if (failing) throw new Error('keychain locked');
      return inner.get(name);
    },
    set: async (name, value) => {
      calls.push(`set ${name}`);
      if (failing) throw new Error('keychain locked');
      return inner.set(name, value);
    },
    delete: async (name) => {
      calls.push(`delete ${name}`);
      return inner.delete(name);
    },
  };
  return { store, inner, calls, fail: () => (failing = true) };
}

describe('the credential store', () => {
  it('keeps both the user name and the password in the secret store', async () => {
    const { store, inner } = recordingStore();
    const credentials = new CredentialStore(store);
    expect(await credentials.save({ user: 'alice', password: 's3cret pass' })).toEqual({ ok: true, value: undefined });
    expect(await inner.get(secretNames.accountUser)).toBe('alice');
    expect(await inner.get(secretNames.accountPassword)).toBe('s3cret pass');
    expect(await new CredentialStore(inner).load()).toEqual({ user: 'alice', password: 's3cret pass' });
  });

  it('writes the password before the user name, and deletes the user name first', async () => {
    const { store, calls } = recordingStore();
    const credentials = new CredentialStore(store);
    await credentials.save({ user: 'alice', password: 'pw' });
    await credentials.clear();
    expect(calls).toEqual([
      `set ${secretNames.accountPassword}`,
      `set ${secretNames.accountUser}`,
      `delete ${secretNames.accountUser}`,
      `delete ${secretNames.accountPassword}`,
    ]);
  });

  it('answers null, and no account, when nothing or only half is stored', async () => {
    const { inner } = recordingStore();
    expect(await new CredentialStore(inner).load()).toBeNull();
    await inner.set(secretNames.accountPassword, 'orphan');
    expect(await new CredentialStore(inner).hasAccount()).toBe(false);
  });

  it('reads the keychain once, then answers from memory until the credentials change', async () => {
    const { store, calls } = recordingStore();
    const credentials = new CredentialStore(store);
    await credentials.load();
    await credentials.load();
    await credentials.hasAccount();
    expect(calls.filter((call) => call.startsWith('get'))).toHaveLength(2);
    await credentials.save({ user: 'bob', password: 'pw' });
    expect(await credentials.load()).toEqual({ user: 'bob', password: 'pw' });
    await credentials.clear();
    expect(await credentials.load()).toBeNull();
    expect(calls.filter((call) => call.startsWith('get'))).toHaveLength(2);
  });

  it('trims the user name but keeps the password exactly', async () => {
    const credentials = new CredentialStore(createMemorySecretStore());
    await credentials.save({ user: '  alice \n', password: ' spaced pw ' });
    expect(await credentials.load()).toEqual({ user: 'alice', password: ' spaced pw ' });
  });

  it('refuses an empty user name or password as badInput, naming the field, and stores nothing', async () => {
    const { store, calls } = recordingStore();
    const credentials = new CredentialStore(store);
    const result = await credentials.save({ user: '   ', password: '' });
    expect(inEnglishResult(result)).toMatchObject({ ok: false, error: { kind: 'badInput' } });
    expect(result.ok ? [] : result.error.issues?.map((issue) => issue.path)).toEqual(['user', 'password']);
    expect(calls).toEqual([]);
  });

  it('reports a keychain that refuses to store as an internal error without the password', async () => {
    const { store, fail } = recordingStore();
    fail();
    const result = await new CredentialStore(store).save({ user: 'alice', password: 'do-not-show' });
    expect(inEnglishResult(result)).toMatchObject({ ok: false, error: { kind: 'internal' } });
    expect(JSON.stringify(result)).not.toContain('do-not-show');
  });

  it('shows windows the user name, never the password', async () => {
    const credentials = new CredentialStore(createMemorySecretStore());
    expect(await credentials.view()).toEqual({ configured: false, user: null });
    await credentials.save({ user: 'alice', password: 'hidden-pw' });
    const view = await credentials.view();
    expect(view).toEqual({ configured: true, user: 'alice' });
    expect(JSON.stringify(view)).not.toContain('hidden-pw');
  });
});
