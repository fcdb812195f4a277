import { describe, expect, it } from 'vitest';
import { confidence, precipitationEnsemble, temperatureEnsemble } from '@service/products/point/daily-ensemble';

describe('temperature ensemble', () => {
  it('is centred on the deterministic value while the forecast has its skill, and spans about ±2.25 standard deviations', () => {
    expect(temperatureEnsemble(10, 2, 4, 0)).toEqual({ p000: 5.5, p025: 10 - 1.348, p050: 10, p075: 10 + 1.348, p100: 14.5 });
  });

  it('moves its centre to the climate normal as the skill is lost', () => {
    expect(temperatureEnsemble(10, 2, 4, 0.25).p050).toBeCloseTo(8.5, 9);
    expect(temperatureEnsemble(10, 2, 4, 1)).toEqual({ p000: -0.5, p025: 4 - 1.348, p050: 4, p075: 4 + 1.348, p100: 8.5 });
  });

  it('collapses to the deterministic value when there is no spread (a day already observed)', () => {
    expect(new Set(Object.values(temperatureEnsemble(-3, 0, 5, 0)))).toEqual(new Set([-3]));
  });
});

describe('precipitation ensemble', () => {
  const values = (ensemble: Record<string, number>) => [ensemble.p010, ensemble.p025, ensemble.p050, ensemble.p075, ensemble.p090];

  it('is non-negative and never decreasing, whatever the inputs', () => {
    for (const amount of [0, 0.2, 3, 40]) {
      for (const chance of [0, 0.05, 0.3, 0.5, 0.8, 1]) {
        for (const spread of [0, 0.2, 0.7, 1.2]) {
          const ensemble = values(precipitationEnsemble(amount, chance, spread)) as number[];
          expect(ensemble.every((value) => value >= 0 && Number.isFinite(value))).toBe(true);
          expect(ensemble).toEqual([...ensemble].sort((a, b) => a - b));
        }
      }
    }
  });

  it('keeps the dry members at zero and the median near the deterministic total when rain is nearly certain', () => {
    expect(values(precipitationEnsemble(5, 0.3, 0.5)).slice(0, 3)).toEqual([0, 0, 0]);
    expect(precipitationEnsemble(5, 0.3, 0.5).p090).toBeGreaterThan(0);
    expect(precipitationEnsemble(5, 0.98, 0.3).p050).toBeGreaterThan(4);
    expect(precipitationEnsemble(5, 0.98, 0.3).p050).toBeLessThanOrEqual(5);
    expect(values(precipitationEnsemble(0, 0, 1))).toEqual([0, 0, 0, 0, 0]);
  });

  it('widens with the spread', () => {
    const width = (spread: number) => {
      const ensemble = precipitationEnsemble(6, 0.95, spread);
      return ensemble.p090 - ensemble.p010;
    };
    expect(width(0.6)).toBeGreaterThan(width(0.2));
    expect(width(1.2)).toBeGreaterThan(width(0.6));
  });
});

describe('confidence', () => {
  it('follows the temperature spread', () => {
    expect(confidence({ temperature: 0.7 })).toBe('g');
    expect(confidence({ temperature: 2 })).toBe('y');
    expect(confidence({ temperature: 3.5 })).toBe('o');
  });
});
