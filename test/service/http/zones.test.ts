import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServiceUnderTest, type ServiceUnderTest } from '../conformance/service-fixture';

// An evening in UTC: the next day already east of the date line, still the same day west of it,
// so a product on another zone than the location's would show another date.
const clock = new Date('2026-01-15T20:07:00Z');

let service: ServiceUnderTest;

beforeAll(async () => {
  service = await startServiceUnderTest({ clock });
});

afterAll(async () => {
  await service.stop();
});

/** Points at sea, either side of the date line and near both poles. */
const points = ['-140,-50', '-30,30', '-120,0', '179.9,-16', '-179.9,-16', '0,89.9', '0,-89.9'];

const timed = [
  '/api/v1/current',
  '/api/v1/forecast/minutely',
  '/api/v1/forecast/15minutely',
  '/api/v1/forecast/hourly',
  '/api/v1/forecast/3hourly',
  '/api/v1/observation/latest',
  '/api/v1/marine/forecast/hourly',
  '/api/v1/energy/forecast/hourly',
  '/api/v1/agriculture/forecast/hourly',
];
const dated = [
  '/api/v1/forecast/daily',
  '/api/v1/marine/forecast/daily',
  '/api/v1/agriculture/forecast/daily',
  '/api/v1/air-quality/forecast/daily',
];

const localTimeShape = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}[+-]\d{2}:\d{2}$/;

/** Every string in an answer shaped like a local time. */
function localTimes(value: unknown): string[] {
  if (typeof value === 'string') return localTimeShape.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(localTimes);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(localTimes);
  return [];
}

describe('one zone per point', () => {
  it.each(points)('at %s, every product speaks the zone location info names', async (point) => {
    const info = await service.get(`/api/v1/location/${point}`);
    expect(info.status).toBe(200);
    const { timezone } = info.json as { timezone: string };
    let checked = 0;
    for (const path of timed) {
      const answer = await service.get(`${path}/${point}`, { query: { prec: '1' } });
      expect(answer.status, path).toBe(200);
      for (const time of localTimes(answer.json)) {
        expect(DateTime.fromISO(time, { zone: timezone }).toFormat("yyyy-MM-dd'T'HH:mmZZ"), `${path} ${time}`).toBe(time);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(100);
    const today = DateTime.fromJSDate(clock, { zone: timezone }).toISODate();
    for (const path of dated) {
      const answer = await service.get(`${path}/${point}`);
      expect(answer.status, path).toBe(200);
      expect((answer.json as { forecast: { date: string }[] }).forecast[0]?.date, path).toBe(today);
    }
  });
});
