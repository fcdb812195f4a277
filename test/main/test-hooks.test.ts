import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { boot } from '@main/bootstrap';
import { resolveAppPaths } from '@main/paths';
import { testHooksGlobal, type ExposedForTests } from '@main/test-hooks';
import { installFakeElectron, type FakeElectron, type FakeTray } from './fake-electron';
import { storeFiles } from './fake-native-modules';

vi.mock('electron', async () => (await import('./fake-electron')).fakeElectronModule());
vi.mock('keytar', async () => (await import('./fake-native-modules')).fakeKeytarModule());
vi.mock('electron-store', async () => (await import('./fake-native-modules')).fakeElectronStoreModule());

let scratchDir: string;
let rendererDir: string;
let electron: FakeElectron;

beforeAll(async () => {
  scratchDir = await mkdtemp(join(tmpdir(), 'weatherglass-test-hooks-'));
  rendererDir = join(scratchDir, 'renderer');
  await mkdir(rendererDir, { recursive: true });
  await writeFile(join(rendererDir, 'popup.html'), '<!doctype html><title>Weatherglass</title>');
});

afterAll(async () => {
  await rm(scratchDir, { recursive: true, force: true });
});

beforeEach(() => {
  storeFiles.clear();
  storeFiles.set('settings', { firstRun: { welcomed: true, toldWhereItLives: true } });
  electron = installFakeElectron();
  electron.app.userDataDir = join(scratchDir, 'user-data');
  Reflect.deleteProperty(globalThis, testHooksGlobal);
});

// Quitting stops the core and its demo service, so none outlives its test.
afterEach(async () => {
  Reflect.deleteProperty(globalThis, testHooksGlobal);
  if (electron.app.listenerCount('will-quit') === 0) return;
  const quitsBefore = electron.app.quitCalls;
  electron.app.emit('will-quit', { preventDefault: () => undefined });
  await vi.waitUntil(() => electron.app.quitCalls > quitsBefore, { timeout: 30_000 });
});

async function startApp(env: NodeJS.ProcessEnv): Promise<void> {
  await boot({
    // A packaged app would find its tray images beside Electron's own resources; here, where an unpackaged one does.
    paths: { rendererDir, preloadDir: '/app/out/preload', resourcesDir: resolveAppPaths(false).resourcesDir },
    desktop: { ...electron.desktop, env: { ...electron.desktop.env, ...env } },
    detectTrayIcons: () => Promise.resolve(true),
  });
}

function exposed(): ExposedForTests | undefined {
  return (globalThis as Record<string, unknown>)[testHooksGlobal] as ExposedForTests | undefined;
}

function onlyTray(): FakeTray {
  const [tray] = electron.Tray.instances;
  if (tray === undefined) throw new Error('the app put no icon in the tray');
  return tray;
}

describe('the Electron tests’ hooks', () => {
  it('expose the tray, its tooltip as the panel shows it, and the demo service’s address', async () => {
    await startApp({ WEATHERGLASS_TEST_HOOKS: '1' });
    const hooks = exposed();
    expect(hooks?.tray).toBe(onlyTray());
    expect(hooks?.toolTip).toBe(onlyTray().toolTip);
    // boot() has returned: the start is over.
    expect(hooks?.started).toBe(true);
    expect(hooks?.trayIcons).toBe(true);
    // Demo mode starts its service once the core starts; the address is the one that answers.
    await vi.waitUntil(() => exposed()?.demoServiceUrl, { timeout: 30_000 });
    const answer = await fetch(`${exposed()?.demoServiceUrl ?? ''}/authorize/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: 'demo', password: 'demo' }),
    });
    expect(answer.status).toBe(200);
    // Each new tooltip is recorded, not only the first.
    await vi.waitUntil(() => exposed()?.toolTip?.includes('°'), { timeout: 30_000 });
    expect(exposed()?.toolTip).toBe(onlyTray().toolTip);
  });

  it('expose nothing without WEATHERGLASS_TEST_HOOKS=1', async () => {
    await startApp({ WEATHERGLASS_TEST_HOOKS: 'yes' });
    expect(onlyTray()).toBeDefined();
    expect(exposed()).toBeUndefined();
  });

  it('expose nothing in a packaged app, whatever its environment says', async () => {
    electron.app.isPackaged = true;
    // Electron sets it for every app; a packaged one's paths start there.
    Reflect.defineProperty(process, 'resourcesPath', { value: scratchDir, configurable: true });
    onTestFinished(() => void Reflect.deleteProperty(process, 'resourcesPath'));
    await startApp({ WEATHERGLASS_TEST_HOOKS: '1' });
    expect(onlyTray()).toBeDefined();
    expect(exposed()).toBeUndefined();
  });
});
