import { DateTime } from 'luxon';
import type { Atmosphere, MonthlyNormals, SurfaceWeather } from '@service/atmosphere/atmosphere';
import { dailyNormal } from '@service/products/other/climate/daily-normals';
import { feelsLike } from '@service/atmosphere/index';
import type { ResolvedPlace } from '@service/places/places';
import { dayAstronomy } from './daily-astronomy';
import { confidence, mapEnsemble, precipitationEnsemble, temperatureEnsemble } from './daily-ensemble';
import { daySymbol, daytime, daytimeCloudiness } from './day-symbol';
import { integrateHourly, summarizePeriod, type PeriodSummary } from './period';
import { symbolPhrase } from './phrases';
import type { Quantities } from './quantities';
import { seamlessForecast, type SeamlessForecast } from './seamless-forecast';
import { hourMs } from './time-steps';

export interface DailyRequest {
  place: ResolvedPlace;
  now: Date;
  periods: number;
  /** 0 or negative down to -48: the days back to the one holding now + offsetHours come in front. */
  offsetHours: number;
  altitude: number | undefined;
  full: boolean;
  lang: string;
  units: Quantities;
}

/** The local days to report: the `periods` days from today, after the past days that offsetHours reaches back to. */
function localDays(now: Date, zone: string, offsetHours: number, periods: number): DateTime[] {
  const today = DateTime.fromJSDate(now, { zone }).startOf('day');
  const first = DateTime.fromJSDate(new Date(now.getTime() + offsetHours * hourMs), { zone }).startOf('day');
  const pastDays = Math.round(today.diff(first, 'days').days);
  return Array.from({ length: pastDays + periods }, (_, index) => first.plus({ days: index }));
}

function extreme(samples: readonly SurfaceWeather[], value: (weather: SurfaceWeather) => number) {
  const values = samples.map(value);
  return { max: Math.max(...values), min: Math.min(...values) };
}

function mean(samples: readonly SurfaceWeather[], value: (weather: SurfaceWeather) => number): number {
  return samples.reduce((sum, weather) => sum + value(weather), 0) / Math.max(samples.length, 1);
}

function windiest(samples: readonly SurfaceWeather[]): SurfaceWeather | undefined {
  return samples.reduce<SurfaceWeather | undefined>(
    (best, weather) => (best === undefined || weather.windSpeed > best.windSpeed ? weather : best),
    undefined,
  );
}

/** Hours of sunshine: the sun above the horizon, weighted by the share of clear sky. */
function sunshineHours(day: PeriodSummary): number {
  return integrateHourly(day.quarters, (weather) => (weather.sunAltitude > 0 ? 1 - weather.cloudiness / 100 : 0));
}

interface DayContext {
  request: DailyRequest;
  atmosphere: Atmosphere;
  forecast: SeamlessForecast;
  /** The twelve months' normals at the place and altitude, for the ensembles' climate. */
  normals: MonthlyNormals[];
}

/** The day's normal of a monthly quantity, as the climate product has it. */
function normalOn(start: DateTime, normals: readonly MonthlyNormals[], value: (normal: MonthlyNormals) => number): number {
  return dailyNormal(normals.map(value), start.month, start.day);
}

/** One local day, fields in the specification's table order. */
function dailyItem(start: DateTime, { request, atmosphere, forecast, normals }: DayContext): Record<string, unknown> {
  const { units, full, place } = request;
  const weatherAt = forecast.weatherAt;
  const end = start.plus({ days: 1 });
  const day = summarizePeriod(weatherAt, start.toMillis(), end.toMillis());
  const daylight = summarizePeriod(
    weatherAt,
    start.set({ hour: daytime.fromHour }).toMillis(),
    start.set({ hour: daytime.untilHour }).toMillis(),
  );
  const samples = day.samples;
  const morning = weatherAt(start.set({ hour: daytime.fromHour }).toMillis());
  const noon = start.set({ hour: 12 }).toJSDate();
  const leadHours = Math.max(0, (noon.getTime() - forecast.modelRun.getTime()) / hourMs);
  const spread = atmosphere.spread(place, noon, leadHours);
  const symbol = daySymbol(day, daylight);
  const temperature = extreme(samples, (weather) => weather.temperature);
  const windiestMoment = windiest(samples) ?? morning;
  const maxWindGust = extreme(samples, (weather) => weather.windGust).max;
  const precipProb = forecast.precipProbability(end.toJSDate(), (end.toMillis() - start.toMillis()) / hourMs);

  const item: Record<string, unknown> = { date: start.toISODate(), symbol };
  if (full) item.symbolPhrase = symbolPhrase(symbol, request.lang);
  item.maxTemp = units.temperature(temperature.max);
  item.minTemp = units.temperature(temperature.min);
  if (full) {
    const feels = extreme(samples, (weather) => feelsLike(weather.temperature, weather.windSpeed, weather.relHumidity));
    const humidity = extreme(samples, (weather) => weather.relHumidity);
    const dewPoint = extreme(samples, (weather) => weather.dewPoint);
    const normalMax = normalOn(start, normals, (normal) => normal.dayMaxTemp);
    const normalMin = normalOn(start, normals, (normal) => normal.dayMinTemp);
    item.maxTempEnsemble = mapEnsemble(temperatureEnsemble(temperature.max, spread.temperature, normalMax, spread.lostSkill), units.temperature);
    item.minTempEnsemble = mapEnsemble(temperatureEnsemble(temperature.min, spread.temperature, normalMin, spread.lostSkill), units.temperature);
    item.maxFeelsLikeTemp = units.temperature(feels.max);
    item.minFeelsLikeTemp = units.temperature(feels.min);
    item.maxRelHumidity = units.whole(humidity.max);
    item.minRelHumidity = units.whole(humidity.min);
    item.maxDewPoint = units.dewPoint(dewPoint.max, temperature.max);
    item.minDewPoint = units.dewPoint(dewPoint.min, temperature.min);
  }
  item.maxWindSpeed = units.wind(windiestMoment.windSpeed);
  if (full) item.maxWindGust = units.gust(maxWindGust, windiestMoment.windSpeed);
  item.windDir = units.direction(windiestMoment.windDir);
  item.precipAccum = units.precipitation(day.waterMm);
  if (full) {
    const ensemble = precipitationEnsemble(day.waterMm, precipProb / 100, spread.precipFraction);
    item.precipAccumEnsemble = mapEnsemble(ensemble, units.precipitation);
    item.precipProb = units.whole(precipProb);
    item.snowAccum = units.precipitation(day.snowCm);
  }
  item.snowDepth = units.plain(morning.snowDepth);
  if (!full) return item;

  item.cloudiness = units.whole(daytimeCloudiness(daylight));
  item.pressure = units.plain(mean(daylight.samples, (weather) => weather.pressure));
  item.minVisibility = units.whole(extreme(samples, (weather) => weather.visibility).min);
  item.uvIndex = units.whole(extreme(samples, (weather) => weather.uvIndex).max);
  item.sunhours = units.plain(sunshineHours(day));
  item.solarRadiationSum = units.whole(integrateHourly(day.quarters, (weather) => weather.solarRadiation));
  Object.assign(item, dayAstronomy(place, start));
  item.confidence = confidence(spread);
  return item;
}

/**
 * The daily forecast per local day of the place, each day summarised from quarter-hourly samples
 * of the seamless forecast: the same numbers the hourly forecast shows.
 */
export function dailyForecast(request: DailyRequest, atmosphere: Atmosphere): Record<string, unknown>[] {
  const { place, now } = request;
  const normals = Array.from({ length: 12 }, (_, month) => atmosphere.monthlyNormals(place, month + 1, request.altitude));
  const context: DayContext = { request, atmosphere, forecast: seamlessForecast(atmosphere, place, now, request.altitude), normals };
  return localDays(now, place.timezone, request.offsetHours, request.periods).map((start) => dailyItem(start, context));
}
