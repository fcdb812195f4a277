import { describe, expect, it } from 'vitest';
import { createAtmosphere } from '@service/atmosphere/index';
import { cases, mean, places, present } from './sampling';

const HOUR = 3_600_000;

describe('forecasts drift from the truth with lead time', () => {
  const atmosphere = createAtmosphere(5);
  // Each place paired with a model run time (runs are at 00, 06, 12 and 18 UTC).
  const samples = cases(500, -60, 70).map(({ point, at }) => ({
    point,
    run: new Date(Math.floor(at.getTime() / (6 * HOUR)) * 6 * HOUR),
  }));

  it('equal the observation at and before the run time', () => {
    for (const { point, run } of samples.slice(0, 50)) {
      for (const offset of [0, -HOUR, -30 * HOUR]) {
        const at = new Date(run.getTime() + offset);
        expect({ ...atmosphere.forecast(point, at, run) }).toEqual({ ...atmosphere.observed(point, at) });
      }
    }
  });

  it('err more the further ahead they look (mean absolute temperature error +6 h < +72 h < +240 h)', () => {
    const error = (lead: number): number =>
      mean(
        samples.map(({ point, run }) => {
          const valid = new Date(run.getTime() + lead * HOUR);
          return Math.abs(atmosphere.forecast(point, valid, run).temperature - atmosphere.observed(point, valid).temperature);
        }),
      );
    const six = error(6);
    const three = error(72);
    const ten = error(240);
    expect(six).toBeGreaterThan(0.1);
    expect(six).toBeLessThan(0.8);
    expect(three).toBeGreaterThan(six * 1.5);
    expect(ten).toBeGreaterThan(three * 1.2);
    expect(ten).toBeLessThan(4.5);
  });

  it('miss the timing and place of precipitation more often at longer leads', () => {
    const agreement = (lead: number): number => {
      let either = 0;
      let both = 0;
      samples.forEach(({ point, run }) => {
        const valid = new Date(run.getTime() + lead * HOUR);
        const forecastWet = atmosphere.forecast(point, valid, run).precipRate > 0;
        const observedWet = atmosphere.observed(point, valid).precipRate > 0;
        if (forecastWet || observedWet) either += 1;
        if (forecastWet && observedWet) both += 1;
      });
      return both / either;
    };
    expect(agreement(3)).toBeGreaterThan(agreement(120) + 0.2);
  });

  it('are fixed for a run: asking again gives the same forecast, another run a different one', () => {
    const point = { lat: 52.52, lon: 13.4 };
    const valid = new Date('2026-03-10T12:00:00Z');
    const run = new Date('2026-03-06T00:00:00Z');
    const again = createAtmosphere(5);
    expect(again.forecast(point, valid, run).temperature).toBe(atmosphere.forecast(point, valid, run).temperature);
    expect(atmosphere.forecast(point, valid, new Date('2026-03-06T06:00:00Z')).temperature).not.toBe(
      atmosphere.forecast(point, valid, run).temperature,
    );
  });

  it('change smoothly with valid time within a run', () => {
    const point = { lat: 48.85, lon: 2.35 };
    const run = new Date('2026-05-01T00:00:00Z');
    let largest = 0;
    let previous = atmosphere.forecast(point, new Date(run.getTime() + 100 * HOUR), run).temperature;
    for (let minutes = 10; minutes <= 600; minutes += 10) {
      const now = atmosphere.forecast(point, new Date(run.getTime() + 100 * HOUR + minutes * 60_000), run).temperature;
      largest = Math.max(largest, Math.abs(now - previous));
      previous = now;
    }
    expect(largest).toBeLessThan(1);
  });

  it('widen their spread with lead time, from nothing at the run to 3-4 °C at ten days in a mid-latitude winter', () => {
    const berlin = { lat: 52.52, lon: 13.4 };
    const january = new Date('2026-01-20T12:00:00Z');
    const spread = (lead: number) => atmosphere.spread(berlin, january, lead);
    const leads = [0, 1, 6, 24, 72, 120, 240, 360];
    const spreads = leads.map(spread);
    expect(spreads[0]).toEqual({ temperature: 0, precipFraction: 0, lostSkill: 0 });
    spreads.slice(1, 7).forEach((later, i) => {
      const before = present(spreads[i]);
      expect(later.temperature).toBeGreaterThan(before.temperature);
      expect(later.precipFraction).toBeGreaterThanOrEqual(before.precipFraction);
    });
    expect(spread(6).temperature).toBeGreaterThan(0.3);
    expect(spread(6).temperature).toBeLessThan(0.8);
    expect(spread(240).temperature).toBeGreaterThan(3);
    expect(spread(240).temperature).toBeLessThanOrEqual(4);
    expect(spread(240).lostSkill).toBe(1);
  });

  it('never spread further than the climate swings: under a degree and a half on a tropical island at any lead', () => {
    const honolulu = { lat: 21.31, lon: -157.86 };
    for (const month of [1, 4, 7, 10]) {
      const spread = atmosphere.spread(honolulu, new Date(Date.UTC(2026, month - 1, 15)), 360).temperature;
      expect(spread).toBeGreaterThan(0.5);
      expect(spread).toBeLessThan(1.2);
    }
  });
});

describe('precipitation probability', () => {
  const atmosphere = createAtmosphere(5);
  const where = places(400, -50, 65);
  const run = new Date('2026-02-01T06:00:00Z');

  it('is 0 or 100 for periods the run has already seen', () => {
    for (const point of where.slice(0, 60)) {
      const p = atmosphere.precipProbability(point, run, run, 1);
      expect([0, 100]).toContain(p);
      expect(p === 100).toBe(atmosphere.observed(point, run).precipRate > 0 || p === 100);
    }
  });

  it('is high where the forecast has precipitation and low where it is dry at short leads', () => {
    const valid = new Date(run.getTime() + 12 * HOUR);
    const wet: number[] = [];
    const dry: number[] = [];
    for (const point of where) {
      const p = atmosphere.precipProbability(point, valid, run, 1);
      expect(p).toBeGreaterThanOrEqual(0);
      expect(p).toBeLessThanOrEqual(100);
      (atmosphere.forecast(point, valid, run).precipRate > 0 ? wet : dry).push(p);
    }
    expect(wet.length).toBeGreaterThan(10);
    expect(wet.every((p) => p >= 50)).toBe(true);
    expect(mean(dry)).toBeLessThan(20);
  });

  it('grows toward uncertainty (away from 0 and 100) at long leads, and with longer periods', () => {
    const decisiveness = (lead: number): number =>
      mean(where.map((point) => Math.abs(atmosphere.precipProbability(point, new Date(run.getTime() + lead * HOUR), run, 1) - 50)));
    expect(decisiveness(6)).toBeGreaterThan(decisiveness(200) + 5);
    const valid = new Date(run.getTime() + 48 * HOUR);
    for (const point of where.slice(0, 50)) {
      expect(atmosphere.precipProbability(point, valid, run, 24)).toBeGreaterThanOrEqual(
        atmosphere.precipProbability(point, valid, run, 1) - 1e-9,
      );
    }
  });
});

describe('model runs', () => {
  const atmosphere = createAtmosphere(5);

  it('run every six hours and become available three hours after their nominal time', () => {
    expect(atmosphere.latestRun(new Date('2026-03-01T08:59:59Z')).toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(atmosphere.latestRun(new Date('2026-03-01T09:00:00Z')).toISOString()).toBe('2026-03-01T06:00:00.000Z');
    expect(atmosphere.latestRun(new Date('2026-03-01T02:00:00Z')).toISOString()).toBe('2026-02-28T18:00:00.000Z');
    expect(atmosphere.latestRun(new Date('2026-03-01T23:30:00Z')).toISOString()).toBe('2026-03-01T18:00:00.000Z');
  });
});
