import type { LocationRef as ApiLocationRef } from '@shared/api/options';
import type { AppMode } from '@shared/app-info';
import { answerSettingsKey } from '@shared/api/answer-settings';
import { fail, ok, type Result } from '@shared/ipc/result';
import type { SavedLocation, Settings } from '@shared/settings';
import { serviceTemperatureUnit, serviceWindUnit } from '@shared/units';
import type { HistoryWindow, OnDemandAnswer, OnDemandData, OnDemandProduct } from '@shared/views/on-demand';
import { onDemandFeeds } from '@shared/products/registry';
import type { ApiClient } from '../api/api-client';
import type { Session } from '../session/session';
import { AnswerCache } from './answer-cache';
import { airQualityLanguage, forecastOptions, locationLanguage } from './product-requests';

export interface OnDemandRequest {
  locationId: string;
  product: OnDemandProduct;
  history?: HistoryWindow | undefined;
}

/** What a fetch runs on: the session in use, seen through what this module needs. */
export type BilledSession = Pick<Session, 'mode' | 'ask'>;

interface Place {
  ref: ApiLocationRef;
  lon: number;
  lat: number;
  /** IANA zone of a saved location; a point on the map has none known. */
  timezone?: string;
}

interface Fetch {
  client: ApiClient;
  place: Place;
  settings: Settings;
  history: HistoryWindow | undefined;
  /** UTC now, for the day of the year of climate/daily. */
  now: number;
}

/** How main asks for each on-demand product; how long it keeps the answer is the registry's `keepForMs`. */
type Fetchers = { [P in OnDemandProduct]: (fetch: Fetch) => Promise<Result<OnDemandData[P]>> };

function units(settings: Settings) {
  return { tempUnit: serviceTemperatureUnit(settings.units.temperature), windUnit: serviceWindUnit(settings.units.wind) };
}

/** Today's MM-DD at the place (UTC where its zone is unknown or unusable): "today's normals" are the place's. */
function monthDay(now: number, timezone: string | undefined): string {
  try {
    const parts = new Intl.DateTimeFormat('en-GB', { timeZone: timezone ?? 'UTC', month: '2-digit', day: '2-digit' }).formatToParts(now);
    const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value ?? '';
    return `${part('month')}-${part('day')}`;
  } catch {
    return new Date(now).toISOString().slice(5, 10);
  }
}

/** Ten days of 3-hour steps, so each day of the meteogram's 10-day row opens its steps (one query, whatever the length). */
const threeHourlySteps = 80;

const fetchers: Fetchers = {
  hourlyFull: ({ client, place, settings }) =>
    client.hourly(place.ref, { ...forecastOptions(settings), dataset: 'full', periods: 72, history: true }),
  threeHourly: ({ client, place, settings }) => client.threeHourly(place.ref, { ...forecastOptions(settings), periods: threeHourlySteps }),
  dailyFull: ({ client, place, settings }) => client.daily(place.ref, { ...forecastOptions(settings), dataset: 'full', periods: 15 }),
  airQualityDaily: ({ client, place, settings }) => client.airQualityDaily(place.ref, { lang: airQualityLanguage(settings.language) }),
  pollenDaily: ({ client, place }) => client.pollenDaily(place.ref),
  climateDaily: ({ client, place, settings, now }) =>
    client.climateDaily(place.ref, monthDay(now, place.timezone), { tempUnit: serviceTemperatureUnit(settings.units.temperature) }),
  marineHourly: ({ client, place, settings }) =>
    client.marineHourly(place.ref, { tempUnit: serviceTemperatureUnit(settings.units.temperature), periods: 48 }),
  marineDaily: ({ client, place, settings }) => client.marineDaily(place.ref, { tempUnit: serviceTemperatureUnit(settings.units.temperature), periods: 7 }),
  ski: ({ client, place }) => client.ski(place.ref, { sites: 5 }),
  agricultureHourly: ({ client, place }) => client.agricultureHourly(place.ref, { periods: 48 }),
  agricultureDaily: ({ client, place }) => client.agricultureDaily(place.ref, { periods: 7 }),
  energyHourly: ({ client, place, settings }) => client.energyHourly(place.ref, { ...units(settings), periods: 48 }),
  async history({ client, place, settings, history }) {
    if (history === undefined) return fail('badInput', 'historyUnchosen');
    return client.history({
      lon: place.lon,
      lat: place.lat,
      date: history.date,
      days: history.days,
      ...units(settings),
      lang: locationLanguage(settings.language),
    });
  },
  pointForecast: ({ client, place, settings }) => client.hourly(place.ref, { ...forecastOptions(settings), periods: 12 }),
};

/** Bounded so that clicking around the map for hours does not grow main's memory. */
const maxEntries = 200;

const coordinates = /^(-?\d{1,3}(?:\.\d+)?),(-?\d{1,2}(?:\.\d+)?)$/;

/** A saved location by its id, or any 'lon,lat' point (the map's click). */
function placeOf(locationId: string, saved: readonly SavedLocation[]): Result<Place> {
  const location = saved.find((candidate) => candidate.id === locationId);
  if (location !== undefined) {
    const ref: ApiLocationRef = /^\d+$/.test(location.id) ? { id: Number(location.id) } : { lon: location.lon, lat: location.lat };
    return ok({ ref, lon: location.lon, lat: location.lat, timezone: location.timezone });
  }
  const match = coordinates.exec(locationId);
  const lon = Number(match?.[1]);
  const lat = Number(match?.[2]);
  if (match === null || Math.abs(lon) > 180 || Math.abs(lat) > 90) {
    return fail('badInput', 'notAPlace', { issues: [{ path: 'locationId', message: { key: 'issue.notSavedLocation' } }] });
  }
  return ok({ ref: { lon, lat }, lon, lat });
}


/** Products fetched when a window shows them, kept per data mode, place and the settings they depend on. */
export class OnDemandProducts {
  readonly #answers: AnswerCache<OnDemandAnswer>;
  readonly #now: () => number;

  constructor(now: () => number) {
    this.#now = now;
    this.#answers = new AnswerCache(now, maxEntries);
  }

  fetch(session: BilledSession, request: OnDemandRequest, settings: Settings, saved: readonly SavedLocation[]): Promise<Result<OnDemandAnswer>> {
    const place = placeOf(request.locationId, saved);
    if (!place.ok) return Promise.resolve(place);
    return this.#answers.get(this.#key(session.mode, request, settings, place.value), onDemandFeeds[request.product].keepForMs, () =>
      this.#ask(session, request, place.value, settings),
    );
  }

  async #ask(session: BilledSession, request: OnDemandRequest, place: Place, settings: Settings): Promise<Result<OnDemandAnswer>> {
    const fetcher = fetchers[request.product] as (fetch: Fetch) => Promise<Result<unknown>>;
    const result = await session.ask((client) => fetcher({ client, place, settings, history: request.history, now: this.#now() }));
    if (!result.ok) return result;
    return ok({
      product: request.product,
      locationId: request.locationId,
      data: result.value,
      fetchedAt: new Date(this.#now()).toISOString(),
    } as OnDemandAnswer);
  }

  #key(mode: AppMode, request: OnDemandRequest, settings: Settings, place: Place): string {
    const day = request.product === 'climateDaily' ? monthDay(this.#now(), place.timezone) : '';
    const history = request.history === undefined ? '' : `${request.history.date}+${request.history.days}`;
    return [mode, request.product, request.locationId, answerSettingsKey(settings), day, history].join('|');
  }
}
