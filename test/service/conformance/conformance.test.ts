import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServiceUnderTest, type ServiceUnderTest } from './service-fixture';
import {
  agricultureDailyTable,
  agricultureHourlyTable,
  airQualityDailyTable,
  airQualityHourlyTable,
  climateDailyTable,
  climateMonthlyTable,
  conformanceProblems,
  currentTable,
  dailyTable,
  forecastStepTable,
  locationTable,
  mapLayerTable,
  marineDailyTable,
  marineHourlyTable,
  observationTable,
  pollenTable,
  tokenTable,
  warningTable,
  type FieldTable,
} from './spec-tables';

// Helsinki by coordinates and by its GeoNames id, and a point at sea off it.
const helsinki = '24.9384,60.1699';
const helsinkiId = '658225';
const gulfOfFinland = '24.95,59.95';

let service: ServiceUnderTest;

beforeAll(async () => {
  service = await startServiceUnderTest();
});

afterAll(async () => {
  await service.stop();
});

async function getJson(path: string, query?: Record<string, string>): Promise<Record<string, unknown>> {
  const answer = await service.get(path, { query });
  expect(answer.status, `${path} ${JSON.stringify(query)}: ${answer.bytes.toString().slice(0, 200)}`).toBe(200);
  return answer.json as Record<string, unknown>;
}

function expectConforming(items: unknown, table: FieldTable, dataset: 'standard' | 'full', count?: number): void {
  expect(Array.isArray(items)).toBe(true);
  const list = items as unknown[];
  if (count !== undefined) expect(list).toHaveLength(count);
  expect(list.length).toBeGreaterThan(0);
  list.forEach((item, index) => expect(conformanceProblems(item, table, dataset), `item ${index}`).toEqual([]));
}

interface ListCase {
  name: string;
  path: string;
  key: string;
  table: FieldTable;
  /** Items returned by default, per the Limits table. */
  count: number;
  datasets?: ('standard' | 'full')[];
  query?: Record<string, string>;
}

const listCases: ListCase[] = [
  { name: '15-minute forecast', path: `/api/v1/forecast/15minutely/${helsinki}`, key: 'forecast', table: forecastStepTable('15min'), count: 8, datasets: ['standard', 'full'] },
  { name: 'hourly forecast', path: `/api/v1/forecast/hourly/${helsinki}`, key: 'forecast', table: forecastStepTable('hourly'), count: 24, datasets: ['standard', 'full'] },
  { name: '3-hourly forecast', path: `/api/v1/forecast/3hourly/${helsinki}`, key: 'forecast', table: forecastStepTable('3hourly'), count: 21, datasets: ['standard', 'full'] },
  { name: 'daily forecast', path: `/api/v1/forecast/daily/${helsinki}`, key: 'forecast', table: dailyTable, count: 7, datasets: ['standard', 'full'] },
  { name: 'observations', path: `/api/v1/observation/latest/${helsinki}`, key: 'observations', table: observationTable, count: 3 },
  { name: 'air quality hourly', path: `/api/v1/air-quality/forecast/hourly/${helsinki}`, key: 'forecast', table: airQualityHourlyTable, count: 24 },
  { name: 'air quality daily', path: `/api/v1/air-quality/forecast/daily/${helsinki}`, key: 'forecast', table: airQualityDailyTable, count: 3 },
  { name: 'pollen hourly', path: `/api/v1/pollen/forecast/hourly/${helsinki}`, key: 'forecast', table: pollenTable('time'), count: 24 },
  { name: 'pollen daily', path: `/api/v1/pollen/forecast/daily/${helsinki}`, key: 'forecast', table: pollenTable('date'), count: 3 },
  { name: 'climate monthly', path: `/api/v1/climate/monthly/${helsinki}`, key: 'climate', table: climateMonthlyTable, count: 12 },
  { name: 'climate daily', path: `/api/v1/climate/daily/${helsinki}`, key: 'climate', table: climateDailyTable, count: 1, query: { monthday: '07-15' } },
  { name: 'marine hourly', path: `/api/v1/marine/forecast/hourly/${gulfOfFinland}`, key: 'forecast', table: marineHourlyTable, count: 24 },
  { name: 'marine daily', path: `/api/v1/marine/forecast/daily/${gulfOfFinland}`, key: 'forecast', table: marineDailyTable, count: 7 },
  { name: 'agriculture hourly', path: `/api/v1/agriculture/forecast/hourly/${helsinki}`, key: 'forecast', table: agricultureHourlyTable, count: 24 },
  { name: 'agriculture daily', path: `/api/v1/agriculture/forecast/daily/${helsinki}`, key: 'forecast', table: agricultureDailyTable, count: 7 },
];

describe('every field of every table', () => {
  for (const testCase of listCases) {
    for (const dataset of testCase.datasets ?? ['full' as const]) {
      it(`${testCase.name} (${dataset})`, async () => {
        const query = { ...testCase.query, ...(testCase.datasets ? { dataset } : {}) };
        const body = await getJson(testCase.path, query);
        expectConforming(body[testCase.key], testCase.table, dataset, testCase.count);
      });
    }
  }

  it('current conditions', async () => {
    const body = await getJson(`/api/v1/current/${helsinki}`);
    expect(conformanceProblems(body.current, currentTable)).toEqual([]);
  });

  it('the minutely nowcast with its resolution', async () => {
    const body = await getJson(`/api/v1/forecast/minutely/${helsinki}`);
    expect([1, 60]).toContain(body.resolution);
    expectConforming(body.forecast, { time: { type: 'string' }, precipRate: { type: 'number' } }, 'full', 60);
  });

  it('location search and location info', async () => {
    const search = await getJson('/api/v1/location/search/Helsinki');
    expectConforming(search.locations, locationTable, 'full');
    expect((search.locations as { id: number }[])[0]?.id).toBe(Number(helsinkiId));
    const info = await getJson(`/api/v1/location/${helsinkiId}`);
    expect(conformanceProblems(info, locationTable)).toEqual([]);
    expect(info).toMatchObject({ name: 'Helsinki', timezone: 'Europe/Helsinki' });
  });

  it('observation precipitation arrays only when asked for', async () => {
    const plain = (await getJson(`/api/v1/observation/latest/${helsinki}`)).observations as Record<string, unknown>[];
    const withAccumulations = (await getJson(`/api/v1/observation/latest/${helsinki}`, { prec: '1' })).observations as Record<string, unknown>[];
    const withSeries = (await getJson(`/api/v1/observation/latest/${helsinki}`, { prec: '2' })).observations as Record<string, unknown>[];
    expect(plain.every((item) => !('precipitation' in item) && !('precip1h' in item))).toBe(true);
    expect(withAccumulations.every((item) => Array.isArray(item.precipitation) && !('precip1h' in item))).toBe(true);
    expect(withSeries.every((item) => Array.isArray(item.precip1h) && !('precipitation' in item))).toBe(true);
  });

  it('warnings and warning types', async () => {
    const types = await getJson('/api/v1/warning/types');
    expect(Object.keys(types).length).toBeGreaterThan(0);
    for (const value of Object.values(types)) expect(typeof (value as { name: unknown }).name).toBe('string');
    for (const future of ['0', '1']) {
      const body = await getJson(`/api/v1/warning/${helsinki}`, { future, dataset: 'full' });
      expect(Array.isArray(body.warnings)).toBe(true);
      for (const warning of body.warnings as unknown[]) expect(conformanceProblems(warning, warningTable)).toEqual([]);
    }
  });

  it('map capabilities list the captured layers with every field', async () => {
    const answer = await service.get('/api/v1/capabilities', { token: null, query: { token: await service.demoToken() } });
    expect(answer.status).toBe(200);
    const images = (answer.json as { images: Record<string, unknown>[] }).images as Record<string, unknown>[];
    expect(images.length).toBeGreaterThanOrEqual(41);
    for (const layer of images) {
      expect(conformanceProblems(layer, mapLayerTable, 'full', { allowExtra: true })).toEqual([]);
    }
  });

  it('a token grant', async () => {
    const answer = await service.request('POST', '/authorize/token', { body: { user: 'demo', password: 'demo' } });
    expect(answer.status).toBe(200);
    expect(conformanceProblems(answer.json, tokenTable)).toEqual([]);
    expect(answer.json).toMatchObject({ expires_in: 3600, token_type: 'bearer' });
  });
});

describe('limits', () => {
  const periodLimits: [string, number][] = [
    [`/api/v1/forecast/minutely/${helsinki}`, 60],
    [`/api/v1/forecast/15minutely/${helsinki}`, 12],
    [`/api/v1/forecast/hourly/${helsinki}`, 169],
    [`/api/v1/forecast/3hourly/${helsinki}`, 113],
    [`/api/v1/forecast/daily/${helsinki}`, 15],
    [`/api/v1/air-quality/forecast/hourly/${helsinki}`, 85],
    [`/api/v1/air-quality/forecast/daily/${helsinki}`, 3],
    [`/api/v1/pollen/forecast/hourly/${helsinki}`, 84],
    [`/api/v1/pollen/forecast/daily/${helsinki}`, 3],
    [`/api/v1/marine/forecast/hourly/${gulfOfFinland}`, 168],
    [`/api/v1/marine/forecast/daily/${gulfOfFinland}`, 14],
    [`/api/v1/agriculture/forecast/hourly/${helsinki}`, 168],
    [`/api/v1/agriculture/forecast/daily/${helsinki}`, 14],
  ];

  it.each(periodLimits)('%s clamps periods above its maximum of %i', async (path, maximum) => {
    const body = await getJson(path, { periods: String(maximum + 7) });
    expect(body.forecast).toHaveLength(maximum);
  });

  it('observations: stations default 3, maximum 6', async () => {
    expect((await getJson(`/api/v1/observation/latest/${helsinki}`, { stations: '6' })).observations).toHaveLength(6);
    expect((await getJson(`/api/v1/observation/latest/${helsinki}`, { stations: '9' })).observations).toHaveLength(6);
  });

  it('a multi-location request answers per location, in order, and counts one query per location', async () => {
    const locations = [helsinki, helsinkiId, '13.4050,52.5200'];
    const body = await getJson(`/api/v1/forecast/hourly/${locations.join(';')}`, { periods: '3' });
    const items = body.locations as { location: string; forecast: unknown[] }[];
    expect(items.map((item) => item.location)).toEqual(locations);
    for (const item of items) expect(item.forecast).toHaveLength(3);
  });
});

describe('units and rounding', () => {
  async function hourly(query: Record<string, string>) {
    return (await getJson(`/api/v1/forecast/hourly/${helsinki}`, { periods: '12', ...query })).forecast as Record<string, number>[];
  }

  it('tempunit=F is Celsius times 9/5 plus 32', async () => {
    const [celsius, fahrenheit] = await Promise.all([hourly({ rounding: '0' }), hourly({ rounding: '0', tempunit: 'F' })]);
    celsius.forEach((step, index) => {
      expect(fahrenheit[index]?.temperature).toBeCloseTo(((step.temperature ?? 0) * 9) / 5 + 32, 0);
    });
  });

  it.each([
    ['KMH', 3.6],
    ['KTS', 1.943844],
    ['MPH', 2.236936],
  ])('windunit=%s converts from m/s', async (unit, factor) => {
    const [metric, converted] = await Promise.all([hourly({ rounding: '0' }), hourly({ rounding: '0', windunit: unit })]);
    metric.forEach((step, index) => {
      expect(Math.abs((converted[index]?.windSpeed ?? 0) - (step.windSpeed ?? 0) * factor)).toBeLessThanOrEqual(0.1 * factor + 0.06);
    });
  });

  it('rounding=1 (the default) gives whole numbers and rounding=0 keeps decimals', async () => {
    const numbers = (steps: Record<string, unknown>[]) =>
      steps.flatMap((step) => Object.values(step).filter((value): value is number => typeof value === 'number'));
    expect(numbers(await hourly({ dataset: 'full' })).every(Number.isInteger)).toBe(true);
    expect(numbers(await hourly({ dataset: 'full', rounding: '0' })).some((value) => !Number.isInteger(value))).toBe(true);
  });

  it('times follow tz and default to the location’s zone', async () => {
    const own = await hourly({});
    const tokyo = await hourly({ tz: 'Asia/Tokyo' });
    const shape = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}[+-]\d{2}:\d{2}$/;
    expect(own.every((step) => shape.test(String(step.time)))).toBe(true);
    expect(String(own[0]?.time)).toMatch(/\+02:00$/);
    expect(String(tokyo[0]?.time)).toMatch(/\+09:00$/);
    expect(Date.parse(String(tokyo[0]?.time))).toBe(Date.parse(String(own[0]?.time)));
  });

  it('air quality times end in Z', async () => {
    const body = await getJson(`/api/v1/air-quality/forecast/hourly/${helsinki}`);
    for (const item of body.forecast as { time: string }[]) expect(item.time).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}Z$/);
  });

  it('lang changes the symbol phrase', async () => {
    const english = await getJson(`/api/v1/current/${helsinki}`, { lang: 'en' });
    const finnish = await getJson(`/api/v1/current/${helsinki}`, { lang: 'fi' });
    const phrase = (body: Record<string, unknown>) => (body.current as { symbolPhrase: string }).symbolPhrase;
    expect(phrase(english)).not.toBe(phrase(finnish));
    expect((await getJson(`/api/v1/current/${helsinki}`, { lang: 'ja' }).then(phrase))).toBe(phrase(english));
  });
});
