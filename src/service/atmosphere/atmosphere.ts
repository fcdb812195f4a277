/**
 * The one synthetic atmosphere behind every product. Everything is a pure function of
 * (seed, place, time), so point forecasts, observations, nowcasts and map tiles agree wherever
 * they meet, and a fixed seed and clock give the same answers on every run.
 *
 * Units are SI and metric throughout; products convert at the edge.
 */
// Relative, not @shared: the place data's preparer (scripts/ensure-places.mjs) follows relative imports only.
import type { PrecipitationKind } from '../../shared/precipitation-type';

/** What falls, by the app's and the service's one rule (`@shared/precipitation-type`). */
export type PrecipType = PrecipitationKind;

export interface SurfaceWeather {
  /** °C at 2 m. */
  temperature: number;
  /** °C; never above temperature. */
  dewPoint: number;
  /** %, 0..100. */
  relHumidity: number;
  /** hPa at sea level. */
  pressure: number;
  /** m/s at 10 m. */
  windSpeed: number;
  /** m/s; never below windSpeed. */
  windGust: number;
  /** Degrees, 0..360, where the wind blows from. */
  windDir: number;
  /** %, 0..100. */
  cloudiness: number;
  /** mm/h of liquid water equivalent; 0 when dry. */
  precipRate: number;
  /** What falls (or would fall) at this temperature: rain, sleet or snow. */
  precipType: PrecipType;
  /** %, chance of thunder nearby. */
  thunderProb: number;
  /** m. */
  visibility: number;
  /** UV index from sun elevation and cloud; 0 at night. */
  uvIndex: number;
  /** W/m² reaching a level surface; 0 at night. */
  solarRadiation: number;
  /** cm of snow lying on the ground, accumulated and melted over the preceding days. */
  snowDepth: number;
  /** Degrees above the horizon; negative at night. */
  sunAltitude: number;
}

export interface Point {
  lat: number;
  lon: number;
}

export interface Atmosphere {
  /** Ground elevation in metres (0 over the sea), the default altitude for every sample. */
  elevation(point: Point): number;
  /** What really happens: observations, current conditions, radar and satellite see this. */
  observed(point: Point, at: Date, altitude?: number): SurfaceWeather;
  /**
   * What the model run issued at `issuedAt` predicts for `validAt`. The error against
   * `observed` grows with lead time and is zero for validAt <= issuedAt.
   */
  forecast(point: Point, validAt: Date, issuedAt: Date, altitude?: number): SurfaceWeather;
  /** Probability (%) of measurable precipitation over `periodHours` ending at validAt, as forecast. */
  precipProbability(point: Point, validAt: Date, issuedAt: Date, periodHours: number): number;
  /**
   * One standard deviation of the forecast error at this lead, for a place and valid time:
   * temperature (°C, a growing share of the climate's own day-to-day swing there) and precipitation
   * (fraction); and `lostSkill`, the share of the climate's variance the error has reached (0 at
   * the run, 1 when the forecast knows no more than the climate).
   */
  spread(point: Point, validAt: Date, leadHours: number): { temperature: number; precipFraction: number; lostSkill: number };
  /** The latest model run at or before `now` (runs every 6 hours, available 3 hours after nominal time). */
  latestRun(now: Date): Date;
  /** 1991-2020 style monthly normals at a place (month 1..12) and altitude (the ground's by default), in °C and mm. */
  monthlyNormals(point: Point, month: number, altitude?: number): MonthlyNormals;
}

export interface MonthlyNormals {
  dayMaxTemp: number;
  dayMinTemp: number;
  dayAvgTemp: number;
  precipSum: number;
  rainDays: number;
  frostDays: number;
  /** null away from the sea. */
  seaSurfaceTemp: number | null;
}
