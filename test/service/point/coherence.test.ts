import { describe, expect, it } from 'vitest';
import { call, forecastOf, places, testNow, type Endpoint, type Item, type NumericItem } from './point-fixture';

const everywhere = Object.values(places);

describe('derived fields stay consistent after units and rounding', () => {
  it.each(Object.entries(places))(
    '%s: dew point never above temperature, gust never below wind, humidity and chances within 0..100',
    async (_name, place) => {
      const cases: [Endpoint, Record<string, string>][] = [
        ['hourly', { periods: '169' }],
        ['quarterHourly', { periods: '12' }],
        ['threeHourly', { periods: '113' }],
      ];
      const unitChoices: Record<string, string>[] = [{ rounding: '0' }, { rounding: '1' }, { tempunit: 'F', windunit: 'KTS' }];
      for (const [endpoint, query] of cases) {
        for (const units of unitChoices) {
          const steps = (await forecastOf(endpoint, place, { dataset: 'full', ...query, ...units })) as NumericItem[];
          for (const step of steps) {
            expect(step.dewPoint).toBeLessThanOrEqual(step.temperature ?? Number.NaN);
            expect(step.windGust).toBeGreaterThanOrEqual(step.windSpeed ?? Number.NaN);
            expect(step.relHumidity).toBeGreaterThanOrEqual(0);
            expect(step.relHumidity).toBeLessThanOrEqual(100);
            expect(step.precipProb).toBeGreaterThanOrEqual(0);
            expect(step.precipProb).toBeLessThanOrEqual(100);
          }
        }
      }
      const current = (await call('current', place, { tempunit: 'F' })).body.current as NumericItem;
      expect(current.dewPoint).toBeLessThanOrEqual(current.temperature ?? Number.NaN);
      for (const day of (await forecastOf('daily', place, { dataset: 'full', periods: '15' })) as NumericItem[]) {
        expect(day.maxDewPoint).toBeLessThanOrEqual(day.maxTemp ?? Number.NaN);
        expect(day.minDewPoint).toBeLessThanOrEqual(day.minTemp ?? Number.NaN);
        expect(day.maxWindGust).toBeGreaterThanOrEqual(day.maxWindSpeed ?? Number.NaN);
        expect(day.minTemp).toBeLessThanOrEqual(day.maxTemp ?? Number.NaN);
      }
    },
  );
});

describe('products agree with each other', () => {
  it('a day’s max and min bracket the hourly temperatures of that day, and its total is the sum of the hours', async () => {
    for (const place of [places.helsinki, places.london, places.singapore, places.chicago]) {
      const hourly = (await forecastOf('hourly', place, { periods: '169', rounding: '0' })) as Item[];
      const daily = (await forecastOf('daily', place, { periods: '7', rounding: '0' })) as Item[];
      for (const day of daily.slice(1, 6)) {
        const date = String(day.date);
        const hours = hourly.filter((step) => String(step.time).startsWith(date));
        expect(hours.length).toBe(24);
        for (const hour of hours) {
          expect(hour.temperature as number).toBeLessThanOrEqual((day.maxTemp as number) + 0.05);
          expect(hour.temperature as number).toBeGreaterThanOrEqual((day.minTemp as number) - 0.05);
        }
        // The hour ending at 00:00 belongs to the day before, the hour ending at the next midnight to this day.
        const ending = hourly.filter((step) => {
          const time = String(step.time);
          return (time.startsWith(date) && !time.includes('T00:00')) || time.startsWith(`${nextDate(date)}T00:00`);
        });
        const summed = ending.reduce((sum, step) => sum + (step.precipAccum as number), 0);
        expect(Math.abs(summed - (day.precipAccum as number))).toBeLessThanOrEqual(0.005 * 25);
      }
    }
  });

  it('the hourly accumulation over an hour is the mean of the 15-minute rates in it, at any time of day', async () => {
    let wetHours = 0;
    for (const hoursLater of [0, 5, 11, 17]) {
      const now = new Date(testNow.getTime() + hoursLater * 3_600_000);
      for (const place of everywhere) {
        const quarters = (await call('quarterHourly', place, { periods: '12', rounding: '0' }, { now })).body.forecast as Item[];
        const hours = (await call('hourly', place, { periods: '3', rounding: '0' }, { now })).body.forecast as Item[];
        for (const hour of hours) {
          const end = Date.parse(String(hour.time));
          const inside = quarters.filter((step) => {
            const at = Date.parse(String(step.time));
            return at > end - 3_600_000 && at <= end;
          });
          if (inside.length < 4) continue;
          const mean = inside.reduce((sum, step) => sum + (step.precipRate as number), 0) / inside.length;
          expect(Math.abs((hour.precipAccum as number) - mean), `${place} ${String(hour.time)}`).toBeLessThanOrEqual(0.0101);
          if (mean > 0.1) wetHours += 1;
        }
      }
    }
    // The check means something only if it rains somewhere.
    expect(wetHours).toBeGreaterThan(3);
  });

  it('the minutely nowcast equals the 15-minute nowcast at the quarter hours under radar', async () => {
    for (const place of [places.helsinki, places.london, places.chicago, places.phoenix]) {
      const minutes = (await forecastOf('minutely', place)) as Item[];
      const quarters = (await forecastOf('quarterHourly', place, { rounding: '0', periods: '4' })) as Item[];
      for (const quarter of quarters) {
        const minute = minutes.find((item) => item.time === quarter.time);
        if (minute !== undefined) expect(minute.precipRate).toBeCloseTo(quarter.precipRate as number, 2);
      }
    }
  });

  it('current conditions are close to the nearest observation', async () => {
    for (const place of [places.helsinki, places.london, places.chicago]) {
      const current = (await call('current', place, { rounding: '0' })).body.current as NumericItem;
      const nearest = ((await call('observations', place, { rounding: '0' })).body.observations as NumericItem[])[0];
      expect(Math.abs((nearest?.temperature ?? Number.NaN) - (current.temperature ?? 0))).toBeLessThan(5);
    }
  });
});

describe('the minutely nowcast', () => {
  it('has radar resolution in Europe and the continental USA, model resolution elsewhere', async () => {
    const resolution = async (place: string) => (await call('minutely', place)).body.resolution;
    expect(await resolution(places.helsinki)).toBe(1);
    expect(await resolution(places.chicago)).toBe(1);
    expect(await resolution(places.nairobi)).toBe(60);
    expect(await resolution(places.sydney)).toBe(60);
  });

  it('at resolution 60 it runs in straight lines between the hours', async () => {
    for (const place of [places.nairobi, places.sydney, places.singapore, places.tokyo]) {
      const rates = ((await forecastOf('minutely', place)) as NumericItem[]).map((item) => item.precipRate ?? 0);
      const times = ((await forecastOf('minutely', place)) as Item[]).map((item) => String(item.time));
      rates.forEach((rate, index) => {
        const before = rates[index - 1];
        const after = rates[index + 1];
        // Away from the full hours, each minute is midway between its neighbours (within the two decimals).
        if (before !== undefined && after !== undefined && !/:00[+-]/.test(times[index] ?? '')) {
          expect(Math.abs(rate - (before + after) / 2)).toBeLessThanOrEqual(0.011);
        }
      });
      for (const rate of rates) expect(rate).toBeGreaterThanOrEqual(0);
    }
  });
});

describe('daily ensembles and confidence', () => {
  it('percentiles are ordered, non-negative for precipitation, the temperature ones centred on the forecast today and widening with lead time', async () => {
    const widths: number[] = [];
    for (const place of everywhere) {
      const days = await forecastOf('daily', place, { dataset: 'full', periods: '15', rounding: '0' });
      days.forEach((day, lead) => {
        for (const key of ['maxTempEnsemble', 'minTempEnsemble']) {
          const ensemble = day[key] as NumericItem;
          const values = [ensemble.p000, ensemble.p025, ensemble.p050, ensemble.p075, ensemble.p100] as number[];
          expect(values).toEqual([...values].sort((a, b) => a - b));
        }
        const max = day.maxTempEnsemble as NumericItem;
        // Further ahead the centre moves toward the climate normal (daily-ensemble.test.ts).
        if (lead === 0) expect(Math.abs((max.p050 ?? 0) - (day.maxTemp as number))).toBeLessThanOrEqual(0.5);
        const precipitation = day.precipAccumEnsemble as NumericItem;
        const amounts = [precipitation.p010, precipitation.p025, precipitation.p050, precipitation.p075, precipitation.p090] as number[];
        expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
        expect(amounts[0]).toBeGreaterThanOrEqual(0);
        widths[lead] = (widths[lead] ?? 0) + (max.p100 ?? 0) - (max.p000 ?? 0);
      });
    }
    // Ten days out the spread has reached the climate's own swing, which then follows the season.
    for (let lead = 1; lead < 10; lead += 1) expect(widths[lead]).toBeGreaterThan(widths[lead - 1] ?? 0);
    for (let lead = 10; lead < widths.length; lead += 1) expect(widths[lead]).toBeGreaterThan(0.97 * (widths[lead - 1] ?? 0));
    expect(widths[14]).toBeGreaterThan(2 * (widths[1] ?? 0));
  });

  it('confidence is good at short leads and lower at long ones where the weather swings, never improving with lead', async () => {
    const rank = { g: 0, y: 1, o: 2 } as Record<string, number>;
    // A January fortnight: Helsinki's winter swings widely, Sydney's summer less, Singapore's hardly.
    for (const [place, last] of [
      [places.helsinki, 'o'],
      [places.sydney, 'y'],
      [places.singapore, 'g'],
    ] as const) {
      const confidences = (await forecastOf('daily', place, { dataset: 'full', periods: '15' })).map((day) => String(day.confidence));
      expect(confidences[0]).toBe('g');
      expect(confidences[14]).toBe(last);
      confidences.slice(1).forEach((letter, index) => expect(rank[letter]).toBeGreaterThanOrEqual(rank[confidences[index] ?? 'g'] ?? 0));
    }
  });
});

describe('daily sun and moon', () => {
  it('Helsinki in January: sunrise before sunset, local clock times, epochs that match them', async () => {
    const today = (await forecastOf('daily', places.helsinki, { dataset: 'full', periods: '1' }))[0] as Item;
    expect(today.sunrise).toMatch(/^09:\d{2}:\d{2}$/);
    expect(today.sunset).toMatch(/^15:\d{2}:\d{2}$/);
    expect(new Date((today.sunriseEpoch as number) * 1000).toISOString()).toMatch(/^2026-01-15T07:/);
    expect((today.sunsetEpoch as number) - (today.sunriseEpoch as number)).toBeGreaterThan(5 * 3600);
    expect((today.sunhours as number)).toBeLessThanOrEqual(7);
    expect(today.moonPhase as number).toBeGreaterThanOrEqual(0);
    expect(today.moonPhase as number).toBeLessThan(360);
  });

  it('polar night and polar day have no sunrise or sunset, and polar night no sunshine', async () => {
    const longyearbyen = '15.6356,78.2232';
    const winter = (await forecastOf('daily', longyearbyen, { dataset: 'full', periods: '1' }))[0] as Item;
    expect([winter.sunrise, winter.sunset, winter.sunriseEpoch, winter.sunsetEpoch]).toEqual([null, null, null, null]);
    expect(winter.sunhours).toBe(0);
    expect(winter.solarRadiationSum).toBe(0);
    const summer = (await call('daily', longyearbyen, { dataset: 'full', periods: '1' }, { now: new Date('2026-06-21T10:00:00Z') })).body
      .forecast as Item[];
    expect([summer[0]?.sunrise, summer[0]?.sunset]).toEqual([null, null]);
    expect(summer[0]?.sunhours as number).toBeGreaterThan(0);
  });
});

describe('observations', () => {
  it('prec=1 gives the 1h … 24h totals, growing with the period; prec=2 the 24 hourly totals that add up to the same day', async () => {
    const withTotals = (await call('observations', places.london, { prec: '1', rounding: '0', stations: '6' })).body.observations as Item[];
    const withSeries = (await call('observations', places.london, { prec: '2', rounding: '0', stations: '6' })).body.observations as Item[];
    withTotals.forEach((station, index) => {
      const totals = station.precipitation as Item[];
      expect(totals.map((item) => item.period)).toEqual(['1h', '3h', '6h', '12h', '24h']);
      const amounts = totals.map((item) => item.accum as number);
      expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
      for (const item of totals) expect(item.endtime).toBe('2026-01-15T10:00+00:00');
      const series = withSeries[index]?.precip1h as Item[];
      expect(series).toHaveLength(24);
      expect(series[23]?.endtime).toBe('2026-01-15T10:00+00:00');
      expect(series[0]?.endtime).toBe('2026-01-14T11:00+00:00');
      for (const hour of series) {
        expect(['rain', 'sleet', 'snow', 'hail', 'icing', 'undefined']).toContain(hour.prectype);
        if ((hour.accum as number) > 0) expect(hour.prectype).not.toBe('undefined');
      }
      const summed = series.reduce((sum, hour) => sum + (hour.accum as number), 0);
      expect(Math.abs(summed - (amounts[4] ?? 0))).toBeLessThanOrEqual(0.005 * 25);
      expect('precip1h' in station).toBe(false);
      expect('precipitation' in (withSeries[index] ?? {})).toBe(false);
    });
  });

  it('stations without a gust sensor report null on every request; the others report a gust at or above the wind', async () => {
    let missing = 0;
    let measured = 0;
    for (const place of everywhere) {
      const first = (await call('observations', place, { stations: '6' })).body.observations as Item[];
      const later = (await call('observations', place, { stations: '6' }, { now: new Date('2026-01-16T03:00:00Z') })).body.observations as Item[];
      first.forEach((station, index) => {
        expect(later[index]?.windGust === null).toBe(station.windGust === null);
        if (station.windGust === null) missing += 1;
        else {
          measured += 1;
          expect(station.windGust as number).toBeGreaterThanOrEqual(station.windSpeed as number);
        }
      });
    }
    expect(missing).toBeGreaterThan(0);
    expect(measured).toBeGreaterThan(missing);
  });
});

function nextDate(date: string): string {
  const next = new Date(`${date}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}
