import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TokenUnavailableError } from '@main/core/api/token-source';
import type { Credentials } from '@main/core/auth/credentials';
import { TokenManager, type TokenManagerOptions } from '@main/core/auth/token-manager';
import { ok, type AppError } from '@shared/ipc/result';
import { createRecordingLogger } from '../../../support/recording-logger';
import {
  createCountingFetch,
  createTestClient,
  createTestClock,
  hour,
  startServiceForAuth,
  type ServiceForAuth,
  type TestClock,
} from './auth-fixture';
import { english, inEnglish, inEnglishResult } from '../../../support/error-words';

const demo: Credentials = { user: 'demo', password: 'demo' };
const minute = 60_000;

let clock: TestClock;
let service: ServiceForAuth;
let counting: ReturnType<typeof createCountingFetch>;
let credentials: Credentials | null;
let logger: ReturnType<typeof createRecordingLogger>;

beforeEach(async () => {
  clock = createTestClock();
  service = await startServiceForAuth(clock);
  counting = createCountingFetch();
  credentials = demo;
  logger = createRecordingLogger();
});

afterEach(async () => {
  await service.dispose();
});

function manager(options: Partial<TokenManagerOptions> = {}): TokenManager {
  return new TokenManager({
    endpoints: createTestClient({ url: service.url, fetch: counting.fetch, clock }),
    now: clock.now,
    credentials: async () => credentials,
    logger,
    ...options,
  });
}

async function failureOf(promise: Promise<unknown>): Promise<AppError> {
  const error: unknown = await promise.then(
    () => {
      throw new Error('expected the token request to fail');
    },
    (rejection: unknown) => rejection,
  );
  expect(error).toBeInstanceOf(TokenUnavailableError);
  return (error as TokenUnavailableError).appError;
}

const tokenRequest = 'POST /authorize/token';

describe('the token manager against the local service', () => {
  it('obtains a token with one request, which the service accepts, and keeps reusing it', async () => {
    const tokens = manager();
    const token = await tokens.token();
    expect(counting.requests).toEqual([tokenRequest]);
    expect(await service.statusWithToken(token)).toBe(200);

    clock.advance(hour);
    expect(await tokens.token()).toBe(token);
    expect(counting.requests).toHaveLength(1);
  });

  it('asks for a 24-hour token by default, and for the configured lifetime otherwise', async () => {
    await manager().token();
    await manager({ expireHours: 2 }).token();
    expect(counting.urls.map((url) => url.searchParams.get('expire_hours'))).toEqual(['24', '2']);
    expect(() => manager({ expireHours: 169 })).toThrow(RangeError);
    expect(() => manager({ expireHours: 0 })).toThrow(RangeError);
  });

  it('answers 20 concurrent callers with one request and one token', async () => {
    const tokens = manager();
    const answers = await Promise.all(Array.from({ length: 20 }, () => tokens.token()));
    expect(counting.requests).toEqual([tokenRequest]);
    expect(new Set(answers).size).toBe(1);
  });

  it('refreshes once when less than a tenth of the life is left, before the token expires', async () => {
    const tokens = manager();
    const first = await tokens.token();

    clock.advance(21 * hour); // 3 h of 24 left: more than a tenth
    expect(await tokens.token()).toBe(first);
    expect(counting.requests).toHaveLength(1);

    clock.advance(hour); // 2 h left: less than 2.4 h
    const refreshed = await Promise.all(Array.from({ length: 5 }, () => tokens.token()));
    expect(counting.requests).toHaveLength(2);
    expect(new Set(refreshed).size).toBe(1);
    expect(refreshed[0]).not.toBe(first);
    expect(await service.statusWithToken(first)).toBe(200); // the old one was still valid: refreshed early
    expect(await service.statusWithToken(refreshed[0] ?? '')).toBe(200);
  });

  it('refreshes short-lived tokens at least 5 minutes before they expire', async () => {
    const tokens = manager({ expireHours: 1 });
    const first = await tokens.token();
    clock.advance(53 * minute); // 7 min left: more than the 6 min margin (a tenth of 1 h)
    expect(await tokens.token()).toBe(first);
    clock.advance(2 * minute);
    expect(await tokens.token()).not.toBe(first);
    expect(counting.requests).toHaveLength(2);
  });

  it('gets a new token once the old one has expired', async () => {
    const tokens = manager();
    const first = await tokens.token();
    clock.advance(25 * hour);
    expect(await service.statusWithToken(first)).toBe(401);
    const second = await tokens.token();
    expect(second).not.toBe(first);
    expect(await service.statusWithToken(second)).toBe(200);
    expect(counting.requests).toHaveLength(2);
  });

  it('refreshes exactly once when ten callers report the same token rejected', async () => {
    const tokens = manager();
    const first = await tokens.token();
    clock.advance(2 * minute);

    await Promise.all(Array.from({ length: 10 }, () => tokens.tokenRejected(first)));
    const next = await Promise.all(Array.from({ length: 10 }, () => tokens.token()));
    expect(counting.requests).toHaveLength(2);
    expect(new Set(next).size).toBe(1);
    expect(next[0]).not.toBe(first);

    // A late report about the replaced token changes nothing.
    await tokens.tokenRejected(first);
    expect(await tokens.token()).toBe(next[0]);
    expect(counting.requests).toHaveLength(2);
  });

  it('interleaved rejections and token calls still share one refresh', async () => {
    const tokens = manager();
    const first = await tokens.token();
    const callers = Array.from({ length: 10 }, async () => {
      await tokens.tokenRejected(first);
      return tokens.token();
    });
    const next = await Promise.all(callers);
    expect(counting.requests).toHaveLength(2);
    expect(new Set(next).size).toBe(1);
  });

  it('stops refreshing when the replacement of a rejected token is rejected at once too', async () => {
    const tokens = manager();
    await tokens.tokenRejected(await tokens.token());
    const replacement = await tokens.token();
    await tokens.tokenRejected(replacement);

    const error = await failureOf(tokens.token());
    expect(error.kind).toBe('unauthorized');
    await failureOf(tokens.token());
    expect(counting.requests).toHaveLength(2);

    clock.advance(15 * minute); // the first pause is over: one new attempt
    expect(await service.statusWithToken(await tokens.token())).toBe(200);
    expect(counting.requests).toHaveLength(3);
  });

  it('reports a wrong password as unauthorized and does not ask again until the credentials change', async () => {
    credentials = { user: 'demo', password: 'not the password' };
    const tokens = manager();
    const error = await failureOf(tokens.token());
    expect(error.kind).toBe('unauthorized');
    expect(english(error.message)).not.toContain('not the password');

    for (let attempt = 0; attempt < 5; attempt += 1) expect((await failureOf(tokens.token())).kind).toBe('unauthorized');
    clock.advance(10 * minute);
    await failureOf(tokens.token());
    expect(counting.requests).toEqual([tokenRequest]);

    credentials = demo;
    expect(await service.statusWithToken(await tokens.token())).toBe(200);
    expect(counting.requests).toHaveLength(2);
  });

  it('after a refusal, tries the same credentials again only after a pause that doubles', async () => {
    credentials = { user: 'demo', password: 'wrong' };
    const tokens = manager();
    await failureOf(tokens.token());
    clock.advance(15 * minute);
    await failureOf(tokens.token()); // second refusal: the next pause is 30 min
    expect(counting.requests).toHaveLength(2);
    clock.advance(29 * minute);
    await failureOf(tokens.token());
    expect(counting.requests).toHaveLength(2);
    clock.advance(minute);
    await failureOf(tokens.token());
    expect(counting.requests).toHaveLength(3);
  });

  it('recovers from credentials revoked mid-session: one refusal, then quiet until they change', async () => {
    const aliceAndBob = await service.accountsFile({
      accounts: [
        { user: 'alice', password: 'alice-secret', plan: 'premium' },
        { user: 'bob', password: 'bob-secret', plan: 'premium' },
      ],
    });
    await service.restart({ accountsFile: aliceAndBob });
    credentials = { user: 'alice', password: 'alice-secret' };
    const tokens = manager();
    const aliceToken = await tokens.token();
    expect(await service.statusWithToken(aliceToken)).toBe(200);

    // The provider deletes alice's application key.
    await service.restart({ accountsFile: await service.accountsFile({ accounts: [{ user: 'bob', password: 'bob-secret', plan: 'premium' }] }) });
    expect(await service.statusWithToken(aliceToken)).toBe(401);
    await Promise.all(Array.from({ length: 10 }, () => tokens.tokenRejected(aliceToken)));

    const errors = await Promise.all(Array.from({ length: 10 }, () => failureOf(tokens.token())));
    expect(errors.map((error) => error.kind)).toEqual(Array(10).fill('unauthorized'));
    expect(counting.requests).toEqual([tokenRequest, tokenRequest]);
    await failureOf(tokens.token());
    expect(counting.requests).toHaveLength(2);

    credentials = { user: 'bob', password: 'bob-secret' };
    expect(await service.statusWithToken(await tokens.token())).toBe(200);
    expect(counting.requests).toHaveLength(3);
  });

  it('never hands out a token of other credentials', async () => {
    const twoUsers = await service.accountsFile({
      accounts: [
        { user: 'alice', password: 'alice-secret', plan: 'premium' },
        { user: 'bob', password: 'bob-secret', plan: 'premium' },
      ],
    });
    await service.restart({ accountsFile: twoUsers });
    credentials = { user: 'alice', password: 'alice-secret' };
    const tokens = manager();
    const alice = await tokens.token();
    credentials = { user: 'bob', password: 'bob-secret' };
    const bob = await tokens.token();
    expect(bob).not.toBe(alice);
    expect(subjectOf(bob)).toBe('bob');
  });

  it('reports offline when the service does not answer, and asks again on the next call', async () => {
    const tokens = manager();
    await service.stop();
    const error = await failureOf(tokens.token());
    expect(error.kind).toBe('offline');
    await failureOf(tokens.token());
    expect(counting.requests).toHaveLength(2);
  });

  it('keeps using a still valid token while an early refresh cannot reach the service', async () => {
    const tokens = manager();
    const first = await tokens.token();
    clock.advance(22 * hour);
    await service.stop();
    expect(await tokens.token()).toBe(first);
    expect(await tokens.token()).toBe(first);
    expect(counting.requests).toHaveLength(2); // one failed early refresh, then a pause

    clock.advance(minute);
    await service.restart();
    const second = await tokens.token();
    expect(second).not.toBe(first);
    expect(counting.requests).toHaveLength(3);

    clock.advance(25 * hour);
    await service.stop();
    expect((await failureOf(tokens.token())).kind).toBe('offline'); // expired: nothing to fall back on
  });

  it('stops asking while the account is over its daily allowance (429), until Retry-After', async () => {
    const tiny = await service.accountsFile({
      plans: [{ name: 'tiny', products: ['forecast'], queriesPerSecond: 10, dailyRequests: 1 }],
      accounts: [{ user: 'carol', password: 'carol-secret', plan: 'tiny' }],
    });
    await service.restart({ accountsFile: tiny });
    credentials = { user: 'carol', password: 'carol-secret' };
    const tokens = manager({ expireHours: 1 });
    await tokens.token(); // the day's one request
    clock.advance(2 * hour);

    const error = await failureOf(tokens.token());
    expect(error.kind).toBe('rateLimited');
    const retryAfter = error.retryAfterSeconds ?? 0;
    expect(retryAfter).toBeGreaterThan(0);
    await failureOf(tokens.token());
    expect(counting.requests).toHaveLength(2);

    clock.advance(retryAfter * 1000); // a new UTC day
    expect(await tokens.token()).toMatch(/^ey/);
    expect(counting.requests).toHaveLength(3);
  });

  it('without an account, reports unauthorized without any request', async () => {
    credentials = null;
    const error = await failureOf(manager().token());
    expect(inEnglish(error)).toMatchObject({ kind: 'unauthorized', message: 'No account is set up.' });
    expect(counting.requests).toEqual([]);
  });

  it('reports an unreadable keychain as an internal error', async () => {
    const tokens = manager({ credentials: () => Promise.reject(new Error('org.freedesktop.secrets not provided')) });
    expect((await failureOf(tokens.token())).kind).toBe('internal');
    expect(counting.requests).toEqual([]);
  });

  it('never logs the password or the token', async () => {
    credentials = { user: 'demo', password: 'wrong-password-123' };
    const tokens = manager();
    await failureOf(tokens.token());
    credentials = demo;
    const token = await tokens.token();
    await tokens.tokenRejected(token);
    await service.stop();
    await failureOf(tokens.token());

    expect(logger.entries.length).toBeGreaterThanOrEqual(3);
    const logged = JSON.stringify(logger.entries);
    expect(logged).not.toContain('wrong-password-123');
    expect(logged).not.toContain(token);
    expect(logged).not.toContain(token.slice(-12));
  });
});

describe('the token manager with the API client as the app wires them', () => {
  it('renews the token after a 401 mid-session, and goes quiet when the credentials are revoked', async () => {
    const twoUsers = await service.accountsFile({
      accounts: [
        { user: 'alice', password: 'alice-secret', plan: 'premium' },
        { user: 'bob', password: 'bob-secret', plan: 'premium' },
      ],
    });
    await service.restart({ accountsFile: twoUsers });
    credentials = { user: 'alice', password: 'alice-secret' };
    // One client for both: token requests use credentials, so the manager never waits on itself.
    const tokens = manager({ endpoints: { createToken: (given, hours) => client.createToken(given, hours) } });
    const client = createTestClient({ url: service.url, fetch: counting.fetch, clock, tokens });
    const today = new Date(clock.now()).toISOString().slice(0, 10);

    expect((await client.usageDay(today)).ok).toBe(true);
    expect(counting.requests).toEqual([tokenRequest, 'GET /usage/day/2026-01-15']);

    // The service restarts with a new signing secret: the token in hand is refused, once.
    await service.restart({ accountsFile: twoUsers });
    expect((await client.usageDay(today)).ok).toBe(true);
    expect(counting.requests.slice(2)).toEqual(['GET /usage/day/2026-01-15', tokenRequest, 'GET /usage/day/2026-01-15']);

    // Later, alice's key is deleted by the provider: one refusal of the credentials, then no more requests.
    clock.advance(10 * minute);
    await service.restart({ accountsFile: await service.accountsFile({ accounts: [{ user: 'bob', password: 'bob-secret', plan: 'premium' }] }) });
    expect(inEnglishResult(await client.usageDay(today))).toMatchObject({ ok: false, error: { kind: 'unauthorized' } });
    expect(counting.requests.slice(5)).toEqual(['GET /usage/day/2026-01-15', tokenRequest]);
    const quiet = await Promise.all(Array.from({ length: 5 }, () => client.usageDay(today)));
    expect(quiet.map((result) => (result.ok ? 'ok' : result.error.kind))).toEqual(Array(5).fill('unauthorized'));
    expect(counting.requests).toHaveLength(7);
  });

  it('reports offline after the client has used up its retries', async () => {
    const tokens = manager({ endpoints: createTestClient({ url: service.url, fetch: counting.fetch, clock, retries: 2 }) });
    await service.stop();
    expect((await failureOf(tokens.token())).kind).toBe('offline');
    expect(counting.requests).toEqual([tokenRequest, tokenRequest, tokenRequest]);
  });

  it('reports an answer it cannot read as a server error, and asks again on the next call', async () => {
    const garbled: typeof fetch = async () => new Response('{"access_token": "abc', { status: 200, headers: { 'Content-Type': 'application/json' } });
    const tokens = manager({ endpoints: createTestClient({ url: service.url, fetch: garbled, clock }) });
    expect((await failureOf(tokens.token())).kind).toBe('serverError');
    expect((await failureOf(tokens.token())).kind).toBe('serverError');
  });

  it('refuses a lifetime of zero or less instead of asking for a new token at every call', async () => {
    let requests = 0;
    const tokens = manager({
      endpoints: {
        createToken: async () => {
          requests += 1;
          return ok({ access_token: 'abc', expires_in: 0, token_type: 'bearer' });
        },
      },
    });
    expect((await failureOf(tokens.token())).kind).toBe('serverError');
    expect(requests).toBe(1);
  });
});

function subjectOf(token: string): unknown {
  const payload = token.split('.')[1] ?? '';
  return (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub?: unknown }).sub;
}
