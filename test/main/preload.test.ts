import { beforeAll, describe, expect, it, vi } from 'vitest';
import { eventMethodName, type DashboardApi } from '@shared/ipc/bridge';
import { windowChannels, type AppWindow } from '@shared/ipc/window-channels';
import { installFakeElectron, type FakeElectron } from './fake-electron';

vi.mock('electron', async () => (await import('./fake-electron')).fakeElectronModule());

/** Each window's preload, loaded against an Electron of its own. */
const preloads: Record<AppWindow, () => Promise<unknown>> = {
  popup: () => import('../../src/preload/popup'),
  map: () => import('../../src/preload/map'),
  dashboard: () => import('../../src/preload/dashboard'),
};

const exposedBy = {} as Record<AppWindow, FakeElectron['contextBridge']['exposed']>;
/** The dashboard's: the IPC tests below use its Electron and its API. */
let electron: FakeElectron;
let api: DashboardApi;

/** Every property path of the exposed object, so nothing extra can hide in a nested namespace. */
function propertyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.keys(value).flatMap((key) =>
    propertyPaths((value as Record<string, unknown>)[key], prefix === '' ? key : `${prefix}.${key}`),
  );
}

/** The functions a window's channel list allows, as `namespace.method` and `on.event`. */
function allowedNames(window: AppWindow): string[] {
  const { calls, events } = windowChannels[window];
  return [...[...calls].map((channel) => channel.replace(':', '.')), ...[...events].map((channel) => `on.${eventMethodName(channel)}`)].sort();
}

beforeAll(async () => {
  for (const window of ['popup', 'map', 'dashboard'] as const) {
    electron = installFakeElectron();
    await preloads[window]();
    exposedBy[window] = electron.contextBridge.exposed;
  }
  api = exposedBy.dashboard[0]?.api as DashboardApi;
});

describe.each(['popup', 'dashboard', 'map'] as const)('the %s preload', (window) => {
  it('exposes one object, as window.weatherglass', () => {
    expect(exposedBy[window].map((exposure) => exposure.key)).toEqual(['weatherglass']);
  });

  it("exposes exactly its window's functions and nothing that reaches IPC generically", () => {
    const exposed = exposedBy[window][0]?.api as Record<string, Record<string, unknown>>;
    const paths = propertyPaths(exposed).sort();

    expect(paths).toEqual(allowedNames(window));
    for (const path of paths) {
      const [namespace, method] = path.split('.') as [string, string];
      expect(typeof exposed[namespace]?.[method], path).toBe('function');
    }
    expect(paths.join(' ')).not.toMatch(/invoke|send|ipcRenderer/);
  });
});

describe('least privilege per window', () => {
  const namesOf = (window: AppWindow) => propertyPaths(exposedBy[window][0]?.api);

  it('gives the popup and the map nothing of the account, its keys or its usage', () => {
    for (const window of ['popup', 'map'] as const) {
      expect(namesOf(window).filter((name) => /^(account|keys|usage)\.|accountChanged/.test(name)), window).toEqual([]);
    }
  });

  it('gives the dashboard the keys, and the popup alone its close', () => {
    expect(namesOf('dashboard')).toContain('keys.create');
    expect(namesOf('popup')).toContain('popup.close');
    expect(namesOf('dashboard')).not.toContain('popup.close');
    expect(namesOf('map')).not.toContain('popup.close');
  });
});

describe('the preload', () => {

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
