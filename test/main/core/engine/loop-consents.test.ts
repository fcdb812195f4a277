import { describe, expect, it } from 'vitest';
import { LoopConsents } from '@main/core/engine/loop-consents';
import { weatherDataLayer } from '@shared/tile-providers';

/** A budget whose day ends at midnight UTC; `nextDay` moves it on as the real one does. */
function budgetOn(day: string) {
  let endsAt = Date.parse(`${day}T00:00:00Z`) + 86_400_000;
  return { resetsAt: () => endsAt, nextDay: () => (endsAt += 86_400_000) };
}

describe('the loops agreed today', () => {
  const radar = weatherDataLayer(5);
  const temperature = weatherDataLayer(9);

  it('remembers the loop agreed for that layer and zoom only, and asks again on another', () => {
    const consents = new LoopConsents();
    const budget = budgetOn('2026-11-28');
    expect(consents.agreed(budget, { layer: radar, zoom: 6 })).toBeNull();

    consents.remember(budget, { layer: radar, zoom: 6 }, 2);

    expect(consents.agreed(budget, { layer: radar, zoom: 6 })).toBe(2);
    expect(consents.agreed(budget, { layer: radar, zoom: 7 })).toBeNull();
    expect(consents.agreed(budget, { layer: temperature, zoom: 6 })).toBeNull();
  });

  it('asks again the next day', () => {
    const consents = new LoopConsents();
    const budget = budgetOn('2026-11-28');
    consents.remember(budget, { layer: radar, zoom: 6 }, 1);

    budget.nextDay();

    expect(consents.agreed(budget, { layer: radar, zoom: 6 })).toBeNull();
  });

  it('keeps each budget apart: what was agreed in demo is asked again with the account', () => {
    const consents = new LoopConsents();
    const demo = budgetOn('2026-11-28');
    const account = budgetOn('2026-11-28');
    consents.remember(demo, { layer: radar, zoom: 6 }, 1);

    expect(consents.agreed(account, { layer: radar, zoom: 6 })).toBeNull();
  });
});
