import type { Basin } from './basins';

/**
 * Intensity classes by maximum sustained wind (knots): tropical depression below 34, tropical
 * storm below 64, then the Saffir-Simpson hurricane wind scale categories 1 to 5.
 */
export interface Intensity {
  /** TD, TS, or the basin's name for hurricane force: HU (Atlantic, East Pacific), TY (West Pacific, STY from 130 kt), CY elsewhere. */
  stormType: string;
  /** The label of forecast points on cone maps: D depression, S storm, H hurricane, M major (category 3+). */
  shortLabel: 'D' | 'S' | 'H' | 'M';
  /** Saffir-Simpson category 1-5; 0 below hurricane force. */
  category: number;
  intensityClass: string;
}

const categoryFloorsKt = [64, 83, 96, 113, 137] as const;

export function classify(windKt: number, basin: Basin): Intensity {
  if (windKt < 34) return { stormType: 'TD', shortLabel: 'D', category: 0, intensityClass: 'Tropical depression' };
  if (windKt < 64) return { stormType: 'TS', shortLabel: 'S', category: 0, intensityClass: 'Tropical storm' };
  const category = categoryFloorsKt.filter((floor) => windKt >= floor).length;
  const stormType = basin.severeType === 'TY' && windKt >= 130 ? 'STY' : basin.severeType;
  return { stormType, shortLabel: category >= 3 ? 'M' : 'H', category, intensityClass: `Category ${category}` };
}
