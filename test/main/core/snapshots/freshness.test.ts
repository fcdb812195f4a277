import { describe, expect, it } from 'vitest';
import { cadenceTable, products as scheduledProducts } from '@main/core/schedule/cadence';
import { snapshotProducts, staleAfterMs } from '@main/core/snapshots/snapshot-kinds';
import { freshnessOf } from '@shared/views/freshness';

const minute = 60_000;
const fetchedAt = '2026-01-15T10:00:00.000Z';
const after = (ms: number) => Date.parse(fetchedAt) + ms;
/** An answer of `product` as main dates it for the windows. */
const answerOf = (product: keyof typeof staleAfterMs) => ({ fetchedAt, staleAfterMs: staleAfterMs[product] });

describe('freshnessOf, with the stale table', () => {
  it('is fresh up to the product stale time and stale after it', () => {
    expect(freshnessOf(answerOf('current'), after(40 * minute), 'online')).toEqual({ ageMs: 40 * minute, state: 'fresh' });
    expect(freshnessOf(answerOf('current'), after(40 * minute + 1), 'online')).toEqual({ ageMs: 40 * minute + 1, state: 'stale' });
  });

  it("goes by each product's own stale time", () => {
    const age = 3 * 60 * minute;
    expect(freshnessOf(answerOf('nowcast'), after(age), 'online').state).toBe('stale');
    expect(freshnessOf(answerOf('daily'), after(age), 'online').state).toBe('fresh');
  });

  it('says offline whatever the age, and still gives the age', () => {
    expect(freshnessOf(answerOf('hourly'), after(5 * minute), 'offline')).toEqual({ ageMs: 5 * minute, state: 'offline' });
    expect(freshnessOf(answerOf('hourly'), after(500 * minute), 'offline')).toEqual({ ageMs: 500 * minute, state: 'offline' });
  });

  it('counts a fetch time ahead of the clock (the clock was set back) as age 0', () => {
    expect(freshnessOf(answerOf('current'), after(-10 * minute), 'online')).toEqual({ ageMs: 0, state: 'fresh' });
  });

  it('is not offline while the computer sleeps: the age alone decides', () => {
    expect(freshnessOf(answerOf('current'), after(5 * minute), 'asleep').state).toBe('fresh');
    expect(freshnessOf(answerOf('current'), after(50 * minute), 'asleep').state).toBe('stale');
  });
});

describe('the stale table', () => {
  it("covers every product the scheduler refreshes, under the scheduler's names", () => {
    expect(snapshotProducts).toEqual(expect.arrayContaining([...scheduledProducts]));
  });

  it.each(scheduledProducts)("turns %s stale between 1.5 and 3 times the scheduler's longest cadence", (product) => {
    const cadence = cadenceTable[product];
    const longest = Math.max(...[cadence.tray, cadence.popup, cadence.dashboard].filter((ms) => ms !== undefined));
    expect(staleAfterMs[product] / longest).toBeGreaterThanOrEqual(1.5);
    expect(staleAfterMs[product] / longest).toBeLessThanOrEqual(3);
  });
});
