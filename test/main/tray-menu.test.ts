import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createTray, type TrayOptions } from '@main/tray';
import type { WindowRegistry } from '@main/windows';
import { installFakeElectron, type FakeElectron, type FakeTray } from './fake-electron';
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

describe.each([
  ['linux', 'linux-x11'],
  ['darwin', 'darwin'],
  ['win32', 'win32'],
] as const)('the tray icon on %s', (platform, desktop) => {
  beforeEach(() => {
    electron = installFakeElectron(desktop);
    electron.app.ready = true;
  });

  it('toggles the popup beside the icon on a left press, without opening the menu', () => {
    createTray({ ...everything, platform });
    const tray = onlyTray();
    tray.bounds = { x: 1880, y: 1046, width: 24, height: 30 };

    tray.press();

    expect(calls).toEqual(['toggle at 1880,1046']);
    expect(tray.menusShown).toEqual([]);
  });

  it('opens the menu on a right press', () => {
    createTray({ ...everything, platform });
    const tray = onlyTray();

    tray.pressRight();

    expect(tray.menusShown.map((shown) => shown.items.map((item) => item.label ?? item.type))).toEqual([
      ['Open Weatherglass', 'Dashboard', 'Weather map', 'separator', 'Refresh now', 'separator', 'Account', 'Settings', 'separator', 'Quit'],
    ]);
    expect(calls).toEqual([]);
  });

  it(platform === 'linux' ? 'hands the menu to the StatusNotifier host' : 'sets no context menu on the icon', () => {
    createTray({ ...everything, platform });

    expect(onlyTray().contextMenu !== null).toBe(platform === 'linux');
  });
});
