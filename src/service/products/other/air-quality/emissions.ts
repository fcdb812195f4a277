import type { Point } from '@service/atmosphere/atmosphere';
import { hashUnit } from '../hash';

/**
 * How much a place emits, before the weather disperses or washes it out: a clean background
 * (lower over the sea), the world's well-known polluted regions as smooth blobs, and a local
 * strength per half-degree cell standing in for towns and industry the model does not know.
 */
export interface Emissions {
  /** µg/m³ of fine particles from combustion. */
  pm25: number;
  /** Share of pm25 from heating, which follows the cold. */
  heatingShare: number;
  /** ppb. */
  no2: number;
  so2: number;
  /** ppm. */
  co: number;
  /** µg/m³ of coarse desert dust raised by a strong dry wind. */
  dust: number;
  /** 0..1.5: how much ozone-forming pollution sits here. */
  precursors: number;
}

interface Region {
  lat: number;
  lon: number;
  /** Degrees over which the region fades. */
  radius: number;
  pm25: number;
  no2: number;
  so2: number;
  co: number;
  dust: number;
  heatingShare: number;
}

const regions: readonly Region[] = [
  { lat: 27, lon: 80, radius: 5, pm25: 70, no2: 15, so2: 8, co: 1.0, dust: 20, heatingShare: 0.5 }, // Indo-Gangetic plain
  { lat: 31.5, lon: 74.3, radius: 2, pm25: 45, no2: 12, so2: 6, co: 0.8, dust: 20, heatingShare: 0.4 }, // Punjab
  { lat: 23.8, lon: 90.4, radius: 2, pm25: 50, no2: 10, so2: 5, co: 0.8, dust: 0, heatingShare: 0.3 }, // Dhaka
  { lat: 36, lon: 116, radius: 5, pm25: 45, no2: 20, so2: 10, co: 0.9, dust: 15, heatingShare: 0.6 }, // North China plain
  { lat: 30, lon: 105, radius: 3, pm25: 35, no2: 10, so2: 5, co: 0.5, dust: 0, heatingShare: 0.4 }, // Sichuan basin
  { lat: 31, lon: 120, radius: 3, pm25: 25, no2: 20, so2: 5, co: 0.5, dust: 0, heatingShare: 0.3 }, // Yangtze delta
  { lat: 23, lon: 113, radius: 2.5, pm25: 20, no2: 15, so2: 4, co: 0.4, dust: 0, heatingShare: 0.1 }, // Pearl River delta
  { lat: 18, lon: 100, radius: 4, pm25: 20, no2: 3, so2: 1, co: 0.5, dust: 0, heatingShare: 0 }, // mainland South-East Asia burning
  { lat: -6.5, lon: 107, radius: 2, pm25: 25, no2: 12, so2: 3, co: 0.5, dust: 0, heatingShare: 0 }, // Java
  { lat: 36, lon: 134, radius: 5, pm25: 10, no2: 12, so2: 3, co: 0.3, dust: 0, heatingShare: 0.3 }, // Japan and Korea
  { lat: 27, lon: 48, radius: 6, pm25: 15, no2: 8, so2: 8, co: 0.3, dust: 60, heatingShare: 0 }, // Persian Gulf
  { lat: 35.7, lon: 51.4, radius: 1.5, pm25: 20, no2: 15, so2: 6, co: 0.6, dust: 20, heatingShare: 0.3 }, // Tehran
  { lat: 18, lon: 5, radius: 10, pm25: 10, no2: 0, so2: 0, co: 0, dust: 90, heatingShare: 0 }, // Sahara and Sahel
  { lat: 30, lon: 31.2, radius: 1.5, pm25: 30, no2: 15, so2: 5, co: 0.5, dust: 40, heatingShare: 0 }, // Cairo
  { lat: 6.5, lon: 3.4, radius: 3, pm25: 25, no2: 8, so2: 2, co: 0.6, dust: 20, heatingShare: 0 }, // Lagos
  { lat: -26.2, lon: 28.5, radius: 2, pm25: 15, no2: 10, so2: 15, co: 0.4, dust: 0, heatingShare: 0.4 }, // Highveld
  { lat: 45.3, lon: 10, radius: 1.5, pm25: 15, no2: 12, so2: 1, co: 0.3, dust: 0, heatingShare: 0.5 }, // Po valley
  { lat: 51.3, lon: 6, radius: 2, pm25: 6, no2: 12, so2: 2, co: 0.2, dust: 0, heatingShare: 0.4 }, // Benelux and Ruhr
  { lat: 50.3, lon: 19, radius: 2, pm25: 12, no2: 6, so2: 6, co: 0.3, dust: 0, heatingShare: 0.8 }, // Silesia
  { lat: 55.7, lon: 37.6, radius: 1.5, pm25: 6, no2: 12, so2: 2, co: 0.3, dust: 0, heatingShare: 0.5 }, // Moscow
  { lat: 40, lon: -78, radius: 4, pm25: 4, no2: 10, so2: 3, co: 0.2, dust: 0, heatingShare: 0.3 }, // US north-east
  { lat: 34, lon: -118, radius: 1, pm25: 8, no2: 15, so2: 1, co: 0.4, dust: 5, heatingShare: 0 }, // Los Angeles basin
  { lat: 19.4, lon: -99.1, radius: 1, pm25: 15, no2: 20, so2: 5, co: 0.6, dust: 5, heatingShare: 0 }, // Mexico City
  { lat: -33.4, lon: -70.6, radius: 1, pm25: 15, no2: 10, so2: 3, co: 0.5, dust: 0, heatingShare: 0.5 }, // Santiago
];

export function emissionsAt(point: Point, overLand: boolean, seed: number): Emissions {
  const cell = hashUnit(seed, Math.floor(point.lat * 2), Math.floor(point.lon * 2), 1307);
  const local = overLand ? 0.6 + 1.2 * cell : 0.4;
  const total: Emissions = overLand
    ? { pm25: 4, heatingShare: 0.3, no2: 5, so2: 1, co: 0.2, dust: 0, precursors: 0.3 }
    : { pm25: 2, heatingShare: 0, no2: 0.5, so2: 0.3, co: 0.1, dust: 0, precursors: 0.1 };
  let heatingWeight = total.pm25 * total.heatingShare;
  for (const region of regions) {
    const dLat = point.lat - region.lat;
    const dLon = (point.lon - region.lon) * Math.cos((point.lat * Math.PI) / 180);
    const weight = Math.exp(-(dLat * dLat + dLon * dLon) / (2 * region.radius * region.radius));
    if (weight < 0.01) continue;
    total.pm25 += region.pm25 * weight;
    heatingWeight += region.pm25 * weight * region.heatingShare;
    total.no2 += region.no2 * weight;
    total.so2 += region.so2 * weight;
    total.co += region.co * weight;
    total.dust += region.dust * weight;
  }
  return {
    pm25: total.pm25 * local,
    heatingShare: heatingWeight / total.pm25,
    no2: total.no2 * local,
    so2: total.so2 * local,
    co: total.co * local,
    dust: total.dust,
    precursors: Math.min(1.5, (total.no2 * local) / 12),
  };
}
