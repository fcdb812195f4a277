import type { Atmosphere, SurfaceWeather } from '@service/atmosphere/atmosphere';
import { feelsLike, symbolCode } from '@service/atmosphere/index';
import { localTime } from '@service/http/format';
import type { Gazetteer, ResolvedPlace, Station } from '@service/places/places';
import { summarizePeriod } from './period';
import type { Quantities } from './quantities';
import { observedSampler, type WeatherAt } from './sampler';
import { alignDown, hourMs, minuteMs } from './time-steps';
import { measuresGusts } from './station-equipment';
import { stationReach } from './station-reach';

/** prec: 0 none, 1 the latest accumulations, 2 the one-hour series with type. */
export type PrecipReport = '0' | '1' | '2';

export interface ObservationRequest {
  place: ResolvedPlace;
  now: Date;
  stations: number;
  prec: PrecipReport;
  zone: string;
  units: Quantities;
}

/** Stations report every 10 minutes; precipitation is totalled over whole hours. */
const reportIntervalMs = 10 * minuteMs;
const accumulationHours = [1, 3, 6, 12, 24] as const;

type ObservedPrecipKind = 'rain' | 'sleet' | 'snow' | 'hail' | 'icing' | 'undefined';

/**
 * What a present-weather sensor calls the hour's precipitation, from its wettest moment: liquid
 * falling below 0 °C is icing; heavy rain in a likely thunderstorm is hail; no precipitation at all
 * is undefined. A trace that totals 0.0 mm still has its type.
 */
function precipKind(samples: readonly SurfaceWeather[]): ObservedPrecipKind {
  const wettest = samples.reduce<SurfaceWeather | undefined>(
    (best, weather) => (weather.precipRate > (best?.precipRate ?? 0) ? weather : best),
    undefined,
  );
  if (wettest === undefined) return 'undefined';
  if (wettest.precipType !== 'snow' && wettest.temperature < 0) return 'icing';
  if (wettest.precipType === 'rain' && wettest.thunderProb >= 60 && wettest.precipRate >= 10) return 'hail';
  return wettest.precipType;
}

function precipitationReport(weatherAt: WeatherAt, lastHour: Date, request: ObservationRequest) {
  const { units, zone } = request;
  const end = lastHour.getTime();
  const endtime = localTime(lastHour, zone);
  if (request.prec === '1') {
    return {
      precipitation: accumulationHours.map((hours) => ({
        accum: units.precipitation(summarizePeriod(weatherAt, end - hours * hourMs, end).waterMm),
        endtime,
        period: `${hours}h`,
      })),
    };
  }
  // Oldest hour first, ending with the last full hour.
  return {
    precip1h: Array.from({ length: 24 }, (_, index) => {
      const hourEnd = end - (23 - index) * hourMs;
      const hour = summarizePeriod(weatherAt, hourEnd - hourMs, hourEnd);
      return { accum: units.precipitation(hour.waterMm), endtime: localTime(new Date(hourEnd), zone), prectype: precipKind(hour.quarters) };
    }),
  };
}

function observation(station: Station, time: Date, request: ObservationRequest, atmosphere: Atmosphere) {
  const { units } = request;
  const weatherAt = observedSampler(atmosphere, station, station.elevation);
  const weather = weatherAt(time.getTime());
  return {
    station: station.name,
    distance: `${Math.round(station.distanceKm)} km ${station.direction}`,
    elevation: Math.round(station.elevation),
    latitude: station.lat,
    longitude: station.lon,
    time: localTime(time, request.zone),
    temperature: units.temperature(weather.temperature),
    feelsLikeTemp: units.temperature(feelsLike(weather.temperature, weather.windSpeed, weather.relHumidity)),
    symbol: symbolCode(weather),
    windDir: units.direction(weather.windDir),
    windDirString: units.compass(weather.windDir),
    windSpeed: units.wind(weather.windSpeed),
    windGust: measuresGusts(station) ? units.gust(weather.windGust, weather.windSpeed) : null,
    pressure: units.plain(weather.pressure),
    relHumidity: units.whole(weather.relHumidity),
    visibility: units.whole(weather.visibility),
    snowDepth: units.plain(weather.snowDepth),
    ...(request.prec === '0' ? {} : precipitationReport(weatherAt, alignDown(time, hourMs), request)),
  };
}

/** The latest observation of the stations near the place (see stationReach), nearest first; none far from any. */
export function latestObservations(request: ObservationRequest, atmosphere: Atmosphere, gazetteer: Gazetteer) {
  const time = alignDown(request.now, reportIntervalMs);
  return gazetteer
    .stationsNear(request.place, request.stations, stationReach(request.place))
    .map((station) => observation(station, time, request, atmosphere));
}
