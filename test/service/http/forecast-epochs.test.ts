import { describe, expect, it } from 'vitest';
import { call, places, type Endpoint } from '../point/point-fixture';

// The server caches these answers per 5-minute radar analysis; that is only right if any two
// instants within the same five minutes give identical answers.
const epochStart = new Date('2026-01-15T10:05:00Z');
const instants = [epochStart, new Date('2026-01-15T10:07:31Z'), new Date('2026-01-15T10:09:59.999Z')];

describe('forecast answers within one radar analysis epoch', () => {
  it.each<[Endpoint, Record<string, string>]>([
    ['hourly', { dataset: 'full', rounding: '0', periods: '48' }],
    ['threeHourly', { dataset: 'full', rounding: '0', history: '1' }],
    ['quarterHourly', { dataset: 'full', rounding: '0', periods: '12' }],
    ['daily', { dataset: 'full', rounding: '0', periods: '15', offset_hours: '-48' }],
  ])('%s is the same at every instant of the epoch', async (endpoint, query) => {
    for (const location of [places.helsinki, places.chicago, places.sydney]) {
      const [first, ...rest] = await Promise.all(instants.map((now) => call(endpoint, location, query, { now })));
      for (const answer of rest) expect(answer.body).toEqual(first?.body);
    }
  });

  it('hourly moves on in the next epoch', async () => {
    const before = await call('hourly', places.helsinki, { rounding: '0' }, { now: new Date('2026-01-15T10:59:59Z') });
    const after = await call('hourly', places.helsinki, { rounding: '0' }, { now: new Date('2026-01-15T11:00:00Z') });
    expect(after.body).not.toEqual(before.body);
  });
});
