import { describe, expect, it } from 'vitest';
import { cadenceTable, products as scheduledProducts } from '../../../src/main/core/schedule/products';
import { freshness } from '../../../src/main/core/snapshots/freshness';
import { snapshotProducts, staleAfterMs } from '../../../src/main/core/snapshots/products';

const minute = 60_000;
const fetchedAt = '2026-01-15T10:00:00.000Z';
const after = (ms: number) => new Date(Date.parse(fetchedAt) + ms);

describe('freshness', () => {
  it('is fresh up to the product stale time and stale after it', () => {
    expect(freshness({ fetchedAt }, 'current', after(40 * minute), true)).toEqual({ ageMs: 40 * minute, state: 'fresh' });
    expect(freshness({ fetchedAt }, 'current', after(40 * minute + 1), true)).toEqual({ ageMs: 40 * minute + 1, state: 'stale' });
  });

  it("goes by each product's own stale time", () => {
    const age = 3 * 60 * minute;
    expect(freshness({ fetchedAt }, 'nowcast', after(age), true).state).toBe('stale');
    expect(freshness({ fetchedAt }, 'daily', after(age), true).state).toBe('fresh');
  });

  it('says offline whatever the age, and still gives the age', () => {
    expect(freshness({ fetchedAt }, 'hourly', after(5 * minute), false)).toEqual({ ageMs: 5 * minute, state: 'offline' });
    expect(freshness({ fetchedAt }, 'hourly', after(500 * minute), false)).toEqual({ ageMs: 500 * minute, state: 'offline' });
  });

  it('counts a fetch time ahead of the clock (the clock was set back) as age 0', () => {
    expect(freshness({ fetchedAt }, 'current', after(-10 * minute), true)).toEqual({ ageMs: 0, state: 'fresh' });
  });

  it('takes another stale table when given one', () => {
    const table = { ...staleAfterMs, current: minute };
    expect(freshness({ fetchedAt }, 'current', after(2 * minute), true, table).state).toBe('stale');
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
