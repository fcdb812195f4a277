import { BrowserWindow, screen, type BrowserWindowConstructorOptions, type Rectangle, type WebPreferences } from 'electron';
import type { Logger } from './core/logger';
import { popupPosition } from './popup-position';

export type WindowKind = 'popup' | 'dashboard' | 'map';

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

/** Written out in full, defaults included, so a reader or a scanner never has to know Electron's defaults. */
export function secureWebPreferences(preloadPath: string): WebPreferences {
  return {
    preload: preloadPath,
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

export interface WindowRegistryOptions {
  preloadPath: string;
  pageUrl(kind: WindowKind): string;
  logger: Logger;
}

export interface WindowRegistry {
  /** Opens the dashboard or the map, or brings the open one to the front. */
  show(kind: Exclude<WindowKind, 'popup'>): void;
  /** Opens the popup next to the tray icon whose bounds are given. */
  showPopup(trayBounds: Rectangle): void;
  togglePopup(trayBounds: Rectangle): void;
}

/** At most one window of each kind; a closed window is forgotten and created afresh next time. */
export function createWindowRegistry({ preloadPath, pageUrl, logger }: WindowRegistryOptions): WindowRegistry {
  const open = new Map<WindowKind, BrowserWindow>();

  function create(kind: WindowKind): BrowserWindow {
    const window = new BrowserWindow({
      ...windowOptions[kind],
      show: false,
      webPreferences: secureWebPreferences(preloadPath),
    });
    open.set(kind, window);
    window.once('ready-to-show', () => window.show());
    window.on('closed', () => open.delete(kind));
    if (kind === 'popup') window.on('blur', () => window.hide());
    window.loadURL(pageUrl(kind)).catch((error: unknown) => {
      logger.error('windows: a page failed to load', { kind, error: error instanceof Error ? error.message : String(error) });
    });
    return window;
  }

  function bringToFront(window: BrowserWindow): void {
    if (window.isMinimized()) window.restore();
    window.show();
    window.focus();
  }

  function showPopup(trayBounds: Rectangle): void {
    const existing = open.get('popup');
    const popup = existing ?? create('popup');
    // Empty bounds (Linux) centre on (0, 0), which is always on the primary display.
    const trayCentre = { x: trayBounds.x + trayBounds.width / 2, y: trayBounds.y + trayBounds.height / 2 };
    const { workArea } = screen.getDisplayNearestPoint(trayCentre);
    const { x, y } = popupPosition(trayBounds, popupSize, workArea);
    popup.setPosition(x, y);
    if (existing !== undefined) bringToFront(existing);
  }

  return {
    show: (kind) => {
      const existing = open.get(kind);
      if (existing === undefined) create(kind);
      else bringToFront(existing);
    },
    showPopup,
    togglePopup: (trayBounds) => {
      const popup = open.get('popup');
      if (popup?.isVisible() === true) popup.hide();
      else showPopup(trayBounds);
    },
  };
}
