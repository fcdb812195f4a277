import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSession, type SessionSources } from '@main/core/engine/open-session';
import { RequestBudget } from '@main/core/schedule/request-budget';
import { createRecordingLogger } from '../../../support/recording-logger';
import { FakeClock } from '../schedule/fake-clock';

const noon = new Date('2026-03-10T12:00:00Z');
let userDataDir: string;

beforeEach(async () => {
  userDataDir = await mkdtemp(join(tmpdir(), 'weatherglass-open-session-'));
});

afterEach(async () => {
  await rm(userDataDir, { recursive: true, force: true });
});

/** No request leaves in these tests: a session is made, not used. */
function sources(overrides: Partial<SessionSources> = {}) {
  const demo = { started: 0, closed: 0 };
  const account = { dataBaseUrl: 'https://weather.example.com' };
  const made: SessionSources = {
    userDataDir,
    credentialsFor: async () => null,
    startDemoService: async () => {
      demo.started += 1;
      return { url: 'http://127.0.0.1:9', close: async () => void (demo.closed += 1) };
    },
    accountService: () => account,
    logger: createRecordingLogger(),
    now: () => noon.getTime(),
    onConnectionChange: () => undefined,
    onReachable: () => undefined,
    budgetOf: async () => budget(),
    ...overrides,
  };
  return { sources: made, demo, account };
}

const budget = () => new RequestBudget({ clock: new FakeClock(noon) });

describe('opening a session for a mode', () => {
  it('demo: starts the local service, talks to it, and closes it with the session', async () => {
    const { sources: given, demo } = sources();
    const { session, tiles } = await openSession('demo', 'demo', budget(), given);
    expect(session.mode).toBe('demo');
    expect(session.address).toEqual({ dataBaseUrl: 'http://127.0.0.1:9' });
    expect(demo.started).toBe(1);
    expect(tiles).toBeDefined();
    expect(await readdir(join(userDataDir, 'tile-cache'))).toEqual(['demo']);
    await session.close();
    expect(demo.closed).toBe(1);
  });

  it('account: uses the account’s address and its own tile cache, and drops other accounts’ tiles', async () => {
    await mkdir(join(userDataDir, 'tile-cache', 'account-old'), { recursive: true });
    await mkdir(join(userDataDir, 'tile-cache', 'account'), { recursive: true });
    await mkdir(join(userDataDir, 'tile-cache', 'demo'), { recursive: true });
    const { sources: given, demo, account } = sources();
    const { session, tiles } = await openSession('account', 'account-new', budget(), given);
    expect(session.address).toEqual(account);
    expect(demo.started).toBe(0);
    expect(tiles).toBeDefined();
    // Demo tiles stay: they are never shown as an account's.
    expect((await readdir(join(userDataDir, 'tile-cache'))).sort()).toEqual(['account-new', 'demo']);
    await session.close();
  });

  it('account: refuses to open without an address, so credentials never go to a guessed host', async () => {
    const { sources: given } = sources({ accountService: () => undefined });
    await expect(openSession('account', 'account-x', budget(), given)).rejects.toThrow('account mode without a service address');
  });

  it('opens the session without tiles when the tile cache cannot be made: the map shows no weather layer', async () => {
    await writeFile(join(userDataDir, 'tile-cache'), 'a file where the folder should be');
    const { sources: given } = sources();
    const { session, tiles } = await openSession('demo', 'demo', budget(), given);
    expect(tiles).toBeUndefined();
    expect(session.mode).toBe('demo');
    await session.close();
  });
});
