import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { boot } from '@main/bootstrap';
import { fromTheDashboard } from './app-windows';
import { installFakeElectron, type FakeElectron } from './fake-electron';

vi.mock('electron', async () => (await import('./fake-electron')).fakeElectronModule());

vi.mock('keytar', async () => (await import('./fake-native-modules')).fakeKeytarModule());
vi.mock('electron-store', async () => (await import('./fake-native-modules')).fakeElectronStoreModule());


let scratch: string;
let electron: FakeElectron;

async function invoke(channel: string, payload?: unknown): Promise<unknown> {
  const listener = electron.ipcMain.handlers.get(channel);
  if (listener === undefined) throw new Error(`${channel} is not handled`);
  return listener(fromTheDashboard(electron), payload);
}

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'weatherglass-core-wiring-'));
  electron = installFakeElectron();
  electron.app.userDataDir = join(scratch, 'user-data');
  await boot({ paths: { rendererDir: join(scratch, 'renderer'), preloadDir: '/app/out/preload' } });
});

afterAll(async () => {
  // Quitting stops the core: the demo service closes and pending files are written.
  electron.app.emit('will-quit', { preventDefault: () => undefined });
  await vi.waitUntil(() => electron.app.quitCalls > 0, { timeout: 10_000 });
  await rm(scratch, { recursive: true, force: true });
});

describe('the core in the Electron app', () => {
  it('runs on demo data from the in-process service', async () => {
    // Waits for the session the core starts after boot, then signs in to the demo service.
    expect(await invoke('keys:list')).toEqual({ ok: true, value: [] });
    expect(await invoke('account:get')).toEqual({
      ok: true,
      value: {
        mode: 'demo',
        configured: false,
        user: null,
        connection: { state: 'connected' },
        address: { data: null, maps: null, problem: null, setBy: 'settings' },
        heldBack: null,
        offline: null,
        credentialStorage: { location: 'keychain', state: 'ready', reason: null },
      },
    });
    expect(await invoke('app:getInfo')).toMatchObject({ ok: true, value: { mode: 'demo', source: 'demo', host: 'electron' } });
  });

  it("sends its requests through Chromium's network stack, which knows the system's proxies and certificates", async () => {
    expect(await invoke('keys:list')).toEqual({ ok: true, value: [] });

    expect(await electron.net.firstFetched).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
    expect(electron.net.fetched.every((url) => url.startsWith('http://127.0.0.1:'))).toBe(true);
  });

  it('puts a whole API key on the Electron clipboard and only a masked one in the answer', async () => {
    const created = (await invoke('keys:create')) as { ok: true; value: { created: { id: string; masked: string } } };
    expect(created.ok).toBe(true);
    const { id, masked } = created.value.created;

    expect(await invoke('keys:copy', { id })).toEqual({ ok: true, value: { id, masked } });
    expect(electron.clipboard.written).toHaveLength(1);
    const [key] = electron.clipboard.written;
    expect(key?.length).toBeGreaterThan(masked.length);
    expect(key?.endsWith(masked.slice(1))).toBe(true);
    expect(await invoke('keys:delete', { id })).toEqual({ ok: true, value: { id } });
  });
});
