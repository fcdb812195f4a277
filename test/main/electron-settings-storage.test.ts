import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SettingsService } from '@main/core/settings/settings-service';
import { createElectronSettingsStorage } from '@main/electron-settings-storage';
import { defaultSettings, type Settings } from '@shared/settings';
import { createRecordingLogger } from '../support/recording-logger';
import { london } from './core/settings/fixtures';
import type { FakeElectron } from './fake-electron';

vi.mock('electron', async () => (await import('./fake-electron')).fakeElectronModule());

// The real electron-store (and conf beneath it) against a scratch user-data directory. It keeps
// the Electron objects it saw when first imported, so this file keeps one fake throughout.
const electron = (await import('electron')) as unknown as FakeElectron;
const keptAt = new Date('2026-03-01T08:09:10.123Z');
const keptName = 'settings.corrupt-2026-03-01T08-09-10-123Z.json';
const notJson = '{"theme": "da';
let userDataDir: string;

const settingsFile = () => join(userDataDir, 'settings.json');
const storage = () => createElectronSettingsStorage({ now: () => keptAt });
const darkSettings: Settings = { ...defaultSettings, theme: 'dark' };

beforeEach(async () => {
  userDataDir = await mkdtemp(join(tmpdir(), 'weatherglass-settings-'));
  electron.app.userDataDir = userDataDir;
});

afterEach(async () => {
  await rm(userDataDir, { recursive: true, force: true });
});

describe('the electron-store settings storage', () => {
  it('reads nothing on a first run', () => {
    expect(storage().read()).toBeUndefined();
  });

  it('writes settings.json in the user data directory and reads it back in a new instance', async () => {
    storage().write(darkSettings);
    expect(JSON.parse(await readFile(settingsFile(), 'utf8'))).toEqual(darkSettings);
    expect(storage().read()).toEqual(darkSettings);
  });

  it('throws on a file that is not JSON and leaves the file as it was', async () => {
    await writeFile(settingsFile(), notJson);
    expect(() => storage().read()).toThrow(SyntaxError);
    expect(await readFile(settingsFile(), 'utf8')).toBe(notJson);
  });

  it('keeps a file aside untouched under a time-stamped name, then starts a fresh file', async () => {
    await writeFile(settingsFile(), notJson);
    const settings = storage();
    expect(settings.quarantine()).toBe(keptName);
    expect(await readdir(userDataDir)).toEqual([keptName]);
    expect(await readFile(join(userDataDir, keptName), 'utf8')).toBe(notJson);
    expect(settings.read()).toBeUndefined();
    settings.write(darkSettings);
    expect(storage().read()).toEqual(darkSettings);
  });

  it('keeps nothing aside when there is no file', () => {
    expect(storage().quarantine()).toBeNull();
  });

  it('leaves no IPC listener of its own behind', () => {
    const settings = storage();
    settings.write(darkSettings);
    settings.read();
    expect(electron.ipcMain.listeners).toEqual([]);
  });
});

describe('SettingsService over the electron-store storage', () => {
  it('starts from defaults when the file is not JSON, keeping the file aside for the user', async () => {
    await writeFile(settingsFile(), notJson);
    const logger = createRecordingLogger();
    const service = new SettingsService(storage(), logger);

    expect(service.current).toEqual(defaultSettings);
    expect(service.recovery).toEqual({ reason: 'unreadable', keptAs: keptName });
    expect(await readFile(join(userDataDir, keptName), 'utf8')).toBe(notJson);
    expect(logger.entries.map((entry) => [entry.level, entry.fields?.keptAs])).toEqual([['warn', keptName]]);

    service.update({ theme: 'light' });
    expect(JSON.parse(await readFile(settingsFile(), 'utf8'))).toMatchObject({ theme: 'light' });
    expect(await readFile(join(userDataDir, keptName), 'utf8')).toBe(notJson);
  });

  it('keeps aside a JSON file that is not settings at all, and starts from defaults', async () => {
    const invalid = JSON.stringify({ version: 'two', units: { temperature: 'K' } });
    await writeFile(settingsFile(), invalid);
    const service = new SettingsService(storage(), createRecordingLogger());

    expect(service.current).toEqual(defaultSettings);
    expect(service.recovery).toEqual({ reason: 'invalid', keptAs: keptName });
    expect(await readFile(join(userDataDir, keptName), 'utf8')).toBe(invalid);
    expect(await readdir(userDataDir)).toEqual([keptName]);
  });

  it('keeps aside a file with one bad field as it was, and saves the rest again with that field at its default', async () => {
    const withBadUnit = JSON.stringify({ ...darkSettings, locations: [london], units: { ...defaultSettings.units, temperature: 'K' } });
    await writeFile(settingsFile(), withBadUnit);
    const service = new SettingsService(storage(), createRecordingLogger());

    const kept = { ...darkSettings, locations: [london] };
    expect(service.current).toEqual(kept);
    expect(service.recovery).toEqual({ reason: 'someFields', keptAs: keptName, resetFields: ['units.temperature'], droppedPlaces: [] });
    expect(await readFile(join(userDataDir, keptName), 'utf8')).toBe(withBadUnit);
    expect(JSON.parse(await readFile(settingsFile(), 'utf8'))).toEqual(kept);
    expect((await readdir(userDataDir)).sort()).toEqual([keptName, 'settings.json'].sort());
  });

  it("migrates the foundation's file in place", async () => {
    await writeFile(settingsFile(), JSON.stringify({ theme: 'dark' }));
    const service = new SettingsService(storage(), createRecordingLogger());

    expect(service.current).toEqual(darkSettings);
    expect(service.recovery).toBeNull();
    // Version 1's 'data' is written out; while the interface language follows the system, the system's applies.
    expect(JSON.parse(await readFile(settingsFile(), 'utf8'))).toEqual({ ...darkSettings, interfaceLanguage: 'data' });
  });
});
