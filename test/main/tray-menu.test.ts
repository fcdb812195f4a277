import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createTray, type TrayOptions } from '@main/tray';
import type { WindowRegistry } from '@main/windows';
import { fakeDesktopKinds, installFakeElectron, type FakeElectron, type FakeTray } from './fake-electron';
import type { InterfaceLanguage } from '@shared/i18n/languages';
import { translatorFor } from '@shared/i18n/message-area';
import { trayMessages } from '@shared/i18n/messages/tray';

vi.mock('electron', async () => (await import('./fake-electron')).fakeElectronModule());

let electron: FakeElectron;
let calls: string[];

const windows: WindowRegistry = {
  show: (view) => calls.push(`show ${view}`),
  showPopup: (bounds) => calls.push(`popup at ${bounds.x},${bounds.y}`),
  togglePopup: (bounds) => calls.push(`toggle at ${bounds.x},${bounds.y}`),
  hidePopup: () => calls.push('hide popup'),
};

beforeEach(() => {
  electron = installFakeElectron();
  electron.app.ready = true;
  calls = [];
  language = 'en';
});

let language: InterfaceLanguage = 'en';
let languageChanged: () => void = () => undefined;

const everything: TrayOptions = {
  resourcesDir: '/resources',
  platform: 'linux',
  windows,
  quit: () => calls.push('quit'),
  t: translatorFor(trayMessages, () => language),
  onLanguageChange: (listener) => {
    languageChanged = listener;
  },
  refreshNow: () => calls.push('refresh'),
  openAccount: () => calls.push('account'),
  openSettings: () => calls.push('settings'),
};

/** The menu as the user sees it on a right press. */
function menu() {
  const tray = electron.Tray.instances[0];
  tray?.pressRight();
  const items = tray?.menusShown.at(-1)?.items;
  if (items === undefined) throw new Error('the tray has no menu');
  return items;
}

describe('the tray menu', () => {
  it('is written again in the interface language when it changes', () => {
    createTray(everything);
    language = 'de';
    languageChanged();

    expect(menu().map((item) => item.label ?? item.type)).toContain('Wetterkarte');
  });

  it('offers every window, a refresh, account, settings and quit, in groups', () => {
    createTray(everything);

    expect(menu().map((item) => item.label ?? item.type)).toEqual([
      'Open Weatherglass',
      'Dashboard',
      'Weather map',
      'separator',
      'Refresh now',
      'separator',
      'Account',
      'Settings',
      'separator',
      'Quit',
    ]);
  });

  it('runs each item’s own action, without passing Electron’s click arguments on', () => {
    const refreshNow = vi.fn();
    createTray({ ...everything, refreshNow });
    const tray = electron.Tray.instances[0];
    if (tray !== undefined) tray.bounds = { x: 1500, y: 0, width: 22, height: 24 };

    for (const item of menu()) {
      const click = item.click as ((...electronArguments: unknown[]) => void) | undefined;
      click?.({ label: 'menu item' }, undefined, {});
    }

    expect(calls).toEqual(['popup at 1500,0', 'show dashboard', 'show map', 'account', 'settings', 'quit']);
    expect(refreshNow).toHaveBeenCalledExactlyOnceWith();
  });

  it('leaves out the items whose action was not given, and their separators', () => {
    createTray({ ...everything, refreshNow: undefined, openAccount: undefined });

    expect(menu().map((item) => item.label ?? item.type)).toEqual([
      'Open Weatherglass',
      'Dashboard',
      'Weather map',
      'separator',
      'Settings',
      'separator',
      'Quit',
    ]);
  });

});

function onlyTray(): FakeTray {
  const [tray] = electron.Tray.instances;
  if (tray === undefined) throw new Error('no tray');
  return tray;
}

const fullMenu = ['Open Weatherglass', 'Dashboard', 'Weather map', 'separator', 'Refresh now', 'separator', 'Account', 'Settings', 'separator', 'Quit'];

describe.each(fakeDesktopKinds)('the tray icon on %s', (kind) => {
  let platform: NodeJS.Platform;
  /** Ubuntu's AppIndicator and Xfce's host open the menu on a left press and tell the app nothing. */
  const pressOpensMenu = kind === 'linux-wayland' || kind === 'linux-xfce';

  beforeEach(() => {
    electron = installFakeElectron(kind);
    electron.app.ready = true;
    platform = electron.app.platform;
  });

  it(pressOpensMenu ? 'opens the whole menu on a left press, where the host sends no click' : 'toggles the popup beside the icon on a left press, without opening the menu', () => {
    createTray({ ...everything, platform });
    const tray = onlyTray();
    tray.bounds = { x: 1880, y: 1046, width: 24, height: 30 };

    tray.press();

    expect(calls).toEqual(pressOpensMenu ? [] : ['toggle at 1880,1046']);
    expect(tray.menusShown.map((shown) => shown.items.map((item) => item.label ?? item.type))).toEqual(pressOpensMenu ? [fullMenu] : []);
  });

  it('opens the menu on a right press', () => {
    createTray({ ...everything, platform });
    const tray = onlyTray();

    tray.pressRight();

    expect(tray.menusShown.map((shown) => shown.items.map((item) => item.label ?? item.type))).toEqual([fullMenu]);
    expect(calls).toEqual([]);
  });

  it(kind.startsWith('linux') ? 'hands the menu to the StatusNotifier host' : 'sets no context menu on the icon', () => {
    createTray({ ...everything, platform });

    expect(onlyTray().contextMenu !== null).toBe(electron.app.platform === 'linux');
  });

  const afterDoubleClick: Record<typeof kind, string[]> = {
    'linux-x11': ['toggle at 0,0', 'toggle at 0,0'],
    'linux-wayland': [],
    'linux-xfce': [],
    // click opens; the second press's blur closes; double-click opens again.
    darwin: ['toggle at 1300,0', 'popup at 1300,0'],
    // click opens, click closes, double-click opens the main window.
    win32: ['toggle at 1380,816', 'toggle at 1380,816', 'hide popup', 'show dashboard'],
  };

  it(kind === 'win32' ? 'opens the dashboard on a double-click, closing the popup' : 'takes a double-click as the desktop reports it', () => {
    createTray({ ...everything, platform });

    onlyTray().doublePress();

    expect(calls).toEqual(afterDoubleClick[kind]);
  });
});
