import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TokenGrant } from '@service/accounts/accounts';
import { createAccounts, type ServiceAccounts } from '@service/accounts/index';
import { accountOf, callRoute, temporaryDirectory, testNow } from './helpers';

async function createKey(accounts: ServiceAccounts): Promise<string> {
  const response = await callRoute(accounts, {
    method: 'POST',
    pattern: '/authorize/token',
    account: accountOf(accounts, 'demo'),
    params: { expire_hours: '-1' },
  });
  return (response.body as TokenGrant).access_token;
}

function recordTraffic(accounts: ServiceAccounts): void {
  const demo = accountOf(accounts, 'demo');
  accounts.record(demo, { api: 'Weather API', endpoint: '/api/v1/current/{location}', status: 200, hits: 4, at: testNow });
  accounts.record(demo, { api: 'Map API', endpoint: '/api/v1/capabilities', status: 401, hits: 0, at: testNow });
}

describe('the usage file', () => {
  it('keeps usage across a restart', async () => {
    const usageFile = join(await temporaryDirectory(), 'usage.json');
    const first = await createAccounts({ usageFile });
    recordTraffic(first);
    const before = first.usageForMonth(accountOf(first, 'demo'), '2026-02', 'status_code');
    await first.close();
    const second = await createAccounts({ usageFile });
    expect(second.usageForMonth(accountOf(second, 'demo'), '2026-02', 'status_code')).toEqual(before);
    expect(before.hits).toBe(4);
  });

  it('is written in batches, not on every request, and fully on close', async () => {
    const directory = await temporaryDirectory();
    const usageFile = join(directory, 'usage.json');
    const accounts = await createAccounts({ usageFile });
    recordTraffic(accounts);
    expect(existsSync(usageFile)).toBe(false);
    await accounts.close();
    expect(JSON.parse(await readFile(usageFile, 'utf8'))).toMatchObject({
      version: 1,
      usage: { demo: { '2026-02-09': { apis: { 'Weather API': 4 } } } },
    });
    expect(await readdir(directory)).toEqual(['usage.json']);
  });

  it('keeps API keys and their deletion across a restart, without a configured signing secret', async () => {
    const usageFile = join(await temporaryDirectory(), 'usage.json');
    const first = await createAccounts({ usageFile });
    const kept = await createKey(first);
    const deleted = await createKey(first);
    const deletedKey = first.listKeys(accountOf(first, 'demo'))[1]?.key ?? '';
    expect(first.deleteKey(accountOf(first, 'demo'), deletedKey)).toBe(true);
    // Key changes are written at once: a crash before close loses none.
    const second = await createAccounts({ usageFile });
    expect(second.listKeys(accountOf(second, 'demo')).map((item) => item.access_token)).toEqual([kept]);
    expect(second.authenticateToken(kept, testNow)).toMatchObject({ user: 'demo' });
    expect(second.authenticateToken(deleted, testNow)).toMatchObject({ status: 401, message: 'This API key has been deleted.' });
  });

  it('keeps nothing on disk without a usage file', async () => {
    const accounts = await createAccounts({});
    recordTraffic(accounts);
    await createKey(accounts);
    await accounts.close();
    const again = await createAccounts({});
    expect(again.usageForDay(accountOf(again, 'demo'), '2026-02-09', undefined).hits).toBe(0);
    expect(again.listKeys(accountOf(again, 'demo'))).toEqual([]);
  });

  it('fails naming the file and the field when the file is not the service state', async () => {
    const usageFile = join(await temporaryDirectory(), 'usage.json');
    await writeFile(usageFile, JSON.stringify({ version: 1, signingSecret: 'x'.repeat(40), keys: [], usage: { demo: { yesterday: {} } } }));
    await expect(createAccounts({ usageFile })).rejects.toThrow(`Usage file ${usageFile} is not valid: usage.demo.yesterday:`);
    await writeFile(usageFile, '{"version": 1,');
    await expect(createAccounts({ usageFile })).rejects.toThrow(`Usage file ${usageFile} is not valid JSON`);
  });
});
