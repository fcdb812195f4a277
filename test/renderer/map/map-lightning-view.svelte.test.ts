import { describe, expect, it } from 'vitest';
import { coverageOf, recentFlashes, viewBoxes } from '@renderer/map/storms/lightning';

describe('the boxes a view asks lightning for', () => {
  it('asks one box for a view within ±180°, two for one across the date line, the world at most', () => {
    expect(viewBoxes({ west: -10, south: 35, east: 30, north: 60 })).toEqual([{ minLon: -10, minLat: 35, maxLon: 30, maxLat: 60 }]);
    // Fiji, seen from the world copy east of the seam.
    expect(viewBoxes({ west: 170, south: -25, east: 190, north: -10 })).toEqual([
      { minLon: 170, minLat: -25, maxLon: 180, maxLat: -10 },
      { minLon: -180, minLat: -25, maxLon: -170, maxLat: -10 },
    ]);
    expect(viewBoxes({ west: -400, south: -95, east: 40, north: 95 })).toEqual([{ minLon: -180, minLat: -90, maxLon: 180, maxLat: 90 }]);
  });

  it('knows where the satellites see all, part or none of a view', () => {
    expect(coverageOf({ west: -10, south: 35, east: 30, north: 60 })).toBe('all');
    expect(coverageOf({ west: 170, south: -25, east: 190, north: -10 })).toBe('all');
    expect(coverageOf({ west: 90, south: 0, east: 120, north: 20 })).toBe('part');
    expect(coverageOf({ west: 105, south: -30, east: 150, north: 10 })).toBe('none');
    expect(coverageOf({ west: -30, south: 78, east: 30, north: 85 })).toBe('none');
  });

  it('places a flash across the seam in the world copy the view shows, once', () => {
    const flash = { lon: -175, lat: -18, time: '2026-01-18T12:55:00Z', satellite: 'GOES-West' };
    const shown = recentFlashes([flash, flash], '2026-01-18T13:00:00Z', { west: 170, south: -25, east: 190, north: -10 });
    expect(shown).toEqual([{ lon: 185, lat: -18, ageStep: 1, satellite: 'GOES-West' }]);
  });
});
