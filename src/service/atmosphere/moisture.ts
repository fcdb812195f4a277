/**
 * Humidity and apparent temperature: Magnus's formula (Alduchov and Eskridge coefficients over
 * water), the North American wind chill index and the NWS heat index.
 */

const MAGNUS_B = 17.625;
const MAGNUS_C = 243.04;

/** Relative humidity (%) of air at `temperature` with dew point `dewPoint` (°C). */
export function relativeHumidity(temperature: number, dewPoint: number): number {
  const rh =
    100 * Math.exp((MAGNUS_B * dewPoint) / (MAGNUS_C + dewPoint) - (MAGNUS_B * temperature) / (MAGNUS_C + temperature));
  return Math.max(0, Math.min(100, rh));
}

/** Dew point (°C) of air at `temperature` (°C) and relative humidity `humidity` (%). */
export function dewPointFrom(temperature: number, humidity: number): number {
  const gamma = Math.log(Math.max(1, Math.min(100, humidity)) / 100) + (MAGNUS_B * temperature) / (MAGNUS_C + temperature);
  return (MAGNUS_C * gamma) / (MAGNUS_B - gamma);
}

/**
 * What the air feels like (°C): wind chill below 10 °C when the wind exceeds 1.34 m/s (4.8 km/h),
 * the heat index above 27 °C, otherwise the air temperature itself.
 */
export function feelsLike(temperature: number, windSpeed: number, relHumidity: number): number {
  if (temperature < 10 && windSpeed > 1.34) {
    const v = Math.pow(windSpeed * 3.6, 0.16);
    return Math.min(temperature, 13.12 + 0.6215 * temperature - 11.37 * v + 0.3965 * temperature * v);
  }
  if (temperature > 27) return Math.max(temperature, heatIndex(temperature, relHumidity));
  return temperature;
}

/** Rothfusz's regression of the NWS heat index, in °C. */
function heatIndex(temperature: number, relHumidity: number): number {
  const t = temperature * 1.8 + 32;
  const r = relHumidity;
  const f =
    -42.379 +
    2.04901523 * t +
    10.14333127 * r -
    0.22475541 * t * r -
    0.00683783 * t * t -
    0.05481717 * r * r +
    0.00122874 * t * t * r +
    0.00085282 * t * r * r -
    0.00000199 * t * t * r * r;
  return (f - 32) / 1.8;
}
