import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServiceUnderTest, type ServiceUnderTest } from './service-fixture';

const places = [
  '24.9384,60.1699', // Helsinki
  '-0.1276,51.5072', // London
  '2.3522,48.8566', // Paris
  '37.6173,55.7558', // Moscow
  '-74.0060,40.7128', // New York
  '-87.6298,41.8781', // Chicago
  '139.6917,35.6895', // Tokyo
  '151.2093,-33.8688', // Sydney
  '36.8219,-1.2921', // Nairobi
  '-43.1729,-22.9068', // Rio de Janeiro
  '18.0686,59.3293', // Stockholm
  '7.7491,46.0207', // Zermatt, high up
];

let first: ServiceUnderTest;
let twin: ServiceUnderTest;
let otherSeed: ServiceUnderTest;

beforeAll(async () => {
  [first, twin, otherSeed] = await Promise.all([
    startServiceUnderTest(),
    startServiceUnderTest(),
    startServiceUnderTest({ seed: 8 }),
  ]);
});

afterAll(async () => {
  await Promise.all([first.stop(), twin.stop(), otherSeed.stop()]);
});

describe('determinism under a fixed seed and clock', () => {
  it.each([
    '/api/v1/forecast/hourly/24.9384,60.1699?dataset=full&rounding=0',
    '/api/v1/forecast/daily/24.9384,60.1699?dataset=full&rounding=0',
    '/api/v1/observation/latest/24.9384,60.1699?prec=2',
    '/api/v1/air-quality/forecast/hourly/2.3522,48.8566',
  ])('%s is identical for the same seed and differs for another', async (path) => {
    const [a, b, c] = await Promise.all([first.get(path), twin.get(path), otherSeed.get(path)]);
    expect(a.status).toBe(200);
    expect(b.json).toEqual(a.json);
    expect(c.json).not.toEqual(a.json);
  });

  it('the minutely nowcast is identical for the same seed (a dry hour may look alike under any seed)', async () => {
    const path = '/api/v1/forecast/minutely/2.3522,48.8566;-0.1276,51.5072;-87.6298,41.8781';
    const [a, b] = await Promise.all([first.get(path), twin.get(path)]);
    expect(a.status).toBe(200);
    expect(b.json).toEqual(a.json);
  });
});

describe('consistency across fields', () => {
  it('dew point never exceeds temperature and gusts never fall below wind, wherever sampled', async () => {
    for (const place of places) {
      for (const rounding of ['0', '1']) {
        const answer = await first.get(`/api/v1/forecast/hourly/${place}`, {
          query: { dataset: 'full', periods: '169', rounding },
        });
        const steps = (answer.json as { forecast: Record<string, number>[] }).forecast;
        for (const step of steps) {
          expect(step.dewPoint).toBeLessThanOrEqual(step.temperature ?? Number.NaN);
          expect(step.windGust).toBeGreaterThanOrEqual(step.windSpeed ?? Number.NaN);
          expect(step.relHumidity).toBeGreaterThanOrEqual(0);
          expect(step.relHumidity).toBeLessThanOrEqual(100);
        }
      }
    }
  });

  it('daily ensembles are ordered and widen with lead time, and confidence follows the spread', async () => {
    const widths: number[] = [];
    const confidences: string[] = [];
    for (const place of places) {
      const answer = await first.get(`/api/v1/forecast/daily/${place}`, { query: { dataset: 'full', periods: '15', rounding: '0' } });
      const days = (answer.json as { forecast: Record<string, unknown>[] }).forecast;
      days.forEach((day, lead) => {
        const max = day.maxTempEnsemble as Record<string, number>;
        const min = day.minTempEnsemble as Record<string, number>;
        const precip = day.precipAccumEnsemble as Record<string, number>;
        for (const ensemble of [max, min]) {
          expect([ensemble.p000, ensemble.p025, ensemble.p050, ensemble.p075, ensemble.p100]).toEqual(
            [ensemble.p000, ensemble.p025, ensemble.p050, ensemble.p075, ensemble.p100].sort((x = 0, y = 0) => x - y),
          );
        }
        expect(precip.p010).toBeGreaterThanOrEqual(0);
        expect(precip.p010).toBeLessThanOrEqual(precip.p050 ?? Number.NaN);
        expect(precip.p050).toBeLessThanOrEqual(precip.p090 ?? Number.NaN);
        widths[lead] = (widths[lead] ?? 0) + ((max.p100 ?? 0) - (max.p000 ?? 0));
        confidences[lead] = `${confidences[lead] ?? ''}${String(day.confidence)}`;
      });
    }
    expect(widths[14]).toBeGreaterThan(widths[0] ?? Number.POSITIVE_INFINITY);
    expect(widths[7]).toBeGreaterThan(widths[1] ?? Number.POSITIVE_INFINITY);
    const goodShare = (lead: number) => [...(confidences[lead] ?? '')].filter((letter) => letter === 'g').length;
    expect(goodShare(0)).toBeGreaterThan(goodShare(14));
  });

  it('current conditions agree with the latest observation at the same place', async () => {
    const current = (await first.get('/api/v1/current/24.9384,60.1699', { query: { rounding: '0' } })).json as {
      current: { temperature: number };
    };
    const observed = (await first.get('/api/v1/observation/latest/24.9384,60.1699', { query: { rounding: '0' } })).json as {
      observations: { temperature: number; distance: string }[];
    };
    const nearest = observed.observations[0];
    expect(nearest?.distance).toMatch(/^\d+ km (N|NE|E|SE|S|SW|W|NW)$/);
    expect(Math.abs((nearest?.temperature ?? Number.NaN) - current.current.temperature)).toBeLessThan(4);
  });
});
