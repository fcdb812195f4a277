import type { Point } from '@service/atmosphere/atmosphere';

const earthRadiusKm = 6371;

/** The point `distanceKm` from `from` towards `bearing` (degrees clockwise from north), on a sphere. */
export function destination(from: Point, bearing: number, distanceKm: number): Point {
  const angular = distanceKm / earthRadiusKm;
  const theta = (bearing * Math.PI) / 180;
  const lat1 = (from.lat * Math.PI) / 180;
  const lon1 = (from.lon * Math.PI) / 180;
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(angular) + Math.cos(lat1) * Math.sin(angular) * Math.cos(theta));
  const lon2 =
    lon1 + Math.atan2(Math.sin(theta) * Math.sin(angular) * Math.cos(lat1), Math.cos(angular) - Math.sin(lat1) * Math.sin(lat2));
  return { lat: (lat2 * 180) / Math.PI, lon: wrapLongitude((lon2 * 180) / Math.PI) };
}

/** Great-circle distance, km. */
export function distanceKm(a: Point, b: Point): number {
  const toRadians = Math.PI / 180;
  const dLat = (b.lat - a.lat) * toRadians;
  const dLon = (b.lon - a.lon) * toRadians;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * toRadians) * Math.cos(b.lat * toRadians) * Math.sin(dLon / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Longitude folded into -180..180. */
export function wrapLongitude(lon: number): number {
  return ((((lon + 180) % 360) + 360) % 360) - 180;
}
