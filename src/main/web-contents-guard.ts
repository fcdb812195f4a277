import { shell, type WebContents } from 'electron';
import { isAppUrl, type AppOrigin } from './core/ipc/trusted-sender';
import type { Logger } from './core/logger';

/**
 * Hosts a page may open in the user's browser, https only: Natural Earth for the map data's
 * attribution link, GitHub for the project's source and issue tracker. Anything else is dropped.
 */
export const externalLinkHosts: readonly string[] = ['www.naturalearthdata.com', 'github.com'];

export function isAllowedExternalUrl(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  return parsed.protocol === 'https:' && externalLinkHosts.includes(parsed.hostname);
}

function isHttps(url: string): boolean {
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Keeps every web contents on the app's own pages: no foreign navigation, popups or webviews. A
 * link to one of the app's own pages (the popup's Dashboard and Map buttons) is handed to
 * `openAppPage`, which shows the app's window for it; no new window is ever created here. An https
 * link the weather service delivered (a warning's) opens in the browser like the allowlisted ones.
 */
export function guardWebContents(
  contents: WebContents,
  appOrigins: readonly AppOrigin[],
  logger: Logger,
  openAppPage: (url: string) => void = () => undefined,
  isDeliveredLink: (url: string) => boolean = () => false,
): void {
  const stayInApp = (event: { url: string; preventDefault(): void }): void => {
    if (!isAppUrl(event.url, appOrigins)) event.preventDefault();
  };
  contents.on('will-navigate', stayInApp);
  contents.on('will-frame-navigate', stayInApp);
  contents.on('will-redirect', stayInApp);
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    if (isAppUrl(url, appOrigins)) {
      openAppPage(url);
    } else if (isAllowedExternalUrl(url) || (isHttps(url) && isDeliveredLink(url))) {
      shell.openExternal(url).catch(() => {
        logger.warn('links: the browser could not be opened', { host: new URL(url).hostname });
      });
    }
    return { action: 'deny' };
  });
}
