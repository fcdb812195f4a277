import type { SkiResort } from '@shared/api/products';
import { formatNumber, missing } from '../../lib/weather/format';

const earthRadiusKm = 6371;

/** Great-circle distance between two points, km. */
export function distanceKm(from: { lat: number; lon: number }, to: { lat: number; lon: number }): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(to.lat - from.lat);
  const dLon = radians(to.lon - from.lon);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** 'Open 08:30–16:30', 'Closed (08:30–16:30)', or the dash when not known. */
export function openingText(resort: SkiResort): string {
  const hours = resort.openFrom !== null && resort.openUntil !== null ? `${resort.openFrom}–${resort.openUntil}` : null;
  if (resort.isOpen === null) return hours === null ? missing : `Hours ${hours}`;
  if (resort.isOpen) return hours === null ? 'Open' : `Open ${hours}`;
  return hours === null ? 'Closed' : `Closed (hours ${hours})`;
}

/** '12 of 30': a part of a whole, either of which may be missing. */
export function partOf(part: number | null, whole: number | null, locale: string, unit = ''): string {
  if (part === null && whole === null) return missing;
  const suffix = unit ? ` ${unit}` : '';
  return `${formatNumber(part, locale)} of ${formatNumber(whole, locale)}${suffix}`;
}

export function yesNo(value: boolean | null): string {
  return value === null ? missing : value ? 'Yes' : 'No';
}
