import type { InvokeHandlers } from '@shared/ipc/contract';
import { ok } from '@shared/ipc/result';
import type { Settings } from '@shared/settings';
import { weatherProducts } from '@shared/views/weather';
import { allowMapMoreToday, mapBudgetView } from '../engine/map-budget';
import type { Sessions } from '../engine/sessions';
import type { WeatherSchedule } from '../engine/weather-schedule';
import { searchPlaces } from '../weather/location-search';
import type { MapCapabilities } from '../weather/map-capabilities';
import { OnDemandProducts } from '../weather/on-demand';
import { StormOverlays } from '../weather/storm-overlays';
import { SymbolTiles } from '../weather/symbol-tiles';

type WeatherChannels =
  | 'locations:list'
  | 'locations:search'
  | 'weather:get'
  | 'weather:fetch'
  | 'weather:refreshNow'
  | 'schedule:getStatus'
  | 'tray:getState'
  | 'map:getCapabilities'
  | 'map:symbols'
  | 'map:hurricanes'
  | 'map:lightning'
  | 'map:budget'
  | 'map:allowMoreToday';

export interface WeatherHandlerOptions {
  sessions: Pick<Sessions, 'withSession'>;
  schedule: WeatherSchedule;
  capabilities: MapCapabilities;
  trayState: InvokeHandlers['tray:getState'];
  settings: () => Settings;
  now: () => number;
}

/** Weather, schedule, tray and map calls: answered from what main keeps, except what a window asks the service for. */
export function weatherHandlers({ sessions, schedule, capabilities, trayState, settings, now }: WeatherHandlerOptions): Pick<InvokeHandlers, WeatherChannels> {
  const onDemand = new OnDemandProducts(now);
  const symbolTiles = new SymbolTiles(now);
  const stormOverlays = new StormOverlays(now);
  return {
    'locations:list': async () => ok(schedule.locations()),
    'locations:search': (query) => sessions.withSession((session) => searchPlaces(session, query, settings().language)),
    'weather:get': async ({ locationId, products }) => {
      const shown = locationId ?? schedule.locations()[0]?.id;
      return ok(shown === undefined ? [] : schedule.weather(shown, products ?? weatherProducts));
    },
    'weather:fetch': (request) => sessions.withSession((session) => onDemand.fetch(session, request, settings(), schedule.locations())),
    'map:symbols': (request) => sessions.withSession((session) => symbolTiles.fetch(session, request, settings())),
    'map:hurricanes': () => sessions.withSession((session) => stormOverlays.hurricanes(session)),
    'map:lightning': (box) => sessions.withSession((session) => stormOverlays.lightning(session, box)),
    'weather:refreshNow': async () => {
      schedule.refreshNow('window');
      return ok(schedule.status());
    },
    'schedule:getStatus': async () => ok(schedule.status()),
    'tray:getState': trayState,
    'map:getCapabilities': () => sessions.withSession((session) => capabilities.get(session)),
    'map:budget': () => sessions.withSession(async (session) => ok(mapBudgetView(session.budget, settings().budget.mapSharePercent))),
    'map:allowMoreToday': () => sessions.withSession(async (session) => allowMapMoreToday(session.budget, settings().budget.mapSharePercent)),
  };
}
