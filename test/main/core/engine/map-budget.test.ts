import { describe, expect, it } from 'vitest';
import { allowMapMoreToday, MapBudgetAnnouncer, mapBudgetView } from '@main/core/engine/map-budget';
import type { EventSink } from '@main/core/event-sink';
import { RequestBudget } from '@main/core/schedule/request-budget';
import { defaultSettings, type Settings } from '@shared/settings';
import type { MapBudgetView } from '@shared/views/map-budget';
import { FakeClock, settle } from '../schedule/fake-clock';
import { spend } from '../schedule/spend';

const noon = new Date('2026-03-10T12:00:00Z');
const midnight = Date.parse('2026-03-11T00:00:00Z');

function budgetOf(allowance: number, mapShare: number): RequestBudget {
  return new RequestBudget({ clock: new FakeClock(noon), allowance, mapShare });
}

describe('the map’s share as the map window sees it', () => {
  it('says what the map may spend today, what it spent, and how much more one "allow more" gives', () => {
    const budget = budgetOf(1000, 0.2);
    spend(budget, 30, 'tiles');
    expect(mapBudgetView(budget, 20)).toEqual({ allowed: 200, spent: 30, extraToday: 0, sharePercent: 20, moreStep: 100, resetsAt: midnight });
  });

  it('allows a tenth of the allowance more at a time, counted into today', () => {
    const budget = budgetOf(1000, 0.2);
    expect(allowMapMoreToday(budget, 20)).toEqual({ ok: true, value: expect.objectContaining({ allowed: 300, extraToday: 100 }) });
    expect(allowMapMoreToday(budget, 20)).toEqual({ ok: true, value: expect.objectContaining({ allowed: 400, extraToday: 200 }) });
  });

  it('never allows past the allowance, whose reserve keeps the tray’s refreshes, and says when that is', () => {
    const budget = budgetOf(100, 0.2);
    spend(budget, budget.spendable('normal') - 4, 'data');
    // Less than a tenth is left before the reserve: the step is what is left.
    expect(mapBudgetView(budget, 20).moreStep).toBe(4);
    expect(allowMapMoreToday(budget, 20)).toMatchObject({ ok: true, value: { extraToday: 4 } });
    spend(budget, budget.spendable('normal'), 'data');
    expect(allowMapMoreToday(budget, 20)).toMatchObject({ ok: false, error: { kind: 'rateLimited', action: { key: 'action.mapAfterMidnight' } } });
  });
});

describe('the map budget announcer', () => {
  function announcer(budget: RequestBudget | undefined, settings: Settings = defaultSettings) {
    const pushed: MapBudgetView[] = [];
    const emit = ((channel: string, payload: unknown) => {
      if (channel === 'map:budgetChanged') pushed.push(payload as MapBudgetView);
    }) as EventSink;
    const sessions = { current: budget === undefined ? undefined : ({ budget } as never) };
    return { announcer: new MapBudgetAnnouncer({ sessions, settings: { current: settings }, emit }), pushed };
  }

  it('tells the map once for changes made in one turn, with the share the settings give', async () => {
    const budget = budgetOf(1000, 0.4);
    const { announcer: map, pushed } = announcer(budget);
    map.budgetChanged();
    spend(budget, 3, 'tiles');
    map.budgetChanged();
    expect(pushed).toEqual([]);
    await settle();
    expect(pushed).toEqual([expect.objectContaining({ spent: 3, sharePercent: defaultSettings.budget.mapSharePercent })]);
    map.budgetChanged();
    await settle();
    expect(pushed).toHaveLength(2);
  });

  it('tells nothing while no session runs', async () => {
    const { announcer: map, pushed } = announcer(undefined);
    map.budgetChanged();
    await settle();
    expect(pushed).toEqual([]);
  });
});
