import { describe, expect, it } from 'vitest';
import { call, forecastOf, places, statusOf, testNow, type Endpoint, type Item } from './point-fixture';

const periodLimits: [Endpoint, number, number][] = [
  ['minutely', 60, 60],
  ['quarterHourly', 8, 12],
  ['hourly', 24, 169],
  ['threeHourly', 21, 113],
  ['daily', 7, 15],
];

const hourMs = 3_600_000;

describe('periods', () => {
  it.each(periodLimits)('%s: default %i, clamped to %i above it, 400 for 0 or not a number', async (endpoint, fallback, maximum) => {
    expect(await forecastOf(endpoint, places.helsinki)).toHaveLength(fallback);
    expect(await forecastOf(endpoint, places.helsinki, { periods: String(maximum + 9) })).toHaveLength(maximum);
    expect(await forecastOf(endpoint, places.helsinki, { periods: '2' })).toHaveLength(2);
    for (const periods of ['0', 'abc', '-1', '2.5']) expect(await statusOf(endpoint, places.helsinki, { periods })).toBe(400);
  });
});

describe('multi-location lists', () => {
  const list = [places.helsinki, '658225', places.nairobi];

  it.each(['minutely', 'quarterHourly', 'hourly', 'threeHourly', 'daily'] as const)(
    '%s answers {locations: [{location, forecast}]} in request order, one hit per location',
    async (endpoint) => {
      const { body, hits } = await call(endpoint, list.join(';'), { periods: '2' });
      expect(hits).toBe(3);
      const items = body.locations as Item[];
      expect(items.map((item) => item.location)).toEqual(list);
      for (const item of items) expect(item.forecast).toHaveLength(2);
      expect(Object.keys(body)).toEqual(['locations']);
    },
  );

  it('each minutely item carries its own resolution', async () => {
    const items = (await call('minutely', list.join(';'))).body.locations as Item[];
    expect(items.map((item) => item.resolution)).toEqual([1, 1, 60]);
  });

  it('a single location keeps the specification shape', async () => {
    const { body, hits } = await call('hourly', places.helsinki, { periods: '2' });
    expect(hits).toBe(1);
    expect(Object.keys(body)).toEqual(['forecast']);
  });

  it('50 locations are fine, 51 are refused with 400, and a bad item refuses the whole list', async () => {
    const locations = (count: number) => Array.from({ length: count }, (_, index) => `${(index * 0.2).toFixed(1)},50`).join(';');
    const fifty = await call('daily', locations(50), { periods: '1' });
    expect(fifty.hits).toBe(50);
    expect(await statusOf('daily', locations(51), { periods: '1' })).toBe(400);
    expect(await statusOf('hourly', `${places.helsinki};nowhere`)).toBe(400);
    expect(await statusOf('hourly', `${places.helsinki};999999999`)).toBe(404);
  });

  it('current and observations take one location only', async () => {
    expect(await statusOf('current', `${places.helsinki};${places.london}`)).toBe(400);
    expect(await statusOf('observations', `${places.helsinki};${places.london}`)).toBe(400);
  });
});

describe('hourly and 3-hourly steps and history', () => {
  it('hourly starts at the next full hour and steps by an hour; history=1 starts 24 hours earlier', async () => {
    const times = (forecast: Item[]) => forecast.map((step) => Date.parse(String(step.time)));
    const plain = times(await forecastOf('hourly', places.helsinki));
    const withHistory = times(await forecastOf('hourly', places.helsinki, { history: '1' }));
    expect(plain[0]).toBe(Date.parse('2026-01-15T11:00:00Z'));
    plain.slice(1).forEach((time, index) => expect(time - (plain[index] ?? 0)).toBe(hourMs));
    expect(withHistory[0]).toBe((plain[0] ?? 0) - 24 * hourMs);
    expect(withHistory).toHaveLength(24 + 24);
    expect(withHistory.slice(24)).toEqual(plain);
  });

  it('3-hourly steps sit on 00, 03 … 21 UTC from the next one; history=1 adds the 8 steps of the past day', async () => {
    const times = (await forecastOf('threeHourly', places.helsinki)).map((step) => new Date(String(step.time)));
    expect(times[0]?.toISOString()).toBe('2026-01-15T12:00:00.000Z');
    for (const time of times) expect(time.getUTCHours() % 3).toBe(0);
    const withHistory = await forecastOf('threeHourly', places.helsinki, { history: '1' });
    expect(withHistory).toHaveLength(21 + 8);
    expect(Date.parse(String(withHistory[0]?.time))).toBe(Date.parse('2026-01-14T12:00:00Z'));
  });

  it('hourly steps follow the local clock where the offset is not a whole hour (Kolkata, +05:30)', async () => {
    const first = (await forecastOf('hourly', '88.3639,22.5726', { periods: '1' }))[0];
    expect(first?.time).toBe('2026-01-15T16:00+05:30');
  });

  it('15-minute steps start at the next quarter hour', async () => {
    const forecast = await forecastOf('quarterHourly', places.helsinki);
    expect(forecast.map((step) => step.time).slice(0, 3)).toEqual(['2026-01-15T12:15+02:00', '2026-01-15T12:30+02:00', '2026-01-15T12:45+02:00']);
  });

  it('minutely starts at the current minute', async () => {
    const forecast = await forecastOf('minutely', places.helsinki);
    expect(forecast[0]?.time).toBe('2026-01-15T12:07+02:00');
    expect(forecast[59]?.time).toBe('2026-01-15T13:06+02:00');
  });
});

describe('daily days and offset_hours', () => {
  it('days are the location’s own dates from today', async () => {
    const days = await forecastOf('daily', places.helsinki);
    expect(days.map((day) => day.date)).toEqual(
      ['15', '16', '17', '18', '19', '20', '21'].map((day) => `2026-01-${day}`),
    );
    // Late evening in UTC is already tomorrow in Tokyo.
    const late = (await call('daily', places.tokyo, { periods: '1' }, { now: new Date('2026-01-15T20:00:00Z') })).body.forecast as Item[];
    expect(late[0]?.date).toBe('2026-01-16');
  });

  it('negative offset_hours put the past days in front; other values are refused', async () => {
    const dates = async (offset: string) => (await forecastOf('daily', places.helsinki, { offset_hours: offset, periods: '2' })).map((day) => day.date);
    expect(await dates('0')).toEqual(['2026-01-15', '2026-01-16']);
    expect(await dates('-24')).toEqual(['2026-01-14', '2026-01-15', '2026-01-16']);
    expect(await dates('-48')).toEqual(['2026-01-13', '2026-01-14', '2026-01-15', '2026-01-16']);
    // 10:07 UTC is 12:07 in Helsinki: 12 hours back is still today.
    expect(await dates('-12')).toEqual(['2026-01-15', '2026-01-16']);
    for (const offset of ['-49', '5', 'yesterday', '-1.5']) expect(await statusOf('daily', places.helsinki, { offset_hours: offset })).toBe(400);
  });
});

describe('observation stations', () => {
  it('default 3, up to 6, clamped above 6; 0 or not a number refused', async () => {
    const count = async (stations?: string) =>
      ((await call('observations', places.helsinki, stations === undefined ? {} : { stations })).body.observations as Item[]).length;
    expect(await count()).toBe(3);
    expect(await count('1')).toBe(1);
    expect(await count('6')).toBe(6);
    expect(await count('9')).toBe(6);
    for (const stations of ['0', 'many', '-2']) expect(await statusOf('observations', places.helsinki, { stations })).toBe(400);
  });

  it('the observation time is the latest 10-minute report', async () => {
    const observations = (await call('observations', places.helsinki)).body.observations as Item[];
    for (const item of observations) expect(item.time).toBe('2026-01-15T12:00+02:00');
    const later = (await call('observations', places.helsinki, {}, { now: new Date(testNow.getTime() + 25 * 60_000) })).body
      .observations as Item[];
    expect(later[0]?.time).toBe('2026-01-15T12:30+02:00');
  });
});

describe('bad parameters', () => {
  it.each([
    ['hourly', { tempunit: 'K' }],
    ['hourly', { windunit: 'BFT' }],
    ['hourly', { rounding: '2' }],
    ['hourly', { dataset: 'huge' }],
    ['hourly', { history: 'yes' }],
    ['hourly', { tz: 'Mars/Olympus' }],
    ['hourly', { alt: 'high' }],
    ['quarterHourly', { lang: 'klingon' }],
    ['current', { lang: 'xx' }],
    ['minutely', { tz: 'Nowhere/Special' }],
    ['observations', { prec: '3' }],
  ] as [Endpoint, Record<string, string>][])('%s with %o answers 400', async (endpoint, query) => {
    expect(await statusOf(endpoint, places.helsinki, query)).toBe(400);
  });

  it('locations: malformed 400, off the globe 400, an unknown id 404', async () => {
    expect(await statusOf('current', 'helsinki')).toBe(400);
    expect(await statusOf('hourly', '200,10')).toBe(400);
    expect(await statusOf('daily', '999999999')).toBe(404);
  });
});
