import type { Location } from '@shared/api/locations';
import { shortCountryName } from '@shared/country-names';
import { ok, type Result } from '@shared/ipc/result';
import type { Language } from '@shared/settings';
import type { Session } from '../session/session';
import { countryNamesIn } from './country-names-in';
import { locationLanguage } from './product-requests';

export interface PlaceQuery {
  text: string;
  /** ISO 3166-1 alpha-2, either case. */
  country?: string;
}

/**
 * Places matching `query`, named in the user's language where the service has the name, countries
 * by their English short names (a window names them in its own language): one request.
 */
export async function searchPlaces(session: Pick<Session, 'ask'>, query: PlaceQuery, language: Language): Promise<Result<Location[]>> {
  // Adding a place is how the app becomes useful: a search is not refused for a spent allowance.
  const found = await session.ask(
    (client) =>
      client.locationSearch(query.text, {
        lang: locationLanguage(language),
        ...(query.country === undefined ? {} : { country: query.country.toUpperCase() }),
      }),
    'regardless',
  );
  if (!found.ok) return found;
  const dataLanguageNames = countryNamesIn(language);
  return ok(found.value.locations.map((place) => ({ ...place, country: shortCountryName(place.country, dataLanguageNames) })));
}
