import { feelsLike, symbolCode } from '@service/atmosphere/index';
import { symbolPhrase } from '@service/products/point/phrases';
import type { ObservedHour } from './observed-hour';
import { localStamp, utcStamp } from './stamps';
import type { HistoryFormat } from './units';

/**
 * One observation, keys as the specification names them. Meanings (ours, the specification
 * does not give them): t temperature, d dew point, rh relative humidity %, ws wind speed, gust
 * wind gust, wd wind direction in degrees, wn its compass name, v visibility m, p sea-level
 * pressure hPa, tf feels-like temperature, pr1 precipitation in the hour ending at the time,
 * s weather symbol code, sT the symbol's text in the requested language, and 0/1 flags for fog,
 * rain, snow, hail, thunder and tornado.
 */
export function observationItem(hour: ObservedHour, zone: string, lang: string, format: HistoryFormat) {
  const weather = hour.weather;
  const symbol = symbolCode(weather);
  return {
    dt: localStamp(hour.at, zone, lang),
    dtu: utcStamp(hour.at),
    t: format.temperature(weather.temperature),
    d: format.temperature(weather.dewPoint),
    rh: format.percent(weather.relHumidity),
    ws: format.wind(weather.windSpeed),
    gust: format.wind(weather.windGust),
    wd: format.direction(weather.windDir),
    wn: format.directionName(weather.windDir),
    v: format.visibility(weather.visibility),
    p: format.pressure(weather.pressure),
    tf: format.temperature(feelsLike(weather.temperature, weather.windSpeed, weather.relHumidity)),
    pr1: format.precipitation(hour.precipitation),
    sT: symbolPhrase(symbol, lang),
    s: symbol,
    fog: format.flag(hour.fog),
    rain: format.flag(hour.rain),
    snow: format.flag(hour.snow),
    hail: format.flag(hour.hail),
    thunder: format.flag(hour.thunder),
    tornado: format.flag(hour.tornado),
  };
}
