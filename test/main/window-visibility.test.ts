import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Views } from '@main/core/schedule/demand';
import { createWindowIdentities } from '@main/window-identities';
import { createWindowRegistry } from '@main/windows';
import { createRecordingLogger } from '../support/recording-logger';
import { installFakeElectron, type FakeBrowserWindow, type FakeElectron } from './fake-electron';

vi.mock('electron', async () => (await import('./fake-electron')).fakeElectronModule());

/**
 * The seam between the windows on screen and the schedule: main tells the core which windows show
 * (`onVisibilityChange`, which the boot passes to `core.setViews`), so a hidden or closed window stops
 * costing requests. The fake windows emit no 'show' or 'hide' of their own: each step does as Electron does.
 */

let electron: FakeElectron;

beforeEach(() => {
  electron = installFakeElectron();
  electron.app.ready = true;
});

function registryTelling(told: Views[]) {
  return createWindowRegistry({
    platform: electron.app.platform,
    preloadPath: (kind) => `/app/preload/${kind}.cjs`,
    devTools: false,
    popupBesideTray: true,
    pageUrl: (kind) => `app://weatherglass/${kind}.html`,
    identities: createWindowIdentities(),
    logger: createRecordingLogger(),
    onVisibilityChange: (views) => told.push(views),
  });
}

function shown(window: FakeBrowserWindow | undefined): FakeBrowserWindow {
  if (window === undefined) throw new Error('no such window');
  window.emit('ready-to-show');
  window.emit('show');
  return window;
}

describe('which windows show, as main tells the schedule', () => {
  it('follows each window as it shows, hides and closes', () => {
    const told: Views[] = [];
    const windows = registryTelling(told);

    windows.show('dashboard');
    const dashboard = shown(electron.BrowserWindow.instances[0]);
    expect(told.at(-1)).toEqual({ popupOpen: false, dashboardOpen: true, mapOpen: false });

    windows.show('map');
    const map = shown(electron.BrowserWindow.instances[1]);
    expect(told.at(-1)).toEqual({ popupOpen: false, dashboardOpen: true, mapOpen: true });

    dashboard.hide();
    dashboard.emit('hide');
    expect(told.at(-1)).toEqual({ popupOpen: false, dashboardOpen: false, mapOpen: true });

    map.close();
    expect(told.at(-1)).toEqual({ popupOpen: false, dashboardOpen: false, mapOpen: false });
  });

  it('takes a minimized window as one not seen, and a restored one as seen again', () => {
    const told: Views[] = [];
    const windows = registryTelling(told);
    windows.show('dashboard');
    const dashboard = shown(electron.BrowserWindow.instances[0]);

    dashboard.minimize();
    expect(told.at(-1)).toEqual({ popupOpen: false, dashboardOpen: false, mapOpen: false });
    dashboard.restore();
    expect(told.at(-1)).toEqual({ popupOpen: false, dashboardOpen: true, mapOpen: false });
  });

  it('tells that the popup shows while it does, and not once it is hidden', () => {
    const told: Views[] = [];
    const windows = registryTelling(told);

    windows.showPopup({ x: 1880, y: 1046, width: 24, height: 30 });
    shown(electron.BrowserWindow.instances[0]);
    expect(told.at(-1)).toEqual({ popupOpen: true, dashboardOpen: false, mapOpen: false });

    windows.hidePopup();
    electron.BrowserWindow.instances[0]?.emit('hide');
    expect(told.at(-1)).toEqual({ popupOpen: false, dashboardOpen: false, mapOpen: false });
  });
});
