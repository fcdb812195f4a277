import type { Point } from '../atmosphere/atmosphere';

/** Mean Earth radius, km. */
export const earthRadiusKm = 6371.0088;

const radians = Math.PI / 180;

/** Great-circle distance, km (haversine). */
export function distanceKm(from: Point, to: Point): number {
  const dLat = (to.lat - from.lat) * radians;
  const dLon = (to.lon - from.lon) * radians;
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(from.lat * radians) * Math.cos(to.lat * radians) * Math.sin(dLon / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Initial great-circle bearing from one point to another, degrees clockwise from north, 0..360. */
export function bearingDegrees(from: Point, to: Point): number {
  const φ1 = from.lat * radians;
  const φ2 = to.lat * radians;
  const Δλ = (to.lon - from.lon) * radians;
  const y = Math.sin(Δλ) * Math.cos(φ2);
  const x = Math.cos(φ1) * Math.sin(φ2) - Math.sin(φ1) * Math.cos(φ2) * Math.cos(Δλ);
  return ((Math.atan2(y, x) / radians) % 360 + 360) % 360;
}

/** Degrees of latitude as km along a meridian. */
export function latitudeSpanKm(degrees: number): number {
  return degrees * radians * earthRadiusKm;
}

/**
 * The shortest distance, km, from a point at `lat` to the meridian `degrees` of longitude away:
 * no place beyond that meridian can be closer.
 */
export function meridianDistanceKm(lat: number, degrees: number): number {
  const across = Math.min(degrees, 90) * radians;
  return earthRadiusKm * Math.asin(Math.min(1, Math.cos(lat * radians) * Math.sin(across)));
}
