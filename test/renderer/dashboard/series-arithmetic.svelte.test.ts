import { describe, expect, it } from 'vitest';
import { extremes, mean, peak, sum } from '@renderer/dashboard/series-arithmetic';

// NaN is what a reading the service sent as text and that could not be parsed becomes (history).
describe('arithmetic over a series with gaps', () => {
  const series = [2, null, Number.NaN, 5, 1];

  it('sums the known values only, skipping null and NaN', () => {
    expect(sum(series)).toBe(8);
    expect(sum([null, Number.NaN])).toBeNull();
  });

  it('averages the known values only', () => {
    expect(mean(series)).toBeCloseTo(8 / 3);
  });

  it('finds the extremes and the peak among the known values, where they first occur', () => {
    expect(extremes([Number.NaN, 3, 7, null, 7, -1])).toEqual({ min: { value: -1, index: 5 }, max: { value: 7, index: 2 } });
    expect(peak([Number.NaN, null])).toBeNull();
    expect(peak(series)).toEqual({ value: 5, index: 3 });
  });
});
