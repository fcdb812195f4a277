import { SignJWT } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AccountKeys, type AccountKeysOptions } from '@main/core/auth/account-keys';
import type { Credentials } from '@main/core/auth/credentials';
import { keyDates } from '@main/core/auth/key-claims';
import { KeyIds } from '@main/core/auth/key-ids';
import { maskKey } from '@main/core/auth/mask-key';
import type { Result } from '@shared/ipc/result';
import { createCountingFetch, createTestClient, createTestClock, startServiceForAuth, type ServiceForAuth, type TestClock } from './auth-fixture';
import { english, inEnglishResult } from '../../../support/error-words';

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
  const options: AccountKeysOptions = {
    endpoints: createTestClient({ url: service.url, fetch, clock }),
    credentials: async () => credentials,
    now: clock.now,
  };
  return new AccountKeys(options);
}

function valueOf<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`expected success, got ${result.error.kind}: ${JSON.stringify(result.error.message)}`);
  return result.value;
}

/** What the IPC contract lets a window send back as a key id. */
const contractKeyId = /^[A-Za-z0-9._~-]{1,200}$/;

describe('account keys against the local service', () => {
  it('creates, lists, copies and deletes a non-expiring key, known to windows by an id that is not the key', async () => {
    const keys = accountKeys();
    expect(valueOf(await keys.list())).toEqual([]);

    const { created, keys: listed } = valueOf(await keys.create());
    expect(created).not.toBeNull();
    expect(listed).toEqual([created]);
    expect(counting.requests).toEqual(['POST /authorize/key', 'POST /authorize/token', 'POST /authorize/key']);

    const id = created?.id ?? '';
    expect(id).toMatch(contractKeyId);
    const full = valueOf(await keys.fullKey(id));
    expect(created?.masked).toBe(maskKey(full));
    expect(created?.masked).toBe(`…${full.slice(-6)}`);
    expect(full).not.toContain(id);
    expect(JSON.stringify(listed)).not.toContain(full.slice(0, -6));
    // The service's clock made the key now; its far-future exp reads as never.
    expect(created).toMatchObject({ createdAt: Math.floor(clock.now() / 1000) * 1000, expiresAt: 'never' });
    // Non-expiring: still accepted a month later.
    clock.advance(30 * day);
    expect(await service.statusWithToken(full)).toBe(200);

    expect(valueOf(await keys.remove(id))).toBeUndefined();
    expect(valueOf(await keys.list())).toEqual([]);
    expect(await service.statusWithToken(full)).toBe(401);
    expect(inEnglishResult(await keys.fullKey(id))).toMatchObject({ ok: false, error: { kind: 'badInput' } });
  });

  it('gives a key the same id at every list read, and an id of no use to another run', async () => {
    const keys = accountKeys();
    const { created } = valueOf(await keys.create());
    const again = valueOf(await keys.list());
    const thirdTime = valueOf(await keys.list());
    expect(again.map((key) => key.id)).toEqual([created?.id]);
    expect(thirdTime).toEqual(again);

    const anotherRun = accountKeys();
    const theirs = valueOf(await anotherRun.list());
    expect(theirs.map((key) => key.masked)).toEqual([created?.masked]);
    expect(theirs.map((key) => key.id)).not.toEqual([created?.id]);
    expect(inEnglishResult(await anotherRun.fullKey(created?.id ?? ''))).toMatchObject({ ok: false, error: { kind: 'badInput' } });
  });

  it('copies a listed key from memory, without a request', async () => {
    const keys = accountKeys();
    const { created } = valueOf(await keys.create());
    const before = counting.requests.length;
    const full = valueOf(await keys.fullKey(created?.id ?? ''));
    expect(counting.requests.length).toBe(before);
    expect(await service.statusWithToken(full)).toBe(200);
  });

  it('refuses an id no list gave, with no request and a message that says what to do', async () => {
    const keys = accountKeys();
    valueOf(await keys.create());
    const before = counting.requests.length;
    for (const result of [await keys.remove('no-such-key'), await keys.fullKey('no-such-key')]) {
      expect(inEnglishResult(result)).toMatchObject({
        ok: false,
        error: { kind: 'badInput', message: expect.stringContaining('not in the list Weatherglass read last'), action: 'Reload the list of keys, then try again.' },
      });
    }
    expect(counting.requests.length).toBe(before);
  });

  it('refuses an id of a key deleted since the last list read, and the service’s 406 for one deleted elsewhere', async () => {
    const keys = accountKeys();
    const { created } = valueOf(await keys.create());
    const id = created?.id ?? '';
    // Deleted by another program (another run of the app) while this list was on screen.
    const elsewhere = accountKeys();
    valueOf(await elsewhere.list());
    valueOf(await elsewhere.remove(valueOf(await elsewhere.list())[0]?.id ?? ''));

    expect(inEnglishResult(await keys.remove(id))).toMatchObject({ ok: false, error: { kind: 'badInput' } });
    expect(counting.requests.at(-1)).toMatch(/^DELETE \/authorize\/key\//);
    // Gone from main's list too: a second try is refused without asking.
    const asked = counting.requests.length;
    expect(inEnglishResult(await keys.remove(id))).toMatchObject({ ok: false, error: { kind: 'badInput', message: expect.stringContaining('not in the list') } });
    expect(counting.requests.length).toBe(asked);
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
    expect(inEnglishResult(await keys.fullKey(alices))).toMatchObject({ ok: false, error: { kind: 'badInput' } });
    expect(inEnglishResult(await keys.remove(alices))).toMatchObject({ ok: false, error: { kind: 'badInput' } });
  });

  it('lists several keys, oldest first, told apart by their dates and last characters', async () => {
    const keys = accountKeys();
    const first = valueOf(await keys.create()).created;
    clock.advance(2 * day);
    const second = valueOf(await keys.create()).created;
    const listed = valueOf(await keys.list());
    expect(listed.map((key) => key.id)).toEqual([first?.id, second?.id]);
    for (const key of listed) expect(key.masked).toMatch(/^…[\w-]{6}$/);
    expect(listed[0]?.masked).not.toBe(listed[1]?.masked);
    expect((listed[1]?.createdAt ?? 0) - (listed[0]?.createdAt ?? 0)).toBe(2 * day);
  });

  it('refuses every function with wrong credentials (401) as unauthorized', async () => {
    credentials = { user: 'demo', password: 'wrong' };
    const keys = accountKeys();
    for (const result of [await keys.list(), await keys.create()]) {
      expect(inEnglishResult(result)).toMatchObject({ ok: false, error: { kind: 'unauthorized' } });
      expect(JSON.stringify(result)).not.toContain('wrong');
    }
  });

  it('without an account, answers unauthorized without any request', async () => {
    credentials = null;
    const keys = accountKeys();
    for (const result of [await keys.list(), await keys.remove('x'), await keys.fullKey('x')]) {
      expect(inEnglishResult(result)).toMatchObject({ ok: false, error: { kind: 'unauthorized', message: 'No account is set up.' } });
    }
    expect(counting.requests).toEqual([]);
  });

  it('reports offline when the service does not answer', async () => {
    await service.stop();
    expect(await accountKeys().create()).toMatchObject({ ok: false, error: { kind: 'offline' } });
  });
});

/** A JWT as the real service signs its keys: HS256 with iss, iat, nbf, exp, jti, sub. */
async function realLookingKey(iat: number, exp: number, jti: string): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer('provider')
    .setSubject('someone')
    .setJti(jti)
    .setIssuedAt(iat)
    .setNotBefore(iat)
    .setExpirationTime(exp)
    .sign(new TextEncoder().encode('the provider’s secret'));
}

describe('account keys against answers the local service does not give', () => {
  const fullKey = 'k'.repeat(30) + 'UVWXYZ';

  function answering(body: unknown, status = 200): typeof fetch {
    return async () => Response.json(body, { status });
  }

  it('reads the observed {"tokens": [{"key": …}]} shape, where the key is the token: ids and views never carry it', async () => {
    const iat = Math.floor(clock.now() / 1000) - 3 * 86_400;
    // Longer than the contract's 200-character id limit, as the real keys are.
    const key = await realLookingKey(iat, iat + 100 * 365 * 86_400, 'x'.repeat(200));
    expect(key.length).toBeGreaterThan(200);
    const requests: { method: string; url: string }[] = [];
    const observed: typeof fetch = async (input, init) => {
      requests.push({ method: init?.method ?? 'GET', url: String(input) });
      return init?.method === 'DELETE' ? new Response(null, { status: 204 }) : Response.json({ tokens: [{ key }, { key: fullKey }] });
    };
    const keys = accountKeys(observed);
    const listed = valueOf(await keys.list());

    expect(listed).toEqual([
      { id: expect.stringMatching(contractKeyId), masked: `…${key.slice(-6)}`, createdAt: iat * 1000, expiresAt: 'never' },
      { id: expect.stringMatching(contractKeyId), masked: '…UVWXYZ', createdAt: null, expiresAt: null },
    ]);
    expect(JSON.stringify(listed)).not.toContain(key.slice(0, 20));
    expect(listed[0]?.masked).not.toMatch(/^…?eyJ/);
    const [first] = listed;
    if (first === undefined) throw new Error('no key listed');
    expect(valueOf(await keys.fullKey(first.id))).toBe(key);

    // Deleted by the service's name for it, which is the key: it goes to the service, nowhere else.
    valueOf(await keys.remove(first.id));
    expect(requests.at(-1)).toEqual({ method: 'DELETE', url: `${service.url}/authorize/key/${encodeURIComponent(key)}` });
  });

  it('copies the access_token where the list gives one, and names the key by the service’s id for it', async () => {
    const token = 'eyJhbGciOiJIUzI1NiJ9.e30.abcdEFGH';
    const keys = accountKeys(answering([{ key: 'id-2', access_token: token }]));
    const [listed] = valueOf(await keys.list());
    expect(listed).toMatchObject({ masked: '…cdEFGH', createdAt: null, expiresAt: null });
    expect(listed?.id).not.toBe('id-2');
    expect(valueOf(await keys.fullKey(listed?.id ?? ''))).toBe(token);
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
    expect(inEnglishResult(result)).toMatchObject({ ok: false, error: { kind: 'serverError' } });
    expect(result.ok ? '' : english(result.error.message)).toMatch(/^The key was created, but the key list could not be read/);
  });

  it('names no created key when the list holds none recognisably new', async () => {
    let calls = 0;
    const fetch: typeof globalThis.fetch = async () => {
      calls += 1;
      return calls === 1 ? Response.json({ access_token: fullKey, expires_in: 3e9, token_type: 'bearer' }) : Response.json({ tokens: [{ key: 'other' }] });
    };
    const created = valueOf(await accountKeys(fetch).create());
    expect(created).toEqual({ created: null, keys: [{ id: expect.stringMatching(contractKeyId), masked: '…r', createdAt: null, expiresAt: null }] });
  });
});

describe('key ids', () => {
  it('are the same for the same key under one secret, differ between keys and between secrets, and are short', () => {
    const ids = new KeyIds(Buffer.alloc(32, 1));
    const key = 'eyJhbGciOiJIUzI1NiJ9.' + 'p'.repeat(400) + '.signature';
    expect(ids.idOf(key)).toBe(ids.idOf(key));
    expect(ids.idOf(key)).not.toBe(ids.idOf(`${key}x`));
    expect(new KeyIds(Buffer.alloc(32, 2)).idOf(key)).not.toBe(ids.idOf(key));
    expect(ids.idOf(key)).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(key).not.toContain(ids.idOf(key));
  });
});

describe('key dates from the token’s claims', () => {
  const now = Date.parse('2026-11-21T09:00:00Z');
  const iat = now / 1000 - 86_400;

  it('reads iat as the creation and exp as the expiry', async () => {
    expect(keyDates(await realLookingKey(iat, iat + 7 * 86_400, 'a'), now)).toEqual({ createdAt: iat * 1000, expiresAt: (iat + 7 * 86_400) * 1000 });
  });

  it('reads a far-future exp as never', async () => {
    expect(keyDates(await realLookingKey(iat, iat + 100 * 365 * 86_400, 'a'), now)).toEqual({ createdAt: iat * 1000, expiresAt: 'never' });
    // Nine years away is a date still worth showing.
    expect(keyDates(await realLookingKey(iat, iat + 9 * 365 * 86_400, 'a'), now).expiresAt).toBe((iat + 9 * 365 * 86_400) * 1000);
  });

  it('leaves out a claim the token does not carry, or carries as something else than a number', async () => {
    const withoutExp = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setIssuedAt(iat).sign(new Uint8Array(32));
    expect(keyDates(withoutExp, now)).toEqual({ createdAt: iat * 1000, expiresAt: null });
    const oddClaims = await new SignJWT({ iat: 'yesterday', exp: 'never' } as Record<string, unknown>).setProtectedHeader({ alg: 'HS256' }).sign(new Uint8Array(32));
    expect(keyDates(oddClaims, now)).toEqual({ createdAt: null, expiresAt: null });
  });

  it('gives nothing for a key that is not a JWT', () => {
    for (const key of ['k'.repeat(40), 'a.b.c', '', 'eyJhbGciOiJIUzI1NiJ9.not-json.x']) {
      expect(keyDates(key, now)).toEqual({ createdAt: null, expiresAt: null });
    }
  });
});

describe('maskKey', () => {
  it('shows only the last 6 characters of a long key, never the header every JWT starts with', () => {
    expect(maskKey('eyJhbGciOiJIUzI1NiJ9.payload.signature1234')).toBe('…re1234');
    expect(maskKey('abcdefghijklmnopqrst')).toBe('…opqrst');
  });

  it('shows at most a fifth of a short key, from its end', () => {
    expect(maskKey('abcdefghijklmnopqrs')).toBe('…qrs');
    expect(maskKey('abcdefghij')).toBe('…ij');
    expect(maskKey('abcd')).toBe('…');
    expect(maskKey('')).toBe('…');
  });
});
