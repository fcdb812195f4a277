import type { Route, RouteRequest, ServiceContext } from '@service/http/route';
import { compassPoint, convertTemperature, convertWind, localTime, present } from '@service/http/format';
import { resolveLocation } from '@service/http/location-param';
import { tempUnits, windUnits } from '@service/http/params';
import { dataRoute } from '../data-route';
import { forecastSource } from '../forecast-source';
import { firstStep, steps } from '../timeline';
import { splitIrradiance } from './irradiance';
import { shearExponent, windAtHeight } from './wind-profile';

/** Our limits (the specification shows none): hourly like agriculture, 15-minute steps for two days. */
const hourlyLimits = { default: 24, max: 168 };
const quarterHourLimits = { default: 96, max: 192 };
const oneDecimal = (value: number) => present(value, false);

/**
 * Energy forecast items (fields ours): time; temperature (tempunit); windSpeed10m, windSpeed50m,
 * windSpeed100m, windSpeed150m (windunit, power-law profile); windDir (degrees) and
 * windDirString at 10 m; windGust at 10 m; cloudiness %; solarRadiation (global horizontal, W/m²),
 * directRadiation (direct normal, W/m²) and diffuseRadiation (diffuse horizontal, W/m²).
 */
function energyForecast(stepMinutes: number, limits: { default: number; max: number }) {
  return (request: RouteRequest, context: ServiceContext) => {
    const { params, now } = request;
    const periods = params.periods(limits);
    const tempUnit = params.oneOf('tempunit', tempUnits, 'C');
    const windUnit = params.oneOf('windunit', windUnits, 'MS');
    const place = resolveLocation(request.path.location ?? '', context.gazetteer);
    const zone = params.timeZone(place.timezone);
    const overSea = context.atmosphere.elevation(place) <= 0;
    const source = forecastSource(context.atmosphere, place, now);
    const wind = (metresPerSecond: number) => oneDecimal(convertWind(metresPerSecond, windUnit));
    return {
      forecast: steps(firstStep(now, zone, stepMinutes), periods, stepMinutes).map((at) => {
        const weather = source.at(at);
        const exponent = shearExponent(weather, overSea);
        const { direct, diffuse } = splitIrradiance(weather.solarRadiation, weather.sunAltitude);
        return {
          time: localTime(at, zone),
          temperature: oneDecimal(convertTemperature(weather.temperature, tempUnit)),
          windSpeed10m: wind(weather.windSpeed),
          windSpeed50m: wind(windAtHeight(weather.windSpeed, 50, exponent)),
          windSpeed100m: wind(windAtHeight(weather.windSpeed, 100, exponent)),
          windSpeed150m: wind(windAtHeight(weather.windSpeed, 150, exponent)),
          windDir: Math.round(weather.windDir) % 360,
          windDirString: compassPoint(weather.windDir),
          windGust: wind(weather.windGust),
          cloudiness: Math.round(weather.cloudiness),
          solarRadiation: Math.round(weather.solarRadiation),
          directRadiation: Math.round(direct),
          diffuseRadiation: Math.round(diffuse),
        };
      }),
    };
  };
}

export const energyRoutes: readonly Route[] = [
  dataRoute('/api/v1/energy/forecast/hourly/:location', 'energy', energyForecast(60, hourlyLimits)),
  dataRoute('/api/v1/energy/forecast/15minutely/:location', 'energy', energyForecast(15, quarterHourLimits)),
];
