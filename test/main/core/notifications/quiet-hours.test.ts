import { describe, expect, it } from 'vitest';
import { isQuietTime } from '@main/core/notifications/quiet-hours';
import { awakeRules, mildAir, minutesAfter, rainAfter, session, warning } from './notification-fixtures';

/** Helsinki is UTC+3 in June. */
const helsinkiAt = (clock: string) => new Date(`2026-06-10T${clock}:00+03:00`);
const night = { enabled: true, from: '22:00', until: '07:00' };

describe('isQuietTime', () => {
  it.each([
    ['21:59', false],
    ['22:00', true],
    ['23:30', true],
    ['00:00', true],
    ['03:15', true],
    ['06:59', true],
    ['07:00', false],
    ['12:00', false],
  ])('across midnight, %s is quiet: %s', (clock, quiet) => {
    expect(isQuietTime(helsinkiAt(clock), night, 'Europe/Helsinki')).toBe(quiet);
  });

  it.each([
    ['12:59', false],
    ['13:00', true],
    ['14:59', true],
    ['15:00', false],
  ])('within a day, %s is quiet: %s', (clock, quiet) => {
    expect(isQuietTime(helsinkiAt(clock), { enabled: true, from: '13:00', until: '15:00' }, 'Europe/Helsinki')).toBe(quiet);
  });

  it("reads the clock in the user's zone", () => {
    const instant = new Date('2026-06-10T20:30:00Z');
    expect(isQuietTime(instant, night, 'Europe/Helsinki')).toBe(true);
    expect(isQuietTime(instant, night, 'America/New_York')).toBe(false);
  });

  it('treats switched-off, equal or malformed times as no quiet hours, and an unknown zone as UTC', () => {
    expect(isQuietTime(helsinkiAt('23:00'), { ...night, until: '22:00' }, 'Europe/Helsinki')).toBe(false);
    expect(isQuietTime(helsinkiAt('23:00'), { ...night, from: '10pm' }, 'Europe/Helsinki')).toBe(false);
    expect(isQuietTime(helsinkiAt('23:00'), { ...night, enabled: false }, 'Europe/Helsinki')).toBe(false);
    expect(isQuietTime(new Date('2026-06-10T23:00:00Z'), night, 'Mars/Olympus_Mons')).toBe(true);
    expect(isQuietTime(new Date('2026-06-10T12:00:00Z'), night, 'Mars/Olympus_Mons')).toBe(false);
  });
});

describe('quiet hours in evaluation', () => {
  const rules = { ...awakeRules, quietHours: night, rain: { ...awakeRules.rain, withinMinutes: 60 } };
  const helsinki = { locationId: 'loc-1', locationName: 'Helsinki', current: mildAir, hours: undefined, temperatureUnit: 'C' as const };

  it('suppresses rain during quiet hours and tells it when they end if it is still ahead', () => {
    const watcher = session(rules);
    const late = helsinkiAt('06:30');
    expect(watcher.evaluate({ now: late, rain: { ...helsinki, nowcast: rainAfter(late, 50, 20) } })).toEqual([]);
    const morning = helsinkiAt('07:00');
    const told = watcher.evaluate({ now: morning, rain: { ...helsinki, nowcast: rainAfter(morning, 20, 20) } });
    expect(told.map((notification) => notification.body)).toEqual(['Rain starting in about 20\u00a0min at Helsinki.']);
  });

  it('never tells rain that came and went during the night', () => {
    const watcher = session(rules);
    const late = helsinkiAt('23:00');
    watcher.evaluate({ now: late, rain: { ...helsinki, nowcast: rainAfter(late, 10, 20) } });
    const morning = helsinkiAt('07:05');
    expect(watcher.evaluate({ now: morning, rain: { ...helsinki, nowcast: rainAfter(morning, 60, 0) } })).toEqual([]);
  });

  it('suppresses warnings and usage across midnight, then tells what still applies', () => {
    const watcher = session(rules);
    const input = (now: Date) => ({
      now,
      warnings: [{ ...helsinki, warnings: [warning({ validFrom: '2026-06-10T21:00:00Z', validUntil: '2026-06-11T09:00:00Z' })] }],
      usage: { day: '2026-06-10', used: 1700, allowance: 2000 },
    });
    expect(watcher.evaluate(input(helsinkiAt('23:50')))).toEqual([]);
    expect(watcher.evaluate(input(minutesAfter(helsinkiAt('23:50'), 20)))).toEqual([]);
    const morning = new Date('2026-06-11T07:00:00+03:00');
    expect(watcher.evaluate(input(morning)).map((notification) => notification.kind)).toEqual(['warning', 'usage']);
  });
});
