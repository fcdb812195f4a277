import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { boot } from '@main/bootstrap';
import { trayGuid } from '@main/tray-guid';
import { handle } from '@main/ipc-handle';
import { createWindowIdentities } from '@main/window-identities';
import type { AppWindow } from '@shared/ipc/window-channels';
import { externalLinkHosts } from '@main/web-contents-guard';
import { contentSecurityPolicy } from '@shared/content-security-policy';
import { invokeChannels } from '@shared/ipc/channels';
import { ok } from '@shared/ipc/result';
import { currentSettingsVersion } from '@shared/settings';
import { defaultSystemLocale } from '@shared/system-locale';
import {
  fakeDesktopKinds,
  installFakeElectron,
  invokeEventFrom,
  type FakeBrowserWindow,
  type FakeElectron,
  type FakeDesktopKind,
  type FakeMenuItem,
  type FakeTray,
  type FakeFrame,
  type FakeInvokeEvent,
  type FakeNavigationEvent,
} from './fake-electron';
import { keychain, storeFiles } from './fake-native-modules';

vi.mock('electron', async () => (await import('./fake-electron')).fakeElectronModule());

vi.mock('keytar', async () => (await import('./fake-native-modules')).fakeKeytarModule());
vi.mock('electron-store', async () => (await import('./fake-native-modules')).fakeElectronStoreModule());

const appPage = (page: string): string => `app://weatherglass/${page}`;
/** An app page as main opens it in a window: in the interface language (English here), `?lang=en`. */
const shownPage = (page: string): string => {
  const [path, fragment] = page.split('#');
  return appPage(`${path}?lang=en${fragment === undefined ? '' : `#${fragment}`}`);
};
const secretOutsideRenderer = 'the contents of a file outside the renderer directory';

let scratchDir: string;
let rendererDir: string;
let electron: FakeElectron;

beforeAll(async () => {
  scratchDir = await mkdtemp(join(tmpdir(), 'weatherglass-glue-'));
  rendererDir = join(scratchDir, 'renderer');
  await mkdir(join(rendererDir, 'assets'), { recursive: true });
  await writeFile(join(rendererDir, 'popup.html'), '<!doctype html><title>Weatherglass</title>');
  await writeFile(join(rendererDir, 'assets', 'popup.js'), 'export {};');
  await writeFile(join(scratchDir, 'secret.txt'), secretOutsideRenderer);
});

afterAll(async () => {
  await rm(scratchDir, { recursive: true, force: true });
});

/**
 * Most tests play a returning user who has answered the welcome and been told where the app lives,
 * so a start opens no window and a close says nothing; "the first start" below plays a new one.
 */
const returningUser = { firstRun: { welcomed: true, toldWhereItLives: true } };

beforeEach(() => {
  storeFiles.clear();
  storeFiles.set('settings', returningUser);
  electron = installFakeElectron();
  // The core keeps its cache, budget count and demo service files under userData once started.
  electron.app.userDataDir = join(scratchDir, 'user-data');
});

// Each started app runs a core with its demo service; quitting stops it, so none outlives its test.
afterEach(async () => {
  if (electron.app.listenerCount('will-quit') === 0) return;
  const quitsBefore = electron.app.quitCalls;
  electron.app.emit('will-quit', { preventDefault: () => undefined });
  await vi.waitUntil(() => electron.app.quitCalls > quitsBefore, { timeout: 30_000 });
});

async function startApp(trayIcons: boolean | null = null): Promise<void> {
  await boot({
    paths: { rendererDir, preloadDir: '/app/out/preload' },
    desktop: electron.desktop,
    detectTrayIcons: () => Promise.resolve(trayIcons),
  });
}

function onlyTray(): FakeTray {
  const [tray] = electron.Tray.instances;
  if (tray === undefined) throw new Error('the app put no icon in the tray');
  return tray;
}

/** The tray's menu as the user sees it on a right press, on whichever platform is played. */
function trayMenu(): FakeMenuItem[] {
  const tray = onlyTray();
  tray.pressRight();
  const menu = tray.menusShown.at(-1);
  if (menu === undefined) throw new Error('a right press on the tray icon showed no menu');
  return menu.items;
}

function menuItem(label: string): () => void {
  const item = trayMenu().find((candidate) => candidate.label === label);
  if (item?.click === undefined) throw new Error(`the tray menu has no "${label}" item`);
  return item.click;
}

function windowShowing(page: string) {
  const window = electron.BrowserWindow.instances.find((candidate) => candidate.webContents.getURL() === page);
  if (window === undefined) throw new Error(`no window shows ${page}`);
  return window;
}

const menuItemOpening: Record<AppWindow, string> = { popup: 'Open Weatherglass', dashboard: 'Dashboard', map: 'Weather map' };

/** The window main opened as `kind`, opened from the tray menu as the user would when it is not open yet. */
function appWindow(kind: AppWindow): FakeBrowserWindow {
  const onItsPage = () =>
    electron.BrowserWindow.getAllWindows().find((window) => URL.canParse(window.webContents.getURL()) && new URL(window.webContents.getURL()).pathname === `/${kind}.html`);
  if (onItsPage() === undefined) menuItem(menuItemOpening[kind])();
  const window = onItsPage();
  if (window === undefined) throw new Error(`the ${kind} did not open`);
  return window;
}

/**
 * A call from the webContents main opened as `kind`: from its main frame, a subframe, a frame
 * gone or disposed mid-call; the frame shows `url`, by default the window's own page.
 */
function frameEvent(kind: AppWindow, frame: 'main' | 'sub' | 'gone' | 'disposed', url?: string): FakeInvokeEvent {
  const { webContents } = appWindow(kind);
  const mainFrame = url === undefined ? webContents.mainFrame : { url, parent: null };
  const sender = { id: webContents.id, mainFrame };
  if (frame === 'main') return { sender, senderFrame: mainFrame };
  if (frame === 'sub') return { sender, senderFrame: { url: mainFrame.url, parent: mainFrame } };
  if (frame === 'disposed') {
    return {
      sender,
      get senderFrame(): FakeFrame {
        throw new Error('Render frame was disposed before WebFrameMain could be accessed');
      },
    };
  }
  return { sender, senderFrame: null };
}

async function invoke(channel: string, event: FakeInvokeEvent, payload?: unknown): Promise<unknown> {
  const listener = electron.ipcMain.handlers.get(channel);
  if (listener === undefined) throw new Error(`${channel} is not handled`);
  return listener(event, payload);
}

function navigationEvent(url: string): FakeNavigationEvent & { prevented: () => boolean } {
  let prevented = false;
  return {
    url,
    preventDefault: () => {
      prevented = true;
    },
    prevented: () => prevented,
  };
}

describe('startup', () => {
  it('takes the single-instance lock and grants the app scheme its privileges before the app is ready', async () => {
    await startApp();

    expect(electron.app.singleInstanceLockRequests).toBe(1);
    expect(electron.protocol.privilegedSchemes).toEqual([
      { scheme: 'app', privileges: { standard: true, secure: true, supportFetchAPI: true } },
      { scheme: 'wg-tile', privileges: { standard: true, secure: true } },
    ]);
    expect([...electron.protocol.handlers.keys()]).toEqual(['app', 'wg-tile']);
  });

  it('quits without a window, tray or handler when another instance holds the lock', async () => {
    electron.app.singleInstanceLock = false;

    await startApp();

    expect(electron.app.quitCalls).toBe(1);
    expect(electron.app.ready).toBe(false);
    expect(electron.BrowserWindow.instances).toHaveLength(0);
    expect(electron.Tray.instances).toHaveLength(0);
    expect(electron.ipcMain.handlers.size).toBe(0);
  });

  it('keeps running when every window is closed, and brings up the dashboard for a second launch', async () => {
    await startApp();

    electron.app.emit('window-all-closed');
    electron.app.emit('second-instance');

    // Electron quits when the last window closes unless something listens for this event.
    expect(electron.app.listenerCount('window-all-closed')).toBe(1);
    expect(electron.app.quitCalls).toBe(0);
    expect(electron.BrowserWindow.instances.map((window) => window.webContents.getURL())).toEqual([
      shownPage('dashboard.html'),
    ]);
  });
});

describe('IPC', () => {
  beforeEach(() => startApp());

  it('handles exactly the contract channels and listens on nothing else', () => {
    expect([...electron.ipcMain.handlers.keys()].sort()).toEqual([...invokeChannels].sort());
    expect(electron.ipcMain.listeners).toEqual([]);
  });

  it('refuses to handle a channel outside the contract', () => {
    const dispatch = () => Promise.resolve(ok(null));

    expect(() => handle('shell:openPath', dispatch, createWindowIdentities())).toThrow(/not a contract channel/);
    expect(electron.ipcMain.handlers.has('shell:openPath')).toBe(false);
  });

  it.each([
    ['a foreign page', 'main', 'https://evil.example/'],
    ['a host that only starts like the app', 'main', 'app://weatherglass.evil.example/popup.html'],
    ['an app page that is none of the windows', 'main', appPage('elsewhere.html')],
    ['a subframe of an app page', 'sub', undefined],
    ['a frame that is gone', 'gone', undefined],
    ['a frame disposed mid-call', 'disposed', undefined],
  ] as const)('answers a call from %s in the popup with forbidden', async (_sender, frame, url) => {
    const result = await invoke('app:getInfo', frameEvent('popup', frame, url));

    expect(result).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
  });

  it('knows a window by its webContents: the popup that gives itself the dashboard’s path gains nothing', async () => {
    const popup = appWindow('popup');
    const dashboard = appWindow('dashboard');
    expect(await invoke('settings:get', invokeEventFrom(popup.webContents))).toMatchObject({ ok: true });

    popup.webContents.pushState('/dashboard.html');
    expect(popup.webContents.getURL()).toBe(appPage('dashboard.html'));

    for (const channel of ['account:get', 'keys:list', 'settings:get']) {
      expect(await invoke(channel, invokeEventFrom(popup.webContents))).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
    }
    expect(await invoke('account:get', invokeEventFrom(dashboard.webContents))).toMatchObject({ ok: true });
    expect(await invoke('settings:update', invokeEventFrom(dashboard.webContents), { theme: 'dark' })).toMatchObject({ ok: true });
    expect(dashboard.webContents.sent.map(({ channel }) => channel)).toContain('settings:changed');
    expect(popup.webContents.sent).toEqual([]);
  });

  it('refuses a window main did not open, even on an app page, and a window once it closed', async () => {
    const dashboard = appWindow('dashboard');
    const stranger = new electron.BrowserWindow({});
    await stranger.loadURL(shownPage('dashboard.html'));
    const closedContents = dashboard.webContents;

    expect(await invoke('app:getInfo', invokeEventFrom(stranger.webContents))).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
    expect(await invoke('app:getInfo', invokeEventFrom(closedContents))).toMatchObject({ ok: true });
    dashboard.close();
    expect(await invoke('app:getInfo', invokeEventFrom(closedContents))).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
  });

  it('answers a bad payload from an app page with badInput naming the field', async () => {
    const result = await invoke('settings:update', frameEvent('popup', 'main'), { theme: 'purple' });

    expect(result).toMatchObject({ ok: false, error: { kind: 'badInput', issues: [{ path: 'theme' }] } });
  });

  it('answers app:getInfo from an app page with the Electron host and app version', async () => {
    const result = await invoke('app:getInfo', frameEvent('popup', 'main'), undefined);

    expect(result).toEqual({
      ok: true,
      value: {
        name: 'Weatherglass',
        version: '0.1.0-test',
        mode: 'demo',
        source: 'demo',
        host: 'electron',
        desktopShell: { trayIcons: null, popupBesideTray: true },
        // The fake desktop names no language: English, metric, 24-hour.
        systemLocale: defaultSystemLocale,
      },
    });
  });

  it('stores a settings change in the "settings" store and tells only the windows showing app pages', async () => {
    menuItem('Dashboard')();
    menuItem('Weather map')();
    const dashboard = windowShowing(shownPage('dashboard.html'));
    const map = windowShowing(shownPage('map.html'));
    map.webContents.url = 'https://evil.example/';

    const result = await invoke(
      'settings:update',
      { sender: dashboard.webContents, senderFrame: dashboard.webContents.mainFrame },
      { theme: 'dark' },
    );

    expect(result).toEqual({ ok: true, value: expect.objectContaining({ theme: 'dark' }) });
    expect(storeFiles.get('settings')).toMatchObject({ version: currentSettingsVersion, theme: 'dark' });
    expect(dashboard.webContents.sent).toEqual([
      { channel: 'settings:changed', payload: expect.objectContaining({ theme: 'dark' }) },
    ]);
    expect(map.webContents.sent).toEqual([]);
  });
});

describe('stored settings', () => {
  it('are read back from the "settings" store at startup', async () => {
    storeFiles.set('settings', { theme: 'light' });
    await startApp();

    const result = await invoke('settings:get', frameEvent('dashboard', 'main'));

    expect(result).toEqual({ ok: true, value: expect.objectContaining({ theme: 'light' }) });
  });
});

describe.each(fakeDesktopKinds)('windows and tray on %s', (kind) => {
  beforeEach(async () => {
    electron = installFakeElectron(kind);
    electron.app.userDataDir = join(scratchDir, 'user-data');
    await startApp();
  });

  it('puts a tray icon with a tooltip and a menu that reaches every window and quits', () => {
    const [tray] = electron.Tray.instances;

    expect(electron.Tray.instances).toHaveLength(1);
    // The default location's state, drawn as the temperature icon at every display scale.
    expect(tray?.toolTip).toMatch(/^Helsinki: /);
    // Linux panels read only the 1x bitmap: one, sized for the primary display's scale.
    const scales = electron.desktop.platform === 'linux' ? [1] : [1, 1.25, 1.5, 2, 3];
    expect(tray?.images.at(-1)?.representations.map((representation) => representation.scaleFactor)).toEqual(scales);
    expect(trayMenu().map((item) => item.label ?? item.type)).toEqual([
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
    menuItem('Quit')();
    expect(electron.app.quitCalls).toBe(1);
  });

  it("sizes the temperature icon for the primary display's scale", () => {
    electron.screen.getPrimaryDisplay().scaleFactor = 2;
    electron.nativeTheme.emit('updated');

    const representations = electron.Tray.instances[0]?.images.at(-1)?.representations ?? [];
    const widths = representations.map(({ buffer }) => buffer?.readUInt32BE(16));
    expect(widths).toEqual(electron.desktop.platform === 'linux' ? [32] : [16, 20, 24, 32, 48]);
  });

  it('gives the tray icon the identity the system keeps its place by, and the static image for the desktop', () => {
    const [tray] = electron.Tray.instances;
    const { platform } = electron.desktop;

    expect(tray?.guid).toBe(trayGuid(platform, process.execPath));
    if (platform === 'linux') expect(tray?.guid).toBeUndefined();
    else expect(tray?.guid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(basename(tray?.image.path ?? '')).toBe(platform === 'darwin' ? 'trayTemplate.png' : 'tray.png');
    expect(tray?.image.isEmpty()).toBe(false);
  });

  it('opens the account and settings views of the dashboard from the tray menu', () => {
    menuItem('Account')();
    const [dashboard] = electron.BrowserWindow.instances;
    expect(dashboard?.webContents.getURL()).toBe(shownPage('dashboard.html#account'));
    menuItem('Settings')();
    expect(electron.BrowserWindow.instances).toHaveLength(1);
    expect(dashboard?.webContents.getURL()).toBe(shownPage('dashboard.html#settings'));
  });

  it('creates every window sandboxed and isolated, with each security preference written out', () => {
    menuItem('Open Weatherglass')();
    menuItem('Dashboard')();
    menuItem('Weather map')();

    expect(electron.BrowserWindow.instances.map((window) => window.webContents.getURL())).toEqual([
      shownPage('popup.html'),
      shownPage('dashboard.html'),
      shownPage('map.html'),
    ]);
    for (const window of electron.BrowserWindow.instances) {
      const preferences = window.options.webPreferences ?? {};
      for (const key of ['sandbox', 'contextIsolation', 'nodeIntegration', 'webSecurity', 'devTools']) {
        expect(Object.hasOwn(preferences, key), key).toBe(true);
      }
      expect(preferences).toMatchObject({
        sandbox: true,
        contextIsolation: true,
        nodeIntegration: false,
        nodeIntegrationInWorker: false,
        nodeIntegrationInSubFrames: false,
        webSecurity: true,
        allowRunningInsecureContent: false,
        webviewTag: false,
        experimentalFeatures: false,
      });
      expect(window.options.show).toBe(false);
    }
    // Each window its own preload, which exposes only that window's functions.
    expect(electron.BrowserWindow.instances.map((window) => window.options.webPreferences?.preload)).toEqual([
      '/app/out/preload/popup.cjs',
      '/app/out/preload/dashboard.cjs',
      '/app/out/preload/map.cjs',
    ]);
  });

  it('shows a window once it is ready to show, and reuses it when asked again', () => {
    menuItem('Dashboard')();
    const dashboard = windowShowing(shownPage('dashboard.html'));
    expect(dashboard.isVisible()).toBe(false);

    dashboard.emit('ready-to-show');
    dashboard.minimized = true;
    menuItem('Dashboard')();

    expect(dashboard.isVisible()).toBe(true);
    // A Wayland compositor gives no focus a window asks for; Windows gives it after the menu pick.
    expect(dashboard.focused).toBe(kind !== 'linux-wayland');
    expect(dashboard.isMinimized()).toBe(false);
    expect(electron.BrowserWindow.instances).toHaveLength(1);
  });

  it('forgets a closed window and opens a fresh one next time', () => {
    menuItem('Weather map')();
    const closedMap = windowShowing(shownPage('map.html'));
    closedMap.close();

    menuItem('Weather map')();

    expect(electron.BrowserWindow.getAllWindows()).toHaveLength(1);
    expect(electron.BrowserWindow.getAllWindows()[0]).not.toBe(closedMap);
  });

  it('sizes the dashboard and map, and makes the popup a small frameless always-on-top panel', () => {
    menuItem('Open Weatherglass')();
    menuItem('Dashboard')();
    menuItem('Weather map')();

    expect(windowShowing(shownPage('popup.html')).options).toMatchObject({
      width: 360,
      height: 560,
      frame: false,
      skipTaskbar: true,
      alwaysOnTop: true,
    });
    expect(windowShowing(shownPage('dashboard.html')).options).toMatchObject({
      width: 1100,
      height: 760,
      minWidth: 720,
      minHeight: 520,
    });
    expect(windowShowing(shownPage('map.html')).options).toMatchObject({ width: 1100, height: 760 });
  });
});

describe.each(fakeDesktopKinds)('the tray and the popup on %s', (kind) => {
  beforeEach(async () => {
    electron = installFakeElectron(kind);
    electron.app.userDataDir = join(scratchDir, 'user-data');
    await startApp();
  });

  const wayland = kind === 'linux-wayland';
  /** Ubuntu's AppIndicator and Xfce's host open the menu on a left press and send the app no click. */
  const pressOpensMenu = kind === 'linux-wayland' || kind === 'linux-xfce';

  /** Opens the popup as a user there would: a press on the icon, or its menu where a press opens that. */
  function openPopup() {
    if (pressOpensMenu) menuItem('Open Weatherglass')();
    else onlyTray().press();
    const popup = windowShowing(shownPage('popup.html'));
    popup.emit('ready-to-show');
    return popup;
  }

  it(
    pressOpensMenu
      ? 'opens the menu with a press on the icon, and the popup from its first item'
      : 'opens the popup with a press on the icon, closes it with the next, and opens it again with a third',
    () => {
      const tray = onlyTray();

      tray.press();
      if (pressOpensMenu) {
        expect(tray.menusShown.at(-1)?.items[0]?.label).toBe('Open Weatherglass');
        expect(electron.BrowserWindow.instances).toHaveLength(0);
        tray.menusShown.at(-1)?.items[0]?.click?.();
      }
      const popup = windowShowing(shownPage('popup.html'));
      popup.emit('ready-to-show');
      expect(popup.isVisible()).toBe(true);
      expect(popup.focused).toBe(!wayland);
      if (pressOpensMenu) return;

      tray.press();
      expect(popup.isVisible()).toBe(false);

      tray.press();
      expect(popup.isVisible()).toBe(true);
      expect(tray.menusShown).toEqual([]);
      expect(electron.BrowserWindow.instances).toHaveLength(1);
    },
  );

  it('reaches every action from the menu, whether or not the icon sends a click', () => {
    onlyTray().press();

    expect(trayMenu().map((item) => item.label ?? item.type)).toEqual([
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

  it(
    wayland
      ? 'keeps the popup open when the user turns to another app, since the compositor gave it no focus to lose'
      : 'hides the popup when the user turns to another app',
    () => {
      const popup = openPopup();

      electron.focus.takeAway();

      expect(popup.isVisible()).toBe(wayland);
    },
  );

  it('opens the menu with a right press', () => {
    const tray = onlyTray();

    tray.pressRight();

    expect(tray.menusShown).toHaveLength(1);
    expect(electron.BrowserWindow.instances).toHaveLength(0);
  });

  /**
   * Beside the icon where its bounds are known (macOS, Windows: clamped into the work area above
   * the taskbar); beside the pointer on Linux, whose hosts report empty bounds: above it on
   * Plasma's bottom panel, below it on Xfce's top panel. Wayland leaves it to the compositor.
   */
  const popupPlaces: Record<typeof kind, { x: number; y: number } | undefined> = {
    'linux-x11': { x: 1920 - 360 - 8, y: 1036 - 560 - 8 },
    'linux-wayland': undefined,
    'linux-xfce': { x: 1920 - 360 - 8, y: 30 + 8 },
    darwin: { x: 1300 + 12 - 180, y: 25 + 8 },
    win32: { x: 1536 - 360 - 8, y: 816 - 560 - 8 },
  };

  it(wayland ? 'leaves the popup where the compositor puts it' : 'puts the popup beside the tray icon, inside the work area', () => {
    openPopup();

    expect(windowShowing(shownPage('popup.html')).position).toEqual(popupPlaces[kind]);
  });

  it(
    kind === 'darwin' ? 'shows the popup on the Space the user is on, over full-screen apps, keeping the Dock icon hidden' : 'floats the popup as an ordinary always-on-top window',
    () => {
      const popup = openPopup();

      expect({
        type: popup.options.type,
        allSpaces: popup.visibleOnAllWorkspaces,
        overFullScreen: popup.visibleOnFullScreen,
        level: popup.alwaysOnTopLevel,
        dockHidden: electron.app.dock?.hidden,
      }).toEqual(
        kind === 'darwin'
          ? { type: 'panel', allSpaces: true, overFullScreen: true, level: 'pop-up-menu', dockHidden: true }
          : { type: undefined, allSpaces: false, overFullScreen: false, level: 'floating', dockHidden: undefined },
      );
    },
  );

  it(
    kind === 'win32'
      ? 'opens the dashboard on a double-click, and leaves the popup closed'
      : kind === 'darwin'
        ? 'leaves the popup open after a double-click'
        : 'takes two presses as two',
    () => {
      onlyTray().doublePress();

      const urls = electron.BrowserWindow.instances.map((window) => window.webContents.getURL());
      const popup = electron.BrowserWindow.instances.find((window) => window.webContents.getURL() === shownPage('popup.html'));
      const opened: Record<typeof kind, { urls: string[]; popupVisible: boolean | undefined }> = {
        // The popup is created on the first click and waits for its page; the second hides it.
        'linux-x11': { urls: [shownPage('popup.html')], popupVisible: false },
        'linux-wayland': { urls: [], popupVisible: undefined },
        'linux-xfce': { urls: [], popupVisible: undefined },
        darwin: { urls: [shownPage('popup.html')], popupVisible: true },
        win32: { urls: [shownPage('popup.html'), shownPage('dashboard.html')], popupVisible: false },
      };
      popup?.emit('ready-to-show');
      expect({ urls, popupVisible: popup?.isVisible() }).toEqual(opened[kind]);
    },
  );

  it(kind === 'darwin' ? 'hides the Dock icon' : 'has no Dock to hide', () => {
    expect(electron.app.dock?.hidden).toBe(kind === 'darwin' ? true : undefined);
  });

  it('keeps the developer menu and DevTools for an unpackaged run only', () => {
    menuItem('Dashboard')();

    expect(windowShowing(shownPage('dashboard.html')).options.webPreferences?.devTools).toBe(true);
    expect(electron.Menu.applicationMenu?.items.map((item) => item.role)).toContain('viewMenu');
  });

  it('launched again, opens the dashboard', () => {
    if (kind === 'darwin') electron.app.emit('activate', {}, false);
    else electron.app.emit('second-instance', {}, [], '/');

    expect(electron.BrowserWindow.instances.map((window) => window.webContents.getURL())).toEqual([shownPage('dashboard.html')]);
  });
});

describe.each(fakeDesktopKinds)('a packaged build on %s', (kind) => {
  beforeEach(async () => {
    electron = installFakeElectron(kind);
    electron.app.userDataDir = join(scratchDir, 'user-data');
    electron.app.isPackaged = true;
    Object.defineProperty(process, 'resourcesPath', { value: '/opt/Weatherglass/resources', configurable: true });
    try {
      await startApp();
    } finally {
      Reflect.deleteProperty(process, 'resourcesPath');
    }
  });

  it('gives no window DevTools', () => {
    menuItem('Open Weatherglass')();
    menuItem('Dashboard')();
    menuItem('Weather map')();

    expect(electron.BrowserWindow.instances.map((window) => window.options.webPreferences?.devTools)).toEqual([false, false, false]);
  });

  it(
    kind === 'darwin' ? 'keeps only the app, edit and window menus, for ⌘Q and copy and paste' : 'has no application menu at all',
    () => {
      const menu = electron.Menu.applicationMenu;
      expect(menu === null ? null : menu?.items.map((item) => item.role)).toEqual(
        kind === 'darwin' ? ['appMenu', 'editMenu', 'windowMenu'] : null,
      );
    },
  );
});

describe('a desktop that shows no tray icons (GNOME without the AppIndicator extension)', () => {
  beforeEach(() => {
    electron = installFakeElectron('linux-wayland');
    electron.app.userDataDir = join(scratchDir, 'user-data');
  });

  it('opens the dashboard as it starts, and quits when its last window closes and the bus still knows no tray', async () => {
    await startApp(false);
    const dashboard = windowShowing(shownPage('dashboard.html'));

    dashboard.close();

    await vi.waitUntil(() => electron.app.quitCalls > 0);
    expect(electron.app.quitCalls).toBe(1);
  });

  it('stays, as a tray app, where the panel registered its tray host after the app started', async () => {
    let answerAgain: (shown: boolean | null) => void = () => undefined;
    const detect = vi
      .fn<() => Promise<boolean | null>>()
      .mockResolvedValueOnce(false)
      .mockImplementationOnce(() => new Promise((resolve) => (answerAgain = resolve)));
    await boot({ paths: { rendererDir, preloadDir: '/app/out/preload' }, desktop: electron.desktop, detectTrayIcons: detect });

    windowShowing(shownPage('dashboard.html')).close();
    expect(detect).toHaveBeenCalledTimes(2);
    answerAgain(true);
    await new Promise((resolve) => setImmediate(resolve));
    menuItem('Weather map')();
    windowShowing(shownPage('map.html')).close();

    expect(electron.app.quitCalls).toBe(0);
    // Known since: the next close does not ask again.
    expect(detect).toHaveBeenCalledTimes(2);
  });

  it('says where it lives when the tray host it found late keeps it running', async () => {
    storeFiles.set('settings', { firstRun: { welcomed: true, toldWhereItLives: false } });
    const detect = vi.fn<() => Promise<boolean | null>>().mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    await boot({ paths: { rendererDir, preloadDir: '/app/out/preload' }, desktop: electron.desktop, detectTrayIcons: detect });

    windowShowing(shownPage('dashboard.html')).close();
    await vi.waitUntil(() => electron.Notification.shown.length > 0);

    expect(electron.app.quitCalls).toBe(0);
    expect(electron.Notification.shown.map(({ title }) => title)).toEqual(['Weatherglass is still running']);
  });

  it("shows the app's own icon on its notifications (Linux daemons show a generic one without it)", async () => {
    storeFiles.set('settings', { firstRun: { welcomed: true, toldWhereItLives: false } });
    const detect = vi.fn<() => Promise<boolean | null>>().mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    await boot({ paths: { rendererDir, preloadDir: '/app/out/preload' }, desktop: electron.desktop, detectTrayIcons: detect });

    windowShowing(shownPage('dashboard.html')).close();
    await vi.waitUntil(() => electron.Notification.shown.length > 0);

    const icons = electron.Notification.shown.map(({ icon }) => icon);
    expect(icons).toEqual([fileURLToPath(new URL('../../resources/icon.png', import.meta.url))]);
    expect(existsSync(icons[0] ?? '')).toBe(true);
  });

  it('opens nothing when the user turned that off', async () => {
    storeFiles.set('settings', { openDashboardAtStart: false });

    await startApp(false);

    expect(electron.BrowserWindow.instances).toHaveLength(0);
  });

  it('where tray icons show, opens nothing and outlives its windows', async () => {
    await startApp(true);
    expect(electron.BrowserWindow.instances).toHaveLength(0);

    menuItem('Dashboard')();
    windowShowing(shownPage('dashboard.html')).close();

    expect(electron.app.quitCalls).toBe(0);
  });
});

describe('the popup on Wayland', () => {
  beforeEach(async () => {
    electron = installFakeElectron('linux-wayland');
    electron.app.userDataDir = join(scratchDir, 'user-data');
    await startApp();
  });

  it('tells its page it cannot sit beside the tray, and closes when its page asks', async () => {
    menuItem('Open Weatherglass')();
    const popup = windowShowing(shownPage('popup.html'));
    popup.emit('ready-to-show');

    expect(await invoke('app:getInfo', frameEvent('popup', 'main'))).toMatchObject({
      ok: true,
      value: { desktopShell: { popupBesideTray: false } },
    });
    expect(await invoke('popup:close', frameEvent('popup', 'main'))).toEqual({ ok: true, value: null });
    expect(popup.isVisible()).toBe(false);
  });

  it('refuses the account and its keys to the popup, and closing the popup to other windows', async () => {
    const fromPopup = frameEvent('popup', 'main');

    expect(await invoke('keys:delete', fromPopup, { id: 'k1' })).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
    expect(await invoke('account:get', fromPopup)).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
    expect(await invoke('popup:close', frameEvent('dashboard', 'main'))).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
  });
});

/** Quits as the user would (the core stops, its files written), then starts again on the same settings. */
async function restart(kind: FakeDesktopKind, trayIcons: boolean | null, env: NodeJS.ProcessEnv = {}): Promise<void> {
  const quitsBefore = electron.app.quitCalls;
  electron.app.emit('before-quit');
  electron.app.emit('will-quit', { preventDefault: () => undefined });
  await vi.waitUntil(() => electron.app.quitCalls > quitsBefore, { timeout: 30_000 });
  electron = installFakeElectron(kind);
  Object.assign(electron.desktop.env, env);
  electron.app.userDataDir = join(scratchDir, 'user-data');
  await startApp(trayIcons);
}

const openWindows = (): string[] => electron.BrowserWindow.getAllWindows().map((window) => window.webContents.getURL());
const toldAtDashboard = (): FakeInvokeEvent => frameEvent('dashboard', 'main');
const shownNotices = () => electron.Notification.shown.map(({ title, body }) => ({ title, body }));
/** Whether the stored settings remember that the app said where it lives (nothing stored: not yet). */
const rememberedTelling = (): boolean => (storeFiles.get('settings')?.firstRun as { toldWhereItLives?: boolean } | undefined)?.toldWhereItLives ?? false;

/** Each desktop a new user may start on: its kind, what the tray host check answers, and its session. */
const firstDesktops: Array<[string, FakeDesktopKind, boolean | null, NodeJS.ProcessEnv]> = [
  ['Windows 11', 'win32', null, {}],
  ['macOS', 'darwin', null, {}],
  ['KDE Plasma on X11', 'linux-x11', true, {}],
  ['Xfce on X11', 'linux-xfce', true, {}],
  ['GNOME on Wayland with the AppIndicator extension', 'linux-wayland', true, {}],
  ['GNOME on Wayland without a tray host', 'linux-wayland', false, {}],
];

/** Where each system keeps the icon, as the notification says it in English. */
const whereItLives: Record<FakeDesktopKind, RegExp> = {
  win32: /^Its icon is in the notification area at the right of the taskbar\. If it is hidden under \^, drag it onto the taskbar .*other system tray icons\.$/,
  darwin: /^Its icon is in the menu bar at the top right of the screen/,
  'linux-x11': /^Its icon is in the panel's status area/,
  'linux-wayland': /^Its icon is in the panel's status area/,
  'linux-xfce': /^Its icon is in the panel's status area/,
};

describe.each(firstDesktops)('the first start on %s', (_name, kind, trayIcons, env) => {
  beforeEach(() => {
    storeFiles.delete('settings');
    electron = installFakeElectron(kind);
    Object.assign(electron.desktop.env, env);
    electron.app.userDataDir = join(scratchDir, 'user-data');
  });

  it('opens the dashboard with its welcome, and at each start until the welcome is answered', async () => {
    await startApp(trayIcons);
    expect(openWindows()).toEqual([shownPage('dashboard.html')]);

    await restart(kind, trayIcons, env);
    expect(openWindows()).toEqual([shownPage('dashboard.html')]);

    // "Keep exploring with demo data", as the dashboard sends it.
    expect(await invoke('settings:update', toldAtDashboard(), { firstRun: { welcomed: true } })).toMatchObject({ ok: true });
    await restart(kind, trayIcons, env);
    // Answered, the app starts in the tray; where no tray icon shows, the dashboard is the only way in.
    expect(openWindows()).toEqual(trayIcons === false ? [shownPage('dashboard.html')] : []);
  });

  it('opens nothing at the start of a user who turned that off in the settings, welcome or not', async () => {
    storeFiles.set('settings', { openDashboardAtStart: false });

    await startApp(trayIcons);

    expect(openWindows()).toEqual([]);
  });

  if (trayIcons === false) {
    it('quits when the dashboard closes, with nothing to say about a tray', async () => {
      await startApp(trayIcons);

      windowShowing(shownPage('dashboard.html')).close();

      await vi.waitUntil(() => electron.app.quitCalls > 0);
      expect(electron.app.quitCalls).toBe(1);
      expect(shownNotices()).toEqual([]);
      expect(rememberedTelling()).toBe(false);
    });
  } else {
    it('says where it lives the first time the dashboard closes and it stays in the tray, never again, not after a restart', async () => {
      await startApp(trayIcons);

      windowShowing(shownPage('dashboard.html')).close();

      expect(electron.app.quitCalls).toBe(0);
      expect(shownNotices()).toEqual([{ title: 'Weatherglass is still running', body: expect.stringMatching(whereItLives[kind]) }]);
      expect(rememberedTelling()).toBe(true);

      menuItem('Dashboard')();
      windowShowing(shownPage('dashboard.html')).close();
      expect(shownNotices()).toHaveLength(1);

      await restart(kind, trayIcons, env);
      windowShowing(shownPage('dashboard.html')).close();
      expect(shownNotices()).toEqual([]);
    });
  }
});

describe('going to the tray', () => {
  beforeEach(() => storeFiles.set('settings', { firstRun: { welcomed: true } }));

  it('is when the last of the dashboard and the map closes, the popup aside', async () => {
    await startApp(true);
    menuItem('Open Weatherglass')();
    menuItem('Dashboard')();
    menuItem('Weather map')();

    windowShowing(shownPage('map.html')).close();
    expect(shownNotices()).toEqual([]);
    windowShowing(shownPage('dashboard.html')).close();

    expect(shownNotices()).toEqual([{ title: 'Weatherglass is still running', body: expect.stringMatching(whereItLives['linux-x11']) }]);
  });

  it('is not when the windows close because the app quits', async () => {
    await startApp(true);
    menuItem('Dashboard')();

    electron.app.emit('before-quit');
    windowShowing(shownPage('dashboard.html')).close();

    expect(shownNotices()).toEqual([]);
    expect(rememberedTelling()).toBe(false);
  });

  it('is not when Windows closes the windows as the session ends (it sends no before-quit then)', async () => {
    electron = installFakeElectron('win32');
    electron.app.userDataDir = join(scratchDir, 'user-data');
    await startApp(null);
    menuItem('Dashboard')();
    const dashboard = windowShowing(shownPage('dashboard.html'));

    dashboard.emit('session-end', { reasons: ['shutdown'] });
    dashboard.close();

    expect(shownNotices()).toEqual([]);
    expect(rememberedTelling()).toBe(false);
  });

  it('is said in the interface language', async () => {
    storeFiles.set('settings', { interfaceLanguage: 'de', firstRun: { welcomed: true } });
    electron = installFakeElectron('win32');
    electron.app.userDataDir = join(scratchDir, 'user-data');
    await startApp(null);
    menuItem('Übersicht')();

    windowShowing(shownPage('dashboard.html').replace('lang=en', 'lang=de')).close();

    expect(shownNotices()).toEqual([{ title: 'Weatherglass läuft weiter', body: expect.stringMatching(/^Das Symbol finden Sie im Infobereich rechts auf der Taskleiste\./) }]);
  });
});

describe('a launch while the app is still starting', () => {
  afterEach(() => keychain.release());

  it('is kept until the windows exist, then opens the dashboard', async () => {
    keychain.holdAnswers = true;
    const starting = startApp();
    await vi.waitUntil(() => keychain.waiting.length > 0);

    electron.app.emit('second-instance', {}, [], '/');
    keychain.release();
    await starting;

    expect(electron.BrowserWindow.instances.map((window) => window.webContents.getURL())).toEqual([shownPage('dashboard.html')]);
  });
});

describe('where pages come from', () => {
  it('serves pages from the dev server, and trusts its origin, in an unpackaged app under electron-vite dev', async () => {
    electron.desktop.env.ELECTRON_RENDERER_URL = 'http://localhost:5173';
    await startApp();

    electron.app.emit('second-instance');
    const result = await invoke('app:getInfo', frameEvent('dashboard', 'main'));

    expect(electron.BrowserWindow.instances[0]?.webContents.getURL()).toBe('http://localhost:5173/dashboard.html?lang=en');
    expect(result).toMatchObject({ ok: true });
  });

  it('ignores a dev server URL in a packaged app and takes resources from the package', async () => {
    electron.desktop.env.ELECTRON_RENDERER_URL = 'http://localhost:5173';
    Object.defineProperty(process, 'resourcesPath', { value: '/opt/Weatherglass/resources', configurable: true });
    electron.app.isPackaged = true;
    try {
      await startApp();
    } finally {
      Reflect.deleteProperty(process, 'resourcesPath');
    }

    electron.app.emit('second-instance');
    const result = await invoke('app:getInfo', frameEvent('dashboard', 'main', 'http://localhost:5173/dashboard.html'));

    expect(electron.BrowserWindow.instances[0]?.webContents.getURL()).toBe(shownPage('dashboard.html'));
    expect(result).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
    expect(electron.Tray.instances[0]?.image.path).toBe('/opt/Weatherglass/resources/resources/tray.png');
  });
});

describe('web contents guard', () => {
  beforeEach(() => startApp());

  function dashboardContents() {
    menuItem('Dashboard')();
    return windowShowing(shownPage('dashboard.html')).webContents;
  }

  it.each(['will-navigate', 'will-frame-navigate', 'will-redirect'])('%s stays on app pages', (eventName) => {
    const contents = dashboardContents();
    const verdicts = [
      appPage('map.html'),
      'https://evil.example/',
      'app://weatherglass.evil.example/map.html',
      'file:///etc/passwd',
    ].map((url) => {
      const event = navigationEvent(url);
      contents.emit(eventName, event);
      return [url, event.prevented()];
    });

    expect(verdicts).toEqual([
      [appPage('map.html'), false],
      ['https://evil.example/', true],
      ['app://weatherglass.evil.example/map.html', true],
      ['file:///etc/passwd', true],
    ]);
  });

  it('refuses to attach a webview', () => {
    const contents = dashboardContents();
    const event = navigationEvent('');

    contents.emit('will-attach-webview', event, {}, {});

    expect(event.prevented()).toBe(true);
  });

  it('denies every new window and opens only allowlisted https links in the browser', () => {
    const contents = dashboardContents();
    const urls = [
      'https://github.com/weatherglass/weatherglass',
      'https://www.naturalearthdata.com/downloads/',
      'http://github.com/weatherglass/weatherglass',
      'https://github.com.evil.example/',
      'https://evil.example/?next=https://github.com/',
      appPage('map.html'),
      'file:///etc/passwd',
    ];

    const responses = urls.map((url) => contents.windowOpenHandler?.({ url }));

    expect(externalLinkHosts).toEqual(['www.naturalearthdata.com', 'github.com']);
    expect(responses).toEqual(urls.map(() => ({ action: 'deny' })));
    expect(electron.shell.openedExternally).toEqual([
      'https://github.com/weatherglass/weatherglass',
      'https://www.naturalearthdata.com/downloads/',
    ]);
  });

  it('opens the app window for a link to one of its own pages, still creating no new window', () => {
    menuItem('Open Weatherglass')();
    const popup = windowShowing(shownPage('popup.html'));

    expect(popup.webContents.windowOpenHandler?.({ url: appPage('map.html') })).toEqual({ action: 'deny' });
    expect(popup.webContents.windowOpenHandler?.({ url: appPage('dashboard.html') })).toEqual({ action: 'deny' });

    expect(electron.BrowserWindow.instances.map((window) => window.webContents.getURL())).toEqual([
      shownPage('popup.html'),
      shownPage('map.html'),
      shownPage('dashboard.html'),
    ]);
    expect(electron.shell.openedExternally).toEqual([]);
  });

  it('denies every permission request and check', () => {
    const { permissionRequestHandler, permissionCheckHandler } = electron.session.defaultSession;
    const answers: boolean[] = [];

    for (const permission of ['geolocation', 'media', 'notifications']) {
      permissionRequestHandler?.({}, permission, (granted) => answers.push(granted));
    }

    expect(answers).toEqual([false, false, false]);
    expect(permissionCheckHandler?.({}, 'geolocation')).toBe(false);
  });
});

describe('app protocol', () => {
  beforeEach(() => startApp());

  function request(url: string): Promise<Response> {
    const handler = electron.protocol.handlers.get('app');
    if (handler === undefined) throw new Error('app: is not handled');
    return Promise.resolve(handler(new Request(url)));
  }

  it('serves a renderer page with its type and the content security policy', async () => {
    const response = await request(appPage('popup.html'));

    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('Content-Security-Policy')).toBe(contentSecurityPolicy);
    expect(await response.text()).toBe('<!doctype html><title>Weatherglass</title>');
  });

  it('serves scripts as JavaScript', async () => {
    const response = await request(appPage('assets/popup.js'));

    expect(response.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
  });

  it.each([
    appPage('../secret.txt'),
    appPage('%2e%2e/secret.txt'),
    appPage('..%2Fsecret.txt'),
    appPage('%2e%2e%2fsecret.txt'),
    appPage('assets/..%2F..%2Fsecret.txt'),
    appPage('..%5Csecret.txt'),
  ])('answers %s with 404 and nothing from outside the renderer directory', async (url) => {
    const response = await request(url);

    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain(secretOutsideRenderer);
  });

  it.each([appPage('missing.html'), appPage(''), 'app://elsewhere/popup.html', appPage('%E0%A4%A.html')])(
    'answers %s with 404',
    async (url) => {
      const response = await request(url);

      expect(response.status).toBe(404);
    },
  );
});

describe('a desktop set to German (Austria)', () => {
  beforeEach(() => {
    electron.app.preferredSystemLanguages = ['de-AT', 'en-US'];
    electron.app.systemLocale = 'de-AT';
  });

  it('starts in German, with the tray, its windows and the settings in German and Austria’s units', async () => {
    await startApp(true);

    expect(trayMenu().map((item) => item.label ?? item.type)).toEqual([
      'Weatherglass öffnen',
      'Übersicht',
      'Wetterkarte',
      'separator',
      'Jetzt aktualisieren',
      'separator',
      'Konto',
      'Einstellungen',
      'separator',
      'Beenden',
    ]);
    menuItem('Einstellungen')();
    expect(electron.BrowserWindow.instances[0]?.webContents.getURL()).toBe(appPage('dashboard.html?lang=de#settings'));
    const settings = await invoke('settings:get', frameEvent('dashboard', 'main'));
    expect(settings).toEqual({
      ok: true,
      value: expect.objectContaining({ language: 'de', interfaceLanguage: 'de', units: expect.objectContaining({ temperature: 'C', clock: '24h' }) }),
    });
  });
});

describe('what main tells the schedule of its windows', () => {
  beforeEach(() => startApp());

  /** Today's projected requests, as the dashboard reads them, once the session's schedule runs. */
  async function projected(): Promise<number> {
    let value = 0;
    await vi.waitUntil(async () => {
      const status = (await invoke('schedule:getStatus', frameEvent('dashboard', 'main'))) as { ok: boolean; value?: { projectedToday: number } };
      value = status.value?.projectedToday ?? 0;
      return value > 0;
    }, { timeout: 20_000 });
    return value;
  }

  it('plans the dashboard’s refreshes while the dashboard shows, and the tray’s alone once it hides', async () => {
    const dashboard = appWindow('dashboard');
    const trayAlone = await projected();

    // Electron tells 'show' and 'hide' as the window does; the fake window leaves that to the test.
    dashboard.emit('ready-to-show');
    dashboard.emit('show');
    const shown = await projected();
    expect(shown).toBeGreaterThan(trayAlone);

    dashboard.hide();
    dashboard.emit('hide');
    const hidden = await projected();
    expect(hidden).toBeLessThan(shown);
    // The same plan as before; only the time gone by since (a real clock's milliseconds) may move it by one.
    expect(Math.abs(hidden - trayAlone)).toBeLessThanOrEqual(1);
  });
});
