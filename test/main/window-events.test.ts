import { beforeEach, describe, expect, it, vi } from 'vitest';
import { parseAppOrigin } from '@main/core/ipc/trusted-sender';
import { createWindowEventSink } from '@main/window-events';
import { createWindowIdentities, type WindowIdentities } from '@main/window-identities';
import type { AppWindow } from '@shared/ipc/window-channels';
import { installFakeElectron, type FakeBrowserWindow, type FakeElectron } from './fake-electron';

vi.mock('electron', async () => (await import('./fake-electron')).fakeElectronModule());

let electron: FakeElectron;
let identities: WindowIdentities;

beforeEach(() => {
  electron = installFakeElectron();
  electron.app.ready = true;
  identities = createWindowIdentities();
});

/** A window showing `url`; recorded as `window` when main opened it that way, not recorded when it did not. */
async function windowShowing(url: string, openedAs?: AppWindow): Promise<FakeBrowserWindow> {
  const window = new electron.BrowserWindow({});
  // The fake stands for Electron's BrowserWindow, which the registry is typed for.
  if (openedAs !== undefined) identities.record(openedAs, window as never);
  await window.loadURL(url);
  return window;
}

const received = (window: FakeBrowserWindow) => window.webContents.sent.map((message) => message.channel);
// Where an event goes does not depend on what it carries.
const payload = {} as never;

describe('core events', () => {
  it('reach only the app windows that listen to them', async () => {
    const popup = await windowShowing('app://weatherglass/popup.html', 'popup');
    const dashboard = await windowShowing('app://weatherglass/dashboard.html#account', 'dashboard');
    const map = await windowShowing('app://weatherglass/map.html', 'map');
    const foreign = await windowShowing('https://evil.example/dashboard.html', 'dashboard');
    const emit = createWindowEventSink(identities, [parseAppOrigin('app://weatherglass')]);

    emit('account:changed', payload);
    emit('tray:stateChanged', payload);
    emit('settings:changed', payload);

    expect(received(popup)).toEqual(['tray:stateChanged', 'settings:changed']);
    expect(received(dashboard)).toEqual(['account:changed', 'tray:stateChanged', 'settings:changed']);
    expect(received(map)).toEqual(['settings:changed']);
    expect(received(foreign)).toEqual([]);
  });

  it('go by the window main opened, not by the path its page gives itself', async () => {
    const popup = await windowShowing('app://weatherglass/popup.html', 'popup');
    const dashboard = await windowShowing('app://weatherglass/dashboard.html', 'dashboard');
    const emit = createWindowEventSink(identities, [parseAppOrigin('app://weatherglass')]);

    popup.webContents.pushState('/dashboard.html');
    emit('account:changed', payload);
    emit('settings:changed', payload);

    expect(popup.webContents.getURL()).toBe('app://weatherglass/dashboard.html');
    // Off its own page the popup is sent nothing at all, least of all the account's events.
    expect(received(popup)).toEqual([]);
    expect(received(dashboard)).toEqual(['account:changed', 'settings:changed']);
  });

  it('never reach a window main did not open, whatever page it shows', async () => {
    const stranger = await windowShowing('app://weatherglass/dashboard.html');
    const emit = createWindowEventSink(identities, [parseAppOrigin('app://weatherglass')]);

    emit('account:changed', payload);

    expect(received(stranger)).toEqual([]);
  });

  it('stop at a window once it closed', async () => {
    const dashboard = await windowShowing('app://weatherglass/dashboard.html', 'dashboard');
    const emit = createWindowEventSink(identities, [parseAppOrigin('app://weatherglass')]);

    dashboard.close();
    emit('account:changed', payload);

    expect(received(dashboard)).toEqual([]);
    expect(identities.open()).toEqual([]);
  });
});
