import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import type { TokenGrant } from '@service/accounts/accounts';
import { createAccounts, type ServiceAccounts } from '@service/accounts/index';
import { accountOf, callRoute, secondsLater, testNow } from './helpers';

const secret = 'a-secret-of-the-tests-that-is-long-enough';

async function grant(expireHours: string | undefined, accounts?: ServiceAccounts): Promise<TokenGrant> {
  const service = accounts ?? (await createAccounts({ signingSecret: secret }));
  const response = await callRoute(service, {
    method: 'POST',
    pattern: '/authorize/token',
    account: accountOf(service, 'demo'),
    params: expireHours === undefined ? {} : { expire_hours: expireHours },
  });
  return response.body as TokenGrant;
}

describe('credentials', () => {
  it('gives the account of a right user and password', async () => {
    const accounts = await createAccounts({});
    const account = accounts.authenticateCredentials('demo', 'demo');
    expect(account).toMatchObject({ user: 'demo', plan: { name: 'enterprise' } });
  });

  it('answers 401 to a wrong password, an unknown user and missing credentials', async () => {
    const accounts = await createAccounts({});
    expect(accounts.authenticateCredentials('demo', 'Demo')).toMatchObject({ status: 401, message: 'Unknown user or wrong password.' });
    expect(accounts.authenticateCredentials('nobody', 'demo')).toMatchObject({ status: 401, message: 'Unknown user or wrong password.' });
    expect(accounts.authenticateCredentials('demo', undefined)).toMatchObject({
      status: 401,
      code: 'unauthorized',
      message: 'The user and password of the application key are required.',
    });
  });
});

describe('POST /authorize/token', () => {
  it('issues a bearer token for the hours asked, with the claims of the real service', async () => {
    const accounts = await createAccounts({ signingSecret: secret });
    const response = await callRoute(accounts, {
      method: 'POST',
      pattern: '/authorize/token',
      account: accountOf(accounts, 'demo'),
      params: { expire_hours: '2' },
    });
    const body = response.body as TokenGrant;
    expect(body).toMatchObject({ expires_in: 7200, token_type: 'bearer' });
    expect(response.hits).toBe(1);
    expect(response.headers).toEqual({ 'Cache-Control': 'no-store' });
    const issuedAt = testNow.getTime() / 1000;
    expect(decodeJwt(body.access_token)).toEqual({
      iss: 'weatherglass-local-service',
      sub: 'demo',
      iat: issuedAt,
      nbf: issuedAt,
      exp: issuedAt + 7200,
      jti: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
  });

  it('defaults to one hour', async () => {
    expect((await grant(undefined)).expires_in).toBe(3600);
  });

  it('gives a token that works until it expires, on the clock it is asked with', async () => {
    const accounts = await createAccounts({ signingSecret: secret });
    const { access_token: token } = await grant('2', accounts);
    expect(accounts.authenticateToken(token, testNow)).toMatchObject({ user: 'demo' });
    expect(accounts.authenticateToken(token, secondsLater(7199))).toMatchObject({ user: 'demo' });
    expect(accounts.authenticateToken(token, secondsLater(7200))).toMatchObject({ status: 401, message: 'The access token has expired.' });
    expect(accounts.authenticateToken(token, secondsLater(7201))).toMatchObject({ status: 401, message: 'The access token has expired.' });
  });

  it.each(['0', '169', 'abc', '1.5', '-2', '99999999'])('answers 400 to expire_hours=%s', async (hours) => {
    await expect(grant(hours)).rejects.toMatchObject({ status: 400, code: 'bad_parameter', message: expect.stringMatching(/^expire_hours: /) });
  });

  it('accepts the bounds 1 and 168', async () => {
    expect((await grant('1')).expires_in).toBe(3600);
    expect((await grant('168')).expires_in).toBe(168 * 3600);
  });
});

describe('authenticateToken', () => {
  it('refuses a token signed with another secret', async () => {
    const other = await createAccounts({ signingSecret: 'another-secret-another-secret-another' });
    const { access_token: token } = await grant('1', other);
    const accounts = await createAccounts({ signingSecret: secret });
    expect(accounts.authenticateToken(token, testNow)).toMatchObject({ status: 401, message: 'The access token was not signed by this service.' });
  });

  it('refuses a token whose claims were changed after signing', async () => {
    const accounts = await createAccounts({ signingSecret: secret });
    const [header, , signature] = (await grant('1', accounts)).access_token.split('.');
    const claims = { iss: 'weatherglass-local-service', sub: 'trial', jti: 'x', iat: 0, nbf: 0, exp: 4e9 };
    const forged = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
    expect(accounts.authenticateToken(forged, testNow)).toMatchObject({ status: 401, message: 'The access token was not signed by this service.' });
  });

  it('refuses a signature with characters that decode to the same bytes', async () => {
    const accounts = await createAccounts({ signingSecret: secret });
    const { access_token: token } = await grant('1', accounts);
    expect(accounts.authenticateToken(`${token}=`, testNow)).toMatchObject({ status: 401 });
  });

  it('refuses an unsigned token', async () => {
    const accounts = await createAccounts({ signingSecret: secret });
    const [, payload] = (await grant('1', accounts)).access_token.split('.');
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;
    expect(accounts.authenticateToken(unsigned, testNow)).toMatchObject({ status: 401, message: 'The access token is not a token of this service.' });
  });

  it('tells missing, malformed and not yet valid tokens apart', async () => {
    const accounts = await createAccounts({ signingSecret: secret });
    expect(accounts.authenticateToken(undefined, testNow)).toMatchObject({ status: 401, message: 'An access token is required.' });
    expect(accounts.authenticateToken('', testNow)).toMatchObject({ status: 401, message: 'An access token is required.' });
    expect(accounts.authenticateToken('not.a.token', testNow)).toMatchObject({ status: 401, message: 'The access token is not a token of this service.' });
    const { access_token: token } = await grant('1', accounts);
    expect(accounts.authenticateToken(token, secondsLater(-10))).toMatchObject({ status: 401, message: 'The access token is not valid yet.' });
  });

});
