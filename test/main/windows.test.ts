import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createWindowRegistry, sameTrayPressMs, type RememberedWindow, type WindowBoundsStore } from '@main/windows';
import { createRecordingLogger } from '../support/recording-logger';
import { createWindowIdentities } from '@main/window-identities';
import type { WindowBounds } from '@shared/settings';
import { fakeDesktopKinds, installFakeElectron, type FakeBrowserWindow, type FakeElectron } from './fake-electron';

vi.mock('electron', async () => (await import('./fake-electron')).fakeElectronModule());

let electron: FakeElectron;

const pageUrl = (kind: string) => `app://weatherglass/${kind}.html`;

beforeEach(() => {
  electron = installFakeElectron();
  electron.app.ready = true;
});

function registry(bounds?: WindowBoundsStore) {
  return createWindowRegistry({
    platform: electron.app.platform,
    preloadPath: (kind) => `/app/preload/${kind}.cjs`,
    devTools: false,
    popupBesideTray: true,
    pageUrl,
    identities: createWindowIdentities(),
    logger: createRecordingLogger(),
    bounds,
  });
}

/** Records every URL a window is asked to load, first load included. */
function loadsOf(window: FakeBrowserWindow | undefined): string[] {
  const loads: string[] = [];
  if (window === undefined) return loads;
  loads.push(window.webContents.getURL());
  const load = window.loadURL.bind(window);
  window.loadURL = (url) => {
    loads.push(url);
    return load(url);
  };
  return loads;
}

describe('each window’s identity', () => {
  it('is recorded by its webContents id as main creates it, the account view in the dashboard’s, and forgotten once it closes', () => {
    const identities = createWindowIdentities();
    const windows = createWindowRegistry({ platform: 'linux', preloadPath: (kind) => `/app/preload/${kind}.cjs`, devTools: false, popupBesideTray: true, pageUrl, identities, logger: createRecordingLogger() });

    windows.showPopup({ x: 0, y: 0, width: 24, height: 24 });
    windows.show('account');
    windows.show('map');
    const [popup, dashboard, map] = electron.BrowserWindow.instances;
    const idOf = (window: FakeBrowserWindow | undefined): number => window?.webContents.id ?? -1;

    expect([idOf(popup), idOf(dashboard), idOf(map)].map((id) => identities.windowOf(id))).toEqual(['popup', 'dashboard', 'map']);
    // A page's own address says nothing: the popup that moves to the dashboard's path is still the popup.
    popup?.webContents.pushState('/dashboard.html');
    expect(identities.windowOf(idOf(popup))).toBe('popup');
    map?.close();
    expect(identities.windowOf(idOf(map))).toBeNull();
    expect(identities.open().map(({ window }) => window)).toEqual(['popup', 'dashboard']);
    // A webContents main never opened as a window is none of them.
    expect(identities.windowOf(new electron.BrowserWindow({}).webContents.id)).toBeNull();
  });
});

describe('account and settings views', () => {
  it('open in the dashboard window, moving it between views in place', () => {
    const windows = registry();

    windows.show('account');
    const dashboard = electron.BrowserWindow.instances[0];
    const loads = loadsOf(dashboard);
    dashboard?.emit('ready-to-show');
    dashboard?.hide();
    windows.show('settings');
    windows.show('dashboard');
    windows.show('dashboard');
    windows.show('map');

    expect(electron.BrowserWindow.instances.map((window) => window.webContents.getURL())).toEqual([
      'app://weatherglass/dashboard.html#',
      'app://weatherglass/map.html',
    ]);
    expect(loads).toEqual([
      'app://weatherglass/dashboard.html#account',
      'app://weatherglass/dashboard.html#settings',
      'app://weatherglass/dashboard.html#',
    ]);
    expect(dashboard?.isVisible()).toBe(true);
  });

  it('go to the view the page is not on, even when the page moved there by itself', () => {
    const windows = registry();
    windows.show('dashboard');
    const dashboard = electron.BrowserWindow.instances[0];
    if (dashboard !== undefined) dashboard.webContents.url = 'app://weatherglass/dashboard.html#settings';
    const loads = loadsOf(dashboard);

    windows.show('settings');
    windows.show('account');

    expect(loads).toEqual(['app://weatherglass/dashboard.html#settings', 'app://weatherglass/dashboard.html#account']);
  });
});

describe('the language a page opens in', () => {
  it('is the interface language, and moving to another view keeps the page as it was opened', () => {
    let language = 'de';
    const windows = createWindowRegistry({
      platform: electron.app.platform,
      preloadPath: (kind) => `/app/preload/${kind}.cjs`,
      devTools: false,
      popupBesideTray: true,
      pageUrl,
      identities: createWindowIdentities(),
      pageLanguage: () => language,
      logger: createRecordingLogger(),
    });

    windows.show('account');
    const dashboard = electron.BrowserWindow.instances[0];
    const loads = loadsOf(dashboard);
    language = 'fi';
    windows.show('settings');

    expect(loads).toEqual(['app://weatherglass/dashboard.html?lang=de#account', 'app://weatherglass/dashboard.html?lang=de#settings']);
  });
});

describe('remembered bounds', () => {
  let saved: Map<RememberedWindow, WindowBounds>;
  const store: WindowBoundsStore = {
    load: (kind) => saved.get(kind),
    save: (kind, bounds) => saved.set(kind, bounds),
  };

  beforeEach(() => {
    vi.useFakeTimers();
    saved = new Map();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('reopen the dashboard and the map where they were, on a display that is there', () => {
    saved.set('dashboard', { x: 200, y: 100, width: 1000, height: 700 });
    saved.set('map', { x: 300, y: 150, width: 900, height: 650 });

    registry(store).show('dashboard');
    registry(store).show('map');

    expect(electron.BrowserWindow.instances.map((window) => window.options)).toMatchObject([
      { x: 200, y: 100, width: 1000, height: 700, minWidth: 720 },
      { x: 300, y: 150, width: 900, height: 650, minWidth: 720 },
    ]);
  });

  it('open at the default size, placed by the system, when the saved place is off every display', () => {
    saved.set('map', { x: 4000, y: 100, width: 900, height: 650 });

    registry(store).show('map');

    const options = electron.BrowserWindow.instances[0]?.options;
    expect(options).toMatchObject({ width: 1100, height: 760 });
    expect(options).not.toHaveProperty('x');
  });

  it('are saved for the dashboard as it moves, and never for the popup', () => {
    const windows = registry(store);
    windows.show('account');
    windows.showPopup({ x: 0, y: 0, width: 0, height: 0 });
    const [dashboard, popup] = electron.BrowserWindow.instances;
    if (dashboard !== undefined) dashboard.normalBounds = { x: 50, y: 60, width: 1200, height: 800 };

    dashboard?.emit('move');
    popup?.emit('move');
    popup?.emit('close');
    vi.advanceTimersByTime(500);

    expect([...saved]).toEqual([['dashboard', { x: 50, y: 60, width: 1200, height: 800, maximized: false }]]);
  });
});

describe.each(fakeDesktopKinds)('a window remembered on the second display, whose scale differs, on %s', (kind) => {
  let saved: WindowBounds | undefined;
  const store: WindowBoundsStore = {
    load: () => saved,
    save: (_kind, bounds) => {
      saved = bounds;
    },
  };
  const placesWindows = kind !== 'linux-wayland';

  beforeEach(() => {
    electron = installFakeElectron(kind);
    electron.app.ready = true;
    const second = electron.screen.getAllDisplays()[1];
    if (second === undefined) throw new Error(`the ${kind} desktop has one display`);
    saved = { x: second.workArea.x + 100, y: second.workArea.y + 50, width: 1000, height: 700 };
  });

  function reopenedDashboard(): FakeBrowserWindow {
    registry(store).show('dashboard');
    const dashboard = electron.BrowserWindow.instances[0];
    if (dashboard === undefined) throw new Error('no dashboard');
    dashboard.emit('ready-to-show');
    return dashboard;
  }

  it(placesWindows ? 'comes back at the same place and size' : 'comes back at the same size, placed by the compositor', () => {
    const asSaved = { ...saved };

    const bounds = reopenedDashboard().getBounds();

    expect(placesWindows ? bounds : { width: bounds.width, height: bounds.height }).toEqual(
      placesWindows ? asSaved : { width: asSaved.width, height: asSaved.height },
    );
  });

  it('comes back maximized, and un-maximizes to the bounds it had', () => {
    const normal = { ...(saved as WindowBounds) };
    saved = { ...normal, maximized: true };

    const dashboard = reopenedDashboard();
    const maximizedBounds = dashboard.getBounds();
    const wasMaximized = dashboard.isMaximized();
    dashboard.unmaximize();

    expect(wasMaximized).toBe(true);
    expect(dashboard.isVisible()).toBe(true);
    expect(maximizedBounds).not.toEqual(normal);
    expect(placesWindows ? dashboard.getBounds() : dashboard.getBounds().width).toEqual(placesWindows ? normal : normal.width);
  });
});

describe('the popup and the tray icon', () => {
  const trayBounds = { x: 1880, y: 1046, width: 24, height: 30 };
  let now: number;

  function openPopup(windows: ReturnType<typeof createWindowRegistry>): FakeBrowserWindow {
    windows.togglePopup(trayBounds);
    const popup = electron.BrowserWindow.instances[0];
    if (popup === undefined) throw new Error('no popup');
    popup.emit('ready-to-show');
    return popup;
  }

  function popupRegistry() {
    return createWindowRegistry({ platform: 'win32', preloadPath: (kind) => `/app/preload/${kind}.cjs`, devTools: false, popupBesideTray: true, now: () => now, pageUrl, identities: createWindowIdentities(), logger: createRecordingLogger() });
  }

  beforeEach(() => {
    electron = installFakeElectron('win32');
    electron.app.ready = true;
    now = 1_000_000;
  });

  it('takes a press that comes right after the blur it caused as closing the popup', () => {
    const windows = popupRegistry();
    const popup = openPopup(windows);

    popup.emit('blur');
    now += sameTrayPressMs - 1;
    windows.togglePopup(trayBounds);

    expect(popup.isVisible()).toBe(false);
  });

  it('opens the popup on a press that comes later than that, after the user clicked elsewhere', () => {
    const windows = popupRegistry();
    const popup = openPopup(windows);

    popup.emit('blur');
    now += sameTrayPressMs;
    windows.togglePopup(trayBounds);

    expect(popup.isVisible()).toBe(true);
  });

  it('hides the popup when asked, as Escape and its close control ask', () => {
    const windows = popupRegistry();
    const popup = openPopup(windows);

    windows.hidePopup();

    expect(popup.isVisible()).toBe(false);
    expect(electron.focus.focused).toBeNull();
  });
});
