import { foldName } from '@service/places/fold';
import type { Location } from '@shared/api/locations';
import { ok, type Result } from '@shared/ipc/result';
import type { PlaceSearchAnswer } from '@shared/place-search';
import type { Language } from '@shared/settings';
import type { Session } from '../session/session';
import { placePosition } from '@service/places/place-ids';
import { bundledPlaces, type BundledPlaces } from './bundled-places';
import { searchPlaces, type PlaceQuery } from './location-search';
import { nearestName } from './place-correction';
import { countryOf, expandAbbreviation, regionOf, splitQualifier, tidyPlaceText } from './place-query';
import { rankPlaces } from './place-ranking';

/** What to ask the service, and the region to rank by, once the typed text is understood. */
interface Question {
  text: string;
  country?: string;
  region?: string;
}

/** Whether a place of this name (folded, whole) stands in a region whose name begins with `region`, and in which country. */
function countryOfNameInRegion(data: BundledPlaces, name: string, region: string): string | undefined {
  const run = data.byName.startingWith(name);
  for (let key = run.start; key < run.exactEnd; key++) {
    const place = data.byName.place(key);
    const admin1 = data.places.place(place).admin1;
    if (admin1 !== null && foldName(admin1).startsWith(region)) return data.places.countryCode(place);
  }
  return undefined;
}

/**
 * "Paris, Texas" and "Springfield, IL" name a region (when a place of that name is in one called so),
 * "Paris, France" and "Paris, FR" a country; a qualifier that is neither is left out of the question.
 * A country the user chose in the filter stands.
 */
function understand(text: string, country: string | undefined, data: BundledPlaces | undefined): Question {
  const expansion = expandAbbreviation(text, country);
  if (expansion !== undefined) return { text: expansion.name, country: expansion.country, region: expansion.region === undefined ? undefined : foldName(expansion.region) };
  const { name, qualifier } = splitQualifier(text);
  if (qualifier === null) return { text: name, country };
  const region = regionOf(qualifier);
  const regionCountry = data === undefined || region === '' ? undefined : countryOfNameInRegion(data, foldName(name), region);
  if (regionCountry !== undefined && (country === undefined || country.toUpperCase() === regionCountry)) return { text: name, country: regionCountry, region };
  return { text: name, country: country ?? countryOf(qualifier) };
}

function ask(session: Pick<Session, 'ask'>, question: Question, language: Language): Promise<Result<Location[]>> {
  const query: PlaceQuery = { text: question.text, ...(question.country === undefined ? {} : { country: question.country }) };
  return searchPlaces(session, query, language);
}

/**
 * The place search that forgives: the typed text tidied, "City, Country" and "City, Region" split,
 * common abbreviations expanded (NYC, LA, SF …) before the service is asked, since the service only
 * finds names by their beginning; the answer ranked with the bundled place data's populations; and
 * when nothing matches, the nearest name searched instead and said (`correction`). One request, two
 * when correcting.
 */
export async function findPlaces(
  session: Pick<Session, 'ask'>,
  query: PlaceQuery,
  language: Language,
  places: () => Promise<BundledPlaces | undefined> = bundledPlaces,
): Promise<Result<PlaceSearchAnswer>> {
  const typed = tidyPlaceText(query.text);
  const data = await places();
  const question = understand(typed, query.country, data);
  const found = await ask(session, question, language);
  if (!found.ok) return found;
  if (found.value.length > 0 || data === undefined) return ok({ places: rankPlaces(found.value, question.text, data, question.region), correction: null });
  const nearest = nearestName(data, question.text, question.country);
  if (nearest === undefined) return ok({ places: [], correction: null });
  const corrected = await ask(session, { ...question, text: nearest.text }, language);
  if (!corrected.ok) return corrected;
  if (corrected.value.length === 0) return ok({ places: [], correction: null });
  const ranked = rankPlaces(corrected.value, nearest.text, data, question.region);
  const shown = ranked.find((place) => placePosition(data.places, place.id) === nearest.place)?.name ?? ranked[0]?.name ?? nearest.text;
  return ok({ places: ranked, correction: { typed: question.text, searched: shown } });
}
