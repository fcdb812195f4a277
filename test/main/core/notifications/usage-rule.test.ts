import { describe, expect, it } from 'vitest';
import { usageThresholds } from '@main/core/notifications/usage-rule';
import { awakeRules, session } from './notification-fixtures';

const now = new Date('2026-06-10T11:00:00Z');
const usage = (used: number, day = '2026-06-10') => ({ day, used, allowance: 2000 });

describe('usage notifications', () => {
  it('tells at 80 % and at 95 %, once each', () => {
    const watcher = session();
    const told = [1590, 1600, 1700, 1899, 1900, 1990, 2000].map((used) => watcher.evaluate({ now, usage: usage(used) }));
    expect(told.map((notifications) => notifications.map((notification) => notification.title))).toEqual([
      [],
      ["80% of today's request allowance used"],
      [],
      [],
      ["95% of today's request allowance used"],
      [],
      [],
    ]);
    expect(told[1]?.[0]).toEqual({
      id: 'usage:2026-06-10:0.8',
      kind: 'usage',
      title: "80% of today's request allowance used",
      body: '1,600 of 2,000 requests used today. Weatherglass refreshes less often to stay within the allowance.',
    });
  });

  it('speaks the interface language, with its own number grouping', () => {
    const [told] = session().evaluate({ now, interfaceLanguage: 'de', usage: usage(1600) });
    expect(told).toMatchObject({
      title: '80\u00a0% des heutigen Anfragekontingents verbraucht',
      body: '1.600 von 2.000 Anfragen heute verbraucht. Weatherglass aktualisiert seltener, um im Tageskontingent zu bleiben.',
    });
  });

  it('tells only the highest threshold when usage jumps past several', () => {
    const watcher = session();
    expect(watcher.evaluate({ now, usage: usage(1950) }).map((notification) => notification.id)).toEqual(['usage:2026-06-10:0.95']);
    expect(watcher.evaluate({ now, usage: usage(1960) })).toEqual([]);
  });

  it('starts again on a new day', () => {
    const watcher = session();
    watcher.evaluate({ now, usage: usage(1600) });
    expect(watcher.evaluate({ now, usage: usage(1600, '2026-06-11') })).toHaveLength(1);
  });

  it('follows the chosen share, adding the 95 % notice only below it', () => {
    expect(usageThresholds(50)).toEqual([0.5, 0.95]);
    expect(usageThresholds(97)).toEqual([0.97]);
    const watcher = session({ ...awakeRules, usage: { enabled: true, atPercent: 50 } });
    const told = [999, 1000, 1500, 1900].map((used) => watcher.evaluate({ now, usage: usage(used) }).length);
    expect(told).toEqual([0, 1, 0, 1]);
  });

  it('ignores a missing allowance and a switched-off rule', () => {
    expect(session().evaluate({ now, usage: { day: '2026-06-10', used: 5, allowance: 0 } })).toEqual([]);
    const off = { ...awakeRules, usage: { enabled: false, atPercent: 80 } };
    expect(session(off).evaluate({ now, usage: usage(1999) })).toEqual([]);
  });
});
