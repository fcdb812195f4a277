/** Distances and directions on the globe, for the windows and main alike. */

export interface GeoPoint {
  lat: number;
  lon: number;
}

const earthRadiusKm = 6371;
const kmPerDegreeOfLatitude = (Math.PI * earthRadiusKm) / 180;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance between two points, km. */
export function distanceKm(from: GeoPoint, to: GeoPoint): number {
  const dLat = radians(to.lat - from.lat);
  const dLon = radians(to.lon - from.lon);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(a)));
}

const compassWords = ['north', 'north-east', 'east', 'south-east', 'south', 'south-west', 'west', 'north-west'] as const;

/** Which of the eight compass points `to` lies towards, seen from `from` (initial great-circle bearing). */
export function directionWord(from: GeoPoint, to: GeoPoint): (typeof compassWords)[number] {
  const dLon = radians(to.lon - from.lon);
  const y = Math.sin(dLon) * Math.cos(radians(to.lat));
  const x = Math.cos(radians(from.lat)) * Math.sin(radians(to.lat)) - Math.sin(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.cos(dLon);
  const bearing = ((Math.atan2(y, x) * 180) / Math.PI + 360) % 360;
  return compassWords[Math.round(bearing / 45) % compassWords.length] ?? 'north';
}

/** The nearest of the eight compass points to a bearing in degrees (0 north, 90 east), as a wave or wind is said to come from. */
export function compassPointOf(degrees: number): (typeof compassWords)[number] {
  const bearing = ((degrees % 360) + 360) % 360;
  return compassWords[Math.round(bearing / 45) % compassWords.length] ?? 'north';
}

export interface GeoBox {
  minLon: number;
  minLat: number;
  maxLon: number;
  maxLat: number;
}

/**
 * The latitude-longitude box holding every point within `km` of `center`, clipped to the globe's
 * edges (a box across the date line is cut at it: the service's boxes do not wrap).
 */
export function boxAround(center: GeoPoint, km: number): GeoBox {
  const dLat = km / kmPerDegreeOfLatitude;
  const shrink = Math.cos(radians(Math.min(89, Math.abs(center.lat) + dLat)));
  const dLon = Math.min(180, km / (kmPerDegreeOfLatitude * shrink));
  return {
    minLon: Math.max(-180, center.lon - dLon),
    minLat: Math.max(-90, center.lat - dLat),
    maxLon: Math.min(180, center.lon + dLon),
    maxLat: Math.min(90, center.lat + dLat),
  };
}
