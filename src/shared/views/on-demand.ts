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

/**
 * Products a window asks for when it shows them, rather than ones the schedule keeps fresh
 * (`views/weather.ts`). Main answers from a short-lived cache, so reopening a panel costs nothing.
 * Plain types (no zod): windows import this file.
 */
export const onDemandProducts = [
  'hourlyFull', // forecast/hourly, full dataset, 72 steps with the past 24 hours
  'threeHourly', // forecast/3hourly, 80 steps (10 days): the 3-hourly card shows the first 5
  'dailyFull', // forecast/daily, full dataset, 15 days: ensembles, astronomy, confidence
  'airQualityDaily',
  'pollenDaily',
  'climateDaily', // climate/daily for today's day of the year
  'marineHourly',
  'marineDaily',
  'ski', // ski/current, up to 5 resorts
  'agricultureHourly',
  'agricultureDaily',
  'energyHourly',
  'history', // needs `history: {date, days}`
  'pointForecast', // forecast/hourly, 12 steps: what the map shows where it was clicked
] as const;

export type OnDemandProduct = (typeof onDemandProducts)[number];

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
