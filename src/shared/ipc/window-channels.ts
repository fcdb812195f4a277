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

interface WindowChannelList {
  readonly calls: readonly InvokeChannel[];
  readonly events: readonly EventChannel[];
}

/*
 * What each window may call and is sent, and nothing more (as Signal Desktop scopes each window):
 * a page taken over by a bug in one window cannot reach another window's powers; the tray popup
 * and the map cannot touch the account or its keys. Written as constant lists so that each
 * window's API type (`WindowApi`) is derived from them: a window's code cannot even name a call
 * outside its list. test/shared/ipc/window-channels.test.ts checks these lists against what each
 * built page really calls and listens to.
 */

export const popupChannels = {
  calls: ['app:getInfo', 'settings:get', 'settings:update', 'locations:list', 'weather:get', 'tray:getState', 'popup:close'],
  events: ['settings:changed', 'app:infoChanged', 'weather:updated', 'tray:stateChanged', 'locations:changed'],
} as const satisfies WindowChannelList;

export const dashboardChannels = {
  calls: [
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
    'keys:list',
    'keys:create',
    'keys:delete',
    'keys:copy',
    'usage:month',
  ],
  events: [
    'settings:changed',
    'app:infoChanged',
    'weather:updated',
    'schedule:statusChanged',
    'account:changed',
    'tray:stateChanged',
    'locations:changed',
  ],
} as const satisfies WindowChannelList;

export const mapChannels = {
  calls: [
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
    'map:loopAgreed',
    'map:agreeToLoop',
  ],
  events: ['settings:changed', 'app:infoChanged', 'locations:changed', 'map:budgetChanged'],
} as const satisfies WindowChannelList;

/** Each window's lists, as written. */
export const windowChannelLists = { popup: popupChannels, dashboard: dashboardChannels, map: mapChannels } as const;

/** The calls a window may make. */
export type CallOf<W extends AppWindow> = (typeof windowChannelLists)[W]['calls'][number];
/** The events a window is sent. */
export type EventOf<W extends AppWindow> = (typeof windowChannelLists)[W]['events'][number];

function asSets(list: WindowChannelList): WindowChannels {
  return { calls: new Set(list.calls), events: new Set(list.events) };
}

/** The same lists as sets, for main and the browser host to check each call and event against. */
export const windowChannels: Record<AppWindow, WindowChannels> = {
  popup: asSets(popupChannels),
  dashboard: asSets(dashboardChannels),
  map: asSets(mapChannels),
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
