import type { Atmosphere, Point, SurfaceWeather } from '../atmosphere/atmosphere';
import { dominant, subIndices } from '../products/other/air-quality/aqi';
import { concentrations } from '../products/other/air-quality/concentrations';
import { emissionsAt } from '../products/other/air-quality/emissions';
import { pollenConcentration } from '../products/other/pollen/concentration';
import { seasonsAt } from '../products/other/pollen/seasons';
import { pollenRating } from '../products/other/pollen/thresholds';
import type { LayerDefinition } from './layer-catalogue';
import { seamlessForecast } from '../products/point/seamless-forecast';

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;

/** What a layer samples at each grid node: `channels` values written at `index` of each output. */
export interface TileFields {
  /** Pixels between grid nodes: finer for fields that vary on short scales, coarser where a node is costly. */
  spacing: number;
  channels: number;
  sample(point: Point, outputs: Float64Array[], index: number): void;
}

export const precipitationTypeCodes = { rain: 0, sleet: 1, snow: 2 } as const;

/** The weather a frame shows at any point: see frameSource. */
export function frameWeather(time: Date, now: Date, atmosphere: Atmosphere): (point: Point) => SurfaceWeather {
  return (point) => seamlessForecast(atmosphere, point, now).weatherAt(time.getTime());
}

/** Local mean solar time, hours: the diurnal cycles of pollen and pollution follow the sun, not the zone. */
function solarHour(at: Date, lon: number): number {
  const hours = (at.getTime() % dayMs) / hourMs + lon / 15;
  return ((hours % 24) + 24) % 24;
}

function dayOfYear(at: Date, lon: number): number {
  const local = new Date(at.getTime() + (lon / 15) * hourMs);
  return Math.floor((local.getTime() - Date.UTC(local.getUTCFullYear(), 0, 1)) / dayMs) + 1;
}

function put(outputs: Float64Array[], channel: number, index: number, value: number): void {
  const output = outputs[channel];
  if (output !== undefined) output[index] = value;
}

function single(spacing: number, value: (point: Point) => number): TileFields {
  return { spacing, channels: 1, sample: (point, outputs, index) => put(outputs, 0, index, value(point)) };
}

/** The months whose middles bracket an instant (1..12), and how far it is from the first to the second. */
function monthsAround(at: Date): { months: [number, number]; share: number } {
  const middle = (year: number, month: number) => (Date.UTC(year, month, 1) + Date.UTC(year, month + 1, 1)) / 2;
  const year = at.getUTCFullYear();
  const month = at.getUTCMonth();
  const first = at.getTime() < middle(year, month) ? month - 1 : month;
  const from = middle(year, first);
  const to = middle(year, first + 1);
  return { months: [((first + 12) % 12) + 1, ((first + 13) % 12) + 1], share: (at.getTime() - from) / (to - from) };
}

/** Mean rate over the hours before `end`, sampled at the middle of each 20 minutes (one hour) or each hour (longer). */
function accumulation(atmosphere: Atmosphere, end: Date, hours: number): (point: Point) => number {
  const stepMs = hours === 1 ? hourMs / 3 : hourMs;
  const count = (hours * hourMs) / stepMs;
  const instants = Array.from({ length: count }, (_, index) => new Date(end.getTime() - (index + 0.5) * stepMs));
  return (point) => {
    let sum = 0;
    for (const at of instants) sum += atmosphere.observed(point, at).precipRate;
    return (sum / count) * hours;
  };
}

/**
 * The values behind a frame of a layer at `time`, from the one atmosphere: the observed truth or
 * the forecast, as frameSource decides.
 */
export function tileFields(layer: LayerDefinition, time: Date, now: Date, atmosphere: Atmosphere, seed: number): TileFields {
  const weatherAt = frameWeather(time, now, atmosphere);
  const render = layer.render;
  switch (render.kind) {
    case 'temperature':
      return single(15, (point) => weatherAt(point).temperature);
    case 'windSpeed':
      return single(15, (point) => weatherAt(point).windSpeed);
    case 'cloudCover':
      return single(15, (point) => weatherAt(point).cloudiness);
    case 'pressure':
    case 'pressureContour':
      return single(15, (point) => weatherAt(point).pressure);
    case 'snowDepth':
      // The first snow depth read at a place works out the past fortnight: a somewhat coarser grid.
      return single(17, (point) => weatherAt(point).snowDepth);
    case 'seaTemperature': {
      // The climate's sea surface temperature, drawn between the monthly normals; NaN inland, where
      // there is none: the grid fills such nodes from the sea beside them, and the land is masked.
      // Normals are costly to work out, and the sea's temperature varies slowly: a coarse grid.
      const between = monthsAround(time);
      return single(51, (point) => {
        const [before, after] = between.months.map((month) => atmosphere.monthlyNormals(point, month).seaSurfaceTemp);
        if (before === null || after === null || before === undefined || after === undefined) return Number.NaN;
        return before * (1 - between.share) + after * between.share;
      });
    }
    case 'uvIndex': {
      // A daily frame shows the day's peak, which comes at local solar noon.
      const dayStart = Math.floor(time.getTime() / dayMs) * dayMs;
      return single(15, (point) => {
        const noon = dayStart + 12 * hourMs - (point.lon / 15) * hourMs;
        return seamlessForecast(atmosphere, point, now).weatherAt(noon).uvIndex;
      });
    }
    case 'satellite':
      return {
        spacing: 15,
        channels: 2,
        sample(point, outputs, index) {
          put(outputs, 0, index, weatherAt(point).cloudiness);
          put(outputs, 1, index, atmosphere.elevation(point) > 0 ? 1 : 0);
        },
      };
    case 'precipitation':
    case 'radar':
      return {
        spacing: 15,
        channels: 2,
        sample(point, outputs, index) {
          const weather = weatherAt(point);
          put(outputs, 0, index, weather.precipRate);
          put(outputs, 1, index, precipitationTypeCodes[weather.precipType]);
        },
      };
    case 'accumulation':
      // Each node sums many instants; a day's total is smooth enough for a coarse grid.
      return single(render.hours === 1 ? 17 : 51, accumulation(atmosphere, time, render.hours));
    case 'airQuality':
      return single(15, (point) => {
        const emissions = emissionsAt(point, atmosphere.elevation(point) > 0, seed);
        return dominant(subIndices(concentrations(emissions, weatherAt(point), solarHour(time, point.lon)))).aqi;
      });
    case 'pollen': {
      const year = time.getUTCFullYear();
      return single(15, (point) => {
        const season = seasonsAt(point, atmosphere.elevation(point), year, seed).find((entry) => entry.species === render.species);
        if (season === undefined) return 0;
        const grains = pollenConcentration(season, weatherAt(point), dayOfYear(time, point.lon), solarHour(time, point.lon));
        return pollenRating(render.species, grains);
      });
    }
    case 'windSymbols':
      throw new Error('wind symbols are drawn from samples at each arrow (wind-arrows.ts), not from a grid');
  }
}
