import { DateTime } from 'luxon';
import type { Route, RouteRequest, ServiceContext } from '@service/http/route';
import { localTime } from '@service/http/format';
import { resolveLocation } from '@service/http/location-param';
import { dataRoute } from '../data-route';
import { forecastSource } from '../forecast-source';
import { firstStep, localDays, steps } from '../timeline';
import { pollenConcentration } from './concentration';
import { pollenCovers } from './coverage';
import { seasonsAt } from './seasons';
import { pollenRating, species } from './thresholds';

const hourlyLimits = { default: 24, max: 84 };
const dailyLimits = { default: 3, max: 3 };

/** Concentrations keep one decimal: the rating's lowest step (0.2 grains/m³) must stay visible. */
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

function pollenAt(request: RouteRequest, context: ServiceContext) {
  const place = resolveLocation(request.path.location ?? '', context.gazetteer);
  const source = forecastSource(context.atmosphere, place, request.now);
  const elevation = context.atmosphere.elevation(place);
  const seasonsByYear = new Map<number, ReturnType<typeof seasonsAt>>();
  return {
    place,
    covered: pollenCovers(place),
    /** Concentration of every species (in the order of `species`) in the hour at `at`. */
    concentrationsAt(at: Date): number[] {
      const local = DateTime.fromJSDate(at, { zone: place.timezone });
      let seasons = seasonsByYear.get(local.year);
      if (seasons === undefined) {
        seasons = seasonsAt(place, elevation, local.year, context.seed);
        seasonsByYear.set(local.year, seasons);
      }
      const weather = source.at(at);
      return seasons.map((season) => pollenConcentration(season, weather, local.ordinal, local.hour));
    },
  };
}

/** The rating and concentration fields of one item, the rating derived from the value shown. */
function speciesFields(values: readonly number[]) {
  const fields: Record<string, number> = {};
  species.forEach((kind, index) => {
    const shown = oneDecimal(values[index] ?? 0);
    fields[kind] = pollenRating(kind, shown);
    fields[`${kind}_m3`] = shown;
  });
  return fields;
}

function hourly(request: RouteRequest, context: ServiceContext) {
  const { params } = request;
  const periods = params.periods(hourlyLimits);
  const pollen = pollenAt(request, context);
  const zone = params.timeZone(pollen.place.timezone);
  if (!pollen.covered) return { forecast: [] };
  const forecast = steps(firstStep(request.now, zone), periods, 60).map((at) => ({
    time: localTime(at, zone),
    ...speciesFields(pollen.concentrationsAt(at)),
  }));
  return { forecast };
}

/** A day's figure is the mean over its hours, as pollen monitoring networks report daily means. */
function daily(request: RouteRequest, context: ServiceContext) {
  const periods = request.params.periods(dailyLimits);
  const pollen = pollenAt(request, context);
  if (!pollen.covered) return { forecast: [] };
  const forecast = localDays(request.now, pollen.place.timezone, periods).map(({ date, hours }) => {
    const sums = species.map(() => 0);
    for (const at of hours) {
      pollen.concentrationsAt(at).forEach((value, index) => {
        sums[index] = (sums[index] ?? 0) + value;
      });
    }
    return { date, ...speciesFields(sums.map((sum) => sum / hours.length)) };
  });
  return { forecast };
}

export const pollenRoutes: readonly Route[] = [
  dataRoute('/api/v1/pollen/forecast/hourly/:location', 'pollen', hourly),
  dataRoute('/api/v1/pollen/forecast/daily/:location', 'pollen', daily),
];
