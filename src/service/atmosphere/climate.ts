import { geographyAt, smoothstep, type Geography } from './geography';
import { windFactorAt } from './reference-winds';

/**
 * The climate of a place on a day of the year: the slowly varying background the weather moves
 * over. A handful of analytic rules (latitude, continentality, season, the ITCZ and subtropical
 * highs, monsoons) plus named regional anomalies (the North Atlantic drift, cold coastal currents,
 * the Siberian winter high, the ice sheets), then corrected toward observed normals by a
 * Calibration (calibration.ts). All temperatures are reduced to sea level.
 */
export interface Climate {
  geography: Geography;
  /** Sea-level annual mean temperature, °C. */
  annualMean: number;
  /** Half the difference between the warmest and the coldest month, °C. */
  seasonalAmplitude: number;
  /** Day of the year (0 = 1 January) of the coldest day in the northern hemisphere's reckoning. */
  coldestDay: number;
  /** +1 north of the tropics, -1 south of them, fading through zero across the equator. */
  hemisphere: number;
  /** Sea-level daily mean temperature for this day of the year, °C. */
  dailyMean: number;
  /** Clear-sky diurnal temperature range, °C (cloud shrinks it). */
  diurnalRange: number;
  /** Standard deviation of day-to-day temperature anomalies, °C. */
  anomalyStd: number;
  /** Mean precipitation, mm/day. */
  precipPerDay: number;
  /** Mean precipitation rate while it is precipitating, mm/h. */
  rainIntensity: number;
  /** Share of precipitation that is showery and convective, 0..1. */
  convective: number;
  /** Relative humidity at the daily mean temperature, %. */
  humidity: number;
  /** Mean cloud cover, 0..1. */
  cloud: number;
  /** Mean sea-level pressure, hPa. */
  pressure: number;
  /** Standard deviation of synoptic pressure anomalies, hPa. */
  pressureStd: number;
  /** Prevailing surface wind components, m/s (eastward, northward). */
  prevailingU: number;
  prevailingV: number;
  /** The wind's correction toward observed normals (reference-winds.ts), 1 far from any station. */
  windFactor: number;
  /** Sea-surface temperature for this day if the place were at sea, °C. */
  seaTemperature: number;
  /** +1 at the local midwinter, -1 at midsummer (both hemispheres). */
  winterness: number;
  /** 0 for a maritime climate (the sea upwind and around), 1 deep in a continent's interior. */
  continentality: number;
  /** The calibration's temperature shift along the year (°C), to work it out on other days. */
  calibrationShift: TemperatureShift;
}

/**
 * A temperature shift along the year (°C): the amplitudes of its annual mean and of waves of one
 * to six cycles a year, [mean, cos 1, sin 1, cos 2, sin 2, …, cos 6], the phase running from
 * mid-January.
 */
export type TemperatureShift = Float64Array;

/**
 * Corrections of the analytic climate toward observed normals at a place, smooth in space
 * (calibration.ts): a temperature shift (°C) for every month, and natural logarithms of the
 * factors applied to the diurnal range and to precipitation for January and July, each
 * interpolated along the annual cycle in between.
 */
export interface Calibration {
  /** Temperature shifts of each month, January first, °C. */
  temperature: Float64Array;
  januaryRange: number;
  julyRange: number;
  januaryPrecipitation: number;
  julyPrecipitation: number;
}

export function noCalibration(): Calibration {
  return {
    temperature: new Float64Array(MONTHS),
    januaryRange: 0,
    julyRange: 0,
    januaryPrecipitation: 0,
    julyPrecipitation: 0,
  };
}

export function emptyClimate(): Climate {
  return {
    geography: { land: 0, near: 0, upwind: 0, tradeUpwind: 0 },
    annualMean: 0,
    seasonalAmplitude: 0,
    coldestDay: 18,
    hemisphere: 1,
    dailyMean: 0,
    diurnalRange: 0,
    anomalyStd: 0,
    precipPerDay: 0,
    rainIntensity: 1,
    convective: 0,
    humidity: 70,
    cloud: 0.5,
    pressure: 1013,
    pressureStd: 5,
    prevailingU: 0,
    prevailingV: 0,
    windFactor: 1,
    seaTemperature: 15,
    winterness: 0,
    continentality: 0,
    calibrationShift: new Float64Array(MONTHS),
  };
}

const YEAR_DAYS = 365.2422;
/** Day of the year (0 = 1 January) in the middle of July, where calendarPhase() is +1. */
const MID_JULY = 196.5;
const MONTHS = 12;
/** The average over a calendar month of a yearly cosine, relative to its value mid-month. */
export const MONTH_AVERAGE = monthAverage(1);
/** Day of the year of mid-January, where a temperature shift's phase starts. */
const MID_JANUARY = MID_JULY - YEAR_DAYS / 2;
/** °C per metre of ground elevation: sunlit high ground warms the air above it (plateaus are milder than the free air). */
const PLATEAU_WARMING = 0.0015;
const TAU = 2 * Math.PI;
/** Standard deviation of day-to-day temperature anomalies in the deep tropics, °C. */
const TROPICAL_SWING = 0.9;

/** Zonal-mean sea-level annual temperature over the ocean by latitude, every 10°. */
const ZONAL_MEAN = [27, 26.8, 25, 20.5, 15, 9, 2.5, -5.5, -12.5, -17];

function zonalMean(lat: number): number {
  const x = Math.min(8.999, Math.abs(lat) / 10);
  const i = Math.floor(x);
  const a = ZONAL_MEAN[i] as number;
  const b = ZONAL_MEAN[i + 1] as number;
  return a + (b - a) * (x - i);
}

interface Anomaly {
  lat: number;
  lon: number;
  latRadius: number;
  lonRadius: number;
  /** Change of the annual mean, °C. */
  mean: number;
  /** Change of the seasonal amplitude, °C. */
  amplitude: number;
  /** Precipitation multiplier at the centre (cold water under the air keeps it dry). */
  wetness: number;
}

const TEMPERATURE_ANOMALIES: readonly Anomaly[] = [
  // The North Atlantic drift keeps north-western Europe mild, winters most.
  { lat: 66, lon: 0, latRadius: 14, lonRadius: 50, mean: 8, amplitude: -3.5, wetness: 1 },
  // The North Pacific drift does the same for the Gulf of Alaska.
  { lat: 57, lon: -142, latRadius: 8, lonRadius: 25, mean: 3, amplitude: -4, wetness: 1 },
  // Cold upwelling coasts: cool summers, fog, little rain.
  { lat: 36, lon: -124, latRadius: 7, lonRadius: 6, mean: -2, amplitude: -3, wetness: 0.5 },
  { lat: -14, lon: -78, latRadius: 11, lonRadius: 6, mean: -6, amplitude: -1, wetness: 0.03 },
  { lat: -23, lon: 12, latRadius: 8, lonRadius: 5, mean: -4, amplitude: -1, wetness: 0.1 },
  { lat: 27, lon: -16, latRadius: 6, lonRadius: 6, mean: -2, amplitude: -1, wetness: 0.4 },
  // The Siberian winter high and the Greenland ice sheet.
  { lat: 63, lon: 125, latRadius: 12, lonRadius: 35, mean: -2, amplitude: 4, wetness: 1 },
  { lat: 73, lon: -40, latRadius: 8, lonRadius: 18, mean: -6, amplitude: 0, wetness: 1 },
];

interface Wetness {
  lat: number;
  lon: number;
  latRadius: number;
  lonRadius: number;
  /** Multiplier gained at the height of the local summer. */
  summer: number;
  /** Multiplier lost at the height of the local winter. */
  winter: number;
}

const MONSOONS: readonly Wetness[] = [
  { lat: 22, lon: 80, latRadius: 10, lonRadius: 18, summer: 2.2, winter: 0.75 },
  { lat: 28, lon: 115, latRadius: 9, lonRadius: 14, summer: 0.8, winter: 0.3 },
  { lat: -14, lon: 132, latRadius: 7, lonRadius: 14, summer: 1.5, winter: 0.8 },
  { lat: 12, lon: 0, latRadius: 6, lonRadius: 20, summer: 0.8, winter: 0.8 },
];

interface PressureCentre {
  lat: number;
  lon: number;
  latRadius: number;
  lonRadius: number;
  /** hPa added at the local midwinter and at midsummer. */
  winter: number;
  summer: number;
}

const PRESSURE_CENTRES: readonly PressureCentre[] = [
  { lat: 50, lon: 100, latRadius: 12, lonRadius: 30, winter: 14, summer: -5 },
  { lat: 62, lon: -30, latRadius: 10, lonRadius: 25, winter: -9, summer: -2 },
  { lat: 52, lon: -175, latRadius: 10, lonRadius: 25, winter: -10, summer: -1 },
  { lat: 60, lon: -105, latRadius: 12, lonRadius: 25, winter: 5, summer: -2 },
  { lat: 35, lon: -35, latRadius: 9, lonRadius: 25, winter: 1, summer: 5 },
  { lat: 33, lon: -140, latRadius: 9, lonRadius: 25, winter: 1, summer: 5 },
];

function bump(lat: number, lon: number, centreLat: number, centreLon: number, latRadius: number, lonRadius: number): number {
  const dy = (lat - centreLat) / latRadius;
  let dLon = lon - centreLon;
  if (dLon > 180) dLon -= 360;
  if (dLon < -180) dLon += 360;
  const dx = dLon / lonRadius;
  const q = dx * dx + dy * dy;
  return q > 9 ? 0 : Math.exp(-q);
}

/**
 * What the climate of a place is made of before the day of the year comes in: the geography,
 * calibration and regional anomalies, and every term of climateOn() that depends on the place
 * alone. Working these out is most of the climate's cost (the land grids, some twenty regional
 * bumps, the calibration's Fourier transform), and a forecast samples one place a few hundred
 * times, so the sampler keeps them per place: placeClimate() once, climateOn() per sample. Each
 * term is the very expression the day's climate used to evaluate inline, so the results are bit
 * for bit those of working everything out every time.
 */
export interface PlaceClimate {
  lat: number;
  lon: number;
  ground: number;
  geography: Geography;
  /** |lat| */
  a: number;
  hemisphere: number;
  annualMean: number;
  seasonalAmplitude: number;
  coldestDay: number;
  calibrationShift: TemperatureShift;
  /** zonalMean(lat) + 0.5 * (mean - zonalMean(lat)): the open sea's annual mean. */
  openSeaMean: number;
  seaAmplitude: number;
  itczWidth: number;
  midLatitude: number;
  eastCoast: number;
  /** The subtropical high's dryness per unit of its strength. */
  subtropicalDrying: number;
  /** Constant factors the precipitation is multiplied by, in climateOn()'s order. */
  desertFactor: number;
  rainShadowFactor: number;
  polarFactor: number;
  /** Each monsoon's weight here, in MONSOONS order. */
  monsoonWeights: Float64Array;
  precipMean: number;
  precipSeasonal: number;
  tropicalMoisture: number;
  highLatitude: number;
  seaCloud: number;
  sqrtLand: number;
  rangeMean: number;
  rangeSeasonal: number;
  continentality: number;
  winterSwing: number;
  summerSwing: number;
  extratropicalShare: number;
  /** The annual mean pressure before the seasonal centres, and each centre's weight here (PRESSURE_CENTRES order). */
  basePressure: number;
  pressureWeights: Float64Array;
  pressureStdBase: number;
  prevailingU: number;
  prevailingV: number;
  /** The wind's correction toward observed normals (reference-winds.ts), 1 far from any station. */
  windFactor: number;
}

export function emptyPlaceClimate(): PlaceClimate {
  return {
    lat: Number.NaN,
    lon: Number.NaN,
    ground: Number.NaN,
    geography: { land: 0, near: 0, upwind: 0, tradeUpwind: 0 },
    a: 0,
    hemisphere: 1,
    annualMean: 0,
    seasonalAmplitude: 0,
    coldestDay: 18,
    calibrationShift: new Float64Array(MONTHS),
    openSeaMean: 0,
    seaAmplitude: 0,
    itczWidth: 8,
    midLatitude: 0,
    eastCoast: 0,
    subtropicalDrying: 0,
    desertFactor: 1,
    rainShadowFactor: 1,
    polarFactor: 1,
    monsoonWeights: new Float64Array(MONSOONS.length),
    precipMean: 0,
    precipSeasonal: 0,
    tropicalMoisture: 0,
    highLatitude: 0,
    seaCloud: 0,
    sqrtLand: 0,
    rangeMean: 0,
    rangeSeasonal: 0,
    continentality: 0,
    winterSwing: 0,
    summerSwing: 0,
    extratropicalShare: 0,
    basePressure: 1013,
    pressureWeights: new Float64Array(PRESSURE_CENTRES.length),
    pressureStdBase: 0,
    prevailingU: 0,
    prevailingV: 0,
    windFactor: 1,
  };
}

/**
 * Fills `out` with the day-independent part of a place's climate (see PlaceClimate). `ground` is
 * the ground elevation: high plateaus are warmer than the free air at their height.
 */
export function placeClimate(lat: number, lon: number, ground: number, calibration: Calibration, out: PlaceClimate): PlaceClimate {
  out.lat = lat;
  out.lon = lon;
  out.ground = ground;
  const geo = geographyAt(lat, lon, out.geography);
  const a = Math.abs(lat);
  const hemisphere = Math.tanh(lat / 6);
  const land = geo.land;
  out.a = a;
  out.hemisphere = hemisphere;

  // Temperature: maritime zonal mean, colder interiors at high latitudes, regional anomalies.
  let mean = zonalMean(lat) - 9 * geo.upwind * geo.upwind * smoothstep(35, 62, a) * (0.4 + 0.6 * land);
  mean += PLATEAU_WARMING * ground;
  const reach = Math.pow(a / 60, 1.3) * (lat < 0 ? 0.7 : 1);
  let amplitude = 1 + reach * (3 + 10 * geo.near + 12 * geo.upwind);
  // Deserts: where the trade winds arrive over land under the subtropical high.
  let monsoonReach = 0;
  for (let i = 0; i < MONSOONS.length; i++) {
    const monsoon = MONSOONS[i] as Wetness;
    const w = bump(lat, lon, monsoon.lat, monsoon.lon, monsoon.latRadius, monsoon.lonRadius);
    out.monsoonWeights[i] = w;
    monsoonReach = Math.max(monsoonReach, w);
  }
  const aridity = (0.75 * geo.tradeUpwind + 0.25 * geo.near) * Math.sqrt(land) * (1 - 0.85 * monsoonReach);
  const desert = aridity * smoothstep(12, 20, a) * smoothstep(40, 30, a);
  mean += 3 * desert;
  amplitude += 3 * desert;
  let wetness = 1;
  for (const anomaly of TEMPERATURE_ANOMALIES) {
    const w = bump(lat, lon, anomaly.lat, anomaly.lon, anomaly.latRadius, anomaly.lonRadius);
    mean += w * anomaly.mean;
    amplitude += w * anomaly.amplitude;
    wetness *= 1 - w * (1 - anomaly.wetness);
  }
  if (lat < -62) {
    const ice = smoothstep(-64, -78, lat) * land;
    mean -= 16 * ice;
    amplitude = amplitude * (1 - ice) + 13 * ice;
  }
  amplitude = Math.max(0.8, Math.min(30, amplitude));
  out.annualMean = mean;
  out.seasonalAmplitude = amplitude;
  // The coldest day falls about four weeks after the solstice inland, later over the sea.
  out.coldestDay = 18 + 32 * (1 - land);
  temperatureShift(calibration, out.calibrationShift);

  out.seaAmplitude = 0.6 + (a / 60) * 2.8;
  out.openSeaMean = zonalMean(lat) + 0.5 * (mean - zonalMean(lat));

  // Precipitation: see climateOn().
  out.itczWidth = 8 + 4 * land;
  out.midLatitude = 2.1 * Math.exp(-(((a - 50) / 17) ** 2)) * (1 + 0.3 * (1 - land));
  out.eastCoast = 2.4 * Math.exp(-(((a - 32) / 9) ** 2)) * (1 - geo.tradeUpwind) * Math.sqrt(land);
  out.subtropicalDrying = 0.35 + 0.6 * aridity;
  out.desertFactor = 1 - 0.95 * desert;
  out.rainShadowFactor = 1 - 0.55 * geo.upwind * geo.upwind * geo.near * smoothstep(30, 45, a);
  out.polarFactor = Math.exp(-Math.max(0, a - 66) / 10) * wetness;
  out.precipMean = (calibration.januaryPrecipitation + calibration.julyPrecipitation) / 2;
  out.precipSeasonal = seasonalPart(calibration.januaryPrecipitation, calibration.julyPrecipitation);

  out.tropicalMoisture = 25 * Math.exp(-((lat / 15) ** 2)) * (1 - aridity);
  out.highLatitude = smoothstep(40, 60, a);
  out.seaCloud = 0.18 * (1 - land) * smoothstep(35, 55, a);
  out.sqrtLand = Math.sqrt(land);
  out.rangeMean = (calibration.januaryRange + calibration.julyRange) / 2;
  out.rangeSeasonal = seasonalPart(calibration.januaryRange, calibration.julyRange);

  // Day-to-day temperature swings: see climateOn().
  const continentality = Math.max(0, Math.min(1, (0.5 * geo.upwind + 0.5 * geo.near - 0.3) / 0.65)) * (lat < 0 ? 0.5 : 1);
  out.continentality = continentality;
  out.winterSwing = 2.7 + 2.6 * continentality + continentality ** 3 + 2 * smoothstep(55, 75, a) * (1 - continentality);
  out.summerSwing = 2 + 1.5 * continentality;
  out.extratropicalShare = smoothstep(20, 50, a);

  // Pressure: subtropical highs, subpolar lows (deepest around Antarctica), seasonal centres.
  out.basePressure = 1013 + 7 * Math.exp(-(((a - 32) / 10) ** 2)) - (lat < 0 ? 14 : 7) * Math.exp(-(((a - 62) / 9) ** 2));
  for (let i = 0; i < PRESSURE_CENTRES.length; i++) {
    const centre = PRESSURE_CENTRES[i] as PressureCentre;
    out.pressureWeights[i] = bump(lat, lon, centre.lat, centre.lon, centre.latRadius, centre.lonRadius);
  }
  out.pressureStdBase = 1.5 + 9 * smoothstep(15, 55, a);

  // Prevailing surface wind: westerlies and the trade winds blowing toward the equator.
  const roughness = 0.55 + 0.45 * (1 - land);
  const westerly = 6 * Math.exp(-(((a - 50) / 13) ** 2));
  const trade = 6 * Math.exp(-(((a - 14) / 9) ** 2));
  out.prevailingU = (westerly - trade) * roughness;
  out.prevailingV = -Math.sign(lat) * 0.4 * trade * roughness;
  out.windFactor = windFactorAt(lat, lon);
  return out;
}

/** Fills `out` with the climate of a place (placeClimate()) on a (fractional) day of the year, 0 = 1 January. */
export function climateOn(place: PlaceClimate, dayOfYear: number, out: Climate): Climate {
  const geo = place.geography;
  out.geography.land = geo.land;
  out.geography.near = geo.near;
  out.geography.upwind = geo.upwind;
  out.geography.tradeUpwind = geo.tradeUpwind;
  const { lat, a, hemisphere, coldestDay } = place;
  const land = geo.land;
  const mean = place.annualMean;
  const amplitude = place.seasonalAmplitude;

  const seasonal = Math.cos((TAU * (dayOfYear - coldestDay)) / YEAR_DAYS) * hemisphere;
  out.annualMean = mean;
  out.seasonalAmplitude = amplitude;
  out.coldestDay = coldestDay;
  out.hemisphere = hemisphere;
  const calendar = calendarPhase(dayOfYear);
  out.calibrationShift.set(place.calibrationShift);
  out.dailyMean = mean - amplitude * seasonal + shiftOn(out.calibrationShift, dayOfYear);
  out.winterness = Math.cos((TAU * (dayOfYear - 20)) / YEAR_DAYS) * hemisphere;
  const summer = Math.max(0, -out.winterness);
  const winter = Math.max(0, out.winterness);

  const seaSeasonal = Math.cos((TAU * (dayOfYear - 55)) / YEAR_DAYS) * hemisphere;
  const openSea = place.openSeaMean - place.seaAmplitude * seaSeasonal;
  // Enclosed and shallow seas (the Baltic, the Mediterranean) follow the air above them, a few weeks late.
  const laggedAir = mean - amplitude * Math.cos((TAU * (dayOfYear - 20 - coldestDay)) / YEAR_DAYS) * hemisphere;
  out.seaTemperature = Math.max(-1.8, openSea + geo.near * (laggedAir - openSea));

  // Precipitation: the ITCZ follows the sun (further over land), mid-latitude storm tracks, moist
  // subtropical east coasts, dry subtropical highs and deserts where the trade winds arrive over
  // land, dry continental interiors and polar deserts.
  const itcz = 5 + place.itczWidth * Math.sin((TAU * (dayOfYear - 105)) / YEAR_DAYS);
  const tropical = 7.5 * Math.exp(-(((lat - itcz) / place.itczWidth) ** 2));
  let midLatitude = place.midLatitude;
  midLatitude *= 1 + 0.35 * winter * (1 - geo.near) + 0.4 * summer * geo.near;
  let precip = 0.25 + tropical + midLatitude + place.eastCoast;
  const subtropicalCentre = 28 + 5 * -out.winterness;
  const subtropical = Math.exp(-(((a - subtropicalCentre) / 10) ** 2));
  precip *= Math.max(0.05, 1 - subtropical * place.subtropicalDrying);
  precip *= place.desertFactor;
  precip *= place.rainShadowFactor;
  precip *= place.polarFactor;
  for (let i = 0; i < MONSOONS.length; i++) {
    const monsoon = MONSOONS[i] as Wetness;
    const w = place.monsoonWeights[i] as number;
    if (w > 0) precip *= Math.max(0.1, 1 + w * (monsoon.summer * summer - monsoon.winter * winter));
  }
  precip *= Math.exp(place.precipMean + place.precipSeasonal * calendar);
  out.precipPerDay = precip;
  const warmth = smoothstep(4, 26, out.dailyMean);
  out.convective = Math.min(0.95, warmth * (0.35 + 0.55 * land) + 0.4 * smoothstep(22, 27, out.dailyMean));
  out.rainIntensity = 0.7 + 3.2 * out.convective * out.convective;

  // Humidity and cloud follow wetness; cold air is closer to saturation.
  const wet = 1 - Math.exp(-precip / 1.5);
  const landHumidity = Math.min(85, 30 + 48 * wet + 15 * smoothstep(18, -5, out.dailyMean) + place.tropicalMoisture);
  out.humidity = land * landHumidity + (1 - land) * (79 + 5 * smoothstep(10, -5, out.dailyMean));
  // Beyond the precipitation: grey winters at high latitudes (low stratus under the inversions),
  // sunnier summers there inside the continents.
  const seasonalCloud = place.highLatitude * (0.15 * winter - 0.15 * summer * geo.near);
  out.cloud = Math.max(0.05, Math.min(0.9, 0.12 + 0.66 * (1 - Math.exp(-precip / 1.5)) + place.seaCloud + seasonalCloud));

  // The diurnal range: large over dry interiors, small at sea.
  const dry = Math.exp(-precip / 1.2);
  out.diurnalRange =
    (1.2 + place.sqrtLand * (6 + 4 * geo.near + 7 * dry)) * Math.exp(place.rangeMean + place.rangeSeasonal * calendar);

  // Day-to-day temperature swings: about a degree in the tropics; in mid and high latitudes
  // 2-3 °C where the air comes off the sea, growing toward continental interiors (cold and warm
  // air masses from far away), twice as large in winter as in summer there. High-latitude coasts
  // are stormy too; southern continents are too small for deep continental winters.
  out.continentality = place.continentality;
  const { winterSwing, summerSwing } = place;
  const extratropical = summerSwing + ((winterSwing - summerSwing) * (1 + out.winterness)) / 2;
  out.anomalyStd = TROPICAL_SWING + (extratropical - TROPICAL_SWING) * place.extratropicalShare;

  let pressure = place.basePressure;
  for (let i = 0; i < PRESSURE_CENTRES.length; i++) {
    const centre = PRESSURE_CENTRES[i] as PressureCentre;
    const w = place.pressureWeights[i] as number;
    pressure += w * (centre.winter * winter + centre.summer * summer);
  }
  out.pressure = pressure;
  out.pressureStd = place.pressureStdBase * (1 + 0.25 * winter);
  out.prevailingU = place.prevailingU;
  out.prevailingV = place.prevailingV;
  out.windFactor = place.windFactor;
  return out;
}

/** Sea-level daily mean temperature on another day of the year, from a climate already worked out. */
export function dailyMeanOn(climate: Climate, day: number): number {
  return (
    climate.annualMean -
    climate.seasonalAmplitude * Math.cos((TAU * (day - climate.coldestDay)) / YEAR_DAYS) * climate.hemisphere +
    shiftOn(climate.calibrationShift, day)
  );
}

/**
 * The waves whose month averages take the calibration's values in every month: the discrete
 * Fourier transform of the twelve values, each wave enlarged by what averaging over a month takes
 * off it.
 */
function temperatureShift(calibration: Calibration, out: TemperatureShift): TemperatureShift {
  const shifts = calibration.temperature;
  out.fill(0);
  for (let month = 0; month < MONTHS; month++) {
    const value = shifts[month] as number;
    const waves = MONTH_WAVES[month] as Float64Array;
    out[0] = (out[0] as number) + value / MONTHS;
    for (let cycles = 1; cycles < MONTHS / 2; cycles++) {
      out[2 * cycles - 1] = (out[2 * cycles - 1] as number) + (2 * value * (waves[2 * cycles - 1] as number)) / MONTHS;
      out[2 * cycles] = (out[2 * cycles] as number) + (2 * value * (waves[2 * cycles] as number)) / MONTHS;
    }
    out[MONTHS - 1] = (out[MONTHS - 1] as number) + (value * (waves[MONTHS - 1] as number)) / MONTHS;
  }
  for (let term = 1; term < MONTHS; term++) out[term] = (out[term] as number) / (TERM_MONTH_AVERAGES[term] as number);
  return out;
}

/**
 * The waves' cosines and sines at each month, [_, cos 1, sin 1, cos 2, sin 2, …, cos 6] as
 * temperatureShift() reads them, and each term's monthAverage(): worked out once rather than for
 * every place (a map tile asks for thousands of places).
 */
const MONTH_WAVES: readonly Float64Array[] = Array.from({ length: MONTHS }, (_, month) => {
  const angle = (month * TAU) / MONTHS;
  const waves = new Float64Array(MONTHS);
  for (let cycles = 1; cycles < MONTHS / 2; cycles++) {
    waves[2 * cycles - 1] = Math.cos(cycles * angle);
    waves[2 * cycles] = Math.sin(cycles * angle);
  }
  waves[MONTHS - 1] = Math.cos((MONTHS / 2) * angle);
  return waves;
});
const TERM_MONTH_AVERAGES = Float64Array.from({ length: MONTHS }, (_, term) => monthAverage(Math.ceil(term / 2)));

/** The average over a calendar month of a wave of so many cycles a year, relative to its value mid-month. */
function monthAverage(cycles: number): number {
  const half = (Math.PI * cycles) / MONTHS;
  return Math.sin(half) / half;
}

/** A temperature shift on a day of the year, °C. */
function shiftOn(shift: TemperatureShift, day: number): number {
  const phase = (TAU * (day - MID_JANUARY)) / YEAR_DAYS;
  const cosPhase = Math.cos(phase);
  const sinPhase = Math.sin(phase);
  // The waves' cosines and sines by the angle-sum rule, one cycle a year at a time.
  let cos = 1;
  let sin = 0;
  let value = shift[0] as number;
  for (let cycles = 1; cycles <= MONTHS / 2; cycles++) {
    const nextCos = cos * cosPhase - sin * sinPhase;
    sin = sin * cosPhase + cos * sinPhase;
    cos = nextCos;
    value += (shift[2 * cycles - 1] as number) * cos;
    if (cycles < MONTHS / 2) value += (shift[2 * cycles] as number) * sin;
  }
  return value;
}

/** +1 in mid-July, -1 in mid-January: how far along the calendar year the calibration has moved. */
export function calendarPhase(day: number): number {
  return Math.cos((TAU * (day - MID_JULY)) / YEAR_DAYS);
}

/** The amplitude of the yearly cosine whose January and July monthly averages are these. */
function seasonalPart(january: number, july: number): number {
  return (july - january) / (2 * MONTH_AVERAGE);
}

/** Fractional day of the year (0 = 1 January 00:00 UTC) of an instant; the tropical year keeps it within a day. */
export function dayOfYear(timeMs: number): number {
  const d = (timeMs / 86_400_000) % YEAR_DAYS;
  return d < 0 ? d + YEAR_DAYS : d;
}
