import type { Capabilities } from '@shared/api/maps';
import type { InvokeHandlers } from '@shared/ipc/contract';
import { ok } from '@shared/ipc/result';
import type { Settings } from '@shared/settings';
import { weatherProducts } from '@shared/views/weather';
import type { Engine } from '../engine/engine';
import { staleAfterMs } from '../snapshots/snapshot-kinds';
import { OnDemandProducts } from '../weather/on-demand';
import { SymbolTiles } from '../weather/symbol-tiles';
import { searchPlaces } from '../weather/location-search';

type WeatherChannels =
  | 'locations:list'
  | 'locations:search'
  | 'weather:get'
  | 'weather:fetch'
  | 'weather:refreshNow'
  | 'schedule:getStatus'
  | 'tray:getState'
  | 'map:getCapabilities'
  | 'map:symbols';

/** Radar frames arrive every 5-15 min: the map asks again at most this often. */
const capabilitiesMaxAgeMs = staleAfterMs.capabilities / 2;

/** Weather, schedule, tray and map calls: answered from the cache, except search and capabilities. */
export function weatherHandlers(engine: Engine, settings: () => Settings, now: () => number): Pick<InvokeHandlers, WeatherChannels> {
  const onDemand = new OnDemandProducts(now);
  const symbolTiles = new SymbolTiles(now);
  return {
    'locations:list': async () => ok(engine.locations()),
    'locations:search': (query) => engine.withSession((session) => searchPlaces(session, query, settings().language)),
    'weather:get': async ({ locationId, products }) => {
      const shown = locationId ?? engine.locations()[0]?.id;
      return ok(shown === undefined ? [] : engine.weather(shown, products ?? weatherProducts));
    },
    'weather:fetch': (request) =>
      engine.withSession((session) =>
        onDemand.fetch(session, request, settings(), engine.locations()),
      ),
    'map:symbols': (request) => engine.withSession((session) => symbolTiles.fetch(session, request, settings())),
    'weather:refreshNow': async () => {
      engine.refreshNow('window');
      return ok(engine.status());
    },
    'schedule:getStatus': async () => ok(engine.status()),
    'tray:getState': async () => ok(engine.trayState()),
    'map:getCapabilities': () =>
      engine.withSession(async (session) => {
        const cached = engine.cachedCapabilities(session.mode, capabilitiesMaxAgeMs);
        if (cached?.fresh === true) return ok(cached.data as Capabilities);
        const answer = session.billed(await session.client.capabilities());
        if (answer.ok) {
          engine.keepCapabilities(session.mode, answer.value);
          return answer;
        }
        // Older layers still draw the map's past frames; the error is for when there is nothing.
        return cached === undefined ? answer : ok(cached.data as Capabilities);
      }),
  };
}
