import { describe, expect, it } from 'vitest';
import {
  conformanceProblems,
  currentTable,
  dailyTable,
  forecastStepTable,
  observationTable,
  type FieldTable,
} from '../conformance/spec-tables';
import { call, forecastOf, places, type Endpoint, type Item } from './point-fixture';

const stepCases: [Endpoint, FieldTable, number][] = [
  ['quarterHourly', forecastStepTable('15min'), 8],
  ['hourly', forecastStepTable('hourly'), 24],
  ['threeHourly', forecastStepTable('3hourly'), 21],
  ['daily', dailyTable, 7],
];

describe('every field of the tables, standard and full', () => {
  for (const [endpoint, table, count] of stepCases) {
    for (const dataset of ['standard', 'full'] as const) {
      it(`${endpoint} (${dataset}): every field with its type, F fields only in full, default periods`, async () => {
        for (const place of [places.helsinki, places.singapore, places.tromso]) {
          const forecast = await forecastOf(endpoint, place, { dataset });
          expect(forecast).toHaveLength(count);
          forecast.forEach((item, index) => expect(conformanceProblems(item, table, dataset), `${place} item ${index}`).toEqual([]));
        }
      });
    }
  }

  it('current conditions carry every field of the Current section', async () => {
    const { body, hits } = await call('current', places.helsinki);
    expect(hits).toBe(1);
    expect(conformanceProblems(body.current, currentTable)).toEqual([]);
  });

  it('observations carry every field of the Observation table, nearest station first', async () => {
    const observations = (await call('observations', places.helsinki)).body.observations as Item[];
    expect(observations).toHaveLength(3);
    observations.forEach((item) => expect(conformanceProblems(item, observationTable)).toEqual([]));
    const distances = observations.map((item) => Number(String(item.distance).split(' ')[0]));
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const item of observations) expect(item.distance).toMatch(/^\d+ km (N|NE|E|SE|S|SW|W|NW)$/);
  });

  it('the minutely nowcast: time and precipRate per minute, and a resolution', async () => {
    const { body } = await call('minutely', places.helsinki);
    expect(body.resolution).toBe(1);
    const forecast = body.forecast as Item[];
    expect(forecast).toHaveLength(60);
    forecast.forEach((item) => expect(conformanceProblems(item, { time: { type: 'string' }, precipRate: { type: 'number' } })).toEqual([]));
  });

  it('POST answers as GET does', async () => {
    const get = await call('hourly', places.london, { periods: '5', dataset: 'full' });
    const post = await call('hourly', places.london, { periods: '5', dataset: 'full' }, { method: 'POST' });
    expect(post.body).toEqual(get.body);
  });

  it('values look like weather: Helsinki in January is cold, Singapore warm and humid', async () => {
    const helsinki = await forecastOf('daily', places.helsinki, { dataset: 'full' });
    const singapore = await forecastOf('daily', places.singapore, { dataset: 'full' });
    for (const day of helsinki) expect(day.maxTemp as number).toBeLessThan(12);
    for (const day of singapore) {
      expect(day.minTemp as number).toBeGreaterThan(15);
      expect(day.maxRelHumidity as number).toBeGreaterThan(60);
    }
  });

  it('symbols are four characters in the known scheme; daily symbols are day symbols', async () => {
    const symbol = /^[dn][0-6][0-4][0-2]$/;
    for (const endpoint of ['quarterHourly', 'hourly', 'threeHourly'] as const) {
      for (const step of await forecastOf(endpoint, places.london)) expect(step.symbol).toMatch(symbol);
    }
    for (const day of await forecastOf('daily', places.tromso, { periods: '15' })) expect(day.symbol).toMatch(/^d[0-6][0-4][0-2]$/);
  });
});
