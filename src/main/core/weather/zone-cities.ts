import type { PlaceQuery } from './location-search';

/**
 * What the time-zone data says about the city of a zone: the names the zone goes by and the cities
 * to look for. Two packages, read only on a first start (a dynamic import, so main does not carry
 * them otherwise):
 * - `countries-and-timezones`: IANA's tz database with its `backward` links (`aliasOf`: Asia/Calcutta
 *   → Asia/Kolkata, Europe/Kiev → Europe/Kyiv) and each zone's countries. The runtime cannot say
 *   this: ICU lists the legacy id (Asia/Calcutta) and no modern one, and newer engines stop
 *   canonicalising ids in `resolvedOptions()` at all.
 * - `@vvo/tzdb`: each zone's biggest places from GeoNames, the gazetteer's own source (Bridgetown
 *   for America/Barbados, San José for America/Costa_Rica): the city to look for where the zone is
 *   named after an island, a country or a station rather than a town.
 */

/** A zone as the tz database links it. */
export interface ZoneCities {
  /** The zone and every name linked to the same zone: a place in any of them keeps the zone's clock. */
  links: ReadonlySet<string>;
  /**
   * Searches, best first, at most `searchesAtMost`: the zone's own city, then the city of each link
   * in the same country, the zone it links to first (Kiev, then Kyiv; never Berlin for
   * Europe/Stockholm, which IANA links across a border), then the zone's biggest places, in their
   * country (Hamilton, Bermuda, not Hamilton, Ontario).
   */
  searches: readonly PlaceQuery[];
}

/** Areas whose zones are named after a place: "Etc/GMT+3", "UTC", "US/Eastern" or "EST5EDT" name none. */
const cityZoneAreas = new Set(['Africa', 'America', 'Antarctica', 'Arctic', 'Asia', 'Atlantic', 'Australia', 'Europe', 'Indian', 'Pacific']);

/** The city an IANA zone is named after ("America/Argentina/Buenos_Aires" → "Buenos Aires"), or null. */
export function cityOfTimeZone(zone: string): string | null {
  const parts = zone.split('/');
  const city = parts.at(-1);
  if (parts.length < 2 || !cityZoneAreas.has(parts[0] ?? '') || city === undefined || city === '') return null;
  return city.replaceAll('_', ' ');
}

interface TzZone {
  name: string;
  countries: readonly string[];
  /** The zone this name links to; null or absent for a zone of its own. */
  aliasOf?: string | null;
}

interface TzdbZone {
  group: readonly string[];
  /** ISO 3166-1 alpha-2 of the main cities. */
  countryCode: string;
  mainCities: readonly string[];
}

/** The tables `zoneCitiesFrom` reads, as the two packages give them. */
export interface ZoneTables {
  zones: Readonly<Record<string, TzZone>>;
  biggestPlaces: readonly TzdbZone[];
}

let tables: Promise<ZoneTables> | undefined;

/** Loads the two packages' tables (about 170 kB of JSON), once. */
export function loadZoneTables(): Promise<ZoneTables> {
  tables ??= Promise.all([import('countries-and-timezones'), import('@vvo/tzdb')]).then(
    ([tz, tzdb]): ZoneTables => ({ zones: tz.getAllTimezones({ deprecated: true }), biggestPlaces: tzdb.rawTimeZones }),
  );
  return tables;
}

/** How many of the zone's biggest places are worth a search each. */
const biggestPlacesSearched = 2;

/** Each search is a request on a first start: a handful at most, though a zone has more names. */
export const searchesAtMost = 4;

/** The zone's names and the cities to search for it; null for a zone named after no city. */
export function zoneCitiesFrom(data: ZoneTables, zone: string): ZoneCities | null {
  const ownCity = cityOfTimeZone(zone);
  if (ownCity === null) return null;
  const canonical = data.zones[zone]?.aliasOf ?? zone;
  const linked = Object.values(data.zones).filter((other) => other.name === canonical || other.aliasOf === canonical);
  const links = new Set([zone, canonical, ...linked.map((other) => other.name)]);
  // A link's first country is the one it was named in: Europe/Berlin's list also holds Sweden.
  const country = data.zones[zone]?.countries[0];
  const sameCountryCities = linked
    .filter((other) => country !== undefined && other.countries[0] === country)
    .sort((a, b) => Number(b.name === canonical) - Number(a.name === canonical))
    .map((other) => cityOfTimeZone(other.name));
  const cityNames = [...new Set([ownCity, ...sameCountryCities].filter((city): city is string => city !== null))];
  const biggest = data.biggestPlaces.find((entry) => entry.group.includes(zone));
  const biggestSearches =
    biggest === undefined
      ? []
      : biggest.mainCities
          .filter((city) => !cityNames.includes(city))
          .slice(0, biggestPlacesSearched)
          .map((city) => ({ text: city, country: biggest.countryCode }));
  return { links, searches: [...cityNames.map((text) => ({ text })), ...biggestSearches].slice(0, searchesAtMost) };
}
