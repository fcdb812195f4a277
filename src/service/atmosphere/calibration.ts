import { calendarPhase, emptyClimate, MONTH_AVERAGE, noCalibration, type Calibration } from './climate';
import {
  climateNormals,
  emptyClimateNormals,
  INTRADAY_SWING,
  MONTH_DAYS,
  MONTH_STARTS,
  type ClimateNormals,
} from './climate-normals';
import { REFERENCE_CITIES, type ReferenceCity } from './reference-climate';
import { REFERENCE_SEASONS } from './reference-seasons';

/**
 * Pulls the analytic climate toward observed normals: at each reference city the generator's own
 * January and July normals (mean temperature, day-night range, precipitation) and its annual
 * precipitation are compared with the city's, and at the cities whose whole seasons are known
 * (reference-seasons.ts) the mean temperatures of March, May, September and November too; the
 * differences are spread
 * into smooth fields
 * by successive Barnes passes (Gaussian weights, 1000 km across at first, each later pass fitting
 * what the earlier ones left on a finer scale), fading back to no correction 1500-2200 km away
 * from any city. Temperature shifts apply to the sea-level climate, so mountains keep their
 * lapse-rate cold; the comparison is made at each city's own station elevation, which the
 * terrain honours too.
 *
 * The fields live on a 1° grid built on first use (some 200 ms, most of it the climate code's
 * own warm-up) and are read bilinearly, so a sample pays for one lookup.
 */
const CELL = 1;
const ROWS = 180 / CELL + 1;
const COLUMNS = 360 / CELL;
/**
 * The first fields are the temperature shifts of the months, January first: January's and July's
 * in full, the other months' as departures from the yearly wave through those two (so they fade
 * to that wave, not to nothing, away from the cities whose whole seasons are known). Then the
 * ranges and precipitation.
 */
const MONTHS = 12;
const JANUARY = 0;
const JULY = 6;
const JANUARY_RANGE = MONTHS;
const JULY_RANGE = JANUARY_RANGE + 1;
const JANUARY_PRECIPITATION = JANUARY_RANGE + 2;
const JULY_PRECIPITATION = JANUARY_RANGE + 3;
const FIELDS = JANUARY_RANGE + 4;

/** Whether every reference city knows a field, rather than only those whose whole seasons are known. */
function knownEverywhere(field: number): boolean {
  return field === JANUARY || field === JULY || field >= MONTHS;
}
/** Length scales of the successive passes, km: broad first, then finer fits of what is left. */
const PASSES_KM = [1000, 500, 250, 150, 150];
/** Weight of "no correction" in every pass: a single city's correction halves 1.5 length scales away. */
const BACKGROUND = Math.exp(-1.5 * 1.5);
/** Weights end (smoothly, having fallen below 1 %) at this many length scales. */
const REACH = 2.2;
const CUTOFF = Math.exp(-REACH * REACH);
const EARTH_RADIUS_KM = 6371;
/**
 * The largest change one pass may make to the diurnal range, to the year's precipitation and to
 * the contrast between January's and July's (half of its logarithm), as logarithms of factors.
 */
const RANGE_LIMIT = 1;
const PRECIPITATION_LIMIT = 2.5;
const PRECIPITATION_SEASON_LIMIT = 2.2;
/** Days sampled in the months whose temperature a city does not know (needed for the year's precipitation only). */
const OTHER_MONTH_SAMPLES = 1;
/** Monthly precipitation (mm) below which months count as equally dry. */
const DRY_MONTH = 0.3;

let grid: Float32Array | undefined;

/** The calibration at a place, written into `out`. */
export function calibrationAt(lat: number, lon: number, out: Calibration): Calibration {
  const g = grid ?? build();
  const y = Math.max(0, Math.min(ROWS - 1.000001, (90 - lat) / CELL));
  const x = (lon + 180) / CELL;
  const r0 = Math.floor(y);
  const fy = y - r0;
  const cx = Math.floor(x);
  const fx = x - cx;
  let c0 = cx % COLUMNS;
  if (c0 < 0) c0 += COLUMNS;
  const c1 = c0 + 1 === COLUMNS ? 0 : c0 + 1;
  const w00 = (1 - fy) * (1 - fx);
  const w01 = (1 - fy) * fx;
  const w10 = fy * (1 - fx);
  const w11 = fy * fx;
  const i00 = (r0 * COLUMNS + c0) * FIELDS;
  const i01 = (r0 * COLUMNS + c1) * FIELDS;
  const i10 = i00 + COLUMNS * FIELDS;
  const i11 = i01 + COLUMNS * FIELDS;
  const field = (f: number): number =>
    w00 * (g[i00 + f] as number) + w01 * (g[i01 + f] as number) + w10 * (g[i10 + f] as number) + w11 * (g[i11 + f] as number);
  const january = field(JANUARY);
  const july = field(JULY);
  for (let month = 0; month < MONTHS; month++) {
    out.temperature[month] = knownEverywhere(month) ? field(month) : yearlyWave(january, july, month) + field(month);
  }
  out.januaryRange = field(JANUARY_RANGE);
  out.julyRange = field(JULY_RANGE);
  out.januaryPrecipitation = field(JANUARY_PRECIPITATION);
  out.julyPrecipitation = field(JULY_PRECIPITATION);
  return out;
}

/**
 * The generator's normals of every month at a reference city's place and station elevation,
 * under a calibration: the months whose temperature the city knows (January and July, or all of
 * them with `allSeasons`) in full, the rest from fewer days.
 */
function cityNormals(city: ReferenceCity, calibration: Calibration, allSeasons: boolean): ClimateNormals[] {
  const scratch = emptyClimate();
  return MONTH_DAYS.map((_, i) => {
    const samples = allSeasons || knownEverywhere(i) ? undefined : OTHER_MONTH_SAMPLES;
    return climateNormals(city.lat, city.lon, city.elevation, i + 1, calibration, scratch, emptyClimateNormals(), samples);
  });
}

/** Where each month lies on the calibration's yearly cosine, averaged over the month. */
const MONTH_PHASES = MONTH_DAYS.map((days, i) => MONTH_AVERAGE * calendarPhase((MONTH_STARTS[i] ?? 0) + days / 2));

/** A month's average of the yearly cosine whose January and July averages are these. */
function yearlyWave(january: number, july: number, month: number): number {
  return (january + july) / 2 + ((july - january) / (2 * MONTH_AVERAGE)) * (MONTH_PHASES[month] as number);
}

/**
 * What is left to correct at a city: the field values that would make its normals match (the
 * months other than January and July only where `seasons`, the city's monthly mean temperatures,
 * are known).
 */
function residuals(city: ReferenceCity, seasons: readonly number[] | undefined, calibration: Calibration, out: Float64Array): void {
  const months = cityNormals(city, calibration, seasons !== undefined);
  const january = months[0] as ClimateNormals;
  const july = months[6] as ClimateNormals;
  out[JANUARY] = (city.january[0] + city.january[1]) / 2 - january.dayAvgTemp;
  out[JULY] = (city.july[0] + city.july[1]) / 2 - july.dayAvgTemp;
  // The other months' fields are departures from the wave, which January's and July's corrections move too.
  for (let month = 0; month < MONTHS; month++) {
    if (knownEverywhere(month)) continue;
    const residual = (seasons?.[month] ?? 0) - (months[month] as ClimateNormals).dayAvgTemp;
    out[month] = seasons === undefined ? 0 : residual - yearlyWave(out[JANUARY] as number, out[JULY] as number, month);
  }
  out[JANUARY_RANGE] = rangeResidual(city.january[0] - city.january[1], january);
  out[JULY_RANGE] = rangeResidual(city.july[0] - city.july[1], july);
  // A yearly cosine of the log factor sets July's precipitation against January's; its mean then
  // brings the year's total to the city's.
  const [januaryMm, julyMm, yearMm] = city.precipitation;
  const contrast =
    Math.log(Math.max(DRY_MONTH, julyMm) / Math.max(DRY_MONTH, july.precipitation)) -
    Math.log(Math.max(DRY_MONTH, januaryMm) / Math.max(DRY_MONTH, january.precipitation));
  const seasonal = limit(contrast / (2 * MONTH_AVERAGE), PRECIPITATION_SEASON_LIMIT);
  const reshaped = months.reduce((sum, m, i) => sum + m.precipitation * Math.exp(seasonal * (MONTH_PHASES[i] as number)), 0);
  const mean = limit(Math.log(Math.max(1, yearMm) / Math.max(1, reshaped)), PRECIPITATION_LIMIT);
  out[JANUARY_PRECIPITATION] = mean - MONTH_AVERAGE * seasonal;
  out[JULY_PRECIPITATION] = mean + MONTH_AVERAGE * seasonal;
}

/** Log of the factor that brings the diurnal part of the range to the city's (the day-to-day swing part stays). */
function rangeResidual(reference: number, normals: ClimateNormals): number {
  const swing = 2 * INTRADAY_SWING * normals.spread;
  const diurnal = Math.max(0.5, normals.dayMaxTemp - normals.dayMinTemp - swing);
  return limit(Math.log(Math.max(1, reference - swing) / diurnal), RANGE_LIMIT);
}

function limit(value: number, bound: number): number {
  return Math.max(-bound, Math.min(bound, value));
}

function build(): Float32Array {
  const values = new Float32Array(ROWS * COLUMNS * FIELDS);
  grid = values;
  const nodes = nodeVectors();
  const cities = REFERENCE_CITIES.map((city) => ({
    city,
    vector: unitVector(city.lat, city.lon),
    seasons: REFERENCE_SEASONS.find((known) => known.name === city.name)?.monthlyMean,
  }));
  const residual = new Float64Array(FIELDS);
  const calibration = noCalibration();
  for (const lengthKm of PASSES_KM) {
    const sums = new Float64Array(ROWS * COLUMNS * FIELDS);
    const weights = new Float64Array(ROWS * COLUMNS);
    const seasonWeights = new Float64Array(ROWS * COLUMNS);
    const reachDegrees = ((REACH * lengthKm) / EARTH_RADIUS_KM) * (180 / Math.PI);
    for (const { city, vector, seasons } of cities) {
      residuals(city, seasons, calibrationAt(city.lat, city.lon, calibration), residual);
      const firstRow = Math.max(0, Math.ceil((90 - city.lat - reachDegrees) / CELL));
      const lastRow = Math.min(ROWS - 1, Math.floor((90 - city.lat + reachDegrees) / CELL));
      const poleward = Math.min(89.9, Math.abs(city.lat) + reachDegrees);
      const lonReach = Math.min(180, reachDegrees / Math.cos((poleward * Math.PI) / 180));
      const firstColumn = Math.ceil((city.lon + 180 - lonReach) / CELL);
      const lastColumn = Math.min(firstColumn + COLUMNS - 1, Math.floor((city.lon + 180 + lonReach) / CELL));
      const cityWeights = { all: weights, seasons: seasons === undefined ? undefined : seasonWeights };
      spread(nodes, vector, residual, lengthKm, firstRow, lastRow, firstColumn, lastColumn, sums, cityWeights);
    }
    for (let node = 0; node < ROWS * COLUMNS; node++) {
      if (weights[node] === 0) continue;
      for (let f = 0; f < FIELDS; f++) {
        const total = (knownEverywhere(f) ? (weights[node] as number) : (seasonWeights[node] as number)) + BACKGROUND;
        values[node * FIELDS + f] = (values[node * FIELDS + f] as number) + (sums[node * FIELDS + f] as number) / total;
      }
    }
  }
  return values;
}

/**
 * Adds one city's Gaussian-weighted residuals to the grid nodes within reach (only the fields every
 * city knows unless it has `weights.seasons`), and its weights to `weights.all` and `weights.seasons`.
 */
function spread(
  nodes: Float64Array,
  vector: readonly [number, number, number],
  residual: Float64Array,
  lengthKm: number,
  firstRow: number,
  lastRow: number,
  firstColumn: number,
  lastColumn: number,
  sums: Float64Array,
  weights: { all: Float64Array; seasons: Float64Array | undefined },
): void {
  const scale = (EARTH_RADIUS_KM * EARTH_RADIUS_KM) / (lengthKm * lengthKm);
  for (let r = firstRow; r <= lastRow; r++) {
    for (let x = firstColumn; x <= lastColumn; x++) {
      const node = r * COLUMNS + (x < 0 ? x + COLUMNS : x >= COLUMNS ? x - COLUMNS : x);
      const dx = (nodes[node * 3] as number) - vector[0];
      const dy = (nodes[node * 3 + 1] as number) - vector[1];
      const dz = (nodes[node * 3 + 2] as number) - vector[2];
      // Chord length stands in for the arc: they differ by under 1 % within the reach.
      const q = (dx * dx + dy * dy + dz * dz) * scale;
      if (q >= REACH * REACH) continue;
      const w = Math.exp(-q) - CUTOFF;
      weights.all[node] = (weights.all[node] as number) + w;
      if (weights.seasons !== undefined) weights.seasons[node] = (weights.seasons[node] as number) + w;
      for (let f = 0; f < FIELDS; f++) {
        if (weights.seasons !== undefined || knownEverywhere(f)) sums[node * FIELDS + f] = (sums[node * FIELDS + f] as number) + w * (residual[f] as number);
      }
    }
  }
}

function nodeVectors(): Float64Array {
  const vectors = new Float64Array(ROWS * COLUMNS * 3);
  for (let r = 0; r < ROWS; r++) {
    for (let c = 0; c < COLUMNS; c++) {
      const v = unitVector(90 - r * CELL, -180 + c * CELL);
      vectors.set(v, (r * COLUMNS + c) * 3);
    }
  }
  return vectors;
}

function unitVector(lat: number, lon: number): [number, number, number] {
  const phi = (lat * Math.PI) / 180;
  const lambda = (lon * Math.PI) / 180;
  return [Math.cos(phi) * Math.cos(lambda), Math.cos(phi) * Math.sin(lambda), Math.sin(phi)];
}
