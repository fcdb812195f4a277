import { describe, expect, it } from 'vitest';
import { awakeRules, session, warning } from './notification-fixtures';

const now = new Date('2026-06-10T11:00:00Z');
const helsinki = { locationId: 'loc-1', locationName: 'Helsinki' };
const atLeast = (minSignificance: 'Y' | 'O' | 'R') => ({ ...awakeRules, warnings: { enabled: true, minSignificance } });

describe('warning notifications', () => {
  it('tells a new warning with its name and the description in the chosen language', () => {
    const told = session().evaluate({ now, language: 'fi', warnings: [{ ...helsinki, warnings: [warning()] }] });
    expect(told).toEqual([
      {
        id: 'warning:loc-1|wind|2026-06-10T12:00:00.000Z:O',
        kind: 'warning',
        title: 'Orange wind warning — Helsinki',
        body: 'Puuskat jopa 27 m/s.',
        locationId: 'loc-1',
      },
    ]);
  });

  it.each([
    ['en-GB', 'Gusts up to 27 m/s.'],
    ['SV-fi', 'Byar upp till 27 m/s.'],
    ['sv_se', 'Byar upp till 27 m/s.'],
    ['de', 'Gusts up to 27 m/s.'],
  ])('picks the description for %s', (language, body) => {
    expect(session().evaluate({ now, language, warnings: [{ ...helsinki, warnings: [warning()] }] })[0]?.body).toBe(body);
  });

  it('falls back to the significance description when there is no text', () => {
    const bare = warning({ description: [] });
    expect(session().evaluate({ now, warnings: [{ ...helsinki, warnings: [bare] }] })[0]?.body).toBe('Be prepared');
  });

  it.each([
    ['Y', ['Y', 'O', 'R']],
    ['O', ['O', 'R']],
    ['R', ['R']],
  ] as const)('from significance %s up tells %j', (minimum, expected) => {
    const warnings = ['Y', 'O', 'R', 'M'].map((significance, index) => warning({ significance, type: `type-${index}` }));
    const told = session(atLeast(minimum)).evaluate({ now, warnings: [{ ...helsinki, warnings }] });
    expect(told.map((notification) => notification.id.split(':').at(-1))).toEqual(expected);
  });

  it('tells a warning once, though its texts and end are revised', () => {
    const watcher = session();
    expect(watcher.evaluate({ now, warnings: [{ ...helsinki, warnings: [warning()] }] })).toHaveLength(1);
    const revised = warning({ validFrom: '2026-06-10T15:00:00+03:00', validUntil: '2026-06-10T22:00:00Z', name: 'Orange wind warning (updated)' });
    expect(watcher.evaluate({ now, warnings: [{ ...helsinki, warnings: [revised] }] })).toEqual([]);
  });

  it('tells again when the same warning is raised, not when it is lowered', () => {
    const watcher = session(atLeast('Y'));
    watcher.evaluate({ now, warnings: [{ ...helsinki, warnings: [warning({ significance: 'O' })] }] });
    expect(watcher.evaluate({ now, warnings: [{ ...helsinki, warnings: [warning({ significance: 'Y' })] }] })).toEqual([]);
    const raised = watcher.evaluate({ now, warnings: [{ ...helsinki, warnings: [warning({ significance: 'R', name: 'Red wind warning' })] }] });
    expect(raised.map((notification) => notification.title)).toEqual(['Red wind warning — Helsinki']);
  });

  it('tells the same warning for each location it is in', () => {
    const espoo = { locationId: 'loc-2', locationName: 'Espoo' };
    const told = session().evaluate({ now, warnings: [{ ...helsinki, warnings: [warning()] }, { ...espoo, warnings: [warning()] }] });
    expect(told.map((notification) => notification.locationId)).toEqual(['loc-1', 'loc-2']);
  });

  it('skips expired warnings and forgets told ones once they expire', () => {
    const watcher = session();
    expect(watcher.evaluate({ now, warnings: [{ ...helsinki, warnings: [warning({ validUntil: '2026-06-10T10:59:00Z' })] }] })).toEqual([]);
    watcher.evaluate({ now, warnings: [{ ...helsinki, warnings: [warning()] }] });
    expect(Object.keys(watcher.state.warnings)).toHaveLength(1);
    watcher.evaluate({ now: new Date('2026-06-10T20:00:01Z'), warnings: [] });
    expect(watcher.state.warnings).toEqual({});
  });

  it('does nothing when the rule is off', () => {
    const off = { ...awakeRules, warnings: { enabled: false, minSignificance: 'Y' as const } };
    expect(session(off).evaluate({ now, warnings: [{ ...helsinki, warnings: [warning({ significance: 'R' })] }] })).toEqual([]);
  });
});
