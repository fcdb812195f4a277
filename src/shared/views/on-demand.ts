import type { DailyForecast, Forecast, HourlyForecast, ThreeHourlyForecast } from '../api/forecasts';
import type {
  AgricultureDay,
  AgricultureHour,
  AirQualityDay,
  Climate,
  ClimateDay,
  EnergyStep,
  MarineDay,
  MarineHour,
  PollenDay,
  SkiResorts,
  WeatherHistory,
} from '../api/products';
import { idsOf, onDemandFeeds, type OnDemandFeedId } from '../products/registry';

/**
 * Products a window asks for when it shows them, rather than ones the schedule keeps fresh
 * (`views/weather.ts`). Main answers from a short-lived cache, so reopening a panel costs nothing.
 * Each one's endpoint, what it shows and how long main keeps it are in the product registry
 * (`products/registry.ts`, `onDemandFeeds`). Plain types (no zod): windows import this file.
 */
export const onDemandProducts = idsOf(onDemandFeeds);

export type OnDemandProduct = OnDemandFeedId;

export interface OnDemandData {
  hourlyFull: HourlyForecast;
  threeHourly: ThreeHourlyForecast;
  dailyFull: DailyForecast;
  airQualityDaily: Forecast<AirQualityDay>;
  pollenDaily: Forecast<PollenDay>;
  climateDaily: Climate<ClimateDay>;
  marineHourly: Forecast<MarineHour>;
  marineDaily: Forecast<MarineDay>;
  ski: SkiResorts;
  agricultureHourly: Forecast<AgricultureHour>;
  agricultureDaily: Forecast<AgricultureDay>;
  energyHourly: Forecast<EnergyStep>;
  history: WeatherHistory;
  pointForecast: HourlyForecast;
}

/** Weather history's window: the first day (YYYY-MM-DD) and 1 to 14 days from it. */
export interface HistoryWindow {
  date: string;
  days: number;
}

export const historyMaxDays = 14;

/** One answer of `weather:fetch`. */
export type OnDemandAnswer = {
  [P in OnDemandProduct]: {
    product: P;
    locationId: string;
    data: OnDemandData[P];
    /** When the service answered (ISO 8601, UTC); earlier than now when it came from main's cache. */
    fetchedAt: string;
  };
}[OnDemandProduct];
