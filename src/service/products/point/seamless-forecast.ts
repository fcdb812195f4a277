import { precipitationKindAt } from '@shared/precipitation-type';
import type { Atmosphere, Point, SurfaceWeather } from '@service/atmosphere/atmosphere';
import { latestRadarAnalysis } from '../radar-coverage';
import { overlay } from './period';
import { forecastSampler, type WeatherAt } from './sampler';
import { hourMs } from './time-steps';

/** Up to this far ahead of now the nowcast alone speaks: the 15-minute nowcast's 3-hour horizon. */
const nowcastOnlyMs = 3 * hourMs;
/** From this far ahead the model run alone speaks; between the two the weight shifts linearly. */
const modelOnlyMs = 6 * hourMs;

/** The nowcast's weight at an instant: 1 up to 3 hours ahead (and for the past, which it has seen), 0 from 6 hours. */
function nowcastWeight(atMs: number, nowMs: number): number {
  const lead = atMs - nowMs;
  return Math.min(1, Math.max(0, (modelOnlyMs - lead) / (modelOnlyMs - nowcastOnlyMs)));
}

const mixed = (model: number, nowcast: number, weight: number) => model + (nowcast - model) * weight;

/** Where the wind blows from, mixed as vectors so that 350° and 10° give north, not south. */
function mixedDirection(model: SurfaceWeather, nowcast: SurfaceWeather, weight: number): number {
  const radians = Math.PI / 180;
  const east = mixed(model.windSpeed * Math.sin(model.windDir * radians), nowcast.windSpeed * Math.sin(nowcast.windDir * radians), weight);
  const north = mixed(model.windSpeed * Math.cos(model.windDir * radians), nowcast.windSpeed * Math.cos(nowcast.windDir * radians), weight);
  if (east === 0 && north === 0) return weight >= 0.5 ? nowcast.windDir : model.windDir;
  return (Math.atan2(east, north) / radians + 360) % 360;
}

/**
 * A mix of two forecasts. Every mixed quantity is a weighted mean, so what holds for both holds
 * for the mix: dew point at or below temperature, gust at or above wind, values within range.
 */
function blend(model: SurfaceWeather, nowcast: SurfaceWeather, weight: number): SurfaceWeather {
  const mix = (pick: (weather: SurfaceWeather) => number) => mixed(pick(model), pick(nowcast), weight);
  const temperature = mix((weather) => weather.temperature);
  const dewPoint = mix((weather) => weather.dewPoint);
  return overlay(model, {
    temperature,
    dewPoint,
    // What falls is decided again for the mixed air, so a blend never shows rain in freezing air.
    precipType: precipitationKindAt(temperature, dewPoint),
    relHumidity: mix((weather) => weather.relHumidity),
    pressure: mix((weather) => weather.pressure),
    windSpeed: mix((weather) => weather.windSpeed),
    windGust: mix((weather) => weather.windGust),
    windDir: mixedDirection(model, nowcast, weight),
    cloudiness: mix((weather) => weather.cloudiness),
    precipRate: mix((weather) => weather.precipRate),
    thunderProb: mix((weather) => weather.thunderProb),
    visibility: mix((weather) => weather.visibility),
    uvIndex: mix((weather) => weather.uvIndex),
    solarRadiation: mix((weather) => weather.solarRadiation),
  });
}

/** The forecast the point products show, and its precipitation chances. */
export interface SeamlessForecast {
  weatherAt: WeatherAt;
  /** Chance (%) of precipitation over `periodHours` ending at the instant. */
  precipProbability(at: Date, periodHours: number): number;
  /** The model run the forecast hands over to; its lead time sets the ensemble spread. */
  modelRun: Date;
}

/**
 * The seamless forecast every forecast product (15-minute, hourly, 3-hourly, daily) is drawn from:
 * the nowcast from the latest 5-minute analysis for the next three hours — so these products agree
 * with the minutely nowcast and the radar where they meet — handing over linearly to the latest
 * model run by six hours ahead, as real providers blend their nowcast into the model forecast.
 * Instants already past are what the nowcast's analysis saw: the observed weather.
 */
export function seamlessForecast(atmosphere: Atmosphere, point: Point, now: Date, altitude?: number): SeamlessForecast {
  const nowMs = now.getTime();
  const analysis = latestRadarAnalysis(now);
  const modelRun = atmosphere.latestRun(now);
  const nowcast = forecastSampler(atmosphere, point, analysis, altitude);
  const model = forecastSampler(atmosphere, point, modelRun, altitude);
  const cache = new Map<number, SurfaceWeather>();
  const weatherAt: WeatherAt = (atMs) => {
    const weight = nowcastWeight(atMs, nowMs);
    if (weight === 1) return nowcast(atMs);
    if (weight === 0) return model(atMs);
    let weather = cache.get(atMs);
    if (weather === undefined) {
      weather = blend(model(atMs), nowcast(atMs), weight);
      cache.set(atMs, weather);
    }
    return weather;
  };
  return {
    weatherAt,
    modelRun,
    precipProbability(at, periodHours) {
      const weight = nowcastWeight(at.getTime(), nowMs);
      const fromModel = weight === 1 ? 0 : atmosphere.precipProbability(point, at, modelRun, periodHours);
      const fromNowcast = weight === 0 ? 0 : atmosphere.precipProbability(point, at, analysis, periodHours);
      return mixed(fromModel, fromNowcast, weight);
    },
  };
}
