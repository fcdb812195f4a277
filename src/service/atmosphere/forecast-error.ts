import { FlowLayer, KM_PER_DEGREE } from './flow';
import { hash4 } from './noise';
import type { Perturbation } from './perturbation';

const HOUR_MS = 3_600_000;
const RUN_HOURS = 6;
const RUN_DELAY_HOURS = 3;
const POSITION = 0x4001;
const AMOUNT = 0x4002;
const POSITION_CELL_KM = 2500;
const AMOUNT_CELL_KM = 1800;
/** A unit-variance noise field's slope, times its cell size, has about this standard deviation. */
const SLOPE_STD = 2.4;

/** The temperature forecast error's standard deviation never grows beyond this, °C. */
const MAX_TEMPERATURE_SPREAD = 4;
/** After this many hours a forecast has no skill left beyond the climate's. */
const PREDICTABILITY_HOURS = 240;

/**
 * The share of the climate's own variance the forecast error has reached at a lead time in hours:
 * 0 at the run, growing in proportion to the lead (errors grow like a random walk), 1 once the
 * forecast knows no more than the climate does.
 */
export function lostSkill(leadHours: number): number {
  return Math.min(1, Math.max(0, leadHours) / PREDICTABILITY_HOURS);
}

/**
 * One standard deviation of the temperature forecast error (°C) at a lead time in hours, where the
 * day-to-day temperatures vary by `swing` (their standard deviation, °C): a growing share of the
 * climate's own swings, so a tropical island's forecast stays within a degree while a continental
 * winter's spreads to several.
 */
export function temperatureSpread(leadHours: number, swing: number): number {
  return Math.min(MAX_TEMPERATURE_SPREAD, swing * Math.sqrt(lostSkill(leadHours)));
}

/** One standard deviation of the relative error of forecast precipitation amounts. */
export function precipitationSpread(leadHours: number): number {
  return Math.min(1.2, 0.2 * Math.sqrt(Math.max(0, leadHours) / 6));
}

/** One standard deviation of the additive error of the forecast precipitation signal (in its standard deviations). */
export function precipSignalError(leadHours: number): number {
  return 0.45 * Math.min(1.3, Math.sqrt(Math.max(0, leadHours) / 240));
}

/** Uncertainty of the forecast precipitation signal (in its standard deviations), for probabilities. */
export function signalSpread(leadHours: number): number {
  return 0.1 + 0.9 * Math.min(1, Math.sqrt(Math.max(0, leadHours) / 120));
}

/** The latest model run available at `now`: runs every 6 h (00, 06, 12, 18 UTC), out 3 h later. */
export function latestRunTime(nowMs: number): number {
  const step = RUN_HOURS * HOUR_MS;
  return Math.floor((nowMs - RUN_DELAY_HOURS * HOUR_MS) / step) * step;
}

/**
 * The errors of a model run: smooth in space and in valid time, fixed for a given seed and run,
 * zero at the run's own time and growing with lead time. Weather systems are displaced and
 * mistimed (so rain arrives early or late, or misses), temperature drifts, and precipitation
 * and cloud amounts are biased.
 */
export class ForecastErrors {
  private readonly seed: number;
  private readonly layer = new FlowLayer(48);
  private readonly position = new Float64Array(3);
  private readonly amount = new Float64Array(3);

  constructor(seed: number) {
    this.seed = seed;
  }

  /** Fills `out` with the error of the run issued at `issuedMs` at a place and valid time. */
  at(lat: number, lon: number, validMs: number, issuedMs: number, out: Perturbation): Perturbation {
    const lead = (validMs - issuedMs) / HOUR_MS;
    if (lead <= 0) {
      out.lat = 0;
      out.lon = 0;
      out.hours = 0;
      out.temperature = 0;
      out.leadHours = 0;
      out.precipSignal = 0;
      out.cloudSignal = 0;
      return out;
    }
    const growth = Math.min(1.3, Math.sqrt(lead / 240));
    const runSeed = hash4(this.seed, Math.floor(issuedMs / HOUR_MS), 0x5eed, 0) | 0;
    this.layer.place(lat, lon, validMs / HOUR_MS, 0, 0);
    this.layer.noiseWithSlope(runSeed, POSITION, POSITION_CELL_KM, this.position);
    this.layer.noiseWithSlope(runSeed, AMOUNT, AMOUNT_CELL_KM, this.amount);
    const p = this.position;
    const a = this.amount;
    const displacementKm = 420 * Math.pow(growth, 1.5);
    const eastward = ((p[1] as number) * POSITION_CELL_KM) / SLOPE_STD;
    const northward = ((p[2] as number) * POSITION_CELL_KM) / SLOPE_STD;
    out.lat = (displacementKm * northward) / KM_PER_DEGREE;
    out.lon = (displacementKm * eastward) / (KM_PER_DEGREE * Math.max(0.2, Math.cos((lat * Math.PI) / 180)));
    out.hours = (8 * growth * growth * (a[2] as number) * AMOUNT_CELL_KM) / SLOPE_STD;
    out.temperature = 0.75 * (p[0] as number);
    out.leadHours = lead;
    out.precipSignal = precipSignalError(lead) * (a[0] as number);
    out.cloudSignal = (0.6 * growth * (a[1] as number) * AMOUNT_CELL_KM) / SLOPE_STD;
    return out;
  }
}
