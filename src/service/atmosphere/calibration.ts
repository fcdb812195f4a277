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
 * The fields live on a 1° grid whose nodes are worked out on first read (see build()) and are
 * read bilinearly, so a sample pays for one lookup.
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
  return calibrationAfter(PASSES_KM.length, lat, lon, out);
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

/**
 * The Barnes analysis, made lazily but to the same figures. A grid node's value after a pass is
 * what it was plus the pass's cities' residuals weighted by distance; a city's residual in a pass
 * depends on the nodes around the city after the earlier passes. So a node is worked out, pass by
 * pass, when a place first reads it, and a city's residual in a pass when a node within its reach
 * needs it: a first forecast pays for the cities and nodes within a few thousand km of it, not for
 * spreading every city over the whole grid five times. A node sums its cities in the same order,
 * in the same precision, as spreading them over the grid did, so the fields are the same to the bit.
 */
interface Pass {
  /** Distance scale of the pass's weights. */
  scale: number;
  /** Each city's residuals, FIELDS apiece, in REFERENCE_CITIES order, once worked out. */
  residuals: Float64Array;
  known: Uint8Array;
  /** Each city's reach on the grid: first row, last row, first column, last column (columns may run past either edge). */
  reach: Int32Array;
}

interface City {
  city: ReferenceCity;
  vector: [number, number, number];
  seasons: readonly number[] | undefined;
}

interface Analysis {
  values: Float32Array;
  /** Passes each node has taken in. */
  taken: Uint8Array;
  passes: Pass[];
  cities: City[];
}

let analysis: Analysis | undefined;

function build(): Float32Array {
  const values = new Float32Array(ROWS * COLUMNS * FIELDS);
  const cities: City[] = REFERENCE_CITIES.map((city) => ({
    city,
    vector: unitVector(city.lat, city.lon),
    seasons: REFERENCE_SEASONS.find((known) => known.name === city.name)?.monthlyMean,
  }));
  const passes = PASSES_KM.map((lengthKm): Pass => {
    const reachDegrees = ((REACH * lengthKm) / EARTH_RADIUS_KM) * (180 / Math.PI);
    const reach = new Int32Array(cities.length * 4);
    cities.forEach(({ city }, k) => {
      const firstRow = Math.max(0, Math.ceil((90 - city.lat - reachDegrees) / CELL));
      const lastRow = Math.min(ROWS - 1, Math.floor((90 - city.lat + reachDegrees) / CELL));
      const poleward = Math.min(89.9, Math.abs(city.lat) + reachDegrees);
      const lonReach = Math.min(180, reachDegrees / Math.cos((poleward * Math.PI) / 180));
      const firstColumn = Math.ceil((city.lon + 180 - lonReach) / CELL);
      const lastColumn = Math.min(firstColumn + COLUMNS - 1, Math.floor((city.lon + 180 + lonReach) / CELL));
      reach.set([firstRow, lastRow, firstColumn, lastColumn], k * 4);
    });
    return {
      scale: (EARTH_RADIUS_KM * EARTH_RADIUS_KM) / (lengthKm * lengthKm),
      residuals: new Float64Array(cities.length * FIELDS),
      known: new Uint8Array(cities.length),
      reach,
    };
  });
  analysis = { values, taken: new Uint8Array(ROWS * COLUMNS), passes, cities };
  grid = values;
  return values;
}

/** The calibration after the first `passes` passes at a place, written into `out`. */
function calibrationAfter(passes: number, lat: number, lon: number, out: Calibration): Calibration {
  const g = grid ?? build();
  const state = analysis as Analysis;
  const y = Math.max(0, Math.min(ROWS - 1.000001, (90 - lat) / CELL));
  const x = (lon + 180) / CELL;
  const r0 = Math.floor(y);
  const fy = y - r0;
  const cx = Math.floor(x);
  const fx = x - cx;
  let c0 = cx % COLUMNS;
  if (c0 < 0) c0 += COLUMNS;
  const c1 = c0 + 1 === COLUMNS ? 0 : c0 + 1;
  for (const node of [r0 * COLUMNS + c0, r0 * COLUMNS + c1, (r0 + 1) * COLUMNS + c0, (r0 + 1) * COLUMNS + c1]) {
    if ((state.taken[node] as number) < passes) update(state, node, passes);
  }
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

/** A city's residuals in a pass (0 the first), worked out on first need. */
function residualsIn(state: Analysis, pass: number, k: number): Float64Array {
  const { residuals: all, known } = state.passes[pass] as Pass;
  if (known[k] === 0) {
    const { city, seasons } = state.cities[k] as City;
    const out = new Float64Array(FIELDS);
    residuals(city, seasons, calibrationAfter(pass, city.lat, city.lon, noCalibration()), out);
    all.set(out, k * FIELDS);
    known[k] = 1;
  }
  return all;
}

/** Brings a node up to date with the first `upTo` passes. */
function update(state: Analysis, node: number, upTo: number): void {
  const row = (node / COLUMNS) | 0;
  const column = node - row * COLUMNS;
  const [nx, ny, nz] = unitVector(90 - row * CELL, -180 + column * CELL);
  const { values, passes, cities } = state;
  const base = node * FIELDS;
  const sums = new Float64Array(FIELDS);
  for (let p = state.taken[node] as number; p < upTo; p++) {
    const { scale, reach } = passes[p] as Pass;
    let all = 0;
    let seasonal = 0;
    sums.fill(0);
    for (let k = 0; k < cities.length; k++) {
      if (row < (reach[k * 4] as number) || row > (reach[k * 4 + 1] as number)) continue;
      const firstColumn = reach[k * 4 + 2] as number;
      const lastColumn = reach[k * 4 + 3] as number;
      // The city's columns run at most once round the world: this node is one of them if one of its
      // three namesakes is.
      const inReach =
        (column >= firstColumn && column <= lastColumn) ||
        (column - COLUMNS >= firstColumn && column - COLUMNS <= lastColumn) ||
        (column + COLUMNS >= firstColumn && column + COLUMNS <= lastColumn);
      if (!inReach) continue;
      const { vector, seasons } = cities[k] as City;
      const dx = nx - vector[0];
      const dy = ny - vector[1];
      const dz = nz - vector[2];
      // Chord length stands in for the arc: they differ by under 1 % within the reach.
      const q = (dx * dx + dy * dy + dz * dz) * scale;
      if (q >= REACH * REACH) continue;
      const residual = residualsIn(state, p, k);
      const w = Math.exp(-q) - CUTOFF;
      all += w;
      if (seasons !== undefined) seasonal += w;
      const fields = seasons !== undefined ? ALL_FIELDS : EVERYWHERE_FIELDS;
      for (let i = 0; i < fields.length; i++) {
        const f = fields[i] as number;
        sums[f] = (sums[f] as number) + w * (residual[k * FIELDS + f] as number);
      }
    }
    if (all !== 0) {
      const everywhere = all + BACKGROUND;
      const known = seasonal + BACKGROUND;
      for (let f = 0; f < FIELDS; f++) {
        const total = knownEverywhere(f) ? everywhere : known;
        values[base + f] = (values[base + f] as number) + (sums[f] as number) / total;
      }
    }
    state.taken[node] = p + 1;
  }
}

/** The fields a city spreads: all of them where its whole seasons are known, else those every city knows. */
const ALL_FIELDS = Int32Array.from({ length: FIELDS }, (_, f) => f);
const EVERYWHERE_FIELDS = ALL_FIELDS.filter(knownEverywhere);

function unitVector(lat: number, lon: number): [number, number, number] {
  const phi = (lat * Math.PI) / 180;
  const lambda = (lon * Math.PI) / 180;
  return [Math.cos(phi) * Math.cos(lambda), Math.cos(phi) * Math.sin(lambda), Math.sin(phi)];
}
