import { BrowserWindow, screen, type BrowserWindowConstructorOptions, type Point, type Rectangle, type WebPreferences } from 'electron';
import type { WindowBounds } from '@shared/settings';
import type { Logger } from './core/logger';
import { popupPosition } from './popup-position';
import { restoreBounds, trackBounds } from './window-bounds';
import type { Views } from './core/schedule/demand';
import type { WindowIdentities } from './window-identities';

export type WindowKind = 'popup' | 'dashboard' | 'map';
/** What a window can be opened on: account and settings are views of the dashboard page. */
export type WindowView = Exclude<WindowKind, 'popup'> | 'account' | 'settings' | 'warnings';
/**
 * The view an app page link asks for ('./dashboard.html#account' from the popup's "Open Account"),
 * or null for a page that is no window's.
 */
export function viewOfAppPage(url: string): WindowView | null {
  const { pathname, hash } = new URL(url);
  if (pathname === '/map.html') return 'map';
  if (pathname !== '/dashboard.html') return null;
  if (hash === '#account') return 'account';
  if (hash === '#settings') return 'settings';
  // The popup's warnings badge: the forecasts, scrolled to the warnings panel.
  if (hash === '#warnings') return 'warnings';
  return 'dashboard';
}

/** The windows that reopen where the user left them; the popup always goes beside the tray. */
export type RememberedWindow = 'dashboard' | 'map';

/** The window and the URL fragment each view is shown with; '' is the page's main view. */
const views: Record<WindowView, { kind: RememberedWindow; fragment: string }> = {
  dashboard: { kind: 'dashboard', fragment: '' },
  map: { kind: 'map', fragment: '' },
  account: { kind: 'dashboard', fragment: 'account' },
  settings: { kind: 'dashboard', fragment: 'settings' },
  warnings: { kind: 'dashboard', fragment: 'warnings' },
};

const popupSize = { width: 360, height: 560 };

const windowOptions: Record<WindowKind, BrowserWindowConstructorOptions> = {
  popup: {
    ...popupSize,
    frame: false,
    resizable: false,
    movable: false,
    minimizable: false,
    maximizable: false,
    fullscreenable: false,
    skipTaskbar: true,
    alwaysOnTop: true,
  },
  dashboard: { width: 1100, height: 760, minWidth: 720, minHeight: 520, title: 'Weatherglass' },
  map: { width: 1100, height: 760, minWidth: 720, minHeight: 520, title: 'Weatherglass map' },
};

/** macOS: the popup is a panel, which can float over another app's full-screen Space (a type read there only). */
const macPopupOptions: BrowserWindowConstructorOptions = { type: 'panel' };

/**
 * Written out in full, defaults included, so a reader or a scanner never has to know Electron's
 * defaults. DevTools would let anyone at the keyboard read what the trusted pages hold, so only a
 * developer's unpackaged run has them.
 */
export function secureWebPreferences(preloadPath: string, devTools: boolean): WebPreferences {
  return {
    preload: preloadPath,
    devTools,
    sandbox: true,
    contextIsolation: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    webviewTag: false,
    experimentalFeatures: false,
    spellcheck: false,
  };
}

export interface WindowBoundsStore {
  load(kind: RememberedWindow): WindowBounds | undefined;
  save(kind: RememberedWindow, bounds: WindowBounds): void;
}

/**
 * A press on the tray icon while the popup is open first takes the focus away from the popup,
 * whose blur hides it, and only then reports the click (Windows, macOS, and some Linux panels).
 * A click this soon after a blur hid the popup is that same press, meant to close it.
 */
export const sameTrayPressMs = 500;

export interface WindowRegistryOptions {
  platform: NodeJS.Platform;
  /** Each window's own preload: it exposes only that window's functions. */
  preloadPath(kind: WindowKind): string;
  /** Whether pages may open DevTools: only in a developer's unpackaged run. */
  devTools: boolean;
  /**
   * Whether the popup can be put beside the tray icon; not under native Wayland, where a window
   * cannot choose its position and the compositor places it.
   */
  popupBesideTray: boolean;
  /** Milliseconds, for telling a tray press that closed the popup from one that should open it. */
  now?: () => number;
  pageUrl(kind: WindowKind): string;
  /** Where each window is recorded by its webContents as it is created: IPC and events know windows by that. */
  identities: WindowIdentities;
  /** The interface language a page speaks before it has read the settings: given as `?lang=`. */
  pageLanguage?: () => string;
  logger: Logger;
  /** Where the dashboard's and the map's bounds are kept; without it they open at their default size. */
  bounds?: WindowBoundsStore;
  /** Told which windows are showing whenever that changes: the schedule follows what is on screen. */
  onVisibilityChange?: (visible: Views) => void;
  /**
   * Told when the dashboard or the map closes and neither is left (the popup only hides, so it does
   * not count); not when Windows closes them as the session ends, which sends no before-quit.
   */
  onLastWindowClosed?: () => void;
}

export interface WindowRegistry {
  /**
   * Opens the dashboard, the map, or the dashboard on its account or settings view, or brings the
   * open window to the front on that view.
   */
  show(view: WindowView): void;
  /** Opens the popup next to the tray icon whose bounds are given. */
  showPopup(trayBounds: Rectangle): void;
  togglePopup(trayBounds: Rectangle): void;
  /** Hides the popup (Escape or its close control): the blur that usually does it may never come. */
  hidePopup(): void;
}

function isInside(point: Point, area: Rectangle): boolean {
  return point.x >= area.x && point.x < area.x + area.width && point.y >= area.y && point.y < area.y + area.height;
}

/** An empty fragment keeps its '#', so that leaving a view is an in-page navigation, not a reload. */
function withFragment(url: string, fragment: string): string {
  return `${url}#${fragment}`;
}

function currentFragment(window: BrowserWindow): string {
  const url = window.webContents.getURL();
  const hash = url.indexOf('#');
  return hash === -1 ? '' : url.slice(hash + 1);
}

/**
 * At most one window of each kind; a closed window is forgotten and created afresh next time.
 * Account and settings open in the dashboard window rather than windows of their own: they are
 * views of the dashboard page, and one window per page keeps them from drifting apart.
 */
export function createWindowRegistry({
  platform,
  preloadPath,
  devTools,
  popupBesideTray,
  now = Date.now,
  pageUrl,
  identities,
  pageLanguage,
  logger,
  bounds,
  onVisibilityChange,
  onLastWindowClosed,
}: WindowRegistryOptions): WindowRegistry {
  const open = new Map<WindowKind, BrowserWindow>();
  let popupBlurredAt: number | undefined;
  let sessionEnding = false;
  /**
   * Whether the user wants the popup: shown, or waiting for its page. A press that closes it may
   * come before a new popup's page is ready (Windows' double-click is click, click); the page
   * must then not show it anyway.
   */
  let popupWanted = false;
  /** Windows whose page was ready to show; showing one before that would flash an empty frame. */
  const ready = new WeakSet<BrowserWindow>();

  function reportVisibility(): void {
    // A minimized window is seen no more than a hidden one (Electron's isVisible says so only since 25, and not on every desktop).
    const showing = (kind: WindowKind) => {
      const window = open.get(kind);
      return window !== undefined && window.isVisible() && !window.isMinimized();
    };
    onVisibilityChange?.({ popupOpen: showing('popup'), dashboardOpen: showing('dashboard'), mapOpen: showing('map') });
  }

  /** A new page's address: it starts in the interface language, so it never shows English first. */
  function pageAddress(kind: WindowKind): string {
    return pageLanguage === undefined ? pageUrl(kind) : `${pageUrl(kind)}?lang=${encodeURIComponent(pageLanguage())}`;
  }

  /** An open page's address without its fragment: moving to another view keeps it, so the page is not reloaded. */
  function openAddress(window: BrowserWindow, kind: WindowKind): string {
    const url = window.webContents.getURL();
    const hash = url.indexOf('#');
    const address = hash === -1 ? url : url.slice(0, hash);
    return address === '' ? pageAddress(kind) : address;
  }

  function load(window: BrowserWindow, kind: WindowKind, url: string): void {
    window.loadURL(url).catch((error: unknown) => {
      logger.error('windows: a page failed to load', { kind, error: error instanceof Error ? error.message : String(error) });
    });
  }

  function savedBounds(kind: WindowKind): WindowBounds | undefined {
    if (bounds === undefined || kind === 'popup') return undefined;
    return restoreBounds(bounds.load(kind), screen.getAllDisplays().map((display) => display.workArea));
  }

  /**
   * A menu-bar popup on macOS: shown on the Space the user is on and over a full-screen app, at
   * the level of menus, as menubar apps do. skipTransformProcessType keeps the hidden Dock icon
   * hidden (electron/electron#37832). Windows has no Spaces; Linux shows it where it is opened.
   */
  function floatOverSpaces(popup: BrowserWindow): void {
    if (platform !== 'darwin') return;
    popup.setVisibleOnAllWorkspaces(true, { visibleOnFullScreen: true, skipTransformProcessType: true });
    popup.setAlwaysOnTop(true, 'pop-up-menu');
  }

  function create(kind: WindowKind, fragment = ''): BrowserWindow {
    const saved = savedBounds(kind);
    const rectangle = saved === undefined ? undefined : { x: saved.x, y: saved.y, width: saved.width, height: saved.height };
    const window = new BrowserWindow({
      ...windowOptions[kind],
      ...(kind === 'popup' && platform === 'darwin' ? macPopupOptions : {}),
      ...rectangle,
      show: false,
      webPreferences: secureWebPreferences(preloadPath(kind), devTools),
    });
    // Windows converts constructor bounds with the primary display's scale, so on a display with
    // another the window comes up the wrong size (electron/electron#10862); set again once the
    // window is on its display, they are converted with that display's own scale.
    if (rectangle !== undefined) window.setBounds(rectangle);
    if (kind === 'popup') floatOverSpaces(window);
    // Before its page loads, so its first call is already known as this window's.
    identities.record(kind, window);
    open.set(kind, window);
    window.once('ready-to-show', () => {
      ready.add(window);
      if (kind === 'popup' && !popupWanted) return;
      // Maximizing shows the window: only once it has something to show.
      if (saved?.maximized === true) window.maximize();
      window.show();
      // Wayland compositors may show a new window without focusing it; asked, most grant it.
      if (kind === 'popup') window.focus();
    });
    window.on('show', reportVisibility);
    window.on('hide', reportVisibility);
    window.on('minimize', reportVisibility);
    window.on('restore', reportVisibility);
    window.on('session-end', () => {
      sessionEnding = true;
    });
    window.on('closed', () => {
      open.delete(kind);
      if (kind === 'popup') popupWanted = false;
      reportVisibility();
      if (kind !== 'popup' && !sessionEnding && !open.has('dashboard') && !open.has('map')) onLastWindowClosed?.();
    });
    if (kind === 'popup') {
      window.on('blur', () => {
        if (!window.isVisible()) return;
        popupBlurredAt = now();
        hidePopup();
      });
    }
    else if (bounds !== undefined) trackBounds(window, (rectangle) => bounds.save(kind, rectangle));
    load(window, kind, fragment === '' ? pageAddress(kind) : withFragment(pageAddress(kind), fragment));
    return window;
  }

  function hidePopup(): void {
    popupWanted = false;
    open.get('popup')?.hide();
  }

  /** A window still loading its page shows itself when ready. */
  function bringToFront(window: BrowserWindow): void {
    if (!ready.has(window)) return;
    if (window.isMinimized()) window.restore();
    window.show();
    window.focus();
  }

  /**
   * Beside the icon on the display it is on. Linux hosts report empty bounds: there the pointer,
   * read now while the press that opened the popup is still the latest input, tells where the
   * icon is, and which display; a pointer on no display is not known.
   */
  function popupPlace(trayBounds: Rectangle): { x: number; y: number } {
    if (trayBounds.width > 0 && trayBounds.height > 0) return popupPosition(trayBounds, popupSize, screen.getDisplayMatching(trayBounds), null);
    const cursor = screen.getCursorScreenPoint();
    const under = screen.getAllDisplays().find(({ bounds: area }) => isInside(cursor, area));
    return under === undefined ? popupPosition(trayBounds, popupSize, screen.getPrimaryDisplay(), null) : popupPosition(trayBounds, popupSize, under, cursor);
  }

  function showPopup(trayBounds: Rectangle): void {
    popupWanted = true;
    const existing = open.get('popup');
    const popup = existing ?? create('popup');
    if (popupBesideTray) {
      const { x, y } = popupPlace(trayBounds);
      popup.setPosition(x, y);
    }
    if (existing !== undefined) bringToFront(existing);
  }

  /** Whether this tray press is the one whose blur just hid the popup; asked once per press. */
  function pressJustClosedPopup(): boolean {
    const blurredAt = popupBlurredAt;
    popupBlurredAt = undefined;
    return blurredAt !== undefined && now() - blurredAt < sameTrayPressMs;
  }

  return {
    show: (view) => {
      const { kind, fragment } = views[view];
      const existing = open.get(kind);
      if (existing === undefined) {
        create(kind, fragment);
        return;
      }
      if (currentFragment(existing) !== fragment) load(existing, kind, withFragment(openAddress(existing, kind), fragment));
      bringToFront(existing);
    },
    showPopup,
    togglePopup: (trayBounds) => {
      const popup = open.get('popup');
      const openOrOpening = popup !== undefined && popupWanted && (popup.isVisible() || !ready.has(popup));
      if (openOrOpening) hidePopup();
      else if (!pressJustClosedPopup()) showPopup(trayBounds);
    },
    hidePopup,
  };
}
