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

const here = { dataBaseUrl: 'https://weather.example' };
const there = { dataBaseUrl: 'https://other.example', mapsBaseUrl: 'https://maps.other.example' };

describe('the credential store', () => {
  it('keeps the user name, the password and their address as one entry in the secret store', async () => {
    const { store, inner, calls } = recordingStore();
    const credentials = new CredentialStore(store);
    expect(await credentials.save({ user: 'alice', password: 's3cret pass' }, there)).toEqual({ ok: true, value: undefined });
    expect(calls.filter((call) => call.startsWith('set'))).toEqual([`set ${secretNames.account}`]);
    expect(JSON.parse((await inner.get(secretNames.account)) ?? 'null')).toEqual({
      user: 'alice',
      password: 's3cret pass',
      address: { data: 'https://other.example', maps: 'https://maps.other.example' },
    });
    expect(await new CredentialStore(inner).load()).toEqual({ credentials: { user: 'alice', password: 's3cret pass' }, boundTo: there });
  });

  it('leaves the account saved before whole when the keychain refuses the write', async () => {
    const { store, inner, fail } = recordingStore();
    const credentials = new CredentialStore(store);
    await credentials.save({ user: 'alice', password: 'first' }, here);
    fail();
    expect((await credentials.save({ user: 'bob', password: 'second' }, there)).ok).toBe(false);
    expect(await new CredentialStore(inner).load()).toEqual({ credentials: { user: 'alice', password: 'first' }, boundTo: here });
  });

  it('reads an earlier version’s entries as credentials bound to no address, and replaces them at the next save', async () => {
    const { store, inner } = recordingStore();
    await inner.set(secretNames.accountUser, 'alice');
    await inner.set(secretNames.accountPassword, 'old pw');
    expect(await new CredentialStore(store).load()).toEqual({ credentials: { user: 'alice', password: 'old pw' }, boundTo: null });
    await new CredentialStore(store).save({ user: 'alice', password: 'old pw' }, here);
    expect(await inner.get(secretNames.accountUser)).toBeNull();
    expect(await inner.get(secretNames.accountPassword)).toBeNull();
    expect(await new CredentialStore(inner).load()).toEqual({ credentials: { user: 'alice', password: 'old pw' }, boundTo: here });
  });

  it('deletes the account entry first, then any earlier version’s', async () => {
    const { store, calls } = recordingStore();
    const credentials = new CredentialStore(store);
    await credentials.clear();
    expect(calls).toEqual([`delete ${secretNames.account}`, `delete ${secretNames.accountUser}`, `delete ${secretNames.accountPassword}`]);
  });

  it('answers null, and no account, when nothing, only half or an unreadable entry is stored', async () => {
    const { inner } = recordingStore();
    expect(await new CredentialStore(inner).load()).toBeNull();
    await inner.set(secretNames.accountPassword, 'orphan');
    expect(await new CredentialStore(inner).hasAccount()).toBe(false);
    await inner.set(secretNames.account, '{"user":"alice"}');
    expect(await new CredentialStore(inner).hasAccount()).toBe(false);
  });

  it('reads the keychain once, then answers from memory until the credentials change', async () => {
    const { store, calls } = recordingStore();
    const credentials = new CredentialStore(store);
    await credentials.load();
    await credentials.load();
    await credentials.hasAccount();
    const reads = calls.filter((call) => call.startsWith('get')).length;
    expect(reads).toBe(3);
    await credentials.save({ user: 'bob', password: 'pw' }, here);
    expect(await credentials.load()).toEqual({ credentials: { user: 'bob', password: 'pw' }, boundTo: here });
    await credentials.clear();
    expect(await credentials.load()).toBeNull();
    expect(calls.filter((call) => call.startsWith('get'))).toHaveLength(reads);
  });

  it('trims the user name but keeps the password exactly', async () => {
    const credentials = new CredentialStore(createMemorySecretStore());
    await credentials.save({ user: '  alice \n', password: ' spaced pw ' }, here);
    expect((await credentials.load())?.credentials).toEqual({ user: 'alice', password: ' spaced pw ' });
  });

  it('refuses an empty user name or password as badInput, naming the field, and stores nothing', async () => {
    const { store, calls } = recordingStore();
    const credentials = new CredentialStore(store);
    const result = await credentials.save({ user: '   ', password: '' }, here);
    expect(inEnglishResult(result)).toMatchObject({ ok: false, error: { kind: 'badInput' } });
    expect(result.ok ? [] : result.error.issues?.map((issue) => issue.path)).toEqual(['user', 'password']);
    expect(calls).toEqual([]);
  });

  it('reports a keychain that refuses to store as an internal error without the password', async () => {
    const { store, fail } = recordingStore();
    fail();
    const result = await new CredentialStore(store).save({ user: 'alice', password: 'do-not-show' }, here);
    expect(inEnglishResult(result)).toMatchObject({ ok: false, error: { kind: 'internal' } });
    expect(JSON.stringify(result)).not.toContain('do-not-show');
  });

  it('shows windows the user name, never the password', async () => {
    const credentials = new CredentialStore(createMemorySecretStore());
    expect(await credentials.view()).toEqual({ configured: false, user: null });
    await credentials.save({ user: 'alice', password: 'hidden-pw' }, here);
    const view = await credentials.view();
    expect(view).toEqual({ configured: true, user: 'alice' });
    expect(JSON.stringify(view)).not.toContain('hidden-pw');
  });
});
