import { resolveLocation } from '../http/location-param';
import { locationLanguages, type Params } from '../http/params';
import { freeText, type Route, type RouteRequest, type RouteResponse, type ServiceContext } from '../http/route';
import { badParameter } from '../http/service-error';
import { isCountryCode, latinScriptLanguage } from './country-names';

/** Results of one location search, best first: whole-name matches, then by population. */
export const searchResultLimit = 10;

/** Scripts the `script` parameter accepts. GeoNames names are Latin already; country names follow. */
const scripts = ['latin'] as const;

function locationLanguage(params: Params): string {
  return params.oneOf('lang', locationLanguages, 'en');
}

/** ISO 3166-1 alpha-2 in any letter case, upper-cased; undefined when absent. */
function countryFilter(params: Params): string | undefined {
  const raw = params.get('country');
  if (raw === undefined || raw === '') return undefined;
  if (!isCountryCode(raw)) throw badParameter('country', 'must be an ISO 3166-1 alpha-2 country code such as FI');
  return raw.toUpperCase();
}

/** With script=latin, names a language writes in another script (ru, ko, th, zh) come in English. */
function languageForScript(params: Params, lang: string): string {
  const raw = params.get('script');
  if (raw === undefined || raw === '') return lang;
  if (!scripts.some((script) => script === raw.toLowerCase())) {
    throw badParameter('script', `must be one of ${scripts.join(', ')}`);
  }
  return latinScriptLanguage(lang);
}

function searchLocations(request: RouteRequest, context: ServiceContext): RouteResponse {
  const lang = languageForScript(request.params, locationLanguage(request.params));
  const country = countryFilter(request.params);
  const query = request.path.query ?? '';
  const locations = context.gazetteer.search(query, { lang, country, limit: searchResultLimit }).map((location) => ({ ...location, name: freeText(context, location.name) }));
  return { body: { locations }, hits: 1 };
}

function describeLocation(request: RouteRequest, context: ServiceContext): RouteResponse {
  const lang = locationLanguage(request.params);
  const place = resolveLocation(request.path.location ?? '', context.gazetteer, lang);
  // For coordinates, the nearest place itself, with its own id and position.
  return { body: { ...place.location, name: freeText(context, place.location.name) }, hits: 1 };
}

export const locationRoutes: readonly Route[] = [
  {
    methods: ['GET', 'POST'],
    pattern: '/api/v1/location/search/:query',
    api: 'Weather API',
    product: 'forecast',
    auth: 'token',
    // The gazetteer never changes while the service runs.
    cacheEpochMs: Number.POSITIVE_INFINITY,
    handle: searchLocations,
  },
  {
    methods: ['GET', 'POST'],
    pattern: '/api/v1/location/:location',
    api: 'Weather API',
    product: 'forecast',
    auth: 'token',
    cacheEpochMs: Number.POSITIVE_INFINITY,
    handle: describeLocation,
  },
];
