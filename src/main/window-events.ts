import type { EventSink } from './core/app-core';
import { isAppUrl, showsOwnPage, type AppOrigin } from './core/ipc/trusted-sender';
import { windowChannels } from '@shared/ipc/window-channels';
import type { WindowIdentities } from './window-identities';

/**
 * Delivers each core event to the windows main opened that listen to it, known by their
 * webContents, and to nothing else: the popup never receives the account's events, whatever path
 * it gives itself. A window that left its own page (or the app's origin) is sent nothing.
 */
export function createWindowEventSink(identities: WindowIdentities, appOrigins: readonly AppOrigin[]): EventSink {
  return (channel, payload) => {
    for (const { window, contents } of identities.open()) {
      if (!windowChannels[window].events.has(channel)) continue;
      const url = contents.getURL();
      if (isAppUrl(url, appOrigins) && showsOwnPage(window, url)) contents.send(channel, payload);
    }
  };
}
