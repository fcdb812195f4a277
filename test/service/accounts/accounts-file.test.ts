import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createAccounts } from '@service/accounts/index';
import { accountOf, temporaryDirectory, testNow } from './helpers';

async function accountsFileWith(content: unknown): Promise<string> {
  const path = join(await temporaryDirectory(), 'accounts.json');
  await writeFile(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
}

const goldPlan = { name: 'gold', products: ['forecast', 'maps', 'pollen'], queriesPerSecond: 20 };

describe('the accounts file', () => {
  it('defines plans and accounts, keeps the built-in plans and replaces the built-in accounts', async () => {
    const accountsFile = await accountsFileWith({
      plans: [goldPlan, { name: 'trial', products: ['forecast'], queriesPerSecond: 2, dailyRequests: 100 }],
      accounts: [
        { user: 'alice', password: 's3cret', plan: 'gold', addOns: ['history'] },
        { user: 'bob', password: 'hunter2', plan: 'standard' },
        { user: 'carol', password: 'pw', plan: 'trial' },
      ],
    });
    const accounts = await createAccounts({ accountsFile });
    expect(accountOf(accounts, 'alice', 's3cret')).toEqual({ user: 'alice', plan: { ...goldPlan, dailyRequests: null }, addOns: ['history'] });
    expect(accountOf(accounts, 'bob', 'hunter2')).toMatchObject({ plan: { name: 'standard' }, addOns: [] });
    expect(accountOf(accounts, 'carol', 'pw').plan).toEqual({ name: 'trial', products: ['forecast'], queriesPerSecond: 2, dailyRequests: 100 });
    expect(accounts.authenticateCredentials('demo', 'demo')).toMatchObject({ status: 401 });
  });

  it('refuses the tokens of users it no longer has', async () => {
    const signingSecret = 'the-same-secret-for-both-services-here';
    const builtIn = await createAccounts({ signingSecret });
    const { access_token: token } = await builtIn.issueToken(accountOf(builtIn, 'demo'), 1, testNow);
    const accountsFile = await accountsFileWith({ accounts: [{ user: 'alice', password: 'pw', plan: 'basic' }] });
    const accounts = await createAccounts({ signingSecret, accountsFile });
    expect(accounts.authenticateToken(token, testNow)).toMatchObject({
      status: 401,
      message: 'The access token belongs to no account of this service.',
    });
  });

  it.each([
    [
      'an unknown plan',
      { accounts: [{ user: 'alice', password: 'pw', plan: 'platinum' }] },
      'accounts[0].plan: unknown plan "platinum"; the plans are trial, basic, standard, premium, enterprise',
    ],
    [
      'an unknown product',
      { plans: [{ ...goldPlan, products: ['forecast', 'tides'] }], accounts: [{ user: 'a', password: 'p', plan: 'gold' }] },
      'plans[0].products[1]:',
    ],
    ['a plan product as an add-on', { accounts: [{ user: 'a', password: 'p', plan: 'basic', addOns: ['pollen'] }] }, 'accounts[0].addOns[0]:'],
    [
      'a user twice',
      { accounts: [{ user: 'a', password: 'p', plan: 'basic' }, { user: 'a', password: 'q', plan: 'trial' }] },
      'accounts[1].user: user "a" is defined twice',
    ],
    ['a rate of zero', { plans: [{ ...goldPlan, queriesPerSecond: 0 }], accounts: [] }, 'plans[0].queriesPerSecond:'],
    ['no accounts', { accounts: [] }, 'accounts:'],
    ['a misspelt field', { accounts: [{ user: 'a', password: 'p', plan: 'basic', addons: [] }] }, 'accounts[0]:'],
  ])('fails naming the file and the field for %s', async (_, content, problem) => {
    const accountsFile = await accountsFileWith(content);
    await expect(createAccounts({ accountsFile })).rejects.toThrow(`Accounts file ${accountsFile} is not valid: `);
    await expect(createAccounts({ accountsFile })).rejects.toThrow(problem);
  });

  it('fails naming the file when it is not JSON or does not exist', async () => {
    const accountsFile = await accountsFileWith('{"accounts": [');
    await expect(createAccounts({ accountsFile })).rejects.toThrow(`Accounts file ${accountsFile} is not valid JSON: `);
    const missing = join(await temporaryDirectory(), 'missing.json');
    await expect(createAccounts({ accountsFile: missing })).rejects.toThrow(`Accounts file ${missing} does not exist.`);
  });
});
