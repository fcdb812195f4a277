/**
 * Small arithmetic over a series with gaps: what the summaries and charts say. A missing value (null,
 * or NaN where a reading could not be parsed) is skipped, never taken as 0.
 */

function known(value: number | null): value is number {
  return value !== null && Number.isFinite(value);
}

export interface Extreme {
  value: number;
  index: number;
}

/** The lowest and highest known values and where they first occur; null when nothing is known. */
export function extremes(values: readonly (number | null)[]): { min: Extreme; max: Extreme } | null {
  let min: Extreme | null = null;
  let max: Extreme | null = null;
  values.forEach((value, index) => {
    if (!known(value)) return;
    if (min === null || value < min.value) min = { value, index };
    if (max === null || value > max.value) max = { value, index };
  });
  return min === null || max === null ? null : { min, max };
}

/** The sum of the known values; null when none is known. */
export function sum(values: readonly (number | null)[]): number | null {
  const present = values.filter(known);
  return present.length === 0 ? null : present.reduce((total, value) => total + value, 0);
}

export function mean(values: readonly (number | null)[]): number | null {
  const present = values.filter(known);
  const total = sum(present);
  return total === null ? null : total / present.length;
}

/** The largest known value and where it first is; null when there is none. */
export function peak(values: readonly (number | null)[]): Extreme | null {
  return extremes(values)?.max ?? null;
}

/** The value seen most often (the first of equals); null when nothing is known. */
export function mostCommon<T>(values: readonly (T | null | undefined)[]): T | null {
  const counts = new Map<T, number>();
  let best: T | null = null;
  let bestCount = 0;
  for (const value of values) {
    if (value === null || value === undefined) continue;
    const count = (counts.get(value) ?? 0) + 1;
    counts.set(value, count);
    if (count > bestCount) {
      best = value;
      bestCount = count;
    }
  }
  return best;
}

/** The index of the first step after `now`: where "ahead" begins. -1 when every step is past. */
export function firstAhead(times: readonly string[], now: number): number {
  return times.findIndex((time) => Date.parse(time) > now);
}

/** The step closest to `now`, when `now` lies within the steps (between the first and the last). */
export function nowIndex(times: readonly string[], now: number): number | null {
  const first = Date.parse(times[0] ?? '');
  const last = Date.parse(times.at(-1) ?? '');
  if (!Number.isFinite(first) || now < first || now > last) return null;
  let closest = 0;
  times.forEach((time, index) => {
    if (Math.abs(Date.parse(time) - now) < Math.abs(Date.parse(times[closest] ?? '') - now)) closest = index;
  });
  return closest;
}
