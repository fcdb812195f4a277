import { colderKind } from '@shared/precipitation-type';
import type { PrecipType, SurfaceWeather } from '@service/atmosphere/atmosphere';
import { periodRate } from '@service/atmosphere/index';
import type { WeatherAt } from './sampler';
import { hourMs, quarterHourMs } from './time-steps';

/** Centimetres of fresh snow per millimetre of water: about 1 for snow, half of it for wet sleet. */
const snowCmPerWaterMm: Record<PrecipType, number> = { rain: 0, sleet: 0.5, snow: 1 };

export function snowRate(weather: SurfaceWeather): number {
  return weather.precipRate * snowCmPerWaterMm[weather.precipType];
}

/** The weather over a period, sampled every quarter hour. */
export interface PeriodSummary {
  /** From the period's start to its end inclusive: what extremes are taken over. */
  samples: SurfaceWeather[];
  /** The samples that end each quarter hour of the period (all but the start): what totals are made of. */
  quarters: SurfaceWeather[];
  /** Liquid water over the period, mm. */
  waterMm: number;
  /** Fresh snow over the period, cm. */
  snowCm: number;
  /**
   * The period's weather as one symbol should describe it: the rate while it precipitated (none
   * when the total is under a trace, so the symbol agrees with the total shown beside it), the type
   * of the wettest moment and the highest thunder chance; the sky as at the end, so that the
   * symbol agrees with the cloudiness shown beside it.
   */
  weather: SurfaceWeather;
}

/**
 * The integral of a quantity per hour over samples a quarter hour apart, each sample standing for
 * the quarter hour that ends at it, as a 15-minute step does. An hour's total is therefore the
 * mean of the four 15-minute values in it, and totals of adjoining periods add up exactly.
 */
export function integrateHourly(quarters: readonly SurfaceWeather[], perHour: (weather: SurfaceWeather) => number): number {
  return quarters.reduce((total, weather) => total + perHour(weather) * (quarterHourMs / hourMs), 0);
}

/**
 * `base` with some fields replaced. The snow depth is read (and written) through to `base` rather
 * than copied, so its lazily worked out value is not computed unless someone asks for it; the other
 * fields are copied. (Not `Object.create(base)`: making every sample a prototype, and reading
 * through prototype chains, cost more than a forecast's weather itself.)
 */
export function overlay(base: SurfaceWeather, changes: Partial<SurfaceWeather>): SurfaceWeather {
  return Object.assign(new Overlaid(base), changes);
}

class Overlaid implements SurfaceWeather {
  readonly #base: SurfaceWeather;
  temperature: number;
  dewPoint: number;
  relHumidity: number;
  pressure: number;
  windSpeed: number;
  windGust: number;
  windDir: number;
  cloudiness: number;
  precipRate: number;
  precipType: PrecipType;
  thunderProb: number;
  visibility: number;
  uvIndex: number;
  solarRadiation: number;
  sunAltitude: number;

  constructor(base: SurfaceWeather) {
    this.#base = base;
    this.temperature = base.temperature;
    this.dewPoint = base.dewPoint;
    this.relHumidity = base.relHumidity;
    this.pressure = base.pressure;
    this.windSpeed = base.windSpeed;
    this.windGust = base.windGust;
    this.windDir = base.windDir;
    this.cloudiness = base.cloudiness;
    this.precipRate = base.precipRate;
    this.precipType = base.precipType;
    this.thunderProb = base.thunderProb;
    this.visibility = base.visibility;
    this.uvIndex = base.uvIndex;
    this.solarRadiation = base.solarRadiation;
    this.sunAltitude = base.sunAltitude;
  }

  get snowDepth(): number {
    return this.#base.snowDepth;
  }

  set snowDepth(value: number) {
    this.#base.snowDepth = value;
  }
}

/** Summarises the weather over the period from `startMs` to `endMs` (a whole number of quarter hours). */
export function summarizePeriod(weatherAt: WeatherAt, startMs: number, endMs: number): PeriodSummary {
  const samples: SurfaceWeather[] = [];
  for (let at = startMs; at <= endMs; at += quarterHourMs) samples.push(weatherAt(at));
  const quarters = samples.slice(1);
  const end = weatherAt(endMs);
  const waterMm = integrateHourly(quarters, (weather) => weather.precipRate);
  const wetHours = integrateHourly(quarters, (weather) => (weather.precipRate > 0 ? 1 : 0));
  const wettest = quarters.reduce((best, weather) => (weather.precipRate > best.precipRate ? weather : best), end);
  return {
    samples,
    quarters,
    waterMm,
    snowCm: integrateHourly(quarters, snowRate),
    weather: overlay(end, {
      precipRate: quarters.length > 0 ? periodRate(waterMm, wetHours) : end.precipRate,
      precipType: wettest.precipType,
      thunderProb: Math.max(end.thunderProb, ...quarters.map((weather) => weather.thunderProb)),
    }),
  };
}

/**
 * The weather a step's symbol and type describe: the period's, but no warmer a type than the air at
 * the step's time allows, since the step shows that temperature beside them (an hour of rain that
 * turns to snow as it freezes is shown as snow, never as rain beside a frost).
 */
export function stepWeather(period: PeriodSummary): SurfaceWeather {
  const end = period.samples.at(-1);
  if (end === undefined) return period.weather;
  return overlay(period.weather, { precipType: colderKind(period.weather.precipType, end.precipType) });
}
