import type { Location } from '@shared/api/locations';
import type { Result } from '@shared/ipc/result';
import { savedFrom } from '@shared/saved-location';
import { zoneOffsetMinutes } from '@shared/time-zone';
import type { Logger } from '../logger';
import type { SettingsService } from '../settings/settings-service';
import type { PlaceQuery } from './location-search';
import { cityOfTimeZone, zoneCitiesFrom, type ZoneTables } from './zone-cities';

/**
 * The search result that is the city searched for: the first in the zone or a zone linked to it, else
 * one of the city's name keeping the zone's clock now (the service may place a city in a neighbouring
 * zone of the same time: Ushuaia in America/Punta_Arenas).
 */
export function placeOfTimeZone(found: readonly Location[], city: string, zone: string, links: ReadonlySet<string>, now: number): Location | undefined {
  const inZone = found.find((place) => links.has(place.timezone));
  if (inZone !== undefined) return inZone;
  const offset = zoneOffsetMinutes(zone, now);
  if (offset === null) return undefined;
  return found.find((place) => place.name.localeCompare(city, 'en', { sensitivity: 'base' }) === 0 && zoneOffsetMinutes(place.timezone, now) === offset);
}

export interface FirstPlaceOptions {
  /** The computer's IANA zone. */
  systemTimeZone: string;
  settings: SettingsService;
  search: (query: PlaceQuery) => Promise<Result<Location[]>>;
  now: () => number;
  logger: Logger;
  /** The time-zone data: its links and each zone's biggest places (`loadZoneTables`). */
  zoneTables: () => Promise<ZoneTables>;
}

/**
 * On a first start with no place saved, the city of the computer's zone becomes the first place, so
 * the weather shown is the user's own rather than the default Helsinki. Done once: a failed search
 * (offline, say) is tried again at the next start; a place the user saved meanwhile wins.
 */
export async function settleFirstPlace(options: FirstPlaceOptions): Promise<void> {
  const { settings, logger } = options;
  if (settings.current.firstRun.placeFromTimeZone) return;
  // The time-zone data is read only for a zone named after a city, and only while no place is saved.
  const wanted = cityOfTimeZone(options.systemTimeZone) !== null && settings.current.locations.length === 0;
  const zone = wanted ? zoneCitiesFrom(await options.zoneTables(), options.systemTimeZone) : null;
  if (zone === null) {
    settings.update({ firstRun: { placeFromTimeZone: true } });
    return;
  }
  let place: Location | undefined;
  for (const query of zone.searches) {
    const found = await options.search(query);
    if (!found.ok) {
      logger.info('first place: the search for the computer’s city failed; trying again at the next start', { kind: found.error.kind });
      return;
    }
    place = placeOfTimeZone(found.value, query.text, options.systemTimeZone, zone.links, options.now());
    if (place !== undefined) break;
  }
  const nothingSavedMeanwhile = settings.current.locations.length === 0;
  settings.update({
    ...(place !== undefined && nothingSavedMeanwhile ? { locations: [savedFrom(place)] } : {}),
    firstRun: { placeFromTimeZone: true },
  });
}
