import type { Point } from '@service/atmosphere/atmosphere';

/** A deterministic spread of places (a low-discrepancy sequence) between two latitudes. */
export function places(count: number, south = -70, north = 75): Point[] {
  return Array.from({ length: count }, (_, i) => ({
    lat: south + (north - south) * ((i * 0.6180339887 + 0.25) % 1),
    lon: -180 + 360 * ((i * 0.7548776662 + 0.5) % 1),
  }));
}

/** Instants spread over 2026, hour by hour offsets included. */
export function instants(count: number, start = Date.UTC(2026, 0, 1), days = 365): Date[] {
  return Array.from({ length: count }, (_, i) => new Date(start + Math.floor(((i * 0.5698402910 + 0.1) % 1) * days * 24) * 3_600_000));
}

/** Places paired with instants: the i-th place at the i-th instant. */
export function cases(count: number, south = -70, north = 75): { point: Point; at: Date }[] {
  const when = instants(count);
  return places(count, south, north).map((point, i) => ({ point, at: when[i] ?? new Date(0) }));
}

/** The value, or a failed expectation if there is none. */
export function present<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('expected a value');
  return value;
}

export function mean(values: readonly number[]): number {
  return values.reduce((sum, v) => sum + v, 0) / values.length;
}

/** Every hour of a month. */
export function hoursOf(year: number, month: number): Date[] {
  const start = Date.UTC(year, month - 1, 1);
  const end = Date.UTC(year, month, 1);
  const result: Date[] = [];
  for (let t = start; t < end; t += 3_600_000) result.push(new Date(t));
  return result;
}
