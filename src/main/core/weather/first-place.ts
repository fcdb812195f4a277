import type { Location } from '@shared/api/locations';
import type { Result } from '@shared/ipc/result';
import { savedFrom } from '@shared/saved-location';
import type { Logger } from '../logger';
import type { SettingsService } from '../settings/settings-service';
import type { PlaceQuery } from './location-search';

/** Zones named after a city: "Etc/GMT+3", "UTC", "US/Eastern" or "EST5EDT" name none. */
const cityZoneAreas = new Set(['Africa', 'America', 'Antarctica', 'Arctic', 'Asia', 'Atlantic', 'Australia', 'Europe', 'Indian', 'Pacific']);

/** The city an IANA zone is named after ("America/Argentina/Buenos_Aires" → "Buenos Aires"), or null. */
export function cityOfTimeZone(zone: string): string | null {
  const parts = zone.split('/');
  const city = parts.at(-1);
  if (parts.length < 2 || !cityZoneAreas.has(parts[0] ?? '') || city === undefined || city === '') return null;
  return city.replaceAll('_', ' ');
}

/**
 * A zone's offset from UTC at an instant, in minutes, as Intl knows it ("GMT+05:30"); null for a
 * zone Intl does not know. (Not luxon: main would load all of it for these few lines.)
 */
export function zoneOffsetMinutes(zone: string, at: number): number | null {
  let name: string | undefined;
  try {
    name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value;
  } catch {
    return null;
  }
  const match = /^GMT(?:([+\-\u2212])(\d{2}):(\d{2}))?$/.exec(name ?? '');
  if (match === null) return null;
  if (match[1] === undefined) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '+' ? minutes : -minutes;
}

/**
 * The search result that is the zone's city: one in the zone itself, else one of the city's name
 * keeping the zone's clock now (the computer may use an older name, "Asia/Calcutta" for "Asia/Kolkata").
 */
export function placeOfTimeZone(found: readonly Location[], zone: string, now: number): Location | undefined {
  const city = cityOfTimeZone(zone);
  if (city === null) return undefined;
  const inZone = found.find((place) => place.timezone === zone);
  if (inZone !== undefined) return inZone;
  const offset = zoneOffsetMinutes(zone, now);
  if (offset === null) return undefined;
  return found.find(
    (place) => place.name.localeCompare(city, 'en', { sensitivity: 'base' }) === 0 && zoneOffsetMinutes(place.timezone, now) === offset,
  );
}

export interface FirstPlaceOptions {
  /** The computer's IANA zone. */
  systemTimeZone: string;
  settings: SettingsService;
  search: (query: PlaceQuery) => Promise<Result<Location[]>>;
  now: () => number;
  logger: Logger;
}

/**
 * On a first start with no place saved, the city of the computer's zone becomes the first place, so
 * the weather shown is the user's own rather than the default Helsinki. Done once: a failed search
 * (offline, say) is tried again at the next start; a place the user saved meanwhile wins.
 */
export async function settleFirstPlace(options: FirstPlaceOptions): Promise<void> {
  const { settings, logger } = options;
  if (settings.current.firstRun.placeFromTimeZone) return;
  const city = cityOfTimeZone(options.systemTimeZone);
  if (city === null || settings.current.locations.length > 0) {
    settings.update({ firstRun: { placeFromTimeZone: true } });
    return;
  }
  const found = await options.search({ text: city });
  if (!found.ok) {
    logger.info('first place: the search for the computer’s city failed; trying again at the next start', { kind: found.error.kind });
    return;
  }
  const place = placeOfTimeZone(found.value, options.systemTimeZone, options.now());
  const nothingSavedMeanwhile = settings.current.locations.length === 0;
  settings.update({
    ...(place !== undefined && nothingSavedMeanwhile ? { locations: [savedFrom(place)] } : {}),
    firstRun: { placeFromTimeZone: true },
  });
}
