import type { TemperatureUnit } from './api/options';
import { convert } from './units';

/**
 * What falls, rain, sleet or snow, from the air near the ground: the one rule the local service's
 * atmosphere decides with and the app falls back on where no weather symbol names a type.
 *
 * It reads the wet-bulb temperature, as forecasters do for snow against rain: falling snow melts by
 * drawing heat from the air and evaporates into it where the air is dry, so the air it falls through
 * cools toward its wet-bulb temperature, and snow reaches the ground at air temperatures of +2 to
 * +4 °C in dry air but turns to rain just above 0 °C in saturated air. Observed precipitation phase
 * divides near a wet-bulb of about +1 °C (Ding et al. 2014, J. Hydrology 513; Sims and Liu 2015,
 * J. Hydrometeorology 16): snow at or below +0.5 °C, sleet up to +2 °C, rain above. Without a dew
 * point the air is taken as saturated (the wet-bulb is the temperature), as it nearly is where
 * precipitation falls; so snow falls at or below +0.5 °C, sleet to +2 °C. Rain is never told at or
 * below freezing (freezing rain needs a warm layer aloft that a surface reading cannot see).
 */

export type PrecipitationKind = 'rain' | 'sleet' | 'snow';

/** °C wet-bulb: at or below this, snow. */
export const snowAtOrBelowWetBulb = 0.5;
/** °C wet-bulb: at or below this (and above snow's), sleet; above it, rain. */
export const sleetAtOrBelowWetBulb = 2;

/** Saturation vapour pressure over water, hPa (Magnus form, Alduchov and Eskridge 1996). */
function saturationPressure(celsius: number): number {
  return 6.1094 * Math.exp((17.625 * celsius) / (celsius + 243.04));
}

/** hPa per °C: the psychrometer constant at sea-level pressure (0.00066 × 1013.25 hPa). */
const psychrometerConstant = 0.00066 * 1013.25;

/**
 * The wet-bulb temperature, °C, from the temperature and dew point (°C), by the psychrometric
 * equation solved to 0.01 °C; the temperature itself when the dew point is unknown or not below it.
 */
export function wetBulbCelsius(temperature: number, dewPoint: number | null): number {
  if (dewPoint === null || !Number.isFinite(dewPoint) || dewPoint >= temperature) return temperature;
  const vapour = saturationPressure(dewPoint);
  // The wet bulb lies between the dew point and the temperature; the deficit falls as it rises.
  let [low, high] = [dewPoint, temperature];
  while (high - low > 0.01) {
    const mid = (low + high) / 2;
    if (saturationPressure(mid) - psychrometerConstant * (temperature - mid) > vapour) high = mid;
    else low = mid;
  }
  return (low + high) / 2;
}

/** Rain, sleet or snow from the temperature and dew point in °C (the dew point may be unknown). */
export function precipitationKindAt(temperature: number, dewPoint: number | null): PrecipitationKind {
  // The wet bulb is never above the temperature nor below the dew point: most readings need no more.
  if (temperature <= snowAtOrBelowWetBulb) return 'snow';
  if (dewPoint !== null && dewPoint > sleetAtOrBelowWetBulb) return 'rain';
  const wetBulb = wetBulbCelsius(temperature, dewPoint);
  return wetBulb <= snowAtOrBelowWetBulb ? 'snow' : wetBulb <= sleetAtOrBelowWetBulb ? 'sleet' : 'rain';
}

/** The same rule for readings in the unit the service answered in; null without a temperature. */
export function precipitationKindIn(temperature: number | null | undefined, dewPoint: number | null | undefined, unit: TemperatureUnit): PrecipitationKind | null {
  if (temperature === null || temperature === undefined || !Number.isFinite(temperature)) return null;
  const dew = dewPoint === null || dewPoint === undefined || !Number.isFinite(dewPoint) ? null : convert.celsius(dewPoint, unit);
  return precipitationKindAt(convert.celsius(temperature, unit), dew);
}

/** Snow is colder than sleet, sleet than rain. */
const coldness: Record<PrecipitationKind, number> = { rain: 0, sleet: 1, snow: 2 };

/** The colder of two kinds. */
export function colderKind(a: PrecipitationKind, b: PrecipitationKind): PrecipitationKind {
  return coldness[b] > coldness[a] ? b : a;
}
