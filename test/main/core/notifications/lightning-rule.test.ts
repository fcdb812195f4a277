import { describe, expect, it } from 'vitest';
import type { LightningFlash } from '@shared/api/products';
import { distanceKm, type GeoPoint } from '@shared/geo';
import { defaultSettings } from '@shared/settings';
import { awakeRules, minutesAfter, session } from './notification-fixtures';

const helsinki: GeoPoint = { lat: 60.1695, lon: 24.9354 };
const now = new Date('2026-06-10T15:00:00+03:00');
const watching = { ...awakeRules, lightning: { enabled: true, withinKm: 30 as const } };

/** The point `km` from `from` along the compass bearing `degrees` (spherical Earth). */
function pointAt(from: GeoPoint, km: number, degrees: number): GeoPoint {
  const toRadians = (value: number) => (value * Math.PI) / 180;
  const angle = km / 6371;
  const bearing = toRadians(degrees);
  const lat1 = toRadians(from.lat);
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(angle) + Math.cos(lat1) * Math.sin(angle) * Math.cos(bearing));
  const lon2 = toRadians(from.lon) + Math.atan2(Math.sin(bearing) * Math.sin(angle) * Math.cos(lat1), Math.cos(angle) - Math.sin(lat1) * Math.sin(lat2));
  return { lat: (lat2 * 180) / Math.PI, lon: (lon2 * 180) / Math.PI };
}

function flash(point: GeoPoint, minutesAgo: number, at = now): LightningFlash {
  return { ...point, time: minutesAfter(at, -minutesAgo).toISOString(), satellite: 'MTG-I1' };
}

function around(flashes: LightningFlash[], at = now) {
  return { now: at, lightning: { locationId: '658225', locationName: 'Helsinki', place: helsinki, flashes } };
}

describe('the lightning notification', () => {
  it('is off by default, whatever strikes', () => {
    expect(defaultSettings.notifications.lightning.enabled).toBe(false);
    expect(session().evaluate(around([flash(helsinki, 2)]))).toEqual([]);
  });

  it('tells of strikes within the distance, with where, how many and since when', () => {
    const southWest = pointAt(helsinki, 12, 225);
    expect(Math.round(distanceKm(helsinki, southWest))).toBe(12);

    const told = session(watching).evaluate(around([flash(southWest, 9), flash(pointAt(helsinki, 14, 230), 4)]));

    expect(told).toEqual([
      {
        id: `lightning:658225:${minutesAfter(now, -9).toISOString()}`,
        kind: 'lightning',
        title: 'Lightning 12\u00a0km south-west of Helsinki',
        body: '2 strikes since 14:51, the nearest 12\u00a0km away. Satellite positions are accurate to about 10\u00a0km.',
        locationId: '658225',
      },
    ]);
  });

  it('speaks the interface language, the compass point in its words', () => {
    const told = session(watching).evaluate({ ...around([flash(pointAt(helsinki, 12, 225), 9), flash(pointAt(helsinki, 14, 230), 4)]), interfaceLanguage: 'de' });
    expect(told.map(({ title, body }) => ({ title, body }))).toEqual([
      {
        title: 'Blitze 12\u00a0km südwestlich von Helsinki',
        body: '2 Einschläge seit 14:51, der nächste 12\u00a0km entfernt. Die Satellitenpositionen sind auf etwa 10\u00a0km genau.',
      },
    ]);
    const one = session(watching).evaluate({ ...around([flash(pointAt(helsinki, 12, 45), 9)]), interfaceLanguage: 'fr' });
    expect(one[0]?.title).toBe('Foudre à 12\u00a0km au nord-est de Helsinki');
    expect(one[0]?.body).toMatch(/^Un impact depuis 14:51,/);
  });

  it('writes the distance in the chosen unit', () => {
    const [told] = session(watching).evaluate({ ...around([flash(pointAt(helsinki, 16.1, 0), 3)]), distanceUnit: 'mi' });
    expect(told?.title).toBe('Lightning 10\u00a0mi north of Helsinki');
  });

  it('says nothing of strikes beyond the distance, or older than half an hour', () => {
    const farther = session(watching).evaluate(around([flash(pointAt(helsinki, 35, 90), 2)]));
    const older = session(watching).evaluate(around([flash(pointAt(helsinki, 5, 90), 31)]));
    expect([farther, older]).toEqual([[], []]);
  });

  it('tells of a storm cell once, however long it strikes and wherever it drifts', () => {
    const rules = session(watching);
    const start = pointAt(helsinki, 25, 270);
    expect(rules.evaluate(around([flash(start, 5)]))).toHaveLength(1);

    let at = now;
    let where = start;
    for (let step = 1; step <= 6; step += 1) {
      at = minutesAfter(at, 10);
      where = pointAt(where, 4, 90);
      expect(rules.evaluate(around([flash(where, 3, at)], at))).toEqual([]);
    }
  });

  it('tells of a second cell apart from the first', () => {
    const rules = session(watching);
    rules.evaluate(around([flash(pointAt(helsinki, 20, 270), 5)]));

    const told = rules.evaluate(around([flash(pointAt(helsinki, 20, 270), 2), flash(pointAt(helsinki, 20, 90), 1)], minutesAfter(now, 1)));

    expect(told.map((notification) => notification.title)).toEqual(['Lightning 20\u00a0km east of Helsinki']);
  });

  it('tells again of a cell that died down for an hour and struck again', () => {
    const rules = session(watching);
    const west = pointAt(helsinki, 20, 270);
    rules.evaluate(around([flash(west, 5)]));
    const later = minutesAfter(now, 70);

    expect(rules.evaluate(around([flash(west, 1, later)], later))).toHaveLength(1);
  });

  it('keeps quiet hours, and tells of a cell still striking when they end', () => {
    const night = { ...watching, quietHours: { enabled: true, from: '14:00', until: '15:05' } };
    const rules = session(night);
    const west = pointAt(helsinki, 20, 270);
    expect(rules.evaluate(around([flash(west, 5)]))).toEqual([]);
    expect(rules.state.lightning).toEqual([]);

    const after = minutesAfter(now, 10);
    expect(rules.evaluate(around([flash(west, 2, after)], after))).toHaveLength(1);
  });
});
