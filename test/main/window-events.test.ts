import { beforeEach, describe, expect, it, vi } from 'vitest';
import { parseAppOrigin } from '@main/core/ipc/trusted-sender';
import { createWindowEventSink } from '@main/window-events';
import { installFakeElectron, type FakeElectron } from './fake-electron';

vi.mock('electron', async () => (await import('./fake-electron')).fakeElectronModule());

let electron: FakeElectron;

beforeEach(() => {
  electron = installFakeElectron();
  electron.app.ready = true;
});

async function windowShowing(url: string) {
  const window = new electron.BrowserWindow({});
  await window.loadURL(url);
  return window;
}

describe('core events', () => {
  it('reach only the app windows that listen to them', async () => {
    const popup = await windowShowing('app://weatherglass/popup.html');
    const dashboard = await windowShowing('app://weatherglass/dashboard.html#account');
    const map = await windowShowing('app://weatherglass/map.html');
    const foreign = await windowShowing('https://evil.example/dashboard.html');
    const emit = createWindowEventSink([parseAppOrigin('app://weatherglass')]);

    // Where an event goes does not depend on what it carries.
    const payload = {} as never;
    emit('account:changed', payload);
    emit('tray:stateChanged', payload);
    emit('settings:changed', payload);

    const received = (window: typeof popup) => window.webContents.sent.map((message) => message.channel);
    expect(received(popup)).toEqual(['tray:stateChanged', 'settings:changed']);
    expect(received(dashboard)).toEqual(['account:changed', 'tray:stateChanged', 'settings:changed']);
    expect(received(map)).toEqual(['settings:changed']);
    expect(received(foreign)).toEqual([]);
  });
});
