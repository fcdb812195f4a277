import type { Point } from '@service/atmosphere/atmosphere';
import { hashUnit } from '../hash';
import { species, type Species } from './thresholds';

/**
 * When and how strongly each species flowers at a place: a bell-shaped season around a peak day
 * that comes later northwards and uphill (alder in March, birch in April-May, grass in June,
 * mugwort in August, ragweed in September; olive only around the Mediterranean, ragweed mostly
 * in the Pannonian basin, the Rhône and Po valleys and Ukraine), and a peak strength that varies
 * from year to year.
 */
interface Season {
  /** Day of year of the peak at 50°N near sea level. */
  peakDay: number;
  /** Days later per degree of latitude north of 50°N (earlier southwards). */
  daysPerDegreeNorth: number;
  /** Standard deviation of the season, days. */
  width: number;
  /** Grains/m³ at the peak on an ideal day, by place. */
  strength(point: Point): number;
  /** Trees need less warmth to release pollen than grasses and weeds. */
  releaseAboveCelsius: number;
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
const blob = (point: Point, lat: number, lon: number, radius: number) =>
  Math.exp(-((point.lat - lat) ** 2 + ((point.lon - lon) * Math.cos((lat * Math.PI) / 180)) ** 2) / (2 * radius * radius));

const seasons: Record<Species, Season> = {
  alder: {
    peakDay: 70, daysPerDegreeNorth: 3.5, width: 12, releaseAboveCelsius: 3,
    strength: (point) => 450 * (point.lat < 40 ? 0.3 : 1),
  },
  birch: {
    peakDay: 112, daysPerDegreeNorth: 2.5, width: 9, releaseAboveCelsius: 5,
    strength: (point) => 1200 * clamp(1 + (point.lat - 50) / 10, 0.05, 2.5) * (point.lat < 44 ? 0.1 : 1),
  },
  grass: {
    peakDay: 160, daysPerDegreeNorth: 2, width: 22, releaseAboveCelsius: 8,
    strength: () => 120,
  },
  mugwort: {
    peakDay: 222, daysPerDegreeNorth: 0, width: 12, releaseAboveCelsius: 8,
    strength: (point) => 45 * (point.lat < 42 ? 0.4 : 1),
  },
  olive: {
    peakDay: 165, daysPerDegreeNorth: 3, width: 10, releaseAboveCelsius: 10,
    strength: (point) =>
      point.lon < -10 || point.lon > 36 ? 0 : 700 * clamp((44.5 - point.lat) / 2.5, 0, 1),
  },
  ragweed: {
    peakDay: 248, daysPerDegreeNorth: 0, width: 12, releaseAboveCelsius: 10,
    strength: (point) =>
      3 +
      400 * blob(point, 46.5, 20, 3.5) +
      250 * blob(point, 47.5, 35, 4) +
      150 * blob(point, 45.5, 4.8, 1.2) +
      150 * blob(point, 45.5, 9, 1.5),
  },
};

export interface SeasonAtPlace {
  species: Species;
  releaseAboveCelsius: number;
  /** Grains/m³ on an ideal day of that date. */
  potential(dayOfYear: number): number;
}

/** The flowering seasons of every species at one place in one year. */
export function seasonsAt(point: Point, elevation: number, year: number, seed: number): SeasonAtPlace[] {
  const uphillDelay = (Math.max(0, elevation - 200) / 100) * 3;
  const alpineFactor = clamp((2200 - elevation) / 1000, 0, 1);
  return species.map((kind, index) => {
    const season = seasons[kind];
    const yearShift = (hashUnit(seed, year, index, Math.floor(point.lat), Math.floor(point.lon)) - 0.5) * 14;
    const yearStrength = 0.6 + 0.8 * hashUnit(seed, year, index, 77);
    const peak = season.peakDay + season.daysPerDegreeNorth * (point.lat - 50) + uphillDelay + yearShift;
    const top = season.strength(point) * yearStrength * alpineFactor;
    return {
      species: kind,
      releaseAboveCelsius: season.releaseAboveCelsius,
      potential: (dayOfYear) => top * Math.exp(-((dayOfYear - peak) ** 2) / (2 * season.width * season.width)),
    };
  });
}
