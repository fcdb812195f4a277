import { describe, expect, it } from 'vitest';
import { createAtmosphere } from '@service/atmosphere/index';
import { cases } from './sampling';

describe('atmosphere determinism', () => {
  const samples = cases(40);

  it('gives identical weather for the same seed, field by field, including snow depth', () => {
    const a = createAtmosphere(7);
    const b = createAtmosphere(7);
    for (const { point, at } of samples) {
      expect({ ...b.observed(point, at) }).toEqual({ ...a.observed(point, at) });
      const issued = new Date(at.getTime() - 48 * 3_600_000);
      expect({ ...b.forecast(point, at, issued) }).toEqual({ ...a.forecast(point, at, issued) });
      expect(b.precipProbability(point, at, issued, 3)).toBe(a.precipProbability(point, at, issued, 3));
    }
  });

  it('does not depend on the order of the questions (no hidden state leaks between calls)', () => {
    const forwards = createAtmosphere(7);
    const backwards = createAtmosphere(7);
    const first = samples.map(({ point, at }) => forwards.observed(point, at).snowDepth);
    const second = [...samples].reverse().map(({ point, at }) => backwards.observed(point, at).snowDepth);
    expect(second.reverse()).toEqual(first);
  });

  it('answers a place the same whichever place was asked about before (the sampler keeps the last place\'s climate)', () => {
    const fresh = (point: (typeof samples)[number]['point'], at: Date) => ({ ...createAtmosphere(7).observed(point, at) });
    const shared = createAtmosphere(7);
    for (const [i, { point, at }] of samples.slice(0, 12).entries()) {
      // The same place at another time first, then the place itself, then a different place.
      shared.observed(point, new Date(at.getTime() - 86_400_000));
      expect({ ...shared.observed(point, at) }).toEqual(fresh(point, at));
      const other = samples[(i + 5) % samples.length] ?? samples[0];
      if (other !== undefined) expect({ ...shared.observed(other.point, at) }).toEqual(fresh(other.point, at));
    }
  });

  it('gives the same precipitation chances whether or not the forecast was sampled first (the chances reuse its samples)', () => {
    const sampledFirst = createAtmosphere(7);
    const askedAlone = createAtmosphere(7);
    for (const { point, at } of samples.slice(0, 8)) {
      const issued = new Date(at.getTime() - 5 * 3_600_000);
      // A first chance makes the place the one whose samples are kept, as a forecast's first step does.
      expect(sampledFirst.precipProbability(point, at, issued, 1)).toBe(askedAlone.precipProbability(point, at, issued, 1));
      for (let k = -8; k <= 48; k++) sampledFirst.forecast(point, new Date(at.getTime() + k * 900_000), issued);
      for (const hours of [1, 3, 6, 24, 30]) {
        for (const lead of [-2, 0, 1, 3, 9]) {
          const valid = new Date(at.getTime() + lead * 3_600_000);
          expect(sampledFirst.precipProbability(point, valid, issued, hours)).toBe(askedAlone.precipProbability(point, valid, issued, hours));
        }
      }
    }
  });

  it('gives different weather for a different seed', () => {
    const a = createAtmosphere(7);
    const b = createAtmosphere(8);
    const different = samples.filter(({ point, at }) => a.observed(point, at).temperature !== b.observed(point, at).temperature);
    expect(different.length).toBeGreaterThan(samples.length * 0.9);
  });

  it('exposes snow depth as a plain enumerable value that survives spreading and JSON', () => {
    const atmosphere = createAtmosphere(7);
    const weather = atmosphere.observed({ lat: 67.85, lon: 20.2 }, new Date('2026-02-15T12:00:00Z'));
    const copy = { ...weather };
    expect(Object.keys(weather)).toContain('snowDepth');
    expect(copy.snowDepth).toBe(weather.snowDepth);
    expect((JSON.parse(JSON.stringify(weather)) as { snowDepth: number }).snowDepth).toBe(weather.snowDepth);
    weather.snowDepth = 3;
    expect(weather.snowDepth).toBe(3);
  });
});
