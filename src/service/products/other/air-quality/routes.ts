import { DateTime } from 'luxon';
import type { Route, RouteRequest, ServiceContext } from '@service/http/route';
import { utcMinutes } from '@service/http/format';
import { resolveLocation } from '@service/http/location-param';
import { airQualityLanguages } from '@service/http/params';
import { dataRoute } from '../data-route';
import { forecastSource } from '../forecast-source';
import { firstStep, localDays, steps } from '../timeline';
import { dominant, pollutants, subIndices, type SubIndices } from './aqi';
import { concentrations } from './concentrations';
import { emissionsAt } from './emissions';
import { pollutantNames, pollutantPhrase } from './phrases';

const hourlyLimits = { default: 24, max: 85 };
const dailyLimits = { default: 3, max: 3 };

function airQualityAt(request: RouteRequest, context: ServiceContext) {
  const place = resolveLocation(request.path.location ?? '', context.gazetteer);
  const source = forecastSource(context.atmosphere, place, request.now);
  const emissions = emissionsAt(place, context.atmosphere.elevation(place) > 0, context.seed);
  return {
    place,
    indicesAt(at: Date): SubIndices {
      const localHour = DateTime.fromJSDate(at, { zone: place.timezone }).hour;
      return subIndices(concentrations(emissions, source.at(at), localHour));
    },
  };
}

function hourly(request: RouteRequest, context: ServiceContext) {
  const { params } = request;
  const periods = params.periods(hourlyLimits);
  const lang = params.oneOf('lang', airQualityLanguages, 'en');
  // tz is validated like everywhere else; air quality times are UTC whatever it says.
  const { place, indicesAt } = airQualityAt(request, context);
  params.timeZone(place.timezone);
  const forecast = steps(firstStep(request.now, 'UTC'), periods, 60).map((at) => {
    const indices = indicesAt(at);
    const { aqi, pollutant } = dominant(indices);
    return {
      time: utcMinutes(at),
      pollutant: pollutantNames[pollutant],
      pollutantPhrase: pollutantPhrase(pollutant, lang),
      AQI: aqi,
      AQI_CO: indices.CO,
      AQI_NO2: indices.NO2,
      AQI_O3: indices.O3,
      AQI_SO2: indices.SO2,
      AQI_PM10: indices.PM10,
      AQI_PM2P5: indices.PM2P5,
    };
  });
  return { forecast };
}

function daily(request: RouteRequest, context: ServiceContext) {
  const { params } = request;
  const periods = params.periods(dailyLimits);
  const lang = params.oneOf('lang', airQualityLanguages, 'en');
  const { place, indicesAt } = airQualityAt(request, context);
  const forecast = localDays(request.now, place.timezone, periods).map(({ date, hours }) => {
    const hourlyIndices = hours.map(indicesAt);
    const dayMax = Object.fromEntries(
      pollutants.map((pollutant) => [pollutant, Math.max(...hourlyIndices.map((indices) => indices[pollutant]))]),
    ) as SubIndices;
    const { aqi, pollutant } = dominant(dayMax);
    return {
      date,
      AQI: aqi,
      pollutant: pollutantNames[pollutant],
      pollutantPhrase: pollutantPhrase(pollutant, lang),
      AQI_CO: dayMax.CO,
      AQI_NO2: dayMax.NO2,
      AQI_GO3: dayMax.O3,
      AQI_SO2: dayMax.SO2,
      AQI_PM2P5: dayMax.PM2P5,
      AQI_PM10: dayMax.PM10,
    };
  });
  return { forecast };
}

export const airQualityRoutes: readonly Route[] = [
  dataRoute('/api/v1/air-quality/forecast/hourly/:location', 'airQuality', hourly),
  dataRoute('/api/v1/air-quality/forecast/daily/:location', 'airQuality', daily),
];
