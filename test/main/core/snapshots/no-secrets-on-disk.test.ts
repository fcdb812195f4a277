import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SnapshotStore } from '@main/core/snapshots/snapshot-store';
import { startServiceUnderTest, type ServiceUnderTest } from '../../../service/conformance/service-fixture';
import { createRecordingLogger } from '../../../support/recording-logger';
import { scratchDirectory } from './fixtures';

// An account of its own, so that the password is a string nothing else could contain by chance.
const user = 'snapshot-auditor';
const password = 'Pw-51c0e7d2-must-never-reach-disk';
const london = '-0.1257,51.5085';
const params = { tempunit: 'C', windunit: 'MS', lang: 'en' };

let scratch: Awaited<ReturnType<typeof scratchDirectory>>;
let service: ServiceUnderTest;
let token: string;

beforeAll(async () => {
  scratch = await scratchDirectory();
  const accountsFile = join(scratch.path, 'accounts.json');
  await writeFile(accountsFile, JSON.stringify({ accounts: [{ user, password, plan: 'enterprise' }] }));
  service = await startServiceUnderTest({ accountsFile });
  token = await service.tokenFor(user, password, 2);
});

afterAll(async () => {
  await service.stop();
  await scratch.remove();
});

async function filesContaining(directory: string, secrets: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const name of await readdir(directory)) {
    const text = await readFile(join(directory, name), 'utf8');
    if (secrets.some((secret) => text.includes(secret))) found.push(name);
  }
  return found;
}

describe('the snapshot cache directory', () => {
  it('holds the answers but neither the password nor the token that fetched them', async () => {
    const directory = join(scratch.path, 'snapshots');
    const store = new SnapshotStore({ directory, logger: createRecordingLogger() });
    const fetchedAt = new Date().toISOString();
    for (const [product, path] of [
      ['current', `/api/v1/current/${london}`],
      ['hourly', `/api/v1/forecast/hourly/${london}`],
      ['warnings', `/api/v1/warning/${london}`],
    ] as const) {
      const answer = await service.get(path, { token, query: params });
      expect(answer.status).toBe(200);
      expect(store.put({ product, locationId: london, params, data: answer.json, fetchedAt })).toBe(true);
    }
    const capabilities = await service.get('/api/v1/capabilities', { token: null, query: { token } });
    expect(capabilities.status).toBe(200);
    expect(store.put({ product: 'capabilities', locationId: null, params: {}, data: capabilities.json, fetchedAt })).toBe(true);
    await store.flush();

    expect((await readdir(directory)).sort()).toEqual([
      'capabilities.json',
      `current.${encodeURIComponent(london)}.json`,
      `hourly.${encodeURIComponent(london)}.json`,
      `warnings.${encodeURIComponent(london)}.json`,
    ]);
    // The token's signature alone is enough to matter; the whole token would contain it.
    const signature = token.split('.')[2] ?? token;
    expect(await filesContaining(directory, [password, token, signature])).toEqual([]);
  });

  it('refuses a snapshot that carries the token, so the search above could have found one', async () => {
    const directory = join(scratch.path, 'refused');
    const logger = createRecordingLogger();
    const store = new SnapshotStore({ directory, logger });
    const tileUrl = `${service.url}/api/v1/image/tile/5/15/10/2026-01-15T10:00:00Z/2?token=${token}`;
    const keyList = [{ access_token: token, key: 'k1' }];

    expect(store.put({ product: 'capabilities', locationId: null, params: {}, data: { frames: [tileUrl] }, fetchedAt: new Date().toISOString() })).toBe(false);
    expect(store.put({ product: 'usage', locationId: null, params: {}, data: keyList, fetchedAt: new Date().toISOString() })).toBe(false);
    expect(store.put({ product: 'current', locationId: london, params: { ...params, token }, data: {}, fetchedAt: new Date().toISOString() })).toBe(false);
    await store.flush();

    // Nothing was ever written: the directory was not even created.
    await expect(readdir(directory)).rejects.toMatchObject({ code: 'ENOENT' });
    expect(JSON.stringify(logger.entries)).not.toContain(token);
    const control = join(scratch.path, 'control');
    await mkdir(control);
    await writeFile(join(control, 'leaked.json'), JSON.stringify({ frames: [tileUrl] }));
    expect(await filesContaining(control, [token])).toEqual(['leaked.json']);
  });
});
