import { describe, expect, it } from 'vitest';
import { initialNotificationState, parseNotificationState } from '@main/core/notifications/notification-state';
import { mildAir, rainAfter, session, warning } from './notification-fixtures';

const now = new Date('2026-06-10T11:00:00Z');
const helsinki = { locationId: 'loc-1', locationName: 'Helsinki', current: mildAir, hours: undefined, temperatureUnit: 'C' as const };

describe('notification state', () => {
  it('survives a restart: what was told is not told again', () => {
    const input = {
      now,
      rain: { ...helsinki, nowcast: rainAfter(now, 10, 20) },
      warnings: [{ ...helsinki, warnings: [warning()] }],
      usage: { day: '2026-06-10', used: 1700, allowance: 2000 },
    };
    const before = session();
    expect(before.evaluate(input)).toHaveLength(3);

    const stored = JSON.stringify(before.state);
    const after = session(undefined, parseNotificationState(JSON.parse(stored)));
    expect(after.evaluate(input)).toEqual([]);
  });

  it.each([
    ['nothing stored', undefined],
    ['another shape', { version: 2 }],
    ['a damaged entry', { ...initialNotificationState(), rain: { locationId: 'x', notifiedOnset: 'soon', lastWetAt: null } }],
  ])('starts fresh from %s', (_what, stored) => {
    expect(parseNotificationState(stored)).toEqual(initialNotificationState());
  });
});
