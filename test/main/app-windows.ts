import type { AppWindow } from '@shared/ipc/window-channels';
import { invokeEventFrom, type FakeBrowserWindow, type FakeElectron, type FakeInvokeEvent } from './fake-electron';

/** The open window whose page is `window`'s, as main loaded it (before any pushState). */
export function windowOnPage(electron: FakeElectron, window: AppWindow): FakeBrowserWindow | undefined {
  return electron.BrowserWindow.getAllWindows().find((candidate) => {
    const url = candidate.webContents.getURL();
    return URL.canParse(url) && new URL(url).pathname === `/${window}.html`;
  });
}

/**
 * A call from the dashboard main opened, as IPC knows it by its webContents; launching the app
 * again opens the dashboard when it is not open yet, as a user would.
 */
export function fromTheDashboard(electron: FakeElectron): FakeInvokeEvent {
  if (windowOnPage(electron, 'dashboard') === undefined) electron.app.emit('second-instance');
  const dashboard = windowOnPage(electron, 'dashboard');
  if (dashboard === undefined) throw new Error('launching the app again opened no dashboard');
  return invokeEventFrom(dashboard.webContents);
}
