import { describe, expect, it } from 'vitest';
import { atmosphere, body, failure, utcSecondsPattern } from './harness';

const lightning = '/api/v1/lightning/flashes';
type Flashes = { flashes: { lon: number; lat: number; time: string; satellite: string }[] };

const days = Array.from({ length: 12 }, (_, index) => new Date(Date.UTC(2026, index, 15, 18)));

describe('lightning flashes', () => {
  it('refuses malformed boxes', async () => {
    for (const bbox of ['', '1,2,3', '1,2,3,x', '10,0,5,10', '0,10,10,5', '-200,0,10,10', '0,-95,10,10']) {
      expect(await failure(lightning, {}, { bbox }, days[0] as Date), bbox).toBe(400);
    }
    expect(await failure(lightning, {}, {}, days[0] as Date)).toBe(400);
  });

  it('finds none between 100E and 160E or beyond 75N, whatever the weather', async () => {
    for (const now of days) {
      expect((await body<Flashes>(lightning, {}, { bbox: '105,-10,155,30' }, now)).flashes).toEqual([]);
      expect((await body<Flashes>(lightning, {}, { bbox: '-60,76,-20,85' }, now)).flashes).toEqual([]);
    }
  });

  it('finds flashes where the atmosphere is thundery inside the bands, within the box and the last 24 hours', async () => {
    const boxes = ['-75,-15,-45,5', '10,-10,35,10', '-100,15,-80,35'];
    const chances: number[] = [];
    for (const now of [days[0] as Date, days[6] as Date]) {
      for (const bbox of boxes) {
        const { flashes } = await body<Flashes>(lightning, {}, { bbox }, now);
        const [minLon, minLat, maxLon, maxLat] = bbox.split(',').map(Number) as [number, number, number, number];
        expect(flashes.length).toBeLessThanOrEqual(1000);
        for (const flash of flashes) {
          expect(flash.lon).toBeGreaterThanOrEqual(minLon);
          expect(flash.lon).toBeLessThanOrEqual(maxLon);
          expect(flash.lat).toBeGreaterThanOrEqual(minLat);
          expect(flash.lat).toBeLessThanOrEqual(maxLat);
          expect(flash.time).toMatch(utcSecondsPattern);
          const age = now.getTime() - Date.parse(flash.time);
          expect(age).toBeGreaterThanOrEqual(5 * 60_000);
          expect(age).toBeLessThanOrEqual(24 * 3_600_000);
          expect(flash.satellite).toBe(flash.lon < -40 ? 'GOES-East' : 'MTG-I1');
          chances.push(atmosphere.observed(flash, new Date(Date.parse(flash.time))).thunderProb);
        }
      }
    }
    expect(chances.length).toBeGreaterThan(0);
    // Reported 8-15 km off the strike, most flashes still sit where the atmosphere is thundery.
    const median = [...chances].sort((a, b) => a - b)[Math.floor(chances.length / 2)] ?? 0;
    expect(median).toBeGreaterThan(20);
  });

  it('caps a whole-band request at 1000 flashes', async () => {
    const { flashes } = await body<Flashes>(lightning, {}, { bbox: '-180,-60,100,75' }, days[6] as Date);
    expect(flashes.length).toBeLessThanOrEqual(1000);
    expect(new Set(flashes.map((flash) => flash.satellite)).size).toBeGreaterThan(0);
  });
});
