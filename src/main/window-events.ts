import { BrowserWindow } from 'electron';
import type { EventSink } from './core/app-core';
import { isAppUrl, type AppOrigin } from './core/ipc/trusted-sender';
import { appWindowOf, windowChannels } from '@shared/ipc/window-channels';

/**
 * Delivers each core event to the windows showing one of the app's own pages that listen to it,
 * and to nothing else: the popup never receives the account's events.
 */
export function createWindowEventSink(appOrigins: readonly AppOrigin[]): EventSink {
  return (channel, payload) => {
    for (const window of BrowserWindow.getAllWindows()) {
      const url = window.webContents.getURL();
      const appWindow = appWindowOf(url);
      if (isAppUrl(url, appOrigins) && appWindow !== null && windowChannels[appWindow].events.has(channel)) {
        window.webContents.send(channel, payload);
      }
    }
  };
}
