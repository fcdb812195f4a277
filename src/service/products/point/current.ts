import type { Atmosphere } from '@service/atmosphere/atmosphere';
import { feelsLike, symbolCode } from '@service/atmosphere/index';
import { localTime } from '@service/http/format';
import type { ResolvedPlace } from '@service/places/places';
import { latestRadarAnalysis } from '../radar-coverage';
import { symbolPhrase } from './phrases';
import type { Quantities } from './quantities';
import { alignDown, hourMs, minuteMs } from './time-steps';

export interface CurrentRequest {
  place: ResolvedPlace;
  now: Date;
  altitude: number | undefined;
  zone: string;
  lang: string;
  units: Quantities;
}

/**
 * Current conditions: the estimate of the weather now (what observations and radar see), at the
 * current minute. precipProb is the nowcast's chance of precipitation within the coming hour.
 */
export function currentConditions(request: CurrentRequest, atmosphere: Atmosphere): Record<string, string | number> {
  const { place, units } = request;
  const now = alignDown(request.now, minuteMs);
  const weather = atmosphere.observed(place, now, request.altitude);
  const symbol = symbolCode(weather);
  const nextHour = new Date(now.getTime() + hourMs);
  return {
    time: localTime(now, request.zone),
    symbol,
    symbolPhrase: symbolPhrase(symbol, request.lang),
    temperature: units.temperature(weather.temperature),
    feelsLikeTemp: units.temperature(feelsLike(weather.temperature, weather.windSpeed, weather.relHumidity)),
    relHumidity: units.whole(weather.relHumidity),
    dewPoint: units.dewPoint(weather.dewPoint, weather.temperature),
    windSpeed: units.wind(weather.windSpeed),
    windDir: units.direction(weather.windDir),
    windDirString: units.compass(weather.windDir),
    windGust: units.gust(weather.windGust, weather.windSpeed),
    precipProb: units.whole(atmosphere.precipProbability(place, nextHour, latestRadarAnalysis(request.now), 1)),
    precipRate: units.precipitation(weather.precipRate),
    cloudiness: units.whole(weather.cloudiness),
    thunderProb: units.whole(weather.thunderProb),
    uvIndex: units.whole(weather.uvIndex),
    pressure: units.plain(weather.pressure),
    visibility: units.whole(weather.visibility),
  };
}
