import { dailyMeanOn, dayOfYear, type Climate } from './climate';
import { insolationShare } from './climate-normals';
import type { ForecastErrors } from './forecast-error';
import { noPerturbation, type Perturbation } from './perturbation';
import { normalCdf } from './statistics';
import { skewShift } from './temperature-shape';
import type { WeatherSampler } from './weather';

/**
 * Snow on the ground from a degree-day model that keeps the pack's water and its depth: snowfall
 * when the day is cold (1 mm of water makes 1 cm of fresh snow), settling toward the density of
 * an old pack (fast near the melting point), and melt per degree-day above 0 °C that grows with
 * the season's sunshine (little in the dark midwinter of the north, much under a spring sun; the
 * afternoon's warmth counts, so a sunny day below freezing on average still melts a thin pack)
 * plus some by rain. The last WINDOW_DAYS are integrated in daily steps from the weather
 * itself: a month, so that a midwinter pack is built by the weather rather than by the
 * climatological expectation the chain starts from (an average of snowfall and melt that
 * underestimates how snow survives between thaws). Two chains started a day apart are blended
 * through the day so the depth changes smoothly across midnight. Results are cached per 0.1°
 * cell, 25 m of altitude and UTC day (forecasts per cell and model run).
 */
const WINDOW_DAYS = 30;
const STEP_HOURS = 24;
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** mm of water melted per degree-day above freezing: more with the season's sunshine (0..1). */
const MELT = 0.5;
const SUNNY_MELT = 5;
/** mm of water melted per mm of rain falling on the pack (the mild, moist air that brings it). */
const RAIN_MELT = 0.25;
/** cm of depth per mm of water: fresh snow (density 0.1) and a settled pack (density 0.3). */
const FRESH_DEPTH = 1;
const SETTLED_DEPTH = 1 / 3;
/** Daily mean temperature (°C) above which nothing falls as snow; all does 2.5 °C below it. */
const SNOW_EDGE = 2;
/** Share of the way from fresh toward settled density that a pack goes in a day: slow in deep cold, faster near the melting point. */
const COLD_SETTLING = 0.04;
const MILD_SETTLING = 0.15;
const MAX_DEPTH = 400;
const LAPSE_RATE = 0.0065;
const CACHE_LIMIT = 200_000;
const FORECAST_STEPS = 17;
/** Sea water colder than this (°C) is taken to be ice that snow can lie on. */
const FREEZING_SEA = -1;
/**
 * The climatological start melts with only this share of the day-to-day temperature spread:
 * expected melt taken over every thaw, snow or no snow, would leave too little of the pack that
 * really survives between thaws.
 */
const START_SPREAD = 0.5;
/** A pack is [water mm, depth cm]. */
const WATER = 0;
const DEPTH = 1;

function snowShare(temperature: number): number {
  return Math.max(0, Math.min(1, (SNOW_EDGE - temperature) / 2.5));
}

function settling(temperature: number): number {
  const mildness = Math.max(0, Math.min(1, (temperature + 15) / 15));
  return COLD_SETTLING + (MILD_SETTLING - COLD_SETTLING) * mildness;
}

/** The mean of max(0, T) over a day whose temperature swings sinusoidally by ±amplitude around `mean`. */
function positiveDegrees(mean: number, amplitude: number): number {
  if (mean >= amplitude) return mean;
  if (mean <= -amplitude) return 0;
  const x = mean / amplitude;
  return (amplitude * (Math.sqrt(1 - x * x) + x * Math.acos(-x))) / Math.PI;
}

/** Half the day's expected temperature range: cloud and the season's sunshine shrink it. */
function diurnalAmplitude(climate: Climate, sunshine: number): number {
  return (climate.diurnalRange * (1 - 0.55 * climate.cloud) * sunshine) / 2;
}

/**
 * Moves a pack ([water mm, depth cm] at `offset` of `pack`) on by a step of weather; `sunshine`
 * is the season's share of full insolation at the place.
 */
function advance(
  pack: Float64Array,
  offset: number,
  temperature: number,
  sunshine: number,
  amplitude: number,
  precipMm: number,
  hours: number,
): void {
  const snow = snowShare(temperature);
  const fresh = precipMm * snow;
  const water = (pack[offset + WATER] as number) + fresh;
  let depth = (pack[offset + DEPTH] as number) + fresh * FRESH_DEPTH;
  if (water <= 0) {
    pack[offset + WATER] = 0;
    pack[offset + DEPTH] = 0;
    return;
  }
  const settled = water * SETTLED_DEPTH;
  if (depth > settled) depth -= ((depth - settled) * Math.min(1, (settling(temperature) * hours) / 24));
  const degreeDays = (positiveDegrees(temperature, amplitude) * hours) / 24;
  const melt = (MELT + SUNNY_MELT * sunshine) * degreeDays + RAIN_MELT * precipMm * (1 - snow);
  const left = Math.max(0, water - melt);
  pack[offset + WATER] = left;
  pack[offset + DEPTH] = Math.min(MAX_DEPTH, (depth * left) / water);
}

/** The expected water in the pack (mm) on a day from the climate alone, integrating the preceding 240 days. */
function climatologicalWater(climate: Climate, lat: number, altitude: number, dayMs: number): number {
  const sigma = Math.max(0.5, climate.anomalyStd);
  const precipPerStep = climate.precipPerDay * 8;
  let water = 0;
  for (let back = 240; back > 0; back -= 8) {
    const day = dayOfYear(dayMs - back * DAY_MS);
    const seaLevel = dailyMeanOn(climate, day);
    const t = seaLevel - LAPSE_RATE * altitude + skewShift(sigma, seaLevel - LAPSE_RATE * altitude, climate.continentality);
    const snowfall = precipPerStep * normalCdf((SNOW_EDGE - 1.25 - t) / sigma);
    // Day-to-day anomalies and the diurnal swing together: a sinusoid of amplitude A has variance A²/2.
    const sunshine = insolationShare(lat, day);
    const amplitude = diurnalAmplitude(climate, sunshine);
    const spread = Math.sqrt((START_SPREAD * sigma) ** 2 + (amplitude * amplitude) / 2);
    const z = t / spread;
    const density = Math.exp(-0.5 * z * z) / Math.sqrt(2 * Math.PI);
    const warmth = spread * density + t * normalCdf(z);
    water = Math.max(0, water + snowfall - (MELT + SUNNY_MELT * sunshine) * 8 * warmth);
  }
  return Math.min(MAX_DEPTH / SETTLED_DEPTH, water);
}

export class SnowModel {
  private readonly sampler: WeatherSampler;
  private readonly errors: ForecastErrors;
  private readonly observedCache = new Map<number, Float64Array>();
  private readonly forecastCache = new Map<number, Float64Array>();
  private readonly error: Perturbation = noPerturbation();
  private readonly none: Perturbation = noPerturbation();
  private readonly pack = new Float64Array(2);

  constructor(sampler: WeatherSampler, errors: ForecastErrors) {
    this.sampler = sampler;
    this.errors = errors;
  }

  /** Observed snow depth (cm) at a place, altitude (m) and instant. */
  observed(lat: number, lon: number, altitude: number, timeMs: number): number {
    return this.observedPack(cellOf(lat, lon, altitude), timeMs)[DEPTH] as number;
  }

  /** Snow depth forecast by the run issued at `issuedMs` for `validMs`. */
  forecast(lat: number, lon: number, altitude: number, validMs: number, issuedMs: number): number {
    if (validMs <= issuedMs) return this.observed(lat, lon, altitude, validMs);
    const cell = cellOf(lat, lon, altitude);
    const run = Math.floor(issuedMs / HOUR_MS);
    const key = cell.key * 1_048_576 + (run & 0xfffff);
    // [water, depth] after each step; NaN until worked out.
    let states = this.forecastCache.get(key);
    if (states === undefined) {
      states = new Float64Array(2 * (FORECAST_STEPS + 1)).fill(Number.NaN);
      states.set(this.observedPack(cell, issuedMs), 0);
      remember(this.forecastCache, key, states);
    }
    const position = Math.min(FORECAST_STEPS, (validMs - issuedMs) / (STEP_HOURS * HOUR_MS));
    const step = Math.min(FORECAST_STEPS - 1, Math.floor(position));
    for (let j = 1; j <= step + 1; j++) {
      if (!Number.isNaN(states[2 * j] as number)) continue;
      const middle = issuedMs + (j - 0.5) * STEP_HOURS * HOUR_MS;
      this.errors.at(cell.lat, cell.lon, middle, issuedMs, this.error);
      const w = this.sampler.evaluateDaily(cell.lat, cell.lon, middle, cell.altitude, this.error);
      states.copyWithin(2 * j, 2 * (j - 1), 2 * j);
      if (holdsSnow(w.climate)) {
        const sunshine = insolationShare(cell.lat, dayOfYear(middle));
        const amplitude = diurnalAmplitude(w.climate, sunshine);
        advance(states, 2 * j, w.dailyTemperature, sunshine, amplitude, w.precipRate * STEP_HOURS, STEP_HOURS);
      } else {
        states.fill(0, 2 * j, 2 * j + 2);
      }
    }
    const f = position - step;
    return (states[2 * step + DEPTH] as number) * (1 - f) + (states[2 * step + 2 + DEPTH] as number) * f;
  }

  /** The observed pack, [water mm, depth cm], in a cell at an instant (a shared scratch array). */
  private observedPack(cell: Cell, timeMs: number): Float64Array {
    const day = Math.floor(timeMs / DAY_MS);
    const key = cell.key * 65536 + (day & 0xffff);
    let chains = this.observedCache.get(key);
    if (chains === undefined) {
      chains = this.integrateChains(cell, day);
      remember(this.observedCache, key, chains);
    }
    const f = timeMs / DAY_MS - day;
    for (let k = 0; k < 2; k++) {
      const a = (chains[k] as number) + f * ((chains[2 + k] as number) - (chains[k] as number));
      const b = (chains[4 + k] as number) + f * ((chains[6 + k] as number) - (chains[4 + k] as number));
      this.pack[k] = (1 - f) * a + f * b;
    }
    return this.pack;
  }

  /**
   * Chain a starts WINDOW_DAYS before `day`, chain b a day later (where the next day's chain a
   * starts): [a at the start of the day, a at its end, b at the start, b at the end], each a
   * [water, depth] pair.
   */
  private integrateChains(cell: Cell, day: number): Float64Array {
    const first = (day - WINDOW_DAYS) * DAY_MS;
    const climate = this.sampler.evaluateDaily(cell.lat, cell.lon, first, cell.altitude, this.none).climate;
    const chains = new Float64Array(8);
    if (!holdsSnow(climate)) return chains;
    const a = climatologicalWater(climate, cell.lat, cell.altitude, first);
    const b = climatologicalWater(climate, cell.lat, cell.altitude, first + DAY_MS);
    if (a === 0 && b === 0 && tooWarmForSnow(climate, cell.altitude, first)) return chains;
    // An old pack has settled.
    const packs = Float64Array.of(a, a * SETTLED_DEPTH, b, b * SETTLED_DEPTH);
    for (let d = day - WINDOW_DAYS; d <= day; d++) {
      if (d === day) {
        chains.set(packs.subarray(0, 2), 0);
        chains.set(packs.subarray(2, 4), 4);
      }
      const middle = (d + 0.5) * DAY_MS;
      const w = this.sampler.continueDaily(cell.lat, cell.lon, middle, this.none);
      const precip = w.precipRate * STEP_HOURS;
      const sunshine = insolationShare(cell.lat, dayOfYear(middle));
      const amplitude = diurnalAmplitude(w.climate, sunshine);
      advance(packs, 0, w.dailyTemperature, sunshine, amplitude, precip, STEP_HOURS);
      if (d > day - WINDOW_DAYS) advance(packs, 2, w.dailyTemperature, sunshine, amplitude, precip, STEP_HOURS);
    }
    chains.set(packs.subarray(0, 2), 2);
    chains.set(packs.subarray(2, 4), 6);
    return chains;
  }
}

/** Land, or sea cold enough to freeze over: open water holds no snow. */
function holdsSnow(climate: Climate): boolean {
  return climate.geography.land >= 0.5 || climate.seaTemperature <= FREEZING_SEA;
}

/** Whether even an unusually cold spell over the whole window from `startMs` stays well above freezing. */
function tooWarmForSnow(climate: Climate, altitude: number, startMs: number): boolean {
  const margin = 2 + 3 * climate.anomalyStd;
  for (let d = 0; d <= WINDOW_DAYS + 1; d += 3) {
    if (dailyMeanOn(climate, dayOfYear(startMs + d * DAY_MS)) - LAPSE_RATE * altitude < margin) return false;
  }
  return true;
}

interface Cell {
  key: number;
  lat: number;
  lon: number;
  altitude: number;
}

function cellOf(lat: number, lon: number, altitude: number): Cell {
  const row = Math.round((lat + 90) * 10);
  const column = (((Math.round((lon + 180) * 10)) % 3600) + 3600) % 3600;
  const level = Math.max(0, Math.min(511, Math.round(altitude / 25) + 40));
  return {
    key: (row * 3600 + column) * 512 + level,
    lat: row / 10 - 90,
    lon: column / 10 - 180,
    altitude: (level - 40) * 25,
  };
}

function remember(cache: Map<number, Float64Array>, key: number, value: Float64Array): void {
  // Values are pure functions of the key, so forgetting them all at once changes nothing but speed.
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, value);
}
