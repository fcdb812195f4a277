import type { Atmosphere, MonthlyNormals, Point, SurfaceWeather } from './atmosphere';
import {
  ForecastErrors,
  latestRunTime,
  lostSkill,
  precipitationSpread,
  signalSpread,
  temperatureSpread,
} from './forecast-error';
import { lazyRainDays, monthlyNormalsOf } from './normals';
import { noPerturbation, type Perturbation } from './perturbation';
import { SnowModel } from './snow';
import { normalCdf } from './statistics';
import { WeatherSampler } from './weather';

export { feelsLike } from './moisture';
export { periodRate, symbolCode } from './symbol';

const HOUR_MS = 3_600_000;
const NORMALS_CACHE_LIMIT = 5000;
const PROBABILITY_STEP_MS = 30 * 60_000;
const EARLIER_STEP_MS = 3 * HOUR_MS;
const DAY_MS = 24 * HOUR_MS;
/** Probabilities look back over at most this many hours (ten days: the longest forecast). */
const MAX_PROBABILITY_HOURS = 240;

/**
 * The synthetic atmosphere for a seed: a pure function of (seed, place, time). Calls are cheap
 * (a few microseconds) except the first snow depth read at a new place and day, which integrates
 * the preceding month once and is then cached.
 */
export function createAtmosphere(seed: number): Atmosphere {
  const sampler = new WeatherSampler(seed);
  const errors = new ForecastErrors(seed);
  const snow = new SnowModel(new WeatherSampler(seed), new ForecastErrors(seed));
  const truth: Perturbation = noPerturbation();
  const error: Perturbation = noPerturbation();
  const normals = new Map<string, MonthlyNormals>();
  const excesses = new ExcessMemo();

  function sample(point: Point, timeMs: number, altitude: number | undefined, issuedMs: number | null): SurfaceWeather {
    const lat = clampLatitude(point.lat);
    const lon = wrapLongitude(point.lon);
    const perturbation = issuedMs === null ? truth : errors.at(lat, lon, timeMs, issuedMs, error);
    const s = sampler.evaluate(lat, lon, timeMs, altitude, perturbation);
    excesses.offer(lat, lon, issuedMs ?? TRUTH, timeMs, s.signal - s.threshold);
    const at = s.altitude;
    let depth: number | undefined;
    return {
      temperature: s.temperature,
      dewPoint: s.dewPoint,
      relHumidity: s.relHumidity,
      pressure: s.pressure,
      windSpeed: s.windSpeed,
      windGust: s.windGust,
      windDir: windDirection(s.windU, s.windV),
      cloudiness: s.cloudiness,
      precipRate: s.precipRate,
      precipType: s.precipType,
      thunderProb: s.thunderProb,
      visibility: s.visibility,
      uvIndex: s.uvIndex,
      solarRadiation: s.solarRadiation,
      sunAltitude: (Math.asin(Math.max(-1, Math.min(1, s.sinSun))) * 180) / Math.PI,
      // Worked out on first read: most products (and every map tile but one) never ask for it.
      get snowDepth(): number {
        depth ??=
          issuedMs === null ? snow.observed(lat, lon, at, timeMs) : snow.forecast(lat, lon, at, timeMs, issuedMs);
        return depth;
      },
      set snowDepth(value: number) {
        depth = value;
      },
    };
  }

  return {
    elevation: (point) => sampler.ground(clampLatitude(point.lat), wrapLongitude(point.lon)),

    observed: (point, at, altitude) => sample(point, at.getTime(), altitude, null),

    forecast(point, validAt, issuedAt, altitude) {
      const valid = validAt.getTime();
      const issued = issuedAt.getTime();
      return sample(point, valid, altitude, valid <= issued ? null : issued);
    },

    precipProbability(point, validAt, issuedAt, periodHours) {
      const lat = clampLatitude(point.lat);
      const lon = wrapLongitude(point.lon);
      const valid = validAt.getTime();
      const issued = issuedAt.getTime();
      // Half-hourly samples back from the valid time over the last day, three-hourly before that:
      // a longer period always contains a shorter one's samples.
      const hours = Math.min(MAX_PROBABILITY_HOURS, Math.max(0, periodHours));
      const recent = 1 + Math.min(48, Math.ceil(hours * 2));
      const earlier = Math.max(0, Math.ceil((hours - 24) / 3));
      let excess = Number.NEGATIVE_INFINITY;
      excesses.keepFor(lat, lon);
      for (let k = 0; k < recent + earlier; k++) {
        const t = k < recent ? valid - k * PROBABILITY_STEP_MS : valid - DAY_MS - (k - recent + 1) * EARLIER_STEP_MS;
        // Up to the run's own time its error is nil: the truth, as sample() keys it.
        const run = t <= issued ? TRUTH : issued;
        let sampled = excesses.get(run, t);
        if (sampled === undefined) {
          const perturbation = errors.at(lat, lon, t, issued, error);
          const s = sampler.evaluatePrecipitation(lat, lon, t, perturbation);
          sampled = s.signal - s.threshold;
          excesses.offer(lat, lon, run, t, sampled);
        }
        excess = Math.max(excess, sampled);
      }
      const lead = (valid - issued) / HOUR_MS;
      if (lead <= 0) return excess > 0 ? 100 : 0;
      return 100 * normalCdf(excess / signalSpread(lead));
    },

    spread: (point, validAt, leadHours) => ({
      temperature: temperatureSpread(
        leadHours,
        sampler.temperatureSwing(clampLatitude(point.lat), wrapLongitude(point.lon), validAt.getTime()),
      ),
      precipFraction: precipitationSpread(leadHours),
      lostSkill: lostSkill(leadHours),
    }),

    latestRun: (now) => new Date(latestRunTime(now.getTime())),

    monthlyNormals(point, month, altitude) {
      if (!Number.isInteger(month) || month < 1 || month > 12) throw new RangeError(`month ${month} is not 1..12`);
      const lat = clampLatitude(point.lat);
      const lon = wrapLongitude(point.lon);
      const key = `${lat.toFixed(3)},${lon.toFixed(3)},${month},${altitude ?? ''}`;
      let found = normals.get(key);
      if (found === undefined) {
        found = monthlyNormalsOf(sampler, { lat, lon }, month, altitude);
        if (normals.size >= NORMALS_CACHE_LIMIT) normals.clear();
        normals.set(key, found);
      }
      // A copy, so callers cannot change the cache, that still counts rain days only when asked.
      const cached = found;
      const { dayMaxTemp, dayMinTemp, dayAvgTemp, precipSum, frostDays, seaSurfaceTemp } = cached;
      return lazyRainDays({ dayMaxTemp, dayMinTemp, dayAvgTemp, precipSum, frostDays, seaSurfaceTemp }, () => cached.rainDays);
    },
  };
}

/** The run key of the truth (no forecast error) in ExcessMemo: no model run is issued at -∞. */
const TRUTH = Number.NEGATIVE_INFINITY;
/** Instants an ExcessMemo keeps at most before it starts afresh. */
const EXCESS_MEMO_LIMIT = 20_000;

/**
 * How far the precipitation signal exceeds its threshold, by model run and instant, at the place
 * precipitation chances were last asked for. A forecast samples its instants every quarter hour
 * and then asks for chances over each step's period (every half hour back, periods overlapping),
 * so the same instants come round again: sample() works the excess out anyway and offers it here,
 * and precipProbability() evaluates only what is not known. The excess does not depend on the
 * altitude, so one entry serves every altitude.
 */
class ExcessMemo {
  private lat = Number.NaN;
  private lon = Number.NaN;
  private active = false;
  private size = 0;
  private readonly byRun = new Map<number, Map<number, number>>();

  /** Keeps the memo for this place, forgetting another's. */
  keepFor(lat: number, lon: number): void {
    if (this.holds(lat, lon)) return;
    this.byRun.clear();
    this.size = 0;
    this.lat = lat;
    this.lon = lon;
    this.active = true;
  }

  get(run: number, timeMs: number): number | undefined {
    return this.byRun.get(run)?.get(timeMs);
  }

  /** Remembers an excess if it is for the memo's place (other places' samples cost a comparison). */
  offer(lat: number, lon: number, run: number, timeMs: number, excess: number): void {
    if (!this.holds(lat, lon)) return;
    if (this.size >= EXCESS_MEMO_LIMIT) {
      this.byRun.clear();
      this.size = 0;
    }
    let byTime = this.byRun.get(run);
    if (byTime === undefined) {
      byTime = new Map();
      this.byRun.set(run, byTime);
    }
    if (!byTime.has(timeMs)) this.size++;
    byTime.set(timeMs, excess);
  }

  private holds(lat: number, lon: number): boolean {
    return this.active && Object.is(lat, this.lat) && Object.is(lon, this.lon);
  }
}

/** Meteorological wind direction: where the wind blows from, degrees clockwise from north, 0..360. */
function windDirection(u: number, v: number): number {
  if (u === 0 && v === 0) return 0;
  const degrees = (Math.atan2(-u, -v) * 180) / Math.PI;
  return degrees < 0 ? degrees + 360 : degrees;
}

function clampLatitude(lat: number): number {
  return Math.max(-90, Math.min(90, lat));
}

function wrapLongitude(lon: number): number {
  const wrapped = ((((lon + 180) % 360) + 360) % 360) - 180;
  return wrapped;
}
