import type { LightningFlash } from '../api/products';
import { directionWord, distanceKm, type GeoPoint } from '../geo';
import type { InterfaceLanguage } from '../i18n/languages';
import { weatherMessages } from '../i18n/messages/weather';

export type CompassWord = ReturnType<typeof directionWord>;

/** Strikes older than this are no news: flashes arrive 5 to 15 minutes after they happen. */
export const recentLightningMinutes = 30;

export interface Strike {
  at: number;
  point: GeoPoint;
  /** From the place watched. */
  km: number;
}

/**
 * The strikes of the last half hour within `withinKm` of `place`: what the lightning notification
 * tells of and the popup shows, from the same flashes by the same rule.
 */
export function strikesNear(flashes: readonly LightningFlash[], place: GeoPoint, withinKm: number, now: number): Strike[] {
  return flashes.flatMap((flash) => {
    const at = Date.parse(flash.time);
    const point = { lat: flash.lat, lon: flash.lon };
    const km = distanceKm(place, point);
    const recent = at <= now && now - at <= recentLightningMinutes * 60_000;
    return recent && km <= withinKm ? [{ at, point, km }] : [];
  });
}

/** The nearest of the strikes, where it lies from the place, and when the latest of them struck. */
export function nearestStrike(strikes: readonly Strike[], place: GeoPoint): { km: number; direction: CompassWord; latestAt: number } | null {
  const nearest = strikes.reduce<Strike | null>((best, strike) => (best === null || strike.km < best.km ? strike : best), null);
  if (nearest === null) return null;
  return { km: nearest.km, direction: directionWord(place, nearest.point), latestAt: Math.max(...strikes.map((strike) => strike.at)) };
}

/** The `compassPointShort` message's name for each compass word (its selects take no hyphens). */
const compassKeys: Record<CompassWord, string> = {
  north: 'north',
  'north-east': 'northEast',
  east: 'east',
  'south-east': 'southEast',
  south: 'south',
  'south-west': 'southWest',
  west: 'west',
  'north-west': 'northWest',
};

/** Where a strike lies, as the language abbreviates the compass point: 'NE'; German 'NO', Finnish 'KO'. */
export function compassAbbreviation(direction: CompassWord, language: InterfaceLanguage): string {
  return weatherMessages.format(language, 'compassPointShort', { direction: compassKeys[direction] });
}

/** The service writes its compass points (`windDirString`, a station's direction) as English abbreviations whatever the data language. */
const serviceCompassPoints: Readonly<Record<string, CompassWord>> = {
  N: 'north',
  NE: 'north-east',
  E: 'east',
  SE: 'south-east',
  S: 'south',
  SW: 'south-west',
  W: 'west',
  NW: 'north-west',
};

/**
 * A compass point as the service sends it ('NE'), abbreviated in the interface language: German 'NO',
 * Finnish 'KO'. A value the service might add later passes through as it came.
 */
export function serviceCompassAbbreviation(point: string, language: InterfaceLanguage): string {
  const direction = Object.hasOwn(serviceCompassPoints, point) ? serviceCompassPoints[point] : undefined;
  return direction === undefined ? point : compassAbbreviation(direction, language);
}
