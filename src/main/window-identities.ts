import type { BrowserWindow, WebContents } from 'electron';
import type { AppWindow } from '@shared/ipc/window-channels';

/** One window main opened, by the webContents it was given. */
export interface KnownWindow {
  window: AppWindow;
  contents: WebContents;
}

/**
 * The one record of which webContents is which of the app's windows. A page can rewrite its own
 * URL (history.pushState), never the webContents main created for it: IPC and events go by this.
 */
export interface WindowIdentities {
  /** Records a window as main creates it; it is forgotten once closed. */
  record(window: AppWindow, browserWindow: BrowserWindow): void;
  /** Which window the webContents with this id is; null for one main did not open as a window, or that closed. */
  windowOf(webContentsId: number): AppWindow | null;
  /** The windows open now. */
  open(): KnownWindow[];
}

export function createWindowIdentities(): WindowIdentities {
  const byId = new Map<number, KnownWindow>();
  return {
    record: (window, browserWindow) => {
      // Read now: once closed, the window's webContents can no longer be asked for its id.
      const contents = browserWindow.webContents;
      const { id } = contents;
      byId.set(id, { window, contents });
      browserWindow.once('closed', () => byId.delete(id));
    },
    windowOf: (webContentsId) => byId.get(webContentsId)?.window ?? null,
    open: () => [...byId.values()],
  };
}
