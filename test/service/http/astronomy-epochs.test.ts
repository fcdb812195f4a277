import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServiceUnderTest, type ServiceUnderTest } from '../conformance/service-fixture';

let service: ServiceUnderTest;

beforeAll(async () => {
  service = await startServiceUnderTest();
});

afterAll(async () => {
  await service.stop();
});

interface DailyItem {
  date: string;
  sunrise: string | null;
  sunset: string | null;
  sunriseEpoch: number | null;
  sunsetEpoch: number | null;
}

// Places in several zones and latitudes; fifteen days each give many rise and set instants, about
// half of which fall in the second half of a second.
const places = ['24.9384,60.1699', '-87.6298,41.8781', '151.2093,-33.8688', '-140,-50', '179.9,-16'];

describe('daily sun times', () => {
  it.each(places)('at %s, each clock time and its epoch name the same second', async (location) => {
    const { timezone } = (await service.get(`/api/v1/location/${location}`)).json as { timezone: string };
    const answer = await service.get(`/api/v1/forecast/daily/${location}`, { query: { dataset: 'full', periods: '15' } });
    const days = (answer.json as { forecast: DailyItem[] }).forecast;
    let pairs = 0;
    for (const day of days) {
      for (const [clock, epoch] of [
        [day.sunrise, day.sunriseEpoch],
        [day.sunset, day.sunsetEpoch],
      ] as const) {
        expect(clock === null).toBe(epoch === null);
        if (clock === null || epoch === null) continue;
        expect(Number.isInteger(epoch)).toBe(true);
        expect(DateTime.fromSeconds(epoch, { zone: timezone }).toFormat('HH:mm:ss')).toBe(clock);
        pairs += 1;
      }
    }
    expect(pairs).toBe(30);
  });
});
