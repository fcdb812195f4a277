import { BrowserWindow } from 'electron';
import type { EventSink } from './core/app-core';
import { isAppUrl, type AppOrigin } from './core/ipc/trusted-sender';

/** Delivers core events to every window showing one of the app's own pages, and to nothing else. */
export function createWindowEventSink(appOrigins: readonly AppOrigin[]): EventSink {
  return (channel, payload) => {
    for (const window of BrowserWindow.getAllWindows()) {
      if (isAppUrl(window.webContents.getURL(), appOrigins)) window.webContents.send(channel, payload);
    }
  };
}
