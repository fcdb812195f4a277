import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AccountKeys, type AccountKeysOptions } from '../../../src/main/core/auth/account-keys';
import type { Credentials } from '../../../src/main/core/auth/credentials';
import { maskKey } from '../../../src/main/core/auth/mask-key';
import type { Result } from '../../../src/shared/ipc/result';
import { createCountingFetch, createTestClient, createTestClock, startServiceForAuth, type ServiceForAuth, type TestClock } from './auth-fixture';

const day = 24 * 3_600_000;

let clock: TestClock;
let service: ServiceForAuth;
let counting: ReturnType<typeof createCountingFetch>;
let credentials: Credentials | null;

beforeEach(async () => {
  clock = createTestClock();
  service = await startServiceForAuth(clock);
  counting = createCountingFetch();
  credentials = { user: 'demo', password: 'demo' };
});

afterEach(async () => {
  await service.dispose();
});

function accountKeys(fetch: typeof globalThis.fetch = counting.fetch): AccountKeys {
  const options: AccountKeysOptions = { endpoints: createTestClient({ url: service.url, fetch, clock }), credentials: async () => credentials };
  return new AccountKeys(options);
}

function valueOf<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`expected success, got ${result.error.kind}: ${result.error.message}`);
  return result.value;
}

describe('account keys against the local service', () => {
  it('creates, lists, copies and deletes a non-expiring key', async () => {
    const keys = accountKeys();
    expect(valueOf(await keys.list())).toEqual([]);

    const { created, keys: listed } = valueOf(await keys.create());
    expect(created).not.toBeNull();
    expect(listed).toEqual([created]);
    expect(counting.requests).toEqual(['POST /authorize/key', 'POST /authorize/token', 'POST /authorize/key']);

    const id = created?.id ?? '';
    const full = valueOf(await keys.fullKey(id));
    expect(created?.masked).toBe(maskKey(full));
    expect(JSON.stringify(listed)).not.toContain(full.slice(6, -4));
    // Non-expiring: still accepted a month later.
    clock.advance(30 * day);
    expect(await service.statusWithToken(full)).toBe(200);

    expect(valueOf(await keys.remove(id))).toBeUndefined();
    expect(valueOf(await keys.list())).toEqual([]);
    expect(await service.statusWithToken(full)).toBe(401);
    expect(await keys.fullKey(id)).toMatchObject({ ok: false, error: { kind: 'badInput' } });
  });

  it('asks the service for the full key only when it has not seen it', async () => {
    const { created } = valueOf(await accountKeys().create());
    const fresh = accountKeys();
    const before = counting.requests.length;
    const full = valueOf(await fresh.fullKey(created?.id ?? ''));
    expect(counting.requests.length).toBe(before + 1);
    valueOf(await fresh.fullKey(created?.id ?? ''));
    expect(counting.requests.length).toBe(before + 1);
    expect(await service.statusWithToken(full)).toBe(200);
  });

  it('never hands out a key of the account used before a switch', async () => {
    const twoUsers = await service.accountsFile({
      accounts: [
        { user: 'alice', password: 'alice-secret', plan: 'premium' },
        { user: 'bob', password: 'bob-secret', plan: 'premium' },
      ],
    });
    await service.restart({ accountsFile: twoUsers });
    credentials = { user: 'alice', password: 'alice-secret' };
    const keys = accountKeys();
    const alices = valueOf(await keys.create()).created?.id ?? '';
    credentials = { user: 'bob', password: 'bob-secret' };
    expect(await keys.fullKey(alices)).toMatchObject({ ok: false, error: { kind: 'badInput' } });
  });

  it('lists several keys, oldest first, each masked', async () => {
    const keys = accountKeys();
    const first = valueOf(await keys.create()).created;
    const second = valueOf(await keys.create()).created;
    const listed = valueOf(await keys.list());
    expect(listed.map((key) => key.id)).toEqual([first?.id, second?.id]);
    for (const key of listed) expect(key.masked).toMatch(/^eyJhbG…[\w-]{4}$/);
  });

  it('answers badInput for a key the account does not have (406)', async () => {
    const result = await accountKeys().remove('no-such-key');
    expect(result).toMatchObject({ ok: false, error: { kind: 'badInput' } });
    expect(result.ok ? '' : result.error.message).toContain('deleted already');
    expect(counting.requests).toEqual(['DELETE /authorize/key/no-such-key']);
  });

  it('refuses every function with wrong credentials (401) as unauthorized', async () => {
    credentials = { user: 'demo', password: 'wrong' };
    const keys = accountKeys();
    for (const result of [await keys.list(), await keys.create(), await keys.remove('x')]) {
      expect(result).toMatchObject({ ok: false, error: { kind: 'unauthorized' } });
      expect(JSON.stringify(result)).not.toContain('wrong');
    }
  });

  it('without an account, answers unauthorized without any request', async () => {
    credentials = null;
    expect(await accountKeys().list()).toMatchObject({ ok: false, error: { kind: 'unauthorized', message: 'No account is set up.' } });
    expect(counting.requests).toEqual([]);
  });

  it('reports offline when the service does not answer', async () => {
    await service.stop();
    expect(await accountKeys().create()).toMatchObject({ ok: false, error: { kind: 'offline' } });
  });
});

describe('account keys against answers the local service does not give', () => {
  const fullKey = 'k'.repeat(30) + 'WXYZ';

  function answering(body: unknown, status = 200): typeof fetch {
    return async () => Response.json(body, { status });
  }

  it('reads the observed {"tokens": [...]} shape, where an entry may carry only its key', async () => {
    const keys = accountKeys(answering({ tokens: [{ key: fullKey }, { key: 'id-2', access_token: 'eyJhbGciOiJIUzI1NiJ9.e30.abcdEFGH' }] }));
    expect(valueOf(await keys.list())).toEqual([
      { id: fullKey, masked: 'kkkkkk…WXYZ' },
      { id: 'id-2', masked: 'eyJhbG…EFGH' },
    ]);
    expect(valueOf(await keys.fullKey('id-2'))).toBe('eyJhbGciOiJIUzI1NiJ9.e30.abcdEFGH');
  });

  it.each([
    ['an object without tokens', { keys: [] }],
    ['entries without a key', [{ access_token: 'abc' }]],
    ['a string', 'nope'],
  ])('reports %s as a server error', async (_case, body) => {
    expect(await accountKeys(answering(body)).list()).toMatchObject({ ok: false, error: { kind: 'serverError' } });
  });

  it('says the key was created when only the list read afterwards failed', async () => {
    let calls = 0;
    const fetch: typeof globalThis.fetch = async () => {
      calls += 1;
      return calls === 1 ? Response.json({ access_token: fullKey, expires_in: 3e9, token_type: 'bearer' }) : new Response('', { status: 503 });
    };
    const result = await accountKeys(fetch).create();
    expect(result).toMatchObject({ ok: false, error: { kind: 'serverError' } });
    expect(result.ok ? '' : result.error.message).toMatch(/^The key was created, but the key list could not be read/);
  });

  it('names no created key when the list holds none recognisably new', async () => {
    let calls = 0;
    const fetch: typeof globalThis.fetch = async () => {
      calls += 1;
      return calls === 1 ? Response.json({ access_token: fullKey, expires_in: 3e9, token_type: 'bearer' }) : Response.json({ tokens: [{ key: 'other' }] });
    };
    expect(valueOf(await accountKeys(fetch).create())).toEqual({ created: null, keys: [{ id: 'other', masked: '…r' }] });
  });
});

describe('maskKey', () => {
  it('shows the first 6 and last 4 characters of a long key', () => {
    expect(maskKey('eyJhbGciOiJIUzI1NiJ9.payload.signature1234')).toBe('eyJhbG…1234');
    expect(maskKey('abcdefghijklmnopqrst')).toBe('abcdef…qrst');
  });

  it('shows at most a fifth of a short key, from its end', () => {
    expect(maskKey('abcdefghijklmnopqrs')).toBe('…qrs');
    expect(maskKey('abcdefghij')).toBe('…ij');
    expect(maskKey('abcd')).toBe('…');
    expect(maskKey('')).toBe('…');
  });
});
