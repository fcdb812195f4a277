import { describe, expect, it } from 'vitest';
import { bearingDegrees, distanceKm, meridianDistanceKm } from '@service/places/geodesy';

const helsinki = { lat: 60.16952, lon: 24.93545 };
const tallinn = { lat: 59.43696, lon: 24.75353 };

describe('geodesy', () => {
  it('measures great-circle distances', () => {
    expect(distanceKm(helsinki, tallinn)).toBeCloseTo(81.9, 0);
    expect(distanceKm({ lat: 0, lon: 0 }, { lat: 0, lon: 180 })).toBeCloseTo(20015.1, 0);
    expect(distanceKm(helsinki, helsinki)).toBe(0);
  });

  it('gives the initial bearing clockwise from north', () => {
    expect(bearingDegrees({ lat: 0, lon: 0 }, { lat: 1, lon: 0 })).toBeCloseTo(0, 6);
    expect(bearingDegrees({ lat: 0, lon: 0 }, { lat: 0, lon: 1 })).toBeCloseTo(90, 6);
    expect(bearingDegrees({ lat: 0, lon: 0 }, { lat: -1, lon: 0 })).toBeCloseTo(180, 6);
    expect(bearingDegrees({ lat: 0, lon: 0 }, { lat: 0, lon: -1 })).toBeCloseTo(270, 6);
    expect(bearingDegrees(helsinki, tallinn)).toBeGreaterThan(180);
  });

  it('bounds the distance to a meridian by what lies beyond it', () => {
    // At the equator one degree of longitude is as long as one of latitude; near the pole almost nothing.
    expect(meridianDistanceKm(0, 1)).toBeCloseTo(distanceKm({ lat: 0, lon: 0 }, { lat: 0, lon: 1 }), 6);
    expect(meridianDistanceKm(89.9, 10)).toBeLessThan(2);
    expect(meridianDistanceKm(60, 10)).toBeLessThanOrEqual(distanceKm({ lat: 60, lon: 0 }, { lat: 60, lon: 10 }));
  });
});
