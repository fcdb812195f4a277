import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createElectronSettingsStorage } from '../../src/main/electron-settings-storage';
import type { FakeElectron } from './fake-electron';

vi.mock('electron', async () => (await import('./fake-electron')).fakeElectronModule());

// The real electron-store (and conf beneath it) against a scratch user-data directory. It keeps
// the Electron objects it saw when first imported, so this file keeps one fake throughout.
const electron = (await import('electron')) as unknown as FakeElectron;
let userDataDir: string;

beforeEach(async () => {
  userDataDir = await mkdtemp(join(tmpdir(), 'weatherglass-settings-'));
  electron.app.userDataDir = userDataDir;
});

afterEach(async () => {
  await rm(userDataDir, { recursive: true, force: true });
});

describe('the electron-store settings storage', () => {
  it('reads nothing on a first run', () => {
    expect(createElectronSettingsStorage().read()).toBeUndefined();
  });

  it('writes settings.json in the user data directory and reads it back in a new instance', async () => {
    createElectronSettingsStorage().write({ theme: 'dark' });
    expect(JSON.parse(await readFile(join(userDataDir, 'settings.json'), 'utf8'))).toEqual({ theme: 'dark' });
    expect(createElectronSettingsStorage().read()).toEqual({ theme: 'dark' });
  });

  it('starts afresh instead of failing when the file is not JSON', async () => {
    await writeFile(join(userDataDir, 'settings.json'), '{"theme": "da');
    expect(createElectronSettingsStorage().read()).toBeUndefined();
  });

  it('leaves no IPC listener of its own behind', () => {
    createElectronSettingsStorage();
    expect(electron.ipcMain.listeners).toEqual([]);
  });
});
