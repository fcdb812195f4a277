import type { Route, RouteRequest, ServiceContext } from '@service/http/route';
import { localTime, present } from '@service/http/format';
import { resolveLocation } from '@service/http/location-param';
import { dataRoute } from '../data-route';
import { forecastSource } from '../forecast-source';
import { firstStep, localDays, steps } from '../timeline';
import { hourlyReferenceEt, vapourPressureDeficit } from './penman-monteith';
import { precipitationRange } from './precipitation-range';

const hourlyLimits = { default: 24, max: 168 };
const dailyLimits = { default: 7, max: 14 };
const hourMs = 3_600_000;
const decimals = (value: number, places: number) => present(value, false, places);

function agricultureAt(request: RouteRequest, context: ServiceContext) {
  const place = resolveLocation(request.path.location ?? '', context.gazetteer);
  const elevation = context.atmosphere.elevation(place);
  return { place, elevation, source: forecastSource(context.atmosphere, place, request.now) };
}

/** Units (ours): ET0 mm in the hour, VPD kPa, SSRD W/m² (the hour's mean, so also Wh/m²). */
function hourly(request: RouteRequest, context: ServiceContext) {
  const { params } = request;
  const periods = params.periods(hourlyLimits);
  const { place, elevation, source } = agricultureAt(request, context);
  const zone = params.timeZone(place.timezone);
  return {
    forecast: steps(firstStep(request.now, zone), periods, 60).map((at) => {
      const weather = source.at(at);
      return {
        time: localTime(at, zone),
        ET0: decimals(hourlyReferenceEt(weather, elevation), 2),
        VPD: decimals(vapourPressureDeficit(weather), 2),
        SSRD: Math.round(weather.solarRadiation),
      };
    }),
  };
}

/**
 * Units (ours): ET0 mm in the day (the sum of hourly FAO-56 values), VPD kPa (mean, max, min of
 * the hours), SSRD Wh/m² in the day, precipitation bounds mm over the 24 hours of the day and the
 * 168 hours of the week that starts with it.
 */
function daily(request: RouteRequest, context: ServiceContext) {
  const periods = request.params.periods(dailyLimits);
  const { place, elevation, source } = agricultureAt(request, context);
  const { atmosphere } = context;
  const days = localDays(request.now, place.timezone, periods + 6).map(({ date, hours }) => {
    const weather = hours.map((at) => source.at(at));
    const end = new Date((hours.at(-1) ?? request.now).getTime() + hourMs);
    return { date, hours, weather, end, precipitation: weather.reduce((sum, sample) => sum + sample.precipRate, 0) };
  });
  const spreadAt = (from: Date, to: Date) => {
    const middle = new Date((from.getTime() + to.getTime()) / 2);
    return atmosphere.spread(place, middle, source.leadHours(middle)).precipFraction;
  };

  return {
    forecast: days.slice(0, periods).map((day, index) => {
      const vpd = day.weather.map(vapourPressureDeficit);
      const start = day.hours[0] ?? day.end;
      const week = days.slice(index, index + 7);
      const weekEnd = week.at(-1)?.end ?? day.end;
      const range24 = precipitationRange(
        day.precipitation,
        atmosphere.precipProbability(place, day.end, source.issuedAt, 24),
        spreadAt(start, day.end),
      );
      const range168 = precipitationRange(
        week.reduce((sum, one) => sum + one.precipitation, 0),
        atmosphere.precipProbability(place, weekEnd, source.issuedAt, 168),
        spreadAt(start, weekEnd),
      );
      return {
        date: day.date,
        ET0: decimals(day.weather.reduce((sum, weather) => sum + hourlyReferenceEt(weather, elevation), 0), 1),
        VPD_max: decimals(Math.max(...vpd), 2),
        VPD_min: decimals(Math.min(...vpd), 2),
        VPD: decimals(vpd.reduce((sum, value) => sum + value, 0) / Math.max(1, vpd.length), 2),
        SSRD: Math.round(day.weather.reduce((sum, weather) => sum + weather.solarRadiation, 0)),
        precipSum24q10: decimals(range24.q10, 1),
        precipSum24q90: decimals(range24.q90, 1),
        precipSum168q10: decimals(range168.q10, 1),
        precipSum168q90: decimals(range168.q90, 1),
      };
    }),
  };
}

export const agricultureRoutes: readonly Route[] = [
  dataRoute('/api/v1/agriculture/forecast/hourly/:location', 'agriculture', hourly),
  dataRoute('/api/v1/agriculture/forecast/daily/:location', 'agriculture', daily),
];
