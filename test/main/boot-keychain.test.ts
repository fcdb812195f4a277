import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { boot } from '@main/bootstrap';
import type { AccountView } from '@shared/views/account';
import { fromTheDashboard } from './app-windows';
import { installFakeElectron, type FakeElectron } from './fake-electron';
import { keychain, storeFiles } from './fake-native-modules';

vi.mock('electron', async () => (await import('./fake-electron')).fakeElectronModule());
vi.mock('keytar', async () => (await import('./fake-native-modules')).fakeKeytarModule());
vi.mock('electron-store', async () => (await import('./fake-native-modules')).fakeElectronStoreModule());


let scratch: string;
let userData: string;
let electron: FakeElectron;

beforeEach(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'weatherglass-keychain-boot-'));
  userData = join(scratch, 'user-data');
  storeFiles.clear();
  keychain.reset();
  electron = installFakeElectron('linux-x11');
  electron.app.userDataDir = userData;
  // An administrator's address, so a stored account means account mode (nothing answers there: it shows as offline).
  electron.desktop.env.WEATHERGLASS_DATA_URL = 'http://127.0.0.1:9';
});

afterEach(async () => {
  keychain.reset();
  if (electron.app.listenerCount('will-quit') > 0) {
    const quitsBefore = electron.app.quitCalls;
    electron.app.emit('will-quit', { preventDefault: () => undefined });
    await vi.waitUntil(() => electron.app.quitCalls > quitsBefore, { timeout: 30_000 });
  }
  await rm(scratch, { recursive: true, force: true });
});

/** An account saved in the keychain at an earlier start, which remembered the keychain. */
async function accountSavedInKeychain(): Promise<void> {
  keychain.entries.set('Weatherglass/account-user', 'alice');
  keychain.entries.set('Weatherglass/account-password', 'pässwörd');
  await mkdir(userData, { recursive: true });
  await writeFile(join(userData, 'secret-storage.json'), JSON.stringify({ location: 'keychain' }));
}

async function startApp(keychainAnswerLimitMs: number): Promise<void> {
  await boot({
    paths: { rendererDir: join(scratch, 'renderer'), preloadDir: '/app/out/preload' },
    desktop: electron.desktop,
    detectTrayIcons: () => Promise.resolve(true),
    keychainAnswerLimitMs,
  });
}

async function invoke(channel: string): Promise<{ ok: boolean; value?: unknown; error?: unknown }> {
  const listener = electron.ipcMain.handlers.get(channel);
  if (listener === undefined) throw new Error(`${channel} is not handled`);
  return (await listener(fromTheDashboard(electron))) as { ok: boolean; value?: unknown };
}

async function accountView(): Promise<AccountView> {
  const answer = await invoke('account:get');
  if (!answer.ok) throw new Error('account:get failed');
  return answer.value as AccountView;
}

const mode = async (): Promise<unknown> => ((await invoke('app:getInfo')).value as { mode: string }).mode;
const tooltip = (): string => electron.Tray.instances[0]?.toolTip ?? '';
/** A bound on polling, not a wait: opening a session on a busy machine takes a while. */
const patiently = { timeout: 30_000, interval: 20 };
/** Never passes within a test: the keychain is "waiting" for as long as the test holds it. */
const never = 3_600_000;

describe('a slow keychain', () => {
  it('does not hold the tray: it comes up saying it waits for the keychain, and the account starts when the keychain answers', async () => {
    await accountSavedInKeychain();
    keychain.holdAnswers = true;

    await startApp(never);
    // The tray was put up without waiting for the keychain, whose read is still held.
    expect(electron.Tray.instances).toHaveLength(1);
    await vi.waitUntil(() => keychain.waiting.length > 0, patiently);
    expect(tooltip()).toContain('waiting for the keychain…');
    expect((await accountView()).credentialStorage).toEqual({ location: 'keychain', state: 'waiting', reason: null });
    expect(await mode()).toBe('demo');

    keychain.release();

    await vi.waitFor(async () => expect(await mode()).toBe('account'), patiently);
    expect(await accountView()).toMatchObject({ configured: true, user: 'alice', credentialStorage: { location: 'keychain', state: 'ready' } });
    expect(tooltip()).not.toContain('keychain');
  });

  it('past the limit shows the account as out of reach, not gone, and a late answer still brings it back', async () => {
    await accountSavedInKeychain();
    keychain.holdAnswers = true;

    await startApp(0);

    await vi.waitFor(
      async () => expect((await accountView()).credentialStorage).toEqual({ location: 'keychain', state: 'locked', reason: 'noAnswer' }),
      patiently,
    );
    expect(tooltip()).toContain('keychain locked');
    expect(await readdir(userData)).not.toContain('account-secrets.bin');
    await vi.waitUntil(() => keychain.waiting.length > 0, patiently);

    keychain.release();

    await vi.waitFor(async () => expect(await mode()).toBe('account'), patiently);
    expect((await accountView()).user).toBe('alice');
  });
});

describe('a keychain that refuses', () => {
  it('keeps the remembered keychain instead of an empty file, and the account returns after "Try again" succeeds', async () => {
    await accountSavedInKeychain();
    keychain.refusal = new Error('User canceled the operation.');

    await startApp(never);

    await vi.waitFor(async () => expect((await accountView()).credentialStorage.state).toBe('refused'), patiently);
    expect(await accountView()).toMatchObject({ mode: 'demo', configured: false, credentialStorage: { location: 'keychain' } });
    // The account is still there, untouched, and nothing took the keychain's place.
    expect(keychain.entries.get('Weatherglass/account-user')).toBe('alice');
    expect(await readdir(userData)).not.toContain('account-secrets.bin');
    expect(electron.Notification.shown).toEqual([]);

    keychain.refusal = null;
    const retried = await invoke('account:retryKeychain');

    expect(retried).toMatchObject({ ok: true, value: { mode: 'account', configured: true, user: 'alice', credentialStorage: { state: 'ready' } } });
    expect(await mode()).toBe('account');
  });
});
