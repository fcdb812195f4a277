import {
  airQualityLanguages,
  locationLanguages,
  type AirQualityLanguage,
  type LocationLanguage,
  type LocationRef as ApiLocationRef,
} from '@shared/api/options';
import { ok, type Result } from '@shared/ipc/result';
import type { Language, Settings } from '@shared/settings';
import { serviceTemperatureUnit, serviceWindUnit, type TemperatureUnit } from '@shared/units';
import type { WindUnit } from '@shared/api/options';
import { boxAround, type GeoPoint } from '@shared/geo';
import type { ApiClient } from '../api/api-client';
import type { Product } from '../schedule/cadence';
import type { LocationRef } from '../schedule/refresher';
import { apiLocation } from './locations';

/** What a product's answer depends on besides the location, and so what its snapshot is keyed by. */
interface ProductRequest {
  temperatureUnit?: true;
  windUnit?: true;
  language?: 'forecast' | 'airQuality';
  /** The area asked for is the lightning notification's distance around the place. */
  lightningDistance?: true;
  /**
   * One call for many locations: answers in request order. Otherwise one location per call.
   * `places` are the same locations with their coordinates, for products asked by area.
   */
  fetch(client: ApiClient, locations: readonly ApiLocationRef[], options: RequestOptions, places: readonly GeoPoint[]): Promise<Result<unknown[]>>;
}

interface RequestOptions {
  tempUnit: TemperatureUnit;
  windUnit: WindUnit;
  lang: Language;
  rounding: false;
  /** How far around a place lightning is asked for. */
  lightningKm: number;
}

/**
 * What every forecast and observation request asks with: the user's units and language, and the
 * service's decimals (`rounding=0`). Whole numbers from the service would show 0 mm under "light
 * rain" and draw temperatures as staircases; the windows round for display, per quantity.
 */
export function forecastOptions(settings: Settings): RequestOptions {
  return {
    tempUnit: serviceTemperatureUnit(settings.units.temperature),
    windUnit: serviceWindUnit(settings.units.wind),
    lang: settings.language,
    rounding: false,
    lightningKm: settings.notifications.lightning.withinKm,
  };
}

/** The multi-location answers carry the location as asked; the snapshot keeps only the data. */
function withoutLocation<T extends { location: unknown }>(answers: Result<T[]>): Result<Omit<T, 'location'>[]> {
  if (!answers.ok) return answers;
  return ok(answers.value.map(({ location: _location, ...data }) => data));
}

async function single(answer: Promise<Result<unknown>>): Promise<Result<unknown[]>> {
  const result = await answer;
  return result.ok ? ok([result.value]) : result;
}

function only<T>(locations: readonly T[]): T {
  const [location] = locations;
  if (location === undefined || locations.length !== 1) throw new RangeError('this product takes one location per call');
  return location;
}

export function airQualityLanguage(language: Language): AirQualityLanguage {
  const base = language.startsWith('pt') ? 'pt' : language;
  return (airQualityLanguages as readonly string[]).includes(base) ? (base as AirQualityLanguage) : 'en';
}

export function locationLanguage(language: Language): LocationLanguage {
  const base = language.startsWith('pt') ? 'pt' : language.startsWith('zh') ? 'zh' : language;
  return (locationLanguages as readonly string[]).includes(base) ? (base as LocationLanguage) : 'en';
}

/**
 * Which endpoint each scheduled product comes from, and with what. Steps asked for: 48 hours
 * (today and tomorrow in the dashboard's chart), 10 days, 3 hours of 15-minute steps (the rain
 * notification looks up to 3 hours ahead); other products take the service's defaults.
 */
const productRequests: Record<Product, ProductRequest> = {
  nowcast: { fetch: async (client, locations) => withoutLocation(await client.minutelyMany(locations)) },
  current: {
    temperatureUnit: true,
    windUnit: true,
    language: 'forecast',
    fetch: (client, locations, options) => single(client.current(only(locations), options)),
  },
  hourly: {
    temperatureUnit: true,
    windUnit: true,
    language: 'forecast',
    fetch: async (client, locations, options) => withoutLocation(await client.hourlyMany(locations, { ...options, periods: 48 })),
  },
  daily: {
    temperatureUnit: true,
    windUnit: true,
    language: 'forecast',
    fetch: async (client, locations, options) => withoutLocation(await client.dailyMany(locations, { ...options, periods: 10 })),
  },
  fifteenMinutely: {
    temperatureUnit: true,
    windUnit: true,
    language: 'forecast',
    fetch: async (client, locations, options) =>
      withoutLocation(await client.forecast15minMany(locations, { ...options, periods: 12 })),
  },
  airQuality: {
    language: 'airQuality',
    fetch: (client, locations, options) => single(client.airQualityHourly(only(locations), { lang: airQualityLanguage(options.lang) })),
  },
  pollen: { fetch: (client, locations) => single(client.pollenHourly(only(locations))) },
  warnings: { fetch: (client, locations) => single(client.warnings(only(locations))) },
  observations: {
    temperatureUnit: true,
    windUnit: true,
    fetch: (client, locations, options) =>
      single(client.observations(only(locations), { tempUnit: options.tempUnit, windUnit: options.windUnit, rounding: options.rounding })),
  },
  climate: {
    temperatureUnit: true,
    fetch: (client, locations, options) => single(client.climateMonthly(only(locations), { tempUnit: options.tempUnit })),
  },
  lightning: {
    lightningDistance: true,
    fetch: (client, _locations, options, places) => single(client.lightning(boxAround(only(places), options.lightningKm))),
  },
};

/**
 * The snapshot parameters of a product's answer: where it came from (`dataSourceOf`: demo data is
 * never shown as an account's, nor one account's as another's) and the settings that change it.
 */
export function snapshotParams(product: Product, source: string, settings: Settings): Record<string, string> {
  const request = productRequests[product];
  const params: Record<string, string> = { source };
  if (request.temperatureUnit) params.tempunit = serviceTemperatureUnit(settings.units.temperature);
  if (request.windUnit) params.windunit = serviceWindUnit(settings.units.wind);
  if (request.language === 'forecast') params.lang = settings.language;
  if (request.language === 'airQuality') params.lang = airQualityLanguage(settings.language);
  if (request.lightningDistance) params.withinkm = String(settings.notifications.lightning.withinKm);
  return params;
}

/** Fetches a product for the locations, one answer per location in their order. */
export function fetchProduct(client: ApiClient, product: Product, places: readonly LocationRef[], settings: Settings): Promise<Result<unknown[]>> {
  return productRequests[product].fetch(client, places.map(apiLocation), forecastOptions(settings), places);
}
