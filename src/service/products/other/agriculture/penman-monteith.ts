import type { SurfaceWeather } from '@service/atmosphere/atmosphere';

/**
 * Hourly reference evapotranspiration of a grass surface by the FAO-56 Penman-Monteith equation
 * (Allen et al. 1998, FAO Irrigation and Drainage Paper 56, eq. 53), with the radiation terms of
 * eqs. 37-39 and 10 m wind reduced to 2 m by eq. 47.
 */
const stefanBoltzmannHourly = 2.043e-10; // MJ m⁻² h⁻¹ K⁻⁴
const solarConstantWm2 = 1361;
const wattsToMegajoulesPerHour = 0.0036;
const albedo = 0.23;
/** u2 = u10 · 4.87 / ln(67.8 · 10 − 5.42). */
const windAt2mFrom10m = 4.87 / Math.log(67.8 * 10 - 5.42);

/** Saturation vapour pressure, kPa (eq. 11). */
export function saturationVapourPressure(celsius: number): number {
  return 0.6108 * Math.exp((17.27 * celsius) / (celsius + 237.3));
}

/** Vapour pressure deficit, kPa: saturation at the air temperature minus the actual (at the dew point). */
export function vapourPressureDeficit(weather: SurfaceWeather): number {
  return Math.max(0, saturationVapourPressure(weather.temperature) - saturationVapourPressure(weather.dewPoint));
}

/** mm of water in the hour, at `elevation` metres; never below zero (dew is not reported). */
export function hourlyReferenceEt(weather: SurfaceWeather, elevation: number): number {
  const t = weather.temperature;
  const es = saturationVapourPressure(t);
  const ea = saturationVapourPressure(weather.dewPoint);
  const delta = (4098 * es) / (t + 237.3) ** 2;
  const pressure = 101.3 * ((293 - 0.0065 * elevation) / 293) ** 5.26;
  const gamma = 0.000665 * pressure;
  const u2 = weather.windSpeed * windAt2mFrom10m;

  const rs = weather.solarRadiation * wattsToMegajoulesPerHour;
  const rso = (0.75 + 2e-5 * elevation) * solarConstantWm2 * Math.max(0, Math.sin((weather.sunAltitude * Math.PI) / 180)) * wattsToMegajoulesPerHour;
  // Near and after sunset Rs/Rso is undefined; FAO-56 carries an earlier ratio, estimated here from the cloud cover.
  const cloudRatio = 1 - 0.7 * (weather.cloudiness / 100);
  const relativeShortwave = Math.min(1, Math.max(0.3, weather.sunAltitude > 5 && rso > 0 ? rs / rso : cloudRatio));
  const netShortwave = (1 - albedo) * rs;
  const netLongwave =
    stefanBoltzmannHourly * (t + 273.16) ** 4 * (0.34 - 0.14 * Math.sqrt(ea)) * (1.35 * relativeShortwave - 0.35);
  const netRadiation = netShortwave - netLongwave;
  const soilHeat = (weather.sunAltitude > 0 ? 0.1 : 0.5) * netRadiation;

  const et =
    (0.408 * delta * (netRadiation - soilHeat) + gamma * (37 / (t + 273)) * u2 * (es - ea)) /
    (delta + gamma * (1 + 0.34 * u2));
  return Math.max(0, et);
}
