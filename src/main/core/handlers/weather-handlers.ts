import type { InvokeHandlers } from '@shared/ipc/contract';
import { ok, type Result } from '@shared/ipc/result';
import type { Settings } from '@shared/settings';
import { weatherProducts } from '@shared/views/weather';
import { allowMapMoreToday, mapBudgetView } from '../engine/map-budget';
import { agreeToLoop, loopAgreed } from '../engine/loop-consents';
import type { Sessions } from '../engine/sessions';
import type { Session } from '../session/session';
import type { WeatherSchedule } from '../engine/weather-schedule';
import { findPlaces } from '../weather/place-finder';
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
  | 'map:allowMoreToday'
  | 'map:loopAgreed'
  | 'map:agreeToLoop';

export interface WeatherHandlerOptions {
  sessions: Pick<Sessions, 'withSession' | 'source'>;
  schedule: WeatherSchedule;
  capabilities: MapCapabilities;
  trayState: InvokeHandlers['tray:getState'];
  settings: () => Settings;
  now: () => number;
}

/** Weather, schedule, tray and map calls: answered from what main keeps, except what a window asks the service for. */
export function weatherHandlers({ sessions, schedule, capabilities, trayState, settings, now }: WeatherHandlerOptions): Pick<InvokeHandlers, WeatherChannels> {
  const cachesFor = () => ({ source: sessions.source, onDemand: new OnDemandProducts(now), symbolTiles: new SymbolTiles(now), stormOverlays: new StormOverlays(now) });
  let caches = cachesFor();
  /**
   * Asks with the caches of the data source in use; another source's are dropped whole. An answer
   * that arrives after a switch is the old source's: it is dropped and the question asked once
   * more of the new session, so a window never shows account A's 15 days beside B's hours.
   */
  const fromSource = async <T>(ask: (session: Session, current: ReturnType<typeof cachesFor>) => Promise<Result<T>>, again = true): Promise<Result<T>> => {
    let askedOf = sessions.source;
    const answer = await sessions.withSession((session) => {
      if (caches.source !== sessions.source) caches = cachesFor();
      askedOf = caches.source;
      return ask(session, caches);
    });
    return askedOf === sessions.source || !again ? answer : fromSource(ask, false);
  };
  return {
    'locations:list': async () => ok(schedule.locations()),
    'locations:search': (query) => sessions.withSession((session) => findPlaces(session, query, settings().language)),
    'weather:get': async ({ locationId, products }) => {
      const shown = locationId ?? schedule.locations()[0]?.id;
      return ok(shown === undefined ? [] : schedule.weather(shown, products ?? weatherProducts));
    },
    'weather:fetch': (request) => fromSource((session, { onDemand }) => onDemand.fetch(session, request, settings(), schedule.locations())),
    'map:symbols': (request) => fromSource((session, { symbolTiles }) => symbolTiles.fetch(session, request, settings())),
    'map:hurricanes': () => fromSource((session, { stormOverlays }) => stormOverlays.hurricanes(session)),
    'map:lightning': (box) => fromSource((session, { stormOverlays }) => stormOverlays.lightning(session, box)),
    'weather:refreshNow': async () => {
      schedule.refreshNow('window');
      return ok(schedule.status());
    },
    'schedule:getStatus': async () => ok(schedule.status()),
    'tray:getState': trayState,
    'map:getCapabilities': () => sessions.withSession((session) => capabilities.get(session)),
    'map:budget': () => sessions.withSession(async (session) => ok(mapBudgetView(session.budget, settings().budget.mapSharePercent))),
    'map:allowMoreToday': () => sessions.withSession(async (session) => allowMapMoreToday(session.budget, settings().budget.mapSharePercent)),
    'map:loopAgreed': (loop) => sessions.withSession(async (session) => ok(loopAgreed(session.budget, loop))),
    'map:agreeToLoop': ({ stride, ...loop }) =>
      sessions.withSession(async (session) => {
        agreeToLoop(session.budget, loop, stride);
        return ok(null);
      }),
  };
}
