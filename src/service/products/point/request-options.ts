import { resolveLocation, resolveLocationList } from '@service/http/location-param';
import { forecastLanguages, presentation, type Params } from '@service/http/params';
import type { RouteRequest, RouteResponse, ServiceContext } from '@service/http/route';
import type { ResolvedPlace } from '@service/places/places';
import { quantities, type Quantities } from './quantities';

/** The lowest and highest altitude (m) a sample may be asked for: the Dead Sea shore to above Everest. */
const altitudeRange = { min: -450, max: 9000 } as const;

/** The units, language and altitude of a current or forecast request. */
export interface PointOptions {
  units: Quantities;
  lang: string;
  /** The `alt` override in metres; undefined for the ground elevation. */
  altitude: number | undefined;
}

export function pointOptions(params: Params): PointOptions {
  const units = quantities(presentation(params));
  const lang = params.oneOf('lang', forecastLanguages, 'en');
  const altitude = params.optionalNumber('alt', altitudeRange.min, altitudeRange.max);
  return { units, lang, altitude };
}

/** The display zone by place: the `tz` parameter, or else the place's own zone. A bad tz is refused at once. */
export function displayZone(params: Params): (place: ResolvedPlace) => string {
  params.timeZone('UTC');
  return (place) => params.timeZone(place.timezone);
}

export function singlePlace(request: RouteRequest, context: ServiceContext): ResolvedPlace {
  return resolveLocation(request.path.location ?? '', context.gazetteer);
}

/**
 * Answers a location list ('a;b;c', up to 50): one place in the specification's own shape, more
 * as {locations: [{location: <item as requested>, ...}]} in request order, one hit per location.
 */
export function answerPerPlace(
  request: RouteRequest,
  context: ServiceContext,
  answer: (place: ResolvedPlace) => Record<string, unknown>,
): RouteResponse {
  const places = resolveLocationList(request.path.location ?? '', context.gazetteer);
  const only = places.length === 1 ? places[0] : undefined;
  if (only !== undefined) return { body: answer(only.place), hits: 1 };
  return {
    body: { locations: places.map(({ requested, place }) => ({ location: requested, ...answer(place) })) },
    hits: places.length,
  };
}
