import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { WeatherglassApi } from '@shared/ipc/bridge';
import { installFakeElectron, type FakeElectron } from './fake-electron';
import { contractApiNames } from '../support/contract-api-names';

vi.mock('electron', async () => (await import('./fake-electron')).fakeElectronModule());

let electron: FakeElectron;
let api: WeatherglassApi;

/** Every property path of the exposed object, so nothing extra can hide in a nested namespace. */
function propertyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.keys(value).flatMap((key) =>
    propertyPaths((value as Record<string, unknown>)[key], prefix === '' ? key : `${prefix}.${key}`),
  );
}

beforeAll(async () => {
  electron = installFakeElectron();
  await import('../../src/preload/index');
  api = electron.contextBridge.exposed[0]?.api as WeatherglassApi;
});

describe('preload', () => {
  it('exposes one object, as window.weatherglass', () => {
    expect(electron.contextBridge.exposed.map((exposure) => exposure.key)).toEqual(['weatherglass']);
  });

  it('exposes exactly the contract functions and nothing that reaches IPC generically', () => {
    const paths = propertyPaths(api).sort();

    expect(paths).toEqual(contractApiNames);
    for (const path of paths) {
      const [namespace, method] = path.split('.') as [keyof WeatherglassApi, string];
      expect(typeof (api[namespace] as Record<string, unknown>)[method], path).toBe('function');
    }
    expect(paths.join(' ')).not.toMatch(/invoke|send|ipcRenderer/);
  });

  it('sends exactly the channel and the one payload to ipcRenderer.invoke and returns its answer', async () => {
    electron.ipcRenderer.reply = { ok: true, value: { theme: 'dark' } };
    electron.ipcRenderer.invocations.length = 0;

    const result = await api.settings.update({ theme: 'dark' });

    expect(electron.ipcRenderer.invocations).toEqual([['settings:update', { theme: 'dark' }]]);
    expect(result).toEqual({ ok: true, value: { theme: 'dark' } });
  });

  it('hands an event listener the payload alone, never the IPC event', () => {
    const listener = vi.fn();
    const unsubscribe = api.on.settingsChanged(listener);

    electron.ipcRenderer.emit('settings:changed', { sender: electron.ipcRenderer }, { theme: 'light' });
    unsubscribe();

    expect(listener.mock.calls).toEqual([[{ theme: 'light' }]]);
  });

  it('unsubscribes exactly the listener it was returned for', () => {
    const on = vi.spyOn(electron.ipcRenderer, 'on');
    const removeListener = vi.spyOn(electron.ipcRenderer, 'removeListener');
    const first = vi.fn();
    const second = vi.fn();
    const unsubscribeFirst = api.on.settingsChanged(first);
    const unsubscribeSecond = api.on.settingsChanged(second);

    unsubscribeFirst();
    electron.ipcRenderer.emit('settings:changed', {}, { theme: 'dark' });

    expect(first).not.toHaveBeenCalled();
    expect(second.mock.calls).toEqual([[{ theme: 'dark' }]]);
    expect(removeListener.mock.calls).toEqual([['settings:changed', on.mock.calls[0]?.[1]]]);
    expect(electron.ipcRenderer.listenerCount('settings:changed')).toBe(1);
    unsubscribeSecond();
    expect(electron.ipcRenderer.listenerCount('settings:changed')).toBe(0);
  });
});
