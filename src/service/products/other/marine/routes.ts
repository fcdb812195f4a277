import type { Atmosphere, SurfaceWeather } from '@service/atmosphere/atmosphere';
import type { Route, RouteRequest, ServiceContext } from '@service/http/route';
import type { ResolvedPlace } from '@service/places/places';
import { convertTemperature, localTime, present } from '@service/http/format';
import { resolveLocation } from '@service/http/location-param';
import { tempUnits } from '@service/http/params';
import { dataRoute } from '../data-route';
import { forecastSource } from '../forecast-source';
import { firstStep, localDays, steps } from '../timeline';
import { fetchByDirection, seaPointNear } from './sea';
import { seaStates, windHistoryHours } from './waves';
import { openWater, waterTemperatures } from './water-temperature';

const hourlyLimits = { default: 24, max: 168 };
const dailyLimits = { default: 7, max: 14 };
const hourMs = 3_600_000;
const months = Array.from({ length: 12 }, (_, index) => index + 1);
const oneDecimal = (value: number) => present(value, false);

interface MarineHour {
  sigWaveHeight: number;
  waveDir: number;
  sigSwellHeight: number;
  seaTemp: number;
  swimTemp: number;
}

/**
 * The sea state for a run of consecutive hours at the sea nearest the location (the point itself
 * over water, else the nearest water within 80 km); null inland, where a marine provider has no
 * values.
 */
function marineHours(atmosphere: Atmosphere, place: ResolvedPlace, now: Date, hours: readonly Date[]): (MarineHour | null)[] {
  const sea = seaPointNear(atmosphere, place);
  const monthlySst = sea === null ? [] : months.map((month) => atmosphere.monthlyNormals(sea, month).seaSurfaceTemp);
  const knownSst = monthlySst.filter((value): value is number => value !== null);
  if (sea === null || knownSst.length < months.length) return hours.map(() => null);
  const source = forecastSource(atmosphere, sea, now, 0);
  const first = hours[0]?.getTime() ?? now.getTime();
  const last = hours.at(-1)?.getTime() ?? first;
  const series: SurfaceWeather[] = [];
  for (let at = first - windHistoryHours * hourMs; at <= last; at += hourMs) series.push(source.at(new Date(at)));
  const states = seaStates(series, fetchByDirection(atmosphere, sea), sea.lat, hours);
  return hours.map((at, index) => {
    const state = states[index];
    const weather = series[index + windHistoryHours];
    if (state === undefined || weather === undefined) return null;
    const water = waterTemperatures(knownSst, at, place.timezone, weather);
    const open = openWater(water.seaTemp);
    return {
      ...water,
      sigWaveHeight: state.sigWaveHeight * open,
      sigSwellHeight: state.sigSwellHeight * open,
      waveDir: state.waveDir,
    };
  });
}

function hourly(request: RouteRequest, context: ServiceContext) {
  const { params } = request;
  const periods = params.periods(hourlyLimits);
  const tempUnit = params.oneOf('tempunit', tempUnits, 'C');
  const withHistory = params.flag('history', false);
  const place = resolveLocation(request.path.location ?? '', context.gazetteer);
  const zone = params.timeZone(place.timezone);
  const first = firstStep(request.now, zone).getTime() - (withHistory ? 24 * hourMs : 0);
  const hours = steps(new Date(first), periods + (withHistory ? 24 : 0), 60);
  const temperature = (celsius: number) => oneDecimal(convertTemperature(celsius, tempUnit));
  const values = marineHours(context.atmosphere, place, request.now, hours);
  return {
    forecast: hours.map((at, index) => {
      const hour = values[index] ?? null;
      return {
        time: localTime(at, zone),
        sigWaveHeight: hour === null ? null : oneDecimal(hour.sigWaveHeight),
        waveDir: hour === null ? null : Math.round(hour.waveDir) % 360,
        sigSwellHeight: hour === null ? null : oneDecimal(hour.sigSwellHeight),
        seaTemp: hour === null ? null : temperature(hour.seaTemp),
        swimTemp: hour === null ? null : temperature(hour.swimTemp),
      };
    }),
  };
}

function daily(request: RouteRequest, context: ServiceContext) {
  const { params } = request;
  const periods = params.periods(dailyLimits);
  const tempUnit = params.oneOf('tempunit', tempUnits, 'C');
  const place = resolveLocation(request.path.location ?? '', context.gazetteer);
  const days = localDays(request.now, place.timezone, periods);
  const values = marineHours(context.atmosphere, place, request.now, days.flatMap((day) => day.hours));
  const temperature = (celsius: number) => oneDecimal(convertTemperature(celsius, tempUnit));
  let next = 0;
  return {
    forecast: days.map(({ date, hours }) => {
      const day = values.slice(next, next + hours.length).filter((hour): hour is MarineHour => hour !== null);
      next += hours.length;
      const max = (read: (hour: MarineHour) => number) => (day.length === 0 ? null : Math.max(...day.map(read)));
      const maxOf = (read: (hour: MarineHour) => number, show: (value: number) => number) => {
        const value = max(read);
        return value === null ? null : show(value);
      };
      return {
        date,
        maxSigWaveHeight: maxOf((hour) => hour.sigWaveHeight, oneDecimal),
        maxSwellHeight: maxOf((hour) => hour.sigSwellHeight, oneDecimal),
        maxSeaTemp: maxOf((hour) => hour.seaTemp, temperature),
        maxSwimTemp: maxOf((hour) => hour.swimTemp, temperature),
      };
    }),
  };
}

export const marineRoutes: readonly Route[] = [
  dataRoute('/api/v1/marine/forecast/hourly/:location', 'marine', hourly),
  dataRoute('/api/v1/marine/forecast/daily/:location', 'marine', daily),
];
