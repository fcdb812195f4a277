import { describe, expect, it } from 'vitest';
import type { Point } from '@service/atmosphere/atmosphere';
import { createAtmosphere } from '@service/atmosphere/index';
import { places, present } from './sampling';

const KM_PER_DEGREE = 111.2;
const HOUR = 3_600_000;

function east(point: Point, km: number): Point {
  return { lat: point.lat, lon: point.lon + km / (KM_PER_DEGREE * Math.cos((point.lat * Math.PI) / 180)) };
}

describe('moving weather systems', () => {
  const atmosphere = createAtmosphere(11);
  const midLatitudes = places(400, 35, 60);
  const times = [0, 1, 2, 3, 4].map((d) => new Date(Date.UTC(2026, 0, 5 + d * 37, 9)));
  const start = present(times[0]);
  const wet = (point: Point, at: Date): boolean => atmosphere.observed(point, at).precipRate > 0;

  it('precipitates in 5-20 % of mid-latitude samples', () => {
    let count = 0;
    let raining = 0;
    for (const point of midLatitudes) {
      for (const at of times) {
        count += 1;
        if (wet(point, at)) raining += 1;
      }
    }
    expect(raining / count).toBeGreaterThan(0.05);
    expect(raining / count).toBeLessThan(0.2);
  });

  it('draws precipitation as coherent areas: 5 km apart agree far more often than 1000 km apart', () => {
    let nearDisagree = 0;
    let farDisagree = 0;
    let pairs = 0;
    for (const point of midLatitudes) {
      for (const at of times) {
        const here = wet(point, at);
        if (here !== wet(east(point, 5), at)) nearDisagree += 1;
        if (here !== wet(east(point, 1000), at)) farDisagree += 1;
        pairs += 1;
      }
    }
    expect(farDisagree / pairs).toBeGreaterThan(0.05);
    expect(nearDisagree).toBeLessThan(farDisagree / 4);
  });

  it('changes little from minute to minute, so rain starts and stops over minutes to hours', () => {
    let changes = 0;
    let steps = 0;
    let largest = 0;
    for (const point of midLatitudes.slice(0, 40)) {
      let previous = atmosphere.observed(point, start);
      for (let minute = 1; minute <= 120; minute++) {
        const now = atmosphere.observed(point, new Date(start.getTime() + minute * 60_000));
        if (now.precipRate > 0 !== previous.precipRate > 0) changes += 1;
        largest = Math.max(largest, Math.abs(now.temperature - previous.temperature));
        previous = now;
        steps += 1;
      }
    }
    expect(changes / steps).toBeLessThan(0.01);
    expect(largest).toBeLessThan(0.5);
  });

  it('carries the pressure pattern eastward in mid-latitudes', () => {
    // Correlate the pressure here with the pressure a day later 800 km east and 800 km west.
    const correlation = (offsetKm: number): number => {
      const pairs: [number, number][] = [];
      for (const point of midLatitudes) {
        for (const at of times.slice(0, 3)) {
          pairs.push([
            atmosphere.observed(point, at).pressure,
            atmosphere.observed(east(point, offsetKm), new Date(at.getTime() + 24 * HOUR)).pressure,
          ]);
        }
      }
      const ma = pairs.reduce((s, [a]) => s + a, 0) / pairs.length;
      const mb = pairs.reduce((s, [, b]) => s + b, 0) / pairs.length;
      let ab = 0;
      let aa = 0;
      let bb = 0;
      for (const [a, b] of pairs) {
        ab += (a - ma) * (b - mb);
        aa += (a - ma) ** 2;
        bb += (b - mb) ** 2;
      }
      return ab / Math.sqrt(aa * bb);
    };
    expect(correlation(800)).toBeGreaterThan(correlation(-800) + 0.2);
  });

  it('blows roughly along the isobars, turned toward low pressure, and harder near deep lows', () => {
    let towardLow = 0;
    let lowPressureLeft = 0;
    let count = 0;
    const nearLows: number[] = [];
    const inHighs: number[] = [];
    for (const point of places(300, 35, 65)) {
      const at = present(times[1]);
      const w = atmosphere.observed(point, at);
      const dpEast = atmosphere.observed(east(point, 50), at).pressure - atmosphere.observed(east(point, -50), at).pressure;
      const dpNorth =
        atmosphere.observed({ lat: point.lat + 50 / KM_PER_DEGREE, lon: point.lon }, at).pressure -
        atmosphere.observed({ lat: point.lat - 50 / KM_PER_DEGREE, lon: point.lon }, at).pressure;
      const gradient = Math.hypot(dpEast, dpNorth);
      if (gradient < 0.5 || w.windSpeed < 1) continue;
      // Wind vector (toward where it blows) from the meteorological direction.
      const u = -Math.sin((w.windDir * Math.PI) / 180);
      const v = -Math.cos((w.windDir * Math.PI) / 180);
      if (u * dpEast + v * dpNorth < 0) towardLow += 1;
      // Northern hemisphere: low pressure on the left, i.e. the gradient points to the right of the wind.
      if (u * dpNorth - v * dpEast < 0) lowPressureLeft += 1;
      count += 1;
      if (w.pressure < 995) nearLows.push(w.windSpeed);
      if (w.pressure > 1025) inHighs.push(w.windSpeed);
    }
    expect(count).toBeGreaterThan(100);
    expect(towardLow / count).toBeGreaterThan(0.7);
    expect(lowPressureLeft / count).toBeGreaterThan(0.8);
    const average = (xs: number[]): number => xs.reduce((s, x) => s + x, 0) / xs.length;
    expect(nearLows.length).toBeGreaterThan(5);
    expect(inHighs.length).toBeGreaterThan(5);
    expect(average(nearLows)).toBeGreaterThan(average(inHighs));
  });
});
