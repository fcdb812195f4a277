import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CredentialStore } from '@main/core/auth/credential-store';
import { BudgetBook } from '@main/core/engine/budget-book';
import { ConnectivityMonitor } from '@main/core/engine/connectivity';
import { Sessions } from '@main/core/engine/sessions';
import type { EventSink } from '@main/core/event-sink';
import { createMemorySecretStore } from '@main/core/secrets/secret-store';
import { AccountAddress } from '@main/core/session/account-address';
import type { Session } from '@main/core/session/session';
import { systemLocaleOf } from '@main/core/settings/system-locale';
import type { EventChannel } from '@shared/ipc/channels';
import { defaultSettings } from '@shared/settings';
import { noSystemLanguages } from '@shared/system-locale';
import type { CredentialStorageView } from '@shared/views/account';
import { createRecordingLogger } from '../../../support/recording-logger';
import { FakeClock, settle } from '../schedule/fake-clock';

const noon = new Date('2026-03-10T12:00:00Z');
const address = { dataBaseUrl: 'https://weather.example.com' };
let userDataDir: string;
const stops: (() => Promise<void>)[] = [];

beforeEach(async () => {
  userDataDir = await mkdtemp(join(tmpdir(), 'weatherglass-sessions-'));
});

afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
  await rm(userDataDir, { recursive: true, force: true });
});

/**
 * Sessions over an account kept in memory at an administrator's address. Opening a session makes
 * no request (it signs in when first asked), so none leaves here.
 */
function sessionsOf() {
  const clock = new FakeClock(noon);
  const logger = createRecordingLogger();
  const credentials = new CredentialStore(createMemorySecretStore());
  const storage: CredentialStorageView = { location: 'keychain', state: 'ready', reason: null };
  const demo = { started: 0, closed: 0 };
  const events: { channel: EventChannel; payload: unknown }[] = [];
  const emit: EventSink = (channel, payload) => void events.push({ channel, payload });
  const budgets = new BudgetBook({ directory: userDataDir, clock, logger, limits: { weatherData: () => ({ dailyRequests: 1000, mapSharePercent: 40 }) } });
  const sessions = new Sessions({
    userDataDir,
    credentials,
    credentialStorage: () => storage,
    accountAddress: new AccountAddress({ override: address, stored: () => defaultSettings.service, policy: { allowInsecureHttp: false } }),
    startDemoService: async () => {
      demo.started += 1;
      return { url: 'http://127.0.0.1:9', close: async () => void (demo.closed += 1) };
    },
    budgets,
    connectivity: new ConnectivityMonitor(),
    clock,
    logger,
    emit,
    describeApp: (mode, source) => ({
      name: 'Weatherglass',
      version: 'test',
      mode,
      source,
      host: 'browser',
      desktopShell: { trayIcons: null, popupBesideTray: true },
      systemLocale: systemLocaleOf(noSystemLanguages),
    }),
  });
  const heard: string[] = [];
  const opened: Session[] = [];
  sessions.onDidOpen((session) => {
    opened.push(session);
    heard.push(`open ${session.mode}`);
  });
  sessions.onWillClose(() => heard.push('close'));
  sessions.onDidReplaceCredentials(() => heard.push('credentials replaced'));
  sessions.onDidChange(() => heard.push('changed'));
  stops.push(async () => {
    await sessions.dispose();
    await budgets.flush();
  });
  const save = (user: string) => credentials.save({ user, password: 'secret' }, address);
  return { sessions, demo, events, heard, opened, save };
}

const infos = (events: { channel: EventChannel; payload: unknown }[]) => events.filter((event) => event.channel === 'app:infoChanged').map((event) => event.payload);

describe('the sessions', () => {
  it('runs the preparation first, then opens demo data when no account is stored, and tells the windows', async () => {
    const { sessions, demo, events, heard } = sessionsOf();
    const order: string[] = [];
    await sessions.start(async () => void order.push(`prepared with ${heard.length} heard`));
    expect(order).toEqual(['prepared with 0 heard']);
    expect([sessions.mode, sessions.source, sessions.current?.mode]).toEqual(['demo', 'demo', 'demo']);
    expect(demo.started).toBe(1);
    expect(heard).toContain('open demo');
    expect(heard.indexOf('close')).toBeLessThan(heard.indexOf('open demo'));
    expect(infos(events)).toEqual([expect.objectContaining({ mode: 'demo', source: 'demo' })]);
    await settle();
    expect(events).toContainEqual({ channel: 'account:changed', payload: expect.objectContaining({ mode: 'demo', configured: false }) });
  });

  it('opens the account when one is stored for the address in force, under a source of its own', async () => {
    const { sessions, save, demo } = sessionsOf();
    await save('alice');
    await sessions.start(async () => undefined);
    expect(sessions.mode).toBe('account');
    expect(sessions.source).toMatch(/^account-[0-9a-f]{16}$/);
    expect(sessions.current?.address).toEqual(address);
    expect(demo.started).toBe(0);
  });

  it('switches from demo to the account once one is saved: the old session closes before the new opens', async () => {
    const { sessions, save, demo, heard } = sessionsOf();
    await sessions.start(async () => undefined);
    heard.length = 0;
    await save('alice');
    await sessions.accountChanged();
    expect(sessions.mode).toBe('account');
    expect(heard.filter((event) => event !== 'changed')).toEqual(['close', 'open account']);
    expect(demo.closed).toBe(1);
  });

  it('keeps the session for other credentials at the same address, but as another source', async () => {
    const { sessions, save, heard, events, opened } = sessionsOf();
    await save('alice');
    await sessions.start(async () => undefined);
    const alice = sessions.source;
    heard.length = 0;
    await save('bob');
    await sessions.accountChanged();
    expect(heard.filter((event) => event !== 'changed')).toEqual(['credentials replaced']);
    expect(opened).toHaveLength(1);
    expect(sessions.source).not.toBe(alice);
    expect(infos(events).at(-1)).toEqual(expect.objectContaining({ mode: 'account', source: sessions.source }));
  });

  it('follows the keychain only after the start has read it, and tells the Account pane', async () => {
    const { sessions, save, events } = sessionsOf();
    // Before the start: the start itself reads the keychain, so nothing switches here.
    sessions.keychainChanged();
    await sessions.keychainFollowed();
    await sessions.start(async () => undefined);
    expect(sessions.mode).toBe('demo');
    await save('alice');
    sessions.keychainChanged();
    await sessions.keychainFollowed();
    expect(sessions.mode).toBe('account');
    expect(events.filter((event) => event.channel === 'account:changed').at(-1)?.payload).toMatchObject({ mode: 'account', user: 'alice' });
  });

  it('answers a call before the start as still starting, and after it is disposed as no service, the session closed', async () => {
    const { sessions, demo } = sessionsOf();
    expect(await sessions.withSession(async () => ({ ok: true, value: 1 }))).toMatchObject({ ok: false, error: { kind: 'internal' } });
    await sessions.start(async () => undefined);
    expect(await sessions.withSession(async () => ({ ok: true, value: 1 }))).toEqual({ ok: true, value: 1 });
    await sessions.dispose();
    expect(demo.closed).toBe(1);
    expect(sessions.current).toBeUndefined();
    expect(await sessions.withSession(async () => ({ ok: true, value: 1 }))).toMatchObject({ ok: false, error: { kind: 'offline' } });
  });
});
