import type { SurfaceWeather } from '@service/atmosphere/atmosphere';
import { fetchFor } from './sea';

const gravity = 9.81;
/** Past hours whose wind sea still runs as swell. */
const swellMemoryHours = 48;
/** Hours of wind a wind sea is built from. */
const windSeaHours = 6;
/** Hours of wind a sea state needs before it: its swell memory and that swell's own wind. */
export const windHistoryHours = swellMemoryHours + windSeaHours - 1;
const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

export interface SeaState {
  /** m. */
  sigWaveHeight: number;
  /** m. */
  sigSwellHeight: number;
  /** Degrees, where the waves come from. */
  waveDir: number;
}

/**
 * Wind sea from the wind of the last six hours: the smaller of a fully developed sea
 * (Pierson-Moskowitz, Hs ≈ 0.0248 U²) and the fetch-limited growth (JONSWAP,
 * g·Hs/U² = 0.0016·(g·F/U²)^0.5).
 */
function windSea(recent: readonly SurfaceWeather[], fetchKm: number): number {
  const speed = recent.reduce((sum, weather) => sum + weather.windSpeed, 0) / Math.max(1, recent.length);
  const developed = 0.0248 * speed * speed;
  const fetchLimited = 0.0016 * speed * Math.sqrt((fetchKm * 1000) / gravity);
  return Math.min(developed, fetchLimited);
}

/**
 * Sea states along an hourly wind series at one sea point. `series` starts `windHistoryHours`
 * before the first wanted hour, so every hour's state is built from whole windows and the same
 * hour gets the same state whatever the series; the swell is the decaying wind sea of those hours plus the background swell
 * of open oceans (strongest in the Southern Ocean), which enclosed seas do not get.
 */
export function seaStates(series: readonly SurfaceWeather[], fetches: readonly number[], lat: number, hours: readonly Date[]): SeaState[] {
  // Open oceans have long fetch all round; an enclosed sea only down its length.
  const openness = (fetches.reduce((sum, fetch) => sum + clamp(fetch / 1000, 0, 1), 0) / fetches.length) ** 1.5;
  const westerlies = lat < 0 ? 225 : 270;
  const backgroundDir = Math.abs(lat) > 30 ? westerlies : 90;
  const seas = series.map((weather, index) =>
    windSea(series.slice(Math.max(0, index - windSeaHours + 1), index + 1), fetchFor(fetches, weather.windDir)),
  );
  return hours.map((at, offset) => {
    const index = offset + windHistoryHours;
    const now = series[index];
    if (now === undefined) return { sigWaveHeight: 0, sigSwellHeight: 0, waveDir: 0 };
    const slowCycle = 0.8 + 0.2 * Math.sin((2 * Math.PI * at.getTime()) / (5 * 86_400_000));
    const southernOcean = clamp((-lat - 35) / 15, 0, 1);
    const midLatitudes = clamp((Math.abs(lat) - 35) / 20, 0, 1);
    let swell = openness * (0.8 + 1.5 * southernOcean + 0.5 * midLatitudes) * slowCycle;
    let swellDir = backgroundDir;
    for (let age = 12; age <= swellMemoryHours; age += 1) {
      const past = 0.7 * (seas[index - age] ?? 0) * Math.exp(-age / 36);
      if (past > swell) [swell, swellDir] = [past, series[index - age]?.windDir ?? backgroundDir];
    }
    const sea = seas[index] ?? 0;
    return {
      sigWaveHeight: Math.sqrt(sea * sea + swell * swell),
      sigSwellHeight: swell,
      waveDir: sea >= swell ? now.windDir : swellDir,
    };
  });
}
