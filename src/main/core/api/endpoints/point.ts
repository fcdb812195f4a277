import type { z } from 'zod';
import type {
  Current,
  DailyForecast,
  HourlyForecast,
  Located,
  Nowcast,
  QuarterHourForecast,
  ThreeHourlyForecast,
} from '@shared/api/forecasts';
import type { Location, Observations } from '@shared/api/locations';
import type {
  CurrentOptions,
  DailyForecastOptions,
  IntervalForecastOptions,
  LocationInfoOptions,
  LocationRef,
  LocationSearchOptions,
  MinutelyOptions,
  ObservationOptions,
  StepForecastOptions,
} from '@shared/api/options';
import type { RequestSubject } from '@shared/i18n/messages/errors';
import { fail, type Result } from '@shared/ipc/result';
import { inLocationChunks, readPerLocation } from '../multi-location';
import { locationSegment, specQuery, textSegment } from '../path-segments';
import { readJson } from '../response-readers';
import {
  currentSchema,
  dailyForecastSchema,
  hourlyForecastSchema,
  nowcastSchema,
  quarterHourForecastSchema,
  threeHourlyForecastSchema,
} from '../schemas/forecasts';
import { locationSchema, locationSearchSchema, observationsSchema } from '../schemas/locations';
import type { Send } from '../transport';

interface PointProduct<T> {
  endpoint: string;
  what: RequestSubject;
  /** The path before the location segment. */
  path: string;
  schema: z.ZodType<T, unknown>;
}

const locationInfo: PointProduct<Location> = {
  endpoint: 'location',
  what: 'subject.locationDetails',
  path: '/api/v1/location',
  schema: locationSchema,
};
const observations: PointProduct<Observations> = {
  endpoint: 'observation/latest',
  what: 'subject.observations',
  path: '/api/v1/observation/latest',
  schema: observationsSchema,
};
const current: PointProduct<Current> = {
  endpoint: 'current',
  what: 'subject.currentConditions',
  path: '/api/v1/current',
  schema: currentSchema,
};
const minutely: PointProduct<Nowcast> = {
  endpoint: 'forecast/minutely',
  what: 'subject.nowcast',
  path: '/api/v1/forecast/minutely',
  schema: nowcastSchema,
};
const quarterHourly: PointProduct<QuarterHourForecast> = {
  endpoint: 'forecast/15minutely',
  what: 'subject.minutely15',
  path: '/api/v1/forecast/15minutely',
  schema: quarterHourForecastSchema,
};
const hourly: PointProduct<HourlyForecast> = {
  endpoint: 'forecast/hourly',
  what: 'subject.hourly',
  path: '/api/v1/forecast/hourly',
  schema: hourlyForecastSchema,
};
const threeHourly: PointProduct<ThreeHourlyForecast> = {
  endpoint: 'forecast/3hourly',
  what: 'subject.threeHourly',
  path: '/api/v1/forecast/3hourly',
  schema: threeHourlyForecastSchema,
};
const daily: PointProduct<DailyForecast> = {
  endpoint: 'forecast/daily',
  what: 'subject.daily',
  path: '/api/v1/forecast/daily',
  schema: dailyForecastSchema,
};

/**
 * Location lookups, observations, current conditions and forecasts. The five forecast products
 * also come as ...Many for a list of locations (50 per request, as many requests as needed).
 */
export function pointEndpoints(send: Send) {
  const forOne = async <T>(product: PointProduct<T>, location: LocationRef, options: object): Promise<Result<T>> => {
    const segment = locationSegment(location);
    if (!segment.ok) return segment;
    return send({
      endpoint: product.endpoint,
      what: product.what,
      host: 'data',
      method: 'GET',
      path: `${product.path}/${segment.value}`,
      query: specQuery(options),
      auth: { kind: 'bearer' },
      read: readJson(product.schema),
    });
  };

  // Every location of a multi-location request is still one query against the allowance.
  const forMany = <T extends object>(
    product: PointProduct<T>,
    locations: readonly LocationRef[],
    options: object,
  ): Promise<Result<Located<T>[]>> =>
    inLocationChunks(locations, (segments) =>
      send({
        endpoint: `${product.endpoint} (multi)`,
        what: product.what,
        host: 'data',
        method: 'GET',
        path: `${product.path}/${segments.join(';')}`,
        query: specQuery(options),
        auth: { kind: 'bearer' },
        read: readPerLocation(product.schema, segments),
      }),
    );

  return {
    async locationSearch(text: string, options: LocationSearchOptions = {}) {
      if (text.trim() === '') return fail('badInput', 'searchEmpty');
      const segment = textSegment(text.trim(), 'placeName');
      if (!segment.ok) return segment;
      return send({
        endpoint: 'location/search',
        what: 'subject.locationSearch',
        host: 'data',
        method: 'GET',
        path: `/api/v1/location/search/${segment.value}`,
        query: specQuery(options),
        auth: { kind: 'bearer' },
        read: readJson(locationSearchSchema),
      });
    },
    locationInfo: (location: LocationRef, options: LocationInfoOptions = {}) => forOne(locationInfo, location, options),
    observations: (location: LocationRef, options: ObservationOptions = {}) => forOne(observations, location, options),
    current: (location: LocationRef, options: CurrentOptions = {}) => forOne(current, location, options),
    minutely: (location: LocationRef, options: MinutelyOptions = {}) => forOne(minutely, location, options),
    minutelyMany: (locations: readonly LocationRef[], options: MinutelyOptions = {}) => forMany(minutely, locations, options),
    forecast15min: (location: LocationRef, options: StepForecastOptions = {}) => forOne(quarterHourly, location, options),
    forecast15minMany: (locations: readonly LocationRef[], options: StepForecastOptions = {}) =>
      forMany(quarterHourly, locations, options),
    hourly: (location: LocationRef, options: IntervalForecastOptions = {}) => forOne(hourly, location, options),
    hourlyMany: (locations: readonly LocationRef[], options: IntervalForecastOptions = {}) => forMany(hourly, locations, options),
    threeHourly: (location: LocationRef, options: IntervalForecastOptions = {}) => forOne(threeHourly, location, options),
    threeHourlyMany: (locations: readonly LocationRef[], options: IntervalForecastOptions = {}) =>
      forMany(threeHourly, locations, options),
    daily: (location: LocationRef, options: DailyForecastOptions = {}) => forOne(daily, location, options),
    dailyMany: (locations: readonly LocationRef[], options: DailyForecastOptions = {}) => forMany(daily, locations, options),
  };
}
