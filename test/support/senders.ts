import type { SenderInfo } from '@main/core/ipc/trusted-sender';
import { windowPages, type AppWindow } from '@shared/ipc/window-channels';

/**
 * A sender as a transport reports one of the app's windows on its own page: known by identity,
 * from its main frame, on the app's origin (or `origin`).
 */
export function senderFor(window: AppWindow, origin = 'app://weatherglass'): SenderInfo {
  return { window, url: `${origin}${windowPages[window]}`, isMainFrame: true };
}
