import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import type { ApiKey, TokenGrant } from '@service/accounts/accounts';
import { createAccounts, type ServiceAccounts } from '@service/accounts/index';
import { accountOf, callRoute, secondsLater, testNow } from './helpers';

const hundredYears = 100 * 365 * 24 * 3600;

async function createKey(accounts: ServiceAccounts, user = 'demo'): Promise<TokenGrant> {
  const response = await callRoute(accounts, {
    method: 'POST',
    pattern: '/authorize/token',
    account: accountOf(accounts, user),
    params: { expire_hours: '-1' },
  });
  return response.body as TokenGrant;
}

async function listKeys(accounts: ServiceAccounts, user = 'demo'): Promise<ApiKey[]> {
  const response = await callRoute(accounts, { method: 'POST', pattern: '/authorize/key', account: accountOf(accounts, user) });
  expect(response.hits).toBe(1);
  return response.body as ApiKey[];
}

function deleteKey(accounts: ServiceAccounts, key: string, user = 'demo') {
  return callRoute(accounts, { method: 'DELETE', pattern: '/authorize/key/:key', account: accountOf(accounts, user), path: { key } });
}

describe('API keys', () => {
  it('are non-expiring tokens with a far-future exp, listed as an array of {access_token, key}', async () => {
    const accounts = await createAccounts({});
    const grant = await createKey(accounts);
    expect(grant.expires_in).toBe(hundredYears);
    const claims = decodeJwt(grant.access_token);
    expect(claims.exp).toBe(testNow.getTime() / 1000 + hundredYears);
    expect(await listKeys(accounts)).toEqual([{ access_token: grant.access_token, key: claims.jti }]);
  });

  it('list only the keys, not the expiring tokens, and only those of the account', async () => {
    const accounts = await createAccounts({});
    const first = await createKey(accounts);
    await callRoute(accounts, { method: 'POST', pattern: '/authorize/token', account: accountOf(accounts, 'demo') });
    const second = await createKey(accounts);
    expect((await listKeys(accounts)).map((item) => item.access_token)).toEqual([first.access_token, second.access_token]);
    expect(await listKeys(accounts, 'trial')).toEqual([]);
  });

  it('work years later', async () => {
    const accounts = await createAccounts({});
    const { access_token: token } = await createKey(accounts);
    expect(accounts.authenticateToken(token, secondsLater(10 * 365 * 24 * 3600))).toMatchObject({ user: 'demo' });
  });

  it('stop working at once when deleted, which answers 204 with no body', async () => {
    const accounts = await createAccounts({});
    const { access_token: token } = await createKey(accounts);
    const [{ key }] = (await listKeys(accounts)) as [ApiKey];
    expect(await deleteKey(accounts, key)).toEqual({ status: 204, body: null, hits: 1 });
    expect(accounts.authenticateToken(token, testNow)).toMatchObject({ status: 401, message: 'This API key has been deleted.' });
    expect(await listKeys(accounts)).toEqual([]);
  });

  it('answer 406 to deleting an unknown key, a deleted key or the key of another account', async () => {
    const accounts = await createAccounts({});
    const { access_token: token } = await createKey(accounts);
    const key = String(decodeJwt(token).jti);
    await expect(deleteKey(accounts, 'no-such-key')).rejects.toMatchObject({ status: 406, code: 'not_acceptable' });
    await expect(deleteKey(accounts, key, 'trial')).rejects.toMatchObject({ status: 406 });
    expect(accounts.authenticateToken(token, testNow)).toMatchObject({ user: 'demo' });
    await deleteKey(accounts, key);
    await expect(deleteKey(accounts, key)).rejects.toMatchObject({ status: 406 });
  });

  it('are refused when signed right but unknown to the service', async () => {
    const secret = 'shared-secret-shared-secret-shared-secret';
    const elsewhere = await createAccounts({ signingSecret: secret });
    const { access_token: token } = await createKey(elsewhere);
    const accounts = await createAccounts({ signingSecret: secret });
    expect(accounts.authenticateToken(token, testNow)).toMatchObject({ status: 401, message: 'This API key is unknown.' });
  });
});
