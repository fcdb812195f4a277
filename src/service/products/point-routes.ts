import { dataset, presentation } from '../http/params';
import type { Route } from '../http/route';
import { currentConditions } from './point/current';
import { dailyForecast } from './point/daily';
import { intervalForecast } from './point/interval-forecast';
import { minutelyNowcast } from './point/minutely';
import { latestObservations } from './point/observations';
import { quarterHourlyForecast } from './point/quarter-hourly';
import { quantities } from './point/quantities';
import { latestRadarAnalysis, radarAnalysisMs } from './radar-coverage';
import { answerPerPlace, displayZone, pointOptions, singlePlace } from './point/request-options';

/** The Limits table: default and maximum number of steps per endpoint. */
const periodLimits = {
  minutely: { default: 60, max: 60 },
  quarterHourly: { default: 8, max: 12 },
  hourly: { default: 24, max: 169 },
  threeHourly: { default: 21, max: 113 },
  daily: { default: 7, max: 15 },
} as const;

/** Stations in observations: default 3, maximum 6; above the maximum clamped, as periods are. */
const stationLimits = { default: 3, max: 6 } as const;

/** Daily past data reaches back 48 hours at most. */
const earliestOffsetHours = -48;

function weatherRoute(pattern: string, handle: Route['handle']): Route {
  return { methods: ['GET', 'POST'], pattern, api: 'Weather API', product: 'forecast', auth: 'token', handle };
}

/**
 * A forecast product: issued at the latest 5-minute radar analysis, so its steps and values are
 * those of the analysis time and a repeat within the same five minutes may come from the cache.
 */
function forecastRoute(pattern: string, handle: (request: Parameters<Route['handle']>[0], context: Parameters<Route['handle']>[1], issuedAt: Date) => ReturnType<Route['handle']>): Route {
  return {
    ...weatherRoute(pattern, (request, context) => handle(request, context, latestRadarAnalysis(request.now))),
    cacheEpochMs: radarAnalysisMs,
  };
}

function intervalRoute(kind: 'hourly' | '3hourly'): Route {
  const limits = kind === 'hourly' ? periodLimits.hourly : periodLimits.threeHourly;
  return forecastRoute(`/api/v1/forecast/${kind}/:location`, (request, context, now) => {
    const { params } = request;
    const { units, lang, altitude } = pointOptions(params);
    const full = dataset(params) === 'full';
    const periods = params.periods(limits);
    const history = params.flag('history', false);
    const zoneOf = displayZone(params);
    return answerPerPlace(request, context, (place) => ({
      forecast: intervalForecast(
        { place, now, periods, history, altitude, view: { kind, full, lang, units, zone: zoneOf(place) } },
        context.atmosphere,
      ),
    }));
  });
}

export const pointRoutes: readonly Route[] = [
  weatherRoute('/api/v1/current/:location', (request, context) => {
    const { units, lang, altitude } = pointOptions(request.params);
    const zoneOf = displayZone(request.params);
    const place = singlePlace(request, context);
    const current = currentConditions({ place, now: request.now, altitude, zone: zoneOf(place), lang, units }, context.atmosphere);
    return { body: { current }, hits: 1 };
  }),

  weatherRoute('/api/v1/forecast/minutely/:location', (request, context) => {
    const periods = request.params.periods(periodLimits.minutely);
    const zoneOf = displayZone(request.params);
    return answerPerPlace(request, context, (place) =>
      minutelyNowcast({ place, now: request.now, periods, zone: zoneOf(place) }, context.atmosphere),
    );
  }),

  forecastRoute('/api/v1/forecast/15minutely/:location', (request, context, now) => {
    const { params } = request;
    const { units, lang, altitude } = pointOptions(params);
    const full = dataset(params) === 'full';
    const periods = params.periods(periodLimits.quarterHourly);
    const zoneOf = displayZone(params);
    return answerPerPlace(request, context, (place) => ({
      forecast: quarterHourlyForecast(
        { place, now, periods, altitude, view: { kind: '15minutely', full, lang, units, zone: zoneOf(place) } },
        context.atmosphere,
      ),
    }));
  }),

  intervalRoute('hourly'),
  intervalRoute('3hourly'),

  // No tz here: days are the location's own dates.
  forecastRoute('/api/v1/forecast/daily/:location', (request, context, now) => {
    const { params } = request;
    const { units, lang, altitude } = pointOptions(params);
    const full = dataset(params) === 'full';
    const periods = params.periods(periodLimits.daily);
    const offsetHours = params.integer('offset_hours', 0, earliestOffsetHours, 0);
    return answerPerPlace(request, context, (place) => ({
      forecast: dailyForecast({ place, now, periods, offsetHours, altitude, full, lang, units }, context.atmosphere),
    }));
  }),

  weatherRoute('/api/v1/observation/latest/:location', (request, context) => {
    const { params, now } = request;
    const units = quantities(presentation(params));
    const stations = Math.min(params.integer('stations', stationLimits.default, 1, Number.MAX_SAFE_INTEGER), stationLimits.max);
    const prec = params.oneOf('prec', ['0', '1', '2'], '0');
    const zoneOf = displayZone(params);
    const place = singlePlace(request, context);
    const observations = latestObservations({ place, now, stations, prec, zone: zoneOf(place), units }, context.atmosphere, context.gazetteer);
    return { body: { observations }, hits: 1 };
  }),
];
