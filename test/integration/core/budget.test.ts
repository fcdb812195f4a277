import { afterEach, describe, expect, it } from 'vitest';
import type { ScheduleStatusView } from '@shared/views/status';
import { startCoreHarness, valueOf, type CoreHarness } from './core-harness';
import { writeStatusText } from '@shared/i18n/messages/status';

const minute = 60_000;

/** Today's hits over every API in this month's usage report, as the account pane reads them. */
async function reportedToday(h: CoreHarness): Promise<number> {
  const today = new Date(h.clock.now()).toISOString().slice(0, 10);
  const month = valueOf(await h.call('usage:month'));
  return month.daily.find((day) => day.date === today)?.apis.reduce((sum, api) => sum + api.hits, 0) ?? 0;
}
const hour = 60 * minute;

let harness: CoreHarness | undefined;

afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

describe('the request budget in the running core', () => {
  it('stays within a small allowance all day with the popup and dashboard open, and counts what the service counts', async () => {
    harness = await startCoreHarness({ dailyRequests: 100 });
    const h = harness;
    h.core.setViews({ popupOpen: true, dashboardOpen: true });
    await h.core.start();
    const statuses: ScheduleStatusView[] = [];

    // From 10:07 UTC to just before midnight UTC, when the count starts again.
    for (let elapsed = 0; elapsed < 13 * hour + 45 * minute; elapsed += 15 * minute) {
      await h.advance(15 * minute, 2 * minute);
      statuses.push(valueOf(await h.call('schedule:getStatus')));
    }

    const last = statuses.at(-1);
    expect(last?.allowance).toBe(100);
    for (const status of statuses) expect(status.spentToday).toBeLessThanOrEqual(100);
    // The whole allowance does get used, from the reserve at the end: the app slowed down rather than stopped.
    expect(last?.spentToday).toBeGreaterThan(80);
    expect(statuses.map((status) => status.mode)).toContain('slowed');
    expect(last === undefined ? '' : writeStatusText('en', last.explanation)).toMatch(/Today's 100 requests are nearly used up/);

    // The service's own count of today's hits is exactly what the app counted.
    const spent = last?.spentToday;
    expect(await reportedToday(h)).toBe(spent);
    expect(valueOf(await h.call('schedule:getStatus')).spentToday).toBe((spent ?? 0) + 1);
    // A simulated day of refreshes: seconds of work on a busy machine.
  }, 30_000);

  it("takes today's count from this month's usage report too: the one count the account pane shows", async () => {
    harness = await startCoreHarness();
    const h = harness;
    await h.core.start();
    await h.advance(hour, 5 * minute);
    const reported = await reportedToday(h);
    expect(reported).toBeGreaterThan(0);
    // The report, and the report request itself, counted once.
    expect(valueOf(await h.call('schedule:getStatus')).spentToday).toBe(reported + 1);
    // An earlier month's report says nothing of today.
    valueOf(await h.call('usage:month', { month: '2025-12' }));
    expect(valueOf(await h.call('schedule:getStatus')).spentToday).toBe(reported + 2);
  });

  it('projects the day within the default allowance for the tray alone', async () => {
    harness = await startCoreHarness();
    const h = harness;
    await h.core.start();
    await h.advance(2 * hour, 5 * minute);
    const status = valueOf(await h.call('schedule:getStatus'));
    expect(status).toMatchObject({ dataMode: 'demo', mode: 'normal', allowance: 2000 });
    expect(h.core.trayState().connectivity).toBe('online');
    expect(status.projectedToday).toBeLessThan(400);
    expect(await reportedToday(h)).toBe(status.spentToday);
  });
});
