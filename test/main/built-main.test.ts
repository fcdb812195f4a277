import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { installFakeElectron, type FakeElectron } from './fake-electron';

vi.mock('electron', async () => (await import('./fake-electron')).fakeElectronModule());
vi.mock('keytar', async () => (await import('./fake-native-modules')).fakeKeytarModule());
vi.mock('electron-store', async () => (await import('./fake-native-modules')).fakeElectronStoreModule());

/**
 * The bundle `npm run build` writes is what Electron runs, and its paths are worked out from its
 * own place in out/, which the sources never are: so it is loaded here as built, and what it
 * points at must be there. scripts/test.mjs builds before it runs this.
 */
const builtMain = resolve('out/main/index.js');

let scratch: string;
let electron: FakeElectron;

beforeAll(async () => {
  if (!existsSync(builtMain)) throw new Error(`${builtMain} is missing: run \`npm run build\` first`);
  scratch = await mkdtemp(join(tmpdir(), 'weatherglass-built-main-'));
  electron = installFakeElectron('linux-x11');
  electron.app.userDataDir = join(scratch, 'user-data');
  await import(/* @vite-ignore */ builtMain);
  // The bundle boots as it loads; the tray is the last thing boot() puts up.
  await vi.waitUntil(() => electron.Tray.instances.length > 0, { timeout: 10_000 });
});

afterAll(async () => {
  electron.app.emit('will-quit', { preventDefault: () => undefined });
  await vi.waitUntil(() => electron.app.quitCalls > 0, { timeout: 10_000 });
  await rm(scratch, { recursive: true, force: true });
});

function appRequest(path: string): Promise<Response> {
  const handler = electron.protocol.handlers.get('app');
  if (handler === undefined) throw new Error('app: is not handled');
  return Promise.resolve(handler(new Request(`app://weatherglass/${path}`)));
}

describe('the built main process', () => {
  it('finds the tray icon in resources/', () => {
    const [tray] = electron.Tray.instances;

    expect(tray?.image.path).toBe(resolve('resources/tray.png'));
    expect(tray?.image.isEmpty()).toBe(false);
  });

  it('gives the dashboard its own built preload', () => {
    electron.app.emit('second-instance', {}, [], '/');
    const preload = electron.BrowserWindow.instances[0]?.options.webPreferences?.preload;

    expect(preload).toBe(resolve('out/preload/dashboard.cjs'));
    expect(existsSync(String(preload))).toBe(true);
  });

  it.each(['popup.html', 'dashboard.html', 'map.html'])('serves %s and every script and style it loads', async (page) => {
    const response = await appRequest(page);
    const html = await response.text();
    const assets = [...html.matchAll(/(?:src|href)="(?:\.?\/)?(assets\/[^"]+)"/g)].map((match) => match[1] ?? '');

    expect(response.status).toBe(200);
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) expect((await appRequest(asset)).status, asset).toBe(200);
  });
});
