import type { SurfaceWeather } from '@service/atmosphere/atmosphere';

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/**
 * Wind at height by the power law v(h) = v10 · (h / 10)^α, with α from the stability of the
 * surface layer: about 1/7 in neutral air, smaller over the sea and in sunny convective afternoons,
 * up to about 0.35 on clear calm nights when the air near the ground decouples from the wind aloft.
 */
export function shearExponent(weather: SurfaceWeather, overSea: boolean): number {
  const night = weather.sunAltitude < 0;
  const stable = night ? (1 - weather.cloudiness / 100) * clamp(1 - weather.windSpeed / 8, 0, 1) : 0;
  const convective = night ? 0 : clamp(weather.solarRadiation / 800, 0, 1);
  const neutral = overSea ? 0.11 : 0.14;
  return clamp(neutral + 0.2 * stable - 0.04 * convective, 0.06, 0.35);
}

export function windAtHeight(speedAt10m: number, height: number, exponent: number): number {
  return speedAt10m * (height / 10) ** exponent;
}
