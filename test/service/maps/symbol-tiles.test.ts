import { describe, expect, it } from 'vitest';
import { Params } from '@service/http/params';
import { products } from '@service/http/route';
import { tileBounds } from '@service/maps/web-mercator';
import { pointRoutes } from '@service/products/point-routes';
import { callMap, context, failureOf, testNow } from './maps-fixture';

interface SymbolLocation {
  city: string;
  id: number;
  lat: string;
  lon: string;
  timesteps: { symbol: string; temperature: number; time: string }[];
}

const hour = 3_600_000;
// Zoom 5 tile holding Helsinki, Tallinn and Turku.
const southernFinland = { x: '18', y: '9', z: '5' };

async function symbols(mode: string, query: Record<string, string> = southernFinland): Promise<SymbolLocation[]> {
  const answer = await callMap('symbol', { mode }, query);
  expect(answer.hits).toBe(1);
  return (answer.body as { locations: SymbolLocation[] }).locations;
}

describe('symbol tiles', () => {
  it('hourly: the biggest places in the tile, each with 120 hourly steps from the nearest full hour', async () => {
    const locations = await symbols('hourly');
    expect(locations.length).toBeGreaterThan(0);
    expect(locations.length).toBeLessThanOrEqual(10);
    expect(locations.map((location) => location.city)).toContain('Helsinki');
    const bounds = tileBounds({ z: 5, x: 18, y: 9 });
    for (const location of locations) {
      expect(Number(location.lat)).toBeGreaterThanOrEqual(bounds.minLat);
      expect(Number(location.lat)).toBeLessThanOrEqual(bounds.maxLat);
      expect(Number(location.lon)).toBeGreaterThanOrEqual(bounds.minLon);
      expect(Number(location.lon)).toBeLessThanOrEqual(bounds.maxLon);
      expect(location.timesteps).toHaveLength(120);
      location.timesteps.forEach((step, index) => {
        expect(step.time).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
        expect(Date.parse(`${step.time}Z`)).toBe(Math.round(testNow.getTime() / hour) * hour + index * hour);
        expect(step.symbol).toMatch(/^[dn][0-6][0-4][0-2]$/);
        expect(Number.isInteger(step.temperature)).toBe(true);
      });
    }
  });

  it('current: one step at the nearest full hour, the first hourly step', async () => {
    const [current] = await symbols('current');
    const [hourly] = await symbols('hourly');
    expect(current?.timesteps).toHaveLength(1);
    expect(current?.timesteps[0]).toEqual(hourly?.timesteps[0]);
    expect(current?.timesteps[0]?.time).toBe('2026-02-09T19:00');
  });

  it('daily: five consecutive local dates with day symbols', async () => {
    const [first] = await symbols('daily');
    expect(first?.timesteps.map((step) => step.time)).toEqual(['2026-02-09', '2026-02-10', '2026-02-11', '2026-02-12', '2026-02-13']);
    for (const step of first?.timesteps ?? []) expect(step.symbol).toMatch(/^d[0-6][0-4][0-2]$/);
  });

  it('gives temperatures in Fahrenheit with units=F', async () => {
    const [celsius] = await symbols('hourly');
    const [fahrenheit] = await symbols('hourly', { ...southernFinland, units: 'F' });
    celsius?.timesteps.forEach((step, index) => {
      expect(Math.abs((fahrenheit?.timesteps[index]?.temperature ?? NaN) - (step.temperature * 9) / 5 - 32)).toBeLessThanOrEqual(1.4);
    });
  });

  it('agrees with the hourly and daily forecasts for the same place', async () => {
    const [helsinki] = (await symbols('hourly')).filter((location) => location.city === 'Helsinki');
    const [daily] = (await symbols('daily')).filter((location) => location.city === 'Helsinki');
    const account = { user: 'tester', plan: { name: 'all', products, queriesPerSecond: 100, dailyRequests: null }, addOns: [] };
    const forecast = async (pattern: string) => {
      const route = pointRoutes.find((candidate) => candidate.pattern === pattern);
      if (route === undefined || helsinki === undefined) throw new Error(`no route ${pattern}`);
      const request = { method: 'GET', path: { location: String(helsinki.id) }, params: new Params([['tz', 'UTC'], ['periods', '24']]), account, now: testNow, ifNoneMatch: undefined };
      return ((await route.handle(request, context)).body as { forecast: Record<string, string | number>[] }).forecast;
    };
    const hourly = await forecast('/api/v1/forecast/hourly/:location');
    let compared = 0;
    for (const step of hourly) {
      const match = helsinki?.timesteps.find((candidate) => Date.parse(`${candidate.time}Z`) === Date.parse(String(step.time)));
      if (match === undefined) continue;
      expect([match.symbol, match.temperature]).toEqual([step.symbol, step.temperature]);
      compared += 1;
    }
    expect(compared).toBeGreaterThan(20);
    const days = await forecast('/api/v1/forecast/daily/:location');
    expect(daily?.timesteps.map((step) => [step.time, step.symbol, step.temperature])).toEqual(
      days.slice(0, 5).map((day) => [day.date, day.symbol, day.maxTemp]),
    );
  });

  it.each([
    ['zoom 2', { ...southernFinland, z: '2', x: '1', y: '1' }],
    ['zoom 13', { ...southernFinland, z: '13' }],
    ['x beyond the tiles at the zoom', { ...southernFinland, x: '32' }],
    ['y beyond the tiles at the zoom', { ...southernFinland, y: '32' }],
    ['a missing x', { y: '9', z: '5' }],
    ['a fractional z', { ...southernFinland, z: '5.5' }],
    ['units K', { ...southernFinland, units: 'K' }],
    ['wrap 2', { ...southernFinland, wrap: '2' }],
  ])('refuses %s with 400', async (_, query) => {
    expect((await failureOf(callMap('symbol', { mode: 'hourly' }, query))).status).toBe(400);
  });

  it('refuses an unknown mode with 400', async () => {
    expect((await failureOf(callMap('symbol', { mode: 'weekly' }, southernFinland))).status).toBe(400);
  });

  it('with wrap=1 takes x modulo the tiles across', async () => {
    const plain = await symbols('current');
    expect(await symbols('current', { ...southernFinland, x: String(18 + 32), wrap: '1' })).toEqual(plain);
    expect(await symbols('current', { ...southernFinland, x: String(18 - 64), wrap: '1' })).toEqual(plain);
  });
});
