/**
 * Least privilege at compile time: checked by `npm run typecheck` (svelte-check over tsconfig.web.json),
 * never run. Each `@ts-expect-error` fails the typecheck the day its line compiles: the day a
 * window's API type offers a call that its channel list leaves out.
 */
import type { CommonApi } from '../../src/renderer/src/lib/common-api';
import type { TrayStateApi } from '../../src/renderer/src/lib/follow/tray-state.svelte';
import type { WeatherFetchApi } from '../../src/renderer/src/lib/data/on-demand.svelte';
import type { dashboardApi } from '../../src/renderer/src/dashboard/api';
import type { mapApi } from '../../src/renderer/src/map/api';
import type { popupApi } from '../../src/renderer/src/popup/api';

type Popup = ReturnType<typeof popupApi>;
type Dashboard = ReturnType<typeof dashboardApi>;
type Map = ReturnType<typeof mapApi>;

export function popupNamesOnlyItsOwn(popup: Popup): unknown[] {
  return [
    popup.weather.get,
    popup.popup.close,
    popup.tray.getState,
    popup.on.trayStateChanged,
    // @ts-expect-error the popup has no keys
    popup.keys.create,
    // @ts-expect-error nor the account
    popup.account.get,
    // @ts-expect-error nor the account's events
    popup.on.accountChanged,
    // @ts-expect-error nor on-demand products, which the dashboard and the map fetch
    popup.weather.fetch,
  ];
}

export function mapNamesOnlyItsOwn(map: Map): unknown[] {
  return [
    map.map.symbols,
    map.weather.fetch,
    map.on.mapBudgetChanged,
    // @ts-expect-error the map has no account
    map.account.get,
    // @ts-expect-error nor the account's keys
    map.keys.list,
    // @ts-expect-error nor the popup's close
    map.popup.close,
  ];
}

export function dashboardNamesOnlyItsOwn(dashboard: Dashboard): unknown[] {
  return [
    dashboard.keys.create,
    dashboard.account.get,
    dashboard.on.accountChanged,
    // @ts-expect-error the dashboard has no map tiles
    dashboard.map.symbols,
    // @ts-expect-error nor the popup's close
    dashboard.popup.close,
  ];
}

/** Code shared by windows takes no more than the windows that use it all have. */
export function sharedCodeSeesTheCommonPart(popup: Popup, dashboard: Dashboard, map: Map): unknown[] {
  const common: CommonApi[] = [popup, dashboard, map];
  const trayState: TrayStateApi[] = [popup, dashboard];
  const fetch: WeatherFetchApi[] = [dashboard, map];
  return [
    common,
    trayState,
    fetch,
    common[0]?.settings.update,
    // @ts-expect-error the common part has no window's own calls
    common[0]?.tray.getState,
    // @ts-expect-error the map has no tray state
    ((tray: TrayStateApi) => tray)(map),
    // @ts-expect-error the popup fetches no on-demand products
    ((products: WeatherFetchApi) => products)(popup),
  ];
}
