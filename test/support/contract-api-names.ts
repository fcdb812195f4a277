/**
 * Every function window.weatherglass must offer, written out by hand (not derived from the
 * contract), so a channel added or removed by mistake fails both the bridge and the preload tests.
 */
export const contractApiNames = [
  'account.clear',
  'account.get',
  'account.save',
  'account.testConnection',
  'app.getInfo',
  'keys.copy',
  'keys.create',
  'keys.delete',
  'keys.list',
  'locations.list',
  'locations.search',
  'map.getCapabilities',
  'map.symbols',
  'on.accountChanged',
  'on.appInfoChanged',
  'on.scheduleStatusChanged',
  'on.settingsChanged',
  'on.trayStateChanged',
  'on.weatherUpdated',
  'schedule.getStatus',
  'settings.get',
  'settings.update',
  'tray.getState',
  'usage.day',
  'usage.month',
  'weather.fetch',
  'weather.get',
  'weather.refreshNow',
];
