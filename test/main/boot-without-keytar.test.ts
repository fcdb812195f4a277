import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { boot } from '@main/bootstrap';
import { fromTheDashboard } from './app-windows';
import { installFakeElectron, type FakeElectron } from './fake-electron';

vi.mock('electron', async () => (await import('./fake-electron')).fakeElectronModule());
vi.mock('electron-store', async () => (await import('./fake-native-modules')).fakeElectronStoreModule());
// What loading keytar.node does on a Linux system without libsecret (an AppImage declares none).
vi.mock('keytar', () => {
  throw new Error('libsecret-1.so.0: cannot open shared object file: No such file or directory');
});


let scratch: string;
let electron: FakeElectron;

beforeEach(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'weatherglass-no-keytar-'));
  electron = installFakeElectron('linux-x11');
  electron.app.userDataDir = join(scratch, 'user-data');
});

afterEach(async () => {
  electron.app.emit('will-quit', { preventDefault: () => undefined });
  await vi.waitUntil(() => electron.app.quitCalls > 0, { timeout: 10_000 });
  await rm(scratch, { recursive: true, force: true });
});

async function startApp(): Promise<void> {
  await boot({ paths: { rendererDir: join(scratch, 'renderer'), preloadDir: '/app/out/preload' }, desktop: electron.desktop });
}

async function invoke(channel: string): Promise<unknown> {
  const listener = electron.ipcMain.handlers.get(channel);
  if (listener === undefined) throw new Error(`${channel} is not handled`);
  return listener(fromTheDashboard(electron));
}

const credentialStorage = async (): Promise<unknown> =>
  ((await invoke('account:get')) as { value: { credentialStorage: unknown } }).value.credentialStorage;
const patiently = { timeout: 30_000, interval: 20 };

describe('a system where keytar cannot load', () => {
  it('still starts, with its tray, and keeps the account in a file safeStorage encrypts, which the Account pane names', async () => {
    await startApp();

    expect(electron.Tray.instances).toHaveLength(1);
    expect(await invoke('app:getInfo')).toMatchObject({ ok: true, value: { mode: 'demo' } });
    await vi.waitFor(
      async () => expect(await credentialStorage()).toEqual({ location: 'encryptedFile', state: 'unprotected', reason: 'noKeychain' }),
      patiently,
    );
    expect(electron.Notification.shown).toEqual([]);
  });

  it('says so when nothing can keep the account safely, and runs on', async () => {
    electron.safeStorage.linuxBackend = 'basic_text';

    await startApp();

    expect(electron.Tray.instances).toHaveLength(1);
    await vi.waitFor(() => expect(electron.Notification.shown.map((notification) => notification.title)).toEqual(['Your account cannot be stored safely']), patiently);
    expect(await credentialStorage()).toEqual({ location: 'memory', state: 'unprotected', reason: 'publicKey' });
  });

  it('where the account was kept in the keychain, says the keychain is missing and puts no empty file in its place', async () => {
    await mkdir(electron.app.userDataDir, { recursive: true });
    await writeFile(join(electron.app.userDataDir, 'secret-storage.json'), JSON.stringify({ location: 'keychain' }));

    await startApp();

    expect(electron.Tray.instances).toHaveLength(1);
    await vi.waitFor(async () => expect(await credentialStorage()).toEqual({ location: 'keychain', state: 'missing', reason: null }), patiently);
    expect(electron.Tray.instances[0]?.toolTip).toContain('keychain locked');
    expect(await readdir(electron.app.userDataDir)).not.toContain('account-secrets.bin');
    expect(electron.Notification.shown).toEqual([]);
  });
});
