import type { MonthlyNormals, SurfaceWeather } from '@service/atmosphere/atmosphere';
import type { Level } from './catalogue';

/** A level (0 = nothing to warn of) and the figure behind it. */
export interface Assessment {
  level: 0 | Level;
  value: number;
}

const grade = (value: number, yellow: number, orange: number, red: number): 0 | Level =>
  value >= red ? 3 : value >= orange ? 2 : value >= yellow ? 1 : 0;

/**
 * Gusts by the German Weather Service's (DWD) Beaufort levels: storm gusts (Bft 9, from 20.8 m/s,
 * "markantes Wetter"), severe storm gusts (Bft 10, from 24.5 m/s, an "Unwetter") and hurricane-force
 * gusts (Bft 12, from 32.7 m/s, "extremes Unwetter"); the FMI's land wind warnings begin near the same 20 m/s.
 */
export const gustWarningLevels = { yellow: 20.8, orange: 24.5, red: 32.7 } as const;

export function windLevel(weather: SurfaceWeather): Assessment {
  const { yellow, orange, red } = gustWarningLevels;
  return { level: grade(weather.windGust, yellow, orange, red), value: weather.windGust };
}

/** Thunder likely; orange and red only when the storm brings downpours or damaging gusts. */
export function thunderstormLevel(weather: SurfaceWeather): Assessment {
  const { thunderProb: chance, precipRate: rate, windGust: gust } = weather;
  const level = chance >= 75 && (rate >= 30 || gust >= 28) ? 3 : chance >= 60 && (rate >= 10 || gust >= 20) ? 2 : chance >= 40 ? 1 : 0;
  return { level, value: chance };
}

/** Visibility under 200 m. */
export function fogLevel(weather: SurfaceWeather): Assessment {
  return { level: weather.visibility < 200 ? 1 : 0, value: weather.visibility };
}

/** Rain: 30, 50, 80 mm in 24 hours, or 25, 40, 60 mm in 6 hours. */
export function rainLevel(sum24: number, sum6: number): 0 | Level {
  return Math.max(grade(sum24, 30, 50, 80), grade(sum6, 25, 40, 60)) as 0 | Level;
}

/** Snow: 10, 20, 35 cm in 24 hours. */
export function snowLevel(sum24: number): 0 | Level {
  return grade(sum24, 10, 20, 35);
}

/** Heat relative to the local climate: 5, 8 and 11 °C above the normal day maximum, and at least 27 °C. */
export function heatLevel(dayMax: number, normals: MonthlyNormals): Assessment {
  const base = Math.max(27, normals.dayMaxTemp + 5);
  return { level: grade(dayMax, base, base + 3, base + 6), value: dayMax };
}

/** Cold relative to the local climate: 10, 15 and 20 °C below the normal day minimum, and at most -20 °C. */
export function coldLevel(dayMin: number, normals: MonthlyNormals): Assessment {
  const base = Math.min(-20, normals.dayMinTemp - 10);
  return { level: grade(-dayMin, -base, -base + 5, -base + 10), value: dayMin };
}

/** Frost in the growing season (a month averaging 8 °C or more): 0 °C, orange from -3 °C. */
export function frostLevel(dayMin: number, normals: MonthlyNormals): Assessment {
  if (normals.dayAvgTemp < 8) return { level: 0, value: dayMin };
  return { level: dayMin <= -3 ? 2 : dayMin <= 0 ? 1 : 0, value: dayMin };
}
