import type { PrecipType } from '@service/atmosphere/atmosphere';

/** cm of fresh snow from mm of water: about ten to one for snow, half of that settles from sleet. */
export function snowfallCm(waterMm: number, type: PrecipType): number {
  if (type === 'snow') return waterMm;
  return type === 'sleet' ? waterMm / 2 : 0;
}
