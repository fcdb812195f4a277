import type { Current, DailyForecast, Forecast, HourlyForecast, Nowcast, QuarterHourForecast } from '../api/forecasts';
import type { Observations } from '../api/locations';
import type { AirQualityHour, Climate, ClimateMonth, LightningFlashes, PollenHour, Warnings } from '../api/products';
import { idsOf, scheduledFeeds } from '../products/registry';

/**
 * What windows receive about the weather. Plain types (no zod): windows import this file.
 * The products are also what the refresh schedule and the snapshot cache keep (main/core); each
 * one's endpoint is in the product registry (`products/registry.ts`, `scheduledFeeds`).
 */
export const weatherProducts = idsOf(scheduledFeeds);

export type WeatherProduct = keyof typeof scheduledFeeds;

/** Each product's data, exactly as the weather service answered it for one location. */
export interface WeatherData {
  /** forecast/minutely. */
  nowcast: Nowcast;
  current: Current;
  hourly: HourlyForecast;
  daily: DailyForecast;
  /** forecast/15minutely. */
  fifteenMinutely: QuarterHourForecast;
  /** air-quality/forecast/hourly. */
  airQuality: Forecast<AirQualityHour>;
  /** pollen/forecast/hourly; an empty forecast outside Europe. */
  pollen: Forecast<PollenHour>;
  warnings: Warnings;
  /** observation/latest. */
  observations: Observations;
  /** climate/monthly. */
  climate: Climate<ClimateMonth>;
  /** lightning/flashes in a box around the place, as far as the lightning notification watches. */
  lightning: LightningFlashes;
}

/** The last good answer of one product at one location, as the `weather:updated` event and `weather.get` give it. */
export type WeatherUpdate = {
  [P in WeatherProduct]: {
    product: P;
    locationId: string;
    data: WeatherData[P];
    /** When the answer arrived (ISO 8601, UTC). */
    fetchedAt: string;
    /** How fresh it is follows from this, the time and connectivity (`freshnessOf`). */
    staleAfterMs: number;
  };
}[WeatherProduct];
