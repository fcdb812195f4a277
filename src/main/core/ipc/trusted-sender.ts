import { appWindowOf, type AppWindow } from '@shared/ipc/window-channels';

/** Where an IPC message came from, as the transport reports it. */
export interface SenderInfo {
  /**
   * The window the transport knows the sender to be by an identity the page cannot change (its
   * webContents in Electron, the page token its socket opened with in the browser host); null for
   * a sender the app did not open as one of its windows.
   */
  window: AppWindow | null;
  /** URL of the sending frame; undefined when the frame is gone. */
  url: string | undefined;
  isMainFrame: boolean;
}

/** An origin the app's own pages are served from, compared by scheme and host. */
export interface AppOrigin {
  protocol: string;
  host: string;
}

/**
 * Parses an origin such as `app://weatherglass` or `http://127.0.0.1:5173`. Non-special schemes
 * like `app:` have the opaque origin "null" in WHATWG URL, so scheme and host are compared instead.
 */
export function parseAppOrigin(url: string): AppOrigin {
  const parsed = new URL(url);
  if (parsed.host === '') throw new TypeError(`An app origin needs a host: ${url}`);
  return { protocol: parsed.protocol, host: parsed.host };
}

export function isAppUrl(url: string | undefined, origins: readonly AppOrigin[]): boolean {
  if (url === undefined) return false;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  return origins.some((origin) => origin.protocol === parsed.protocol && origin.host === parsed.host);
}

export function isTrustedSender(sender: SenderInfo, origins: readonly AppOrigin[]): boolean {
  return sender.isMainFrame && isAppUrl(sender.url, origins);
}

/**
 * Whether `url` still shows the page of `window`. Only ever a further check on a window known by
 * its identity: a page can rewrite its own path (history.pushState), so the path never says which
 * window a sender is, but a window that left its own page is trusted with nothing.
 */
export function showsOwnPage(window: AppWindow, url: string | undefined): boolean {
  return appWindowOf(url) === window;
}
