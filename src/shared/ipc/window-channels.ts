import type { EventChannel, InvokeChannel } from './channels';

/** The app's windows, each one page. */
export type AppWindow = 'popup' | 'dashboard' | 'map';

/** The page each window shows; a sender's URL path says which window it is. */
export const windowPages: Record<AppWindow, string> = {
  popup: '/popup.html',
  dashboard: '/dashboard.html',
  map: '/map.html',
};

export interface WindowChannels {
  calls: ReadonlySet<InvokeChannel>;
  events: ReadonlySet<EventChannel>;
}

/**
 * What each window may call and is sent, and nothing more (as Signal Desktop scopes each window):
 * a page taken over by a bug in one window cannot reach another window's powers; the tray popup
 * and the map cannot touch the account or its keys. test/shared/ipc/window-channels.test.ts
 * checks these lists against what each built page really calls and listens to.
 */
export const windowChannels: Record<AppWindow, WindowChannels> = {
  popup: {
    calls: new Set(['app:getInfo', 'settings:get', 'settings:update', 'locations:list', 'weather:get', 'tray:getState', 'popup:close']),
    events: new Set(['settings:changed', 'app:infoChanged', 'weather:updated', 'tray:stateChanged', 'locations:changed']),
  },
  dashboard: {
    calls: new Set([
      'app:getInfo',
      'settings:get',
      'settings:update',
      'settings:recovery',
      'locations:list',
      'locations:search',
      'weather:get',
      'weather:fetch',
      'schedule:getStatus',
      'tray:getState',
      'account:get',
      'account:save',
      'account:clear',
      'account:testConnection',
      'account:retryKeychain',
  'account:retryKeychain',
      'keys:list',
      'keys:create',
      'keys:delete',
      'keys:copy',
      'usage:month',
    ]),
    events: new Set([
      'settings:changed',
      'app:infoChanged',
      'weather:updated',
      'schedule:statusChanged',
      'account:changed',
      'tray:stateChanged',
      'locations:changed',
    ]),
  },
  map: {
    calls: new Set([
      'app:getInfo',
      'settings:get',
      'settings:update',
      'locations:list',
      'weather:fetch',
      'map:getCapabilities',
      'map:symbols',
      'map:hurricanes',
      'map:lightning',
      'map:budget',
      'map:allowMoreToday',
    ]),
    events: new Set(['settings:changed', 'app:infoChanged', 'locations:changed', 'map:budgetChanged']),
  },
};

/** Which window a page URL belongs to, by its path; null for anything else. */
export function appWindowOf(url: string | undefined): AppWindow | null {
  if (url === undefined) return null;
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    return null;
  }
  const found = (Object.keys(windowPages) as AppWindow[]).find((window) => windowPages[window] === path);
  return found ?? null;
}
