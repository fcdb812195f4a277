import { describe, expect, it } from 'vitest';
import { createAtmosphere } from '@service/atmosphere/index';

const DAY = 86_400_000;
const kiruna = { lat: 67.85, lon: 20.23 };
const singapore = { lat: 1.35, lon: 103.82 };

describe('snow on the ground', () => {
  const atmosphere = createAtmosphere(2);
  const depthOn = (point: { lat: number; lon: number }, iso: string): number =>
    atmosphere.observed(point, new Date(iso)).snowDepth;

  it('lies deep by late winter in a cold snowy place, having built up since autumn', () => {
    const autumn = depthOn(kiruna, '2026-10-01T12:00:00Z');
    const midwinter = depthOn(kiruna, '2027-01-15T12:00:00Z');
    const lateWinter = depthOn(kiruna, '2027-03-15T12:00:00Z');
    expect(autumn).toBeLessThan(5);
    expect(midwinter).toBeGreaterThan(15);
    expect(lateWinter).toBeGreaterThan(20);
  });

  it('melts away in spring and is gone by midsummer', () => {
    expect(depthOn(kiruna, '2026-07-15T12:00:00Z')).toBe(0);
    const march = depthOn(kiruna, '2026-03-15T12:00:00Z');
    const june = depthOn(kiruna, '2026-06-20T12:00:00Z');
    expect(june).toBeLessThan(march / 3);
  });

  it('never lies in the tropical lowlands', () => {
    for (let day = 0; day < 365; day += 15) {
      expect(atmosphere.observed(singapore, new Date(Date.UTC(2026, 0, 1) + day * DAY)).snowDepth).toBe(0);
    }
  });

  it('never lies on the open sea, even where snow falls on it', () => {
    const northPacific = { lat: 45, lon: 180 };
    for (let day = 0; day < 90; day += 3) {
      expect(atmosphere.observed(northPacific, new Date(Date.UTC(2026, 0, 1) + day * DAY)).snowDepth).toBe(0);
    }
  });

  it('grows after snowfall and changes smoothly, also across midnight', () => {
    const point = { lat: 61.5, lon: 23.8 };
    let previous = atmosphere.observed(point, new Date('2027-01-01T00:00:00Z')).snowDepth;
    let rises = 0;
    for (let hour = 1; hour <= 24 * 30; hour++) {
      const at = new Date(Date.UTC(2027, 0, 1) + hour * 3_600_000);
      const w = atmosphere.observed(point, at);
      expect(Math.abs(w.snowDepth - previous)).toBeLessThan(3);
      if (w.snowDepth > previous + 0.05) rises += 1;
      previous = w.snowDepth;
    }
    expect(rises).toBeGreaterThan(24);
  });

  it('is forecast from the observed pack at the run time onward', () => {
    const run = new Date('2027-02-01T00:00:00Z');
    expect(atmosphere.forecast(kiruna, run, run).snowDepth).toBe(atmosphere.observed(kiruna, run).snowDepth);
    const week = new Date(run.getTime() + 7 * DAY);
    const forecast = atmosphere.forecast(kiruna, week, run).snowDepth;
    expect(forecast).toBeGreaterThan(0);
    expect(Math.abs(forecast - atmosphere.observed(kiruna, week).snowDepth)).toBeLessThan(40);
  });

  it('is deeper high up than down in the valley', () => {
    const at = new Date('2027-03-01T12:00:00Z');
    const alps = { lat: 46.5, lon: 9.8 };
    expect(atmosphere.observed(alps, at, 2500).snowDepth).toBeGreaterThan(atmosphere.observed(alps, at, 300).snowDepth + 20);
  });
});
