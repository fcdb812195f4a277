import { describe, expect, it } from 'vitest';
import { call, forecastOf, numbersOf, places, type Endpoint, type Item, type NumericItem } from './point-fixture';

const temperatureFields = ['temperature', 'feelsLikeTemp', 'dewPoint'];

describe('tempunit', () => {
  it.each(['quarterHourly', 'hourly', 'threeHourly'] as Endpoint[])('%s: F is C times 9/5 plus 32', async (endpoint) => {
    const query = { dataset: 'full', rounding: '0' };
    const celsius = (await forecastOf(endpoint, places.helsinki, query)) as NumericItem[];
    const fahrenheit = (await forecastOf(endpoint, places.helsinki, { ...query, tempunit: 'F' })) as NumericItem[];
    celsius.forEach((step, index) => {
      for (const field of temperatureFields) {
        // Both sides are rounded to a tenth: the difference stays within the rounding of each.
        expect(Math.abs((fahrenheit[index]?.[field] ?? 0) - ((step[field] ?? 0) * 9) / 5 - 32)).toBeLessThanOrEqual(0.05 * 9 / 5 + 0.05 + 1e-9);
      }
    });
  });

  it('daily maxima, minima and ensembles convert too', async () => {
    const celsius = await forecastOf('daily', places.helsinki, { dataset: 'full', rounding: '0' });
    const fahrenheit = await forecastOf('daily', places.helsinki, { dataset: 'full', rounding: '0', tempunit: 'F' });
    celsius.forEach((day, index) => {
      const other = fahrenheit[index] as Item;
      expect(other.maxTemp as number).toBeCloseTo(((day.maxTemp as number) * 9) / 5 + 32, 0);
      const ensembleC = day.maxTempEnsemble as NumericItem;
      const ensembleF = other.maxTempEnsemble as NumericItem;
      expect(ensembleF.p050).toBeCloseTo(((ensembleC.p050 ?? 0) * 9) / 5 + 32, 0);
    });
  });

  it('observations and current conditions convert', async () => {
    const current = (await call('current', places.helsinki, { rounding: '0' })).body.current as NumericItem;
    const currentF = (await call('current', places.helsinki, { rounding: '0', tempunit: 'F' })).body.current as NumericItem;
    expect(currentF.temperature).toBeCloseTo(((current.temperature ?? 0) * 9) / 5 + 32, 0);
    const observed = (await call('observations', places.helsinki, { rounding: '0' })).body.observations as NumericItem[];
    const observedF = (await call('observations', places.helsinki, { rounding: '0', tempunit: 'F' })).body.observations as NumericItem[];
    observed.forEach((item, index) => expect(observedF[index]?.temperature).toBeCloseTo(((item.temperature ?? 0) * 9) / 5 + 32, 0));
  });
});

describe('windunit', () => {
  it.each([
    ['KMH', 3.6],
    ['KTS', 1.943844],
    ['MPH', 2.236936],
  ])('%s converts speeds and gusts from m/s', async (unit, factor) => {
    const metric = (await forecastOf('hourly', places.london, { rounding: '0' })) as NumericItem[];
    const converted = (await forecastOf('hourly', places.london, { rounding: '0', windunit: unit })) as NumericItem[];
    metric.forEach((step, index) => {
      for (const field of ['windSpeed', 'windGust']) {
        expect(Math.abs((converted[index]?.[field] ?? 0) - (step[field] ?? 0) * factor)).toBeLessThanOrEqual(0.05 * factor + 0.05 + 1e-9);
      }
      expect(converted[index]?.windDir).toBe(step.windDir);
    });
  });
});

describe('rounding', () => {
  it.each(['current', 'quarterHourly', 'hourly', 'threeHourly', 'daily', 'observations'] as Endpoint[])(
    '%s: rounding=1 (the default) gives whole numbers only, rounding=0 keeps decimals',
    async (endpoint) => {
      const items = async (query: Record<string, string>) => {
        const { body } = await call(endpoint, places.london, { dataset: 'full', ...(endpoint === 'observations' ? { prec: '1' } : {}), ...query });
        const list = body.forecast ?? body.observations ?? [body.current];
        // Positions are positions: only the weather values are rounded.
        return (list as Item[]).flatMap(({ latitude: _latitude, longitude: _longitude, ...item }) => [
          ...numbersOf(item),
          ...((item.precipitation as Item[] | undefined) ?? []).flatMap(numbersOf),
        ]);
      };
      expect((await items({})).every(Number.isInteger)).toBe(true);
      expect((await items({ rounding: '0' })).some((value) => !Number.isInteger(value))).toBe(true);
    },
  );
});

describe('tz', () => {
  it('times default to the location’s zone and follow tz, at the same instants', async () => {
    const own = await forecastOf('hourly', places.helsinki, { periods: '3' });
    const tokyo = await forecastOf('hourly', places.helsinki, { periods: '3', tz: 'Asia/Tokyo' });
    expect(own.map((step) => step.time)).toEqual(['2026-01-15T13:00+02:00', '2026-01-15T14:00+02:00', '2026-01-15T15:00+02:00']);
    expect(tokyo.map((step) => step.time)).toEqual(['2026-01-15T20:00+09:00', '2026-01-15T21:00+09:00', '2026-01-15T22:00+09:00']);
  });

  it.each(['current', 'minutely', 'quarterHourly', 'threeHourly', 'observations'] as Endpoint[])('%s follows tz', async (endpoint) => {
    const { body } = await call(endpoint, places.chicago, { tz: 'Europe/Helsinki' });
    const first = ((body.forecast ?? body.observations ?? [body.current]) as Item[])[0];
    expect(first?.time).toMatch(/^2026-01-15T\d{2}:\d{2}\+02:00$/);
    const own = await call(endpoint, places.chicago);
    const ownFirst = ((own.body.forecast ?? own.body.observations ?? [own.body.current]) as Item[])[0];
    expect(ownFirst?.time).toMatch(/-06:00$/);
  });

  it('summer time shows in the offset', async () => {
    const july = (await call('current', places.helsinki, {}, { now: new Date('2026-07-01T09:00:00Z') })).body.current as Item;
    expect(july.time).toBe('2026-07-01T12:00+03:00');
  });

  it('current time is now, to the minute', async () => {
    const current = (await call('current', places.london)).body.current as Item;
    expect(current.time).toBe('2026-01-15T10:07+00:00');
  });
});

describe('lang', () => {
  it('symbolPhrase follows lang; languages without phrases read English', async () => {
    const phrases = async (lang: string) =>
      (await forecastOf('hourly', places.helsinki, { dataset: 'full', lang, periods: '6' })).map((step) => step.symbolPhrase);
    const english = await phrases('en');
    expect(await phrases('fi')).not.toEqual(english);
    expect(await phrases('de')).not.toEqual(english);
    expect(await phrases('ja')).toEqual(english);
    expect(await phrases('en_us')).toEqual(english);
  });
});

describe('alt', () => {
  it('a higher altitude is colder than the ground', async () => {
    const ground = (await forecastOf('hourly', places.london, { rounding: '0' })) as NumericItem[];
    const mountain = (await forecastOf('hourly', places.london, { rounding: '0', alt: '2000' })) as NumericItem[];
    const meanOf = (steps: NumericItem[]) => steps.reduce((sum, step) => sum + (step.temperature ?? 0), 0) / steps.length;
    expect(meanOf(mountain)).toBeLessThan(meanOf(ground) - 5);
  });
});
