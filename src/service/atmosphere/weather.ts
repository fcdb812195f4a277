import { precipitationKindAt } from '../../shared/precipitation-type';
import type { PrecipType } from './atmosphere';
import { calibrationAt } from './calibration';
import {
  climateOn,
  dailyMeanOn,
  dayOfYear,
  emptyClimate,
  emptyPlaceClimate,
  noCalibration,
  placeClimate,
  type Climate,
} from './climate';
import { FlowLayer, latDegreesPerHour, lonDegreesPerHour, steeringWind } from './flow';
import { smoothstep } from './geography';
import { dewPointFrom, relativeHumidity } from './moisture';
import { precipSignalError, temperatureSpread } from './forecast-error';
import type { Perturbation } from './perturbation';
import { solarRadiation, uvIndex } from './radiation';
import { dayLengthHours, sinSunAltitude, solarHour, sunState } from './solar';
import { INTENSITY_EXPONENT, intensity, levellingExcess, normalCdf, normalQuantile, signalExcess, signalThreshold } from './statistics';
import { diurnalShape, skewedAnomaly } from './temperature-shape';
import { elevationAt } from './terrain';

const DEG = Math.PI / 180;
const HOUR_MS = 3_600_000;
const EARTH_ROTATION = 7.2921e-5;
const AIR_DENSITY = 1.2;
const LAPSE_RATE = 0.0065;

// Salts keep the noise fields independent of one another.
const PRESSURE_BROAD = 0x1001;
const PRESSURE_FINE = 0x1002;
const FRONT = 0x1003;
const AIR_MASS = 0x1005;
const MESO_BROAD = 0x2001;
const MESO_FINE = 0x2002;
const MESO_TEXTURE = 0x2006;
const CLOUD = 0x2003;
const FOG = 0x2004;
const CELLS = 0x3001;

/**
 * Temperature anomalies are mostly air masses that linger for days (a week-long slab, drifting at
 * a third of the steering wind), plus a little from the passing systems themselves: the day-to-day
 * correlation is about 0.7 as observed, and big swings take a change of air mass.
 */
const AIR_MASS_HOURS = 168;
const AIR_MASS_DRIFT = 0.35;
const AIR_MASS_KM = 3000;
/**
 * Weights of the air mass, of warm or cold advection and of the pressure (cloudy lows, clear
 * highs); the scale brings the sum to the climate's standard deviation.
 */
const AIR_MASS_WEIGHT = 0.8;
const ADVECTION_WEIGHT = 0.4;
const PRESSURE_WEIGHT = 0.35;
const ANOMALY_SCALE = 1.065;

/** Frontal bands: where a slowly changing field crosses zero near a low. */
const FRONT_WIDTH = 0.24;
const FRONT_MEAN = 0.07;
const FRONT_STD = 0.19;
/** Standard deviation of the organised cell term (cells are zero-mean noise damped outside rain areas). */
const CELL_STD = 0.72;
const FRONT_WEIGHT = 1.6;
/**
 * Geostrophic winds level off toward this speed (m/s): round the tight curvature of deep lows the
 * real (gradient) wind falls well short of the geostrophic one, and friction grows with it.
 */
const GRADIENT_WIND_CEILING = 40;
/** Cloud cover goes from clear to overcast over this many standard deviations of its signal. */
const CLOUD_SOFTNESS = 0.45;

/** Everything the sampler works out at one place and time, before it becomes SurfaceWeather. */
interface WeatherState {
  climate: Climate;
  ground: number;
  altitude: number;
  sinLat: number;
  cosLat: number;
  sinSun: number;
  pressure: number;
  /** Surface wind components, m/s. */
  windU: number;
  windV: number;
  windSpeed: number;
  windGust: number;
  /** Daily mean temperature at `altitude` with the synoptic anomaly and any forecast error, before the diurnal cycle. */
  dailyTemperature: number;
  temperature: number;
  dewPoint: number;
  relHumidity: number;
  cloudiness: number;
  /** The precipitation signal (about unit variance) and the threshold above which it precipitates. */
  signal: number;
  threshold: number;
  precipRate: number;
  precipType: PrecipType;
  thunderProb: number;
  visibility: number;
  uvIndex: number;
  solarRadiation: number;
}

/**
 * The deterministic weather generator: climate, travelling pressure systems with geostrophic wind,
 * fronts, mesoscale rain areas and convective cells, a diurnal cycle, and the derived quantities.
 * One instance per seed; not re-entrant (it reuses scratch state), which is fine in one thread.
 */
export class WeatherSampler {
  private readonly seed: number;
  private readonly synoptic = new FlowLayer(36);
  private readonly meso = new FlowLayer(6);
  private readonly cells = new FlowLayer(2);
  private readonly airMasses = new FlowLayer(AIR_MASS_HOURS);
  private readonly broad = new Float64Array(3);
  private readonly fine = new Float64Array(3);
  private readonly calibration = noCalibration();
  /** The day-independent part of the climate at the last place evaluated (see PlaceClimate). */
  private readonly place = emptyPlaceClimate();
  private placeKnown = false;
  private groundLat = Number.NaN;
  private groundLon = Number.NaN;
  private groundValue = 0;
  readonly state: WeatherState = {
    climate: emptyClimate(),
    ground: 0,
    altitude: 0,
    sinLat: 0,
    cosLat: 1,
    sinSun: 0,
    pressure: 1013,
    windU: 0,
    windV: 0,
    windSpeed: 0,
    windGust: 0,
    dailyTemperature: 0,
    temperature: 0,
    dewPoint: 0,
    relHumidity: 0,
    cloudiness: 0,
    signal: 0,
    threshold: 0,
    precipRate: 0,
    precipType: 'rain',
    thunderProb: 0,
    visibility: 0,
    uvIndex: 0,
    solarRadiation: 0,
  };
  // Intermediate values shared between the steps of one evaluation.
  private pressureSignal = 0;
  private geostrophicU = 0;
  private geostrophicV = 0;
  private front = 0;
  private humiditySignal = 0;
  private cellField = 0;
  private wetness = 0;
  private knownSignal = 0;
  private residualSignalStd = 1;
  private rateScale = 0;
  /** Excess of the signal (its standard deviations) beyond which the rate levels off. */
  private levelling = Number.POSITIVE_INFINITY;
  /** The forecast signal's standard deviation (1 for the truth; its error adds to it). */
  private widening = 1;
  private mesoWeight = 0;
  private cellWeight = 0;
  private triggerWeight = 0;

  constructor(seed: number) {
    this.seed = seed;
  }

  /** The standard deviation of day-to-day temperatures at a place and time, °C. */
  temperatureSwing(lat: number, lon: number, timeMs: number): number {
    this.prepare(lat, lon, timeMs, undefined);
    return this.state.climate.anomalyStd;
  }

  /** Ground elevation (m), remembered for the last place asked about. */
  ground(lat: number, lon: number): number {
    if (lat !== this.groundLat || lon !== this.groundLon) {
      this.groundValue = elevationAt(this.seed, lat, lon);
      this.groundLat = lat;
      this.groundLon = lon;
    }
    return this.groundValue;
  }

  /** Works out the full weather at a place and time into `state`. */
  evaluate(lat: number, lon: number, timeMs: number, altitude: number | undefined, error: Perturbation): WeatherState {
    this.prepare(lat, lon, timeMs, altitude);
    this.synopticScale(lat, lon, timeMs, error);
    this.airMassTemperature(lat, lon, timeMs, error);
    this.mesoscale(lat, lon, timeMs, error);
    this.surface(lon, timeMs);
    return this.state;
  }

  /**
   * Just the precipitation signal and its threshold (for probabilities and accumulations),
   * skipping temperature, humidity and wind details.
   */
  evaluatePrecipitation(lat: number, lon: number, timeMs: number, error: Perturbation): WeatherState {
    this.prepare(lat, lon, timeMs, undefined);
    this.synopticScale(lat, lon, timeMs, error);
    this.mesoscale(lat, lon, timeMs, error);
    return this.state;
  }

  /**
   * The slowly varying part only: daily mean temperature (with the synoptic anomaly, at `altitude`)
   * and the expected precipitation rate (mm/h) given the large-scale systems, for the snow model.
   */
  evaluateDaily(lat: number, lon: number, timeMs: number, altitude: number, error: Perturbation): WeatherState {
    this.prepare(lat, lon, timeMs, altitude);
    return this.continueDaily(lat, lon, timeMs, error);
  }

  /**
   * evaluateDaily() for another time at the place of the previous call, reusing its climate
   * (only the seasonal temperature moves on): the snow model asks for a month in a row.
   */
  continueDaily(lat: number, lon: number, timeMs: number, error: Perturbation): WeatherState {
    const c = this.state.climate;
    c.dailyMean = dailyMeanOn(c, dayOfYear(timeMs));
    this.synopticScale(lat, lon, timeMs, error);
    this.airMassTemperature(lat, lon, timeMs, error);
    const s = this.state;
    const sigma = this.residualSignalStd;
    // The unknown small-scale part is taken to be distributed like the whole signal, scaled.
    const scale = sigma / this.widening;
    const expected =
      this.rateScale * Math.pow(scale, INTENSITY_EXPONENT) * signalExcess((s.threshold - this.knownSignal) / sigma, this.levelling / scale);
    s.precipRate = expected;
    return s;
  }

  private prepare(lat: number, lon: number, timeMs: number, altitude: number | undefined): void {
    const s = this.state;
    s.ground = this.ground(lat, lon);
    s.altitude = altitude ?? s.ground;
    // A forecast evaluates one place a few hundred times: its calibration, geography and the rest of
    // the climate that does not move with the day are worked out once, when the place changes.
    const place = this.place;
    if (!this.placeKnown || !Object.is(lat, place.lat) || !Object.is(lon, place.lon) || s.ground !== place.ground) {
      placeClimate(lat, lon, s.ground, calibrationAt(lat, lon, this.calibration), place);
      this.placeKnown = true;
    }
    climateOn(place, dayOfYear(timeMs), s.climate);
    const phi = lat * DEG;
    s.sinLat = Math.sin(phi);
    s.cosLat = Math.cos(phi);
    s.sinSun = sinSunAltitude(s.sinLat, s.cosLat, lon, sunState(timeMs));
  }

  /** Pressure systems, geostrophic wind, fronts and the large-scale precipitation signal. */
  private synopticScale(lat: number, lon: number, timeMs: number, error: Perturbation): void {
    const s = this.state;
    const c = s.climate;
    const seed = this.seed;
    const systemLat = Math.max(-89.5, Math.min(89.5, lat + error.lat));
    const systemLon = lon + error.lon;
    const hours = timeMs / HOUR_MS - error.hours;
    const layer = this.synoptic;
    layer.place(systemLat, systemLon, hours, lonDegreesPerHour(steeringWind(systemLat), systemLat), 0);

    layer.noiseWithSlope(seed, PRESSURE_BROAD, 2200, this.broad);
    layer.noiseWithSlope(seed, PRESSURE_FINE, 1000, this.fine);
    const n = ((this.broad[0] as number) + 0.5 * (this.fine[0] as number)) / 1.118;
    const east = ((this.broad[1] as number) + 0.5 * (this.fine[1] as number)) / 1.118;
    const north = ((this.broad[2] as number) + 0.5 * (this.fine[2] as number)) / 1.118;
    // Lows run deeper and tighter than highs.
    const sigma = c.pressureStd;
    this.pressureSignal = n;
    s.pressure = c.pressure + sigma * (n - 0.15 * (n * n - 1));
    const steepness = sigma * Math.max(0.1, 1 - 0.3 * n);
    // hPa/km to Pa/m is a factor of 0.1.
    const dpEast = 0.1 * steepness * east;
    const dpNorth = 0.1 * steepness * north;
    const coriolis = 2 * EARTH_ROTATION * Math.sign(lat || 1) * Math.max(Math.abs(s.sinLat), 0.26);
    const tropics = smoothstep(3, 15, Math.abs(lat));
    const geostrophicU = (tropics * -dpNorth) / (AIR_DENSITY * coriolis);
    const geostrophicV = (tropics * dpEast) / (AIR_DENSITY * coriolis);
    const levelling = Math.pow(1 + (Math.hypot(geostrophicU, geostrophicV) / GRADIENT_WIND_CEILING) ** 4, -0.25);
    this.geostrophicU = geostrophicU * levelling;
    this.geostrophicV = geostrophicV * levelling;

    const frontField = layer.noise(seed, FRONT, 1500) / FRONT_WIDTH;
    this.front = Math.exp(-frontField * frontField) * smoothstep(-0.6, 0.9, -n);

    // The octaves' difference is uncorrelated with the pressure signal: a free moisture anomaly.
    this.humiditySignal = ((this.fine[0] as number) - 0.5 * (this.broad[0] as number)) / 1.118;

    // Precipitation calibration: the signal is about N(0, 1); the climate sets how often it
    // exceeds the threshold and how much falls on average.
    // A forecast's error adds to the signal's variance: its threshold and excess widen alike, so a
    // forecast precipitates as often and as much as the weather does, however far ahead.
    const wetFraction = Math.max(0.0003, Math.min(0.6, c.precipPerDay / (24 * c.rainIntensity)));
    const threshold = signalThreshold(wetFraction);
    this.widening = error.leadHours > 0 ? Math.sqrt(1 + precipSignalError(error.leadHours) ** 2) : 1;
    s.threshold = threshold * this.widening;
    this.levelling = levellingExcess(c.convective);
    this.rateScale = c.precipPerDay / 24 / signalExcess(threshold, this.levelling);
    // Stratiform (pressure, fronts, rain areas) and convective (cells) parts, weighted by the
    // climate's convective share and scaled to unit variance (front and cell terms are narrower).
    const k = c.convective;
    const pressureWeight = (1 - k) * 0.62 + k * 0.35;
    const frontWeight = (1 - k) * FRONT_WEIGHT;
    const mesoWeight = (1 - k) * 0.5 + k * 0.35;
    const cellWeight = k * 0.87;
    const triggerWeight = 0.45 * k * c.geography.land;
    const norm =
      1 /
      Math.sqrt(
        pressureWeight * pressureWeight +
          (frontWeight * FRONT_STD) ** 2 +
          mesoWeight * mesoWeight +
          (cellWeight * CELL_STD) ** 2 +
          0.5 * triggerWeight * triggerWeight,
      );
    this.mesoWeight = mesoWeight * norm;
    this.cellWeight = cellWeight * norm;
    this.triggerWeight = triggerWeight * norm;
    this.knownSignal = norm * (-pressureWeight * n + frontWeight * (this.front - FRONT_MEAN)) + error.precipSignal;
    this.residualSignalStd = Math.sqrt(this.mesoWeight ** 2 + (this.cellWeight * CELL_STD) ** 2) + 0.05;
    s.signal = this.knownSignal;
  }

  /**
   * The day's temperature (before the diurnal cycle) from the air mass overhead, warm or cold
   * advection by the synoptic flow (warm ahead of lows, cold behind them), and the weather's own
   * warmth: mild under winter lows and their cloud, cold under clear winter highs, the other way
   * round in summer. Needs synopticScale() first.
   */
  private airMassTemperature(lat: number, lon: number, timeMs: number, error: Perturbation): void {
    const s = this.state;
    const c = s.climate;
    const systemLat = Math.max(-89.5, Math.min(89.5, lat + error.lat));
    const hours = timeMs / HOUR_MS - error.hours;
    const lonDrift = lonDegreesPerHour(AIR_MASS_DRIFT * steeringWind(systemLat), systemLat);
    this.airMasses.place(systemLat, lon + error.lon, hours, lonDrift, 0);
    const airMass = this.airMasses.noise(this.seed, AIR_MASS, AIR_MASS_KM);
    const poleward = (this.geostrophicV * Math.sign(lat || 1)) / 9;
    const advection = Math.max(-2.5, Math.min(2.5, poleward));
    const anomaly = skewedAnomaly(
      c.anomalyStd *
        (AIR_MASS_WEIGHT * airMass + ADVECTION_WEIGHT * advection - PRESSURE_WEIGHT * c.winterness * this.pressureSignal) *
        ANOMALY_SCALE,
      c.dailyMean - LAPSE_RATE * s.ground,
      c.continentality,
    );
    const forecastError = error.temperature * temperatureSpread(error.leadHours, c.anomalyStd);
    s.dailyTemperature = c.dailyMean + anomaly + forecastError - LAPSE_RATE * s.altitude;
  }

  /** Rain areas and convective cells carried by the wind; precipitation rate. */
  private mesoscale(lat: number, lon: number, timeMs: number, error: Perturbation): void {
    const s = this.state;
    const c = s.climate;
    const seed = this.seed;
    const systemLat = Math.max(-89.5, Math.min(89.5, lat + error.lat));
    const systemLon = lon + error.lon;
    const hours = timeMs / HOUR_MS - error.hours;
    const driftU = 0.4 * steeringWind(systemLat) + 0.6 * this.geostrophicU + c.prevailingU;
    const driftV = 0.6 * this.geostrophicV + c.prevailingV;
    const lonDrift = lonDegreesPerHour(driftU, systemLat);
    const latDrift = latDegreesPerHour(driftV);
    this.meso.place(systemLat, systemLon, hours, lonDrift, latDrift);
    this.cells.place(systemLat, systemLon, hours, lonDrift, latDrift);

    const k = c.convective;
    // Rain areas with ragged edges: a few hundred km, with texture down to a few tens.
    const rainAreas =
      (this.meso.noise(seed, MESO_BROAD, 380) +
        0.55 * this.meso.noise(seed, MESO_FINE, 130) +
        0.3 * this.meso.noise(seed, MESO_TEXTURE, 35)) /
      1.18;
    this.cellField = this.cells.noise(seed, CELLS, 55);
    // Showers cluster where the larger-scale air is rising instead of speckling everywhere.
    const organisation = 0.35 + 0.65 / (1 + Math.exp(-2 * (rainAreas - this.pressureSignal * 0.5)));
    const cells = this.cellField * organisation + 0.4 * (organisation - 0.68);
    // Showers favour the afternoon over land.
    const afternoon = Math.cos(((solarHour(lon, sunState(timeMs)) - 15) / 12) * Math.PI);
    const triggering = this.triggerWeight * afternoon;
    s.signal = this.knownSignal + this.mesoWeight * rainAreas + this.cellWeight * cells + triggering;
    const excess = s.signal - s.threshold;
    s.precipRate = excess > 0 ? this.rateScale * intensity(excess / this.widening, this.levelling) : 0;

    const cloudSignal =
      (0.55 * (s.signal - triggering) + 0.55 * this.meso.noise(seed, CLOUD, 260) + 0.35 * this.humiditySignal) / 0.86 +
      error.cloudSignal;
    const cloudThreshold = -Math.sqrt(1 + CLOUD_SOFTNESS * CLOUD_SOFTNESS) * normalQuantile(c.cloud);
    let cloudiness = 100 * normalCdf((cloudSignal - cloudThreshold) / CLOUD_SOFTNESS);
    cloudiness += 18 * k * c.geography.land * Math.max(0, afternoon) * Math.max(0, s.sinSun);
    // Cloud thickens continuously toward the threshold, so rain never falls from a clear sky.
    this.wetness = smoothstep(s.threshold - 0.4, s.threshold, s.signal);
    cloudiness = Math.max(cloudiness, this.wetness * (100 - 40 * k + 10 * Math.min(4, s.precipRate)));
    s.cloudiness = Math.max(0, Math.min(100, cloudiness));
  }

  /** Temperature, humidity, wind, visibility and thunder at the surface. */
  private surface(lon: number, timeMs: number): void {
    const s = this.state;
    const c = s.climate;
    const sun = sunState(timeMs);
    const land = c.geography.land;
    const k = c.convective;

    // Diurnal cycle: coldest at sunrise, warmest mid-afternoon; range shrinks under cloud and
    // vanishes in the polar night.
    const dayLength = dayLengthHours(s.sinLat, s.cosLat, sun);
    const noon = s.sinLat * sun.sinDeclination + s.cosLat * sun.cosDeclination;
    const midnight = s.sinLat * sun.sinDeclination - s.cosLat * sun.cosDeclination;
    const insolation = Math.max(0.05, Math.min(1, (Math.max(0, noon) - Math.max(0, midnight)) / 0.9));
    const range = c.diurnalRange * insolation * (1 - 0.55 * (s.cloudiness / 100));
    const diurnal = range * diurnalShape(solarHour(lon, sun), dayLength);
    const rainCooling = s.precipRate > 0 ? 1.2 * Math.min(1, s.precipRate) * (1 - 0.5 * k) : 0;
    s.temperature = s.dailyTemperature + diurnal - rainCooling;

    // Wind: geostrophic, slowed and turned toward low pressure by friction, plus the prevailing flow.
    const friction = 0.5 - 0.22 * land;
    const turn = (20 + 15 * land) * DEG * Math.sign(s.sinLat || 1);
    const cosTurn = Math.cos(turn);
    const sinTurn = Math.sin(turn);
    const u = friction * (this.geostrophicU * cosTurn - this.geostrophicV * sinTurn) + c.prevailingU;
    const v = friction * (this.geostrophicU * sinTurn + this.geostrophicV * cosTurn) + c.prevailingV;
    const mixing = 1 + land * (0.45 * Math.sqrt(Math.max(0, s.sinSun)) - 0.2);
    const gustiness = 1 + 0.15 * this.cellField;
    const exposure = 1 + 0.15 * Math.max(0, s.altitude) / 1000;
    // windFactor: the correction toward observed normals (reference-winds.ts).
    const scale = Math.max(0.05, mixing * gustiness * exposure) * c.windFactor;
    s.windU = u * scale;
    s.windV = v * scale;
    s.windSpeed = Math.hypot(s.windU, s.windV);
    const squall = s.precipRate > 0 ? 6 * k * Math.min(1, s.precipRate / 5) : 0;
    s.windGust = s.windSpeed * (1.35 + 0.3 * land) + 0.8 + squall;

    // Moisture: the day's dew point from the climate, wetter in rain and in lows; at night the air
    // cools toward it, and only where fog is favoured (calm, clear, moist) does it reach saturation.
    const humidity = Math.max(
      8,
      Math.min(97, c.humidity + 9 * Math.max(-2, Math.min(2, s.signal - 0.3)) + 6 * this.humiditySignal),
    );
    const dailyDewPoint = dewPointFrom(s.dailyTemperature, humidity);
    const fogField = this.meso.noise(this.seed, FOG, 120);
    const fogFavour =
      smoothstep(0.3, 1.2, fogField) *
      smoothstep(5, 2, s.windSpeed) *
      (1 - 0.6 * (s.cloudiness / 100)) *
      smoothstep(50, 75, humidity) *
      (s.sinSun < 0.1 ? 1 : 0.3);
    const dryMargin = 1.4 * Math.max(0, 1 - 1.5 * fogFavour);
    const margin = dryMargin + this.wetness * (0.2 + 0.8 * k - dryMargin);
    // Where fog is favoured the low-lying air is moister than the day's average.
    s.dewPoint = Math.min(dailyDewPoint + 5 * fogFavour, s.temperature - margin);
    s.relHumidity = relativeHumidity(s.temperature, s.dewPoint);

    s.precipType = precipitationKindAt(s.temperature, s.dewPoint);

    let visibility = 40000 - 26000 * smoothstep(65, 100, s.relHumidity);
    // Fog thickens as the air saturates where fog is favoured.
    const saturation = smoothstep(0.6, 0.1, s.temperature - s.dewPoint) * (1 - this.wetness);
    visibility = Math.min(visibility, 120 + 800 * (1 - fogFavour) + 40000 * (1 - saturation));
    const clearing = s.precipType === 'snow' ? 2500 : s.precipType === 'sleet' ? 5000 : 15000;
    visibility = Math.min(visibility, clearing / (0.05 + 1.5 * s.precipRate));
    s.visibility = Math.max(50, visibility);

    const instability = smoothstep(12, 26, s.temperature) * smoothstep(6, 17, s.dewPoint) * k;
    const nearby = smoothstep(s.threshold - 0.3, s.threshold + 1.2, s.signal);
    s.thunderProb = Math.min(90, 100 * instability * nearby * (0.6 + 0.4 * Math.max(0, diurnal / Math.max(1, range) + 0.5)));

    s.uvIndex = uvIndex(s.sinSun, s.cloudiness, s.altitude);
    s.solarRadiation = solarRadiation(s.sinSun, s.cloudiness, s.altitude);
  }
}
