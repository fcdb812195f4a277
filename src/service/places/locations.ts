import tzLookup from '@photostructure/tz-lookup';
import type { Point } from '../atmosphere/atmosphere';
import type { Location } from './places';
import { countryName, namesLanguage } from './country-names';
import type { Place } from './place-table';

/** The IANA zone at a place. */
function timeZoneAt(point: Point): string {
  return tzLookup(point.lat, point.lon);
}

/**
 * A place as the Location table has it, its name in the language where CLDR gives one (sv:
 * Helsingfors), GeoNames' name otherwise. Where the admin1 tables lack the place's state,
 * adminArea repeats the country name, since the specification makes it a string.
 */
export function toLocation(place: Place, lang: string): Location {
  const language = namesLanguage(lang);
  const country = countryName(place.countryCode, language);
  return {
    id: place.id,
    name: place.localNames?.get(language) ?? place.name,
    country,
    timezone: timeZoneAt(place),
    language,
    adminArea: place.admin1 ?? country,
    adminArea2: place.admin2,
    adminArea3: place.admin3,
    lon: place.lon,
    lat: place.lat,
  };
}
