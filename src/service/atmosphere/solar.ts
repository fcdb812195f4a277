/**
 * A cheap closed-form solar position (the Astronomical Almanac's low-precision formulae, good to
 * about 0.01°) for the sampler, which needs the sun's altitude thousands of times per tile. Rise
 * and set times for products come from astronomy-engine in astronomy.ts instead.
 */

const DEG = Math.PI / 180;
const J2000_MS = Date.UTC(2000, 0, 1, 12);
/** The sun's apparent altitude at rise and set: refraction plus the solar disc's radius. */
export const HORIZON_ALTITUDE = -0.833;

interface SunState {
  sinDeclination: number;
  cosDeclination: number;
  /** Greenwich hour angle of the sun in degrees: local hour angle = this + longitude. */
  greenwichHourAngle: number;
}

// The sampler asks for the same instant over and over (a tile, a forecast step): remember it.
let memoTime = Number.NaN;
const memo: SunState = { sinDeclination: 0, cosDeclination: 1, greenwichHourAngle: 0 };

/** Sun declination and Greenwich hour angle at an instant (ms since the epoch). */
export function sunState(timeMs: number): SunState {
  if (timeMs === memoTime) return memo;
  const n = (timeMs - J2000_MS) / 86_400_000;
  const meanLongitude = 280.46 + 0.9856474 * n;
  const meanAnomaly = (357.528 + 0.9856003 * n) * DEG;
  const eclipticLongitude = (meanLongitude + 1.915 * Math.sin(meanAnomaly) + 0.02 * Math.sin(2 * meanAnomaly)) * DEG;
  const obliquity = (23.439 - 0.0000004 * n) * DEG;
  const sinLambda = Math.sin(eclipticLongitude);
  const rightAscension = Math.atan2(Math.cos(obliquity) * sinLambda, Math.cos(eclipticLongitude)) / DEG;
  const sinDeclination = Math.sin(obliquity) * sinLambda;
  const siderealTime = 280.46061837 + 360.98564736629 * n;
  memo.sinDeclination = sinDeclination;
  memo.cosDeclination = Math.sqrt(1 - sinDeclination * sinDeclination);
  memo.greenwichHourAngle = siderealTime - rightAscension;
  memoTime = timeMs;
  return memo;
}

/** Sine of the sun's geometric altitude at a place whose latitude has this sine and cosine. */
export function sinSunAltitude(sinLat: number, cosLat: number, lon: number, sun: SunState): number {
  const hourAngle = (sun.greenwichHourAngle + lon) * DEG;
  return sinLat * sun.sinDeclination + cosLat * sun.cosDeclination * Math.cos(hourAngle);
}

/** The sun's altitude in degrees at a place and instant. */
export function sunAltitudeDegrees(lat: number, lon: number, timeMs: number): number {
  const phi = lat * DEG;
  const s = sinSunAltitude(Math.sin(phi), Math.cos(phi), lon, sunState(timeMs));
  return Math.asin(Math.max(-1, Math.min(1, s))) / DEG;
}

/** Local apparent solar time in hours, 0..24, noon when the sun crosses the meridian. */
export function solarHour(lon: number, sun: SunState): number {
  const h = (12 + (sun.greenwichHourAngle + lon) / 15) % 24;
  return h < 0 ? h + 24 : h;
}

/** Hours between sunrise and sunset (0 in polar night, 24 in polar day). */
export function dayLengthHours(sinLat: number, cosLat: number, sun: SunState): number {
  const denominator = cosLat * sun.cosDeclination;
  if (denominator < 1e-9) return sinLat * sun.sinDeclination > 0 ? 24 : 0;
  const cosHalfDay = (Math.sin(HORIZON_ALTITUDE * DEG) - sinLat * sun.sinDeclination) / denominator;
  if (cosHalfDay <= -1) return 24;
  if (cosHalfDay >= 1) return 0;
  return (2 * Math.acos(cosHalfDay)) / DEG / 15;
}
