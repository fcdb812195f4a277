import type { z } from 'zod';
import type { Forecast } from '@shared/api/forecasts';
import type {
  AirQualityDailyOptions,
  AirQualityHourlyOptions,
  BoundingBox,
  ClimateOptions,
  EnergyOptions,
  HistoryRequest,
  HourlyProductOptions,
  LocationRef,
  MarineDailyOptions,
  MarineHourlyOptions,
  PeriodsOption,
  SkiOptions,
  WarningOptions,
} from '@shared/api/options';
import type {
  AgricultureDay,
  AgricultureHour,
  AirQualityDay,
  AirQualityHour,
  Climate,
  ClimateDay,
  ClimateMonth,
  EnergyStep,
  Hurricanes,
  LightningFlashes,
  MarineDay,
  MarineHour,
  PollenDay,
  PollenHour,
  SkiResorts,
  WarningTypes,
  Warnings,
  WeatherHistory,
} from '@shared/api/products';
import type { RequestSubject } from '@shared/i18n/messages/errors';
import { fail, type Result } from '@shared/ipc/result';
import type { QueryValue } from '../api-request';
import { locationSegment, specQuery } from '../path-segments';
import { readJson } from '../response-readers';
import {
  agricultureDailySchema,
  agricultureHourlySchema,
  airQualityDailySchema,
  airQualityHourlySchema,
  climateDailySchema,
  climateMonthlySchema,
  energySchema,
  historySchema,
  hurricanesSchema,
  lightningSchema,
  marineDailySchema,
  marineHourlySchema,
  pollenDailySchema,
  pollenHourlySchema,
  skiSchema,
  warningTypesSchema,
  warningsSchema,
} from '../schemas/products';
import type { Send } from '../transport';

interface Product<T> {
  endpoint: string;
  what: RequestSubject;
  path: string;
  schema: z.ZodType<T, unknown>;
}

const airQualityHourly: Product<Forecast<AirQualityHour>> = {
  endpoint: 'air-quality/hourly',
  what: 'subject.airQuality',
  path: '/api/v1/air-quality/forecast/hourly',
  schema: airQualityHourlySchema,
};
const airQualityDaily: Product<Forecast<AirQualityDay>> = {
  endpoint: 'air-quality/daily',
  what: 'subject.airQuality',
  path: '/api/v1/air-quality/forecast/daily',
  schema: airQualityDailySchema,
};
const pollenHourly: Product<Forecast<PollenHour>> = {
  endpoint: 'pollen/hourly',
  what: 'subject.pollen',
  path: '/api/v1/pollen/forecast/hourly',
  schema: pollenHourlySchema,
};
const pollenDaily: Product<Forecast<PollenDay>> = {
  endpoint: 'pollen/daily',
  what: 'subject.pollen',
  path: '/api/v1/pollen/forecast/daily',
  schema: pollenDailySchema,
};
const climateMonthly: Product<Climate<ClimateMonth>> = {
  endpoint: 'climate/monthly',
  what: 'subject.climate',
  path: '/api/v1/climate/monthly',
  schema: climateMonthlySchema,
};
const climateDaily: Product<Climate<ClimateDay>> = {
  endpoint: 'climate/daily',
  what: 'subject.climate',
  path: '/api/v1/climate/daily',
  schema: climateDailySchema,
};
const history: Product<WeatherHistory> = {
  endpoint: 'history',
  what: 'subject.history',
  path: '/api/v1/history',
  schema: historySchema,
};
const warnings: Product<Warnings> = {
  endpoint: 'warning',
  what: 'subject.warnings',
  path: '/api/v1/warning',
  schema: warningsSchema,
};
const warningTypes: Product<WarningTypes> = {
  endpoint: 'warning/types',
  what: 'subject.warningTypes',
  path: '/api/v1/warning/types',
  schema: warningTypesSchema,
};
const marineHourly: Product<Forecast<MarineHour>> = {
  endpoint: 'marine/hourly',
  what: 'subject.marine',
  path: '/api/v1/marine/forecast/hourly',
  schema: marineHourlySchema,
};
const marineDaily: Product<Forecast<MarineDay>> = {
  endpoint: 'marine/daily',
  what: 'subject.marine',
  path: '/api/v1/marine/forecast/daily',
  schema: marineDailySchema,
};
const ski: Product<SkiResorts> = {
  endpoint: 'ski/current',
  what: 'subject.ski',
  path: '/api/v1/ski/current',
  schema: skiSchema,
};
const agricultureHourly: Product<Forecast<AgricultureHour>> = {
  endpoint: 'agriculture/hourly',
  what: 'subject.agriculture',
  path: '/api/v1/agriculture/forecast/hourly',
  schema: agricultureHourlySchema,
};
const agricultureDaily: Product<Forecast<AgricultureDay>> = {
  endpoint: 'agriculture/daily',
  what: 'subject.agriculture',
  path: '/api/v1/agriculture/forecast/daily',
  schema: agricultureDailySchema,
};
const energyHourly: Product<Forecast<EnergyStep>> = {
  endpoint: 'energy/hourly',
  what: 'subject.energy',
  path: '/api/v1/energy/forecast/hourly',
  schema: energySchema,
};
const energy15min: Product<Forecast<EnergyStep>> = {
  endpoint: 'energy/15minutely',
  what: 'subject.energy',
  path: '/api/v1/energy/forecast/15minutely',
  schema: energySchema,
};
const hurricanes: Product<Hurricanes> = {
  endpoint: 'hurricane/current',
  what: 'subject.hurricanes',
  path: '/api/v1/hurricane/current',
  schema: hurricanesSchema,
};
const lightning: Product<LightningFlashes> = {
  endpoint: 'lightning/flashes',
  what: 'subject.lightning',
  path: '/api/v1/lightning/flashes',
  schema: lightningSchema,
};

/** Air quality, pollen, climate, history, warnings, marine, ski, agriculture, energy, hurricanes, lightning. */
export function productEndpoints(send: Send) {
  const get = <T>(product: Product<T>, query: Record<string, QueryValue> = {}): Promise<Result<T>> =>
    send({
      endpoint: product.endpoint,
      what: product.what,
      host: 'data',
      method: 'GET',
      path: product.path,
      query,
      auth: { kind: 'bearer' },
      read: readJson(product.schema),
    });

  const at = async <T>(product: Product<T>, location: LocationRef, options: object): Promise<Result<T>> => {
    const segment = locationSegment(location);
    if (!segment.ok) return segment;
    return get({ ...product, path: `${product.path}/${segment.value}` }, specQuery(options));
  };

  return {
    airQualityHourly: (location: LocationRef, options: AirQualityHourlyOptions = {}) => at(airQualityHourly, location, options),
    airQualityDaily: (location: LocationRef, options: AirQualityDailyOptions = {}) => at(airQualityDaily, location, options),
    pollenHourly: (location: LocationRef, options: HourlyProductOptions = {}) => at(pollenHourly, location, options),
    pollenDaily: (location: LocationRef, options: PeriodsOption = {}) => at(pollenDaily, location, options),
    climateMonthly: (location: LocationRef, options: ClimateOptions = {}) => at(climateMonthly, location, options),
    /** monthday: 'MM-DD'. */
    async climateDaily(location: LocationRef, monthday: string, options: ClimateOptions = {}) {
      if (!/^\d{2}-\d{2}$/.test(monthday)) return fail('badInput', 'monthdayShape');
      return at(climateDaily, location, { ...options, monthday });
    },
    async history(request: HistoryRequest) {
      const { date, ...options } = request;
      if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return fail('badInput', 'historyDateShape');
      return get(history, { ...specQuery(options), date: date.replaceAll('-', '') });
    },
    warnings: (location: LocationRef, options: WarningOptions = {}) => at(warnings, location, options),
    warningTypes: () => get(warningTypes),
    marineHourly: (location: LocationRef, options: MarineHourlyOptions = {}) => at(marineHourly, location, options),
    marineDaily: (location: LocationRef, options: MarineDailyOptions = {}) => at(marineDaily, location, options),
    ski: (location: LocationRef, options: SkiOptions = {}) => at(ski, location, options),
    agricultureHourly: (location: LocationRef, options: HourlyProductOptions = {}) => at(agricultureHourly, location, options),
    agricultureDaily: (location: LocationRef, options: PeriodsOption = {}) => at(agricultureDaily, location, options),
    energyHourly: (location: LocationRef, options: EnergyOptions = {}) => at(energyHourly, location, options),
    energy15min: (location: LocationRef, options: EnergyOptions = {}) => at(energy15min, location, options),
    hurricanes: () => get(hurricanes),
    lightning: ({ minLon, minLat, maxLon, maxLat }: BoundingBox) =>
      get(lightning, { bbox: [minLon, minLat, maxLon, maxLat].join(',') }),
  };
}
