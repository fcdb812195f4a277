import { beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '@service/accounts/accounts';
import { Params } from '@service/http/params';
import type { Route, RouteRequest, ServiceContext } from '@service/http/route';
import { ServiceError } from '@service/http/service-error';
import { createGazetteer } from '@service/places/index';
import { locationRoutes } from '@service/places/routes';

const account: Account = {
  user: 't',
  plan: { name: 'p', products: [], queriesPerSecond: 10, dailyRequests: null },
  addOns: [],
};
const now = new Date('2026-01-15T12:00:00Z');
const locationFields = ['id', 'name', 'country', 'timezone', 'language', 'adminArea', 'adminArea2', 'adminArea3', 'lon', 'lat'];

let context: ServiceContext;
beforeAll(() => {
  context = {
    seed: 1,
    atmosphere: undefined as never,
    accounts: undefined as never,
    gazetteer: createGazetteer(),
    habits: 'specification',
    now: () => now,
  };
});

function route(pattern: string): Route {
  const found = locationRoutes.find((candidate) => candidate.pattern === pattern);
  if (found === undefined) throw new Error(`no route ${pattern}`);
  return found;
}

const searchRoute = route('/api/v1/location/search/:query');
const infoRoute = route('/api/v1/location/:location');

function request(path: Record<string, string>, query: Record<string, string> = {}, method = 'GET'): RouteRequest {
  return { method, path, params: new Params(Object.entries(query)), account, now, ifNoneMatch: undefined };
}

async function answer(handler: Route, path: Record<string, string>, query: Record<string, string> = {}) {
  return handler.handle(request(path, query), context);
}

async function failure(handler: Route, path: Record<string, string>, query: Record<string, string> = {}): Promise<ServiceError> {
  try {
    await answer(handler, path, query);
  } catch (error) {
    if (error instanceof ServiceError) return error;
    throw error;
  }
  throw new Error('the handler answered instead of failing');
}

describe('location routes', () => {
  it('are Weather API forecast routes for GET and POST, authenticated by token', () => {
    for (const handler of [searchRoute, infoRoute]) {
      expect(handler).toMatchObject({ methods: ['GET', 'POST'], api: 'Weather API', product: 'forecast', auth: 'token' });
    }
  });
});

describe('GET /api/v1/location/search/:query', () => {
  it('answers {locations} of Location objects with every field of the table, for one hit', async () => {
    const response = await answer(searchRoute, { query: 'Helsinki' });
    expect(response.status).toBeUndefined();
    expect(response.hits).toBe(1);
    const { locations } = response.body as { locations: Record<string, unknown>[] };
    expect(locations.length).toBeGreaterThan(0);
    expect(locations.length).toBeLessThanOrEqual(10);
    for (const location of locations) expect(Object.keys(location)).toEqual(locationFields);
    expect(locations[0]).toMatchObject({ id: 658225, name: 'Helsinki', country: 'Finland', language: 'en' });
  });

  it('finds exonyms and names places in the requested language', async () => {
    const response = await answer(searchRoute, { query: 'München' }, { lang: 'de' });
    expect((response.body as { locations: unknown[] }).locations[0]).toMatchObject({ id: 2867714, country: 'Deutschland' });
    const swedish = await answer(searchRoute, { query: 'Helsingfors' }, { lang: 'sv' });
    expect((swedish.body as { locations: unknown[] }).locations[0]).toMatchObject({ id: 658225, name: 'Helsingfors' });
  });

  it('answers POST the same way', async () => {
    const response = await searchRoute.handle(request({ query: 'Helsinki' }, { lang: 'sv' }, 'POST'), context);
    expect((response.body as { locations: unknown[] }).locations[0]).toMatchObject({ id: 658225, country: 'Finland', language: 'sv' });
  });

  it('localizes the country name by lang', async () => {
    const response = await answer(searchRoute, { query: 'Helsinki' }, { lang: 'de' });
    expect((response.body as { locations: unknown[] }).locations[0]).toMatchObject({ country: 'Finnland', language: 'de' });
  });

  it('keeps names in Latin letters with script=latin', async () => {
    const cyrillic = await answer(searchRoute, { query: 'Helsinki' }, { lang: 'ru' });
    expect((cyrillic.body as { locations: unknown[] }).locations[0]).toMatchObject({ country: 'Финляндия', language: 'ru' });
    const latin = await answer(searchRoute, { query: 'Helsinki' }, { lang: 'ru', script: 'latin' });
    expect((latin.body as { locations: unknown[] }).locations[0]).toMatchObject({ country: 'Finland', language: 'en' });
    const moscow = await answer(searchRoute, { query: 'Moscow' }, { lang: 'ru' });
    expect((moscow.body as { locations: unknown[] }).locations[0]).toMatchObject({ id: 524901, name: 'Москва' });
    const latinMoscow = await answer(searchRoute, { query: 'Moscow' }, { lang: 'ru', script: 'latin' });
    expect((latinMoscow.body as { locations: unknown[] }).locations[0]).toMatchObject({ id: 524901, name: 'Moscow' });
    const german = await answer(searchRoute, { query: 'Helsinki' }, { lang: 'de', script: 'Latin' });
    expect((german.body as { locations: unknown[] }).locations[0]).toMatchObject({ country: 'Finnland', language: 'de' });
  });

  it('filters by country, any letter case', async () => {
    const response = await answer(searchRoute, { query: 'Paris' }, { country: 'us' });
    const { locations } = response.body as { locations: { country: string }[] };
    expect(locations.length).toBeGreaterThan(5);
    expect(locations.every((location) => location.country === 'United States of America')).toBe(true);
  });

  it('answers 200 with no locations when nothing matches', async () => {
    const response = await answer(searchRoute, { query: 'xqzzyq' });
    expect(response).toEqual({ body: { locations: [] }, hits: 1 });
  });

  it.each([
    [{ lang: 'xx' }, 'lang'],
    [{ lang: 'ja' }, 'lang'],
    [{ country: 'USA' }, 'country'],
    [{ country: 'ZZ' }, 'country'],
    [{ country: '1' }, 'country'],
    [{ script: 'cyrillic' }, 'script'],
  ])('answers 400 for %o', async (query, parameter) => {
    const error = await failure(searchRoute, { query: 'Helsinki' }, query);
    expect(error).toMatchObject({ status: 400, code: 'bad_parameter' });
    expect(error.message.startsWith(`${parameter}:`)).toBe(true);
  });
});

describe('GET /api/v1/location/:location', () => {
  it('answers the Location of an id directly, for one hit', async () => {
    const response = await answer(infoRoute, { location: '658225' }, { lang: 'de' });
    expect(response.hits).toBe(1);
    expect(Object.keys(response.body as object)).toEqual(locationFields);
    expect(response.body).toMatchObject({ id: 658225, name: 'Helsinki', country: 'Finnland', timezone: 'Europe/Helsinki' });
  });

  it("answers a vendor's 100-prefixed id as the GeoNames place it names", async () => {
    const response = await answer(infoRoute, { location: '100658225' }, { lang: 'sv' });
    expect(response.body).toMatchObject({ id: 658225, name: 'Helsingfors', country: 'Finland' });
    expect(await failure(infoRoute, { location: '10099999999' })).toMatchObject({ status: 404 });
  });

  it('answers the nearest place for coordinates, with its own id and position', async () => {
    const response = await answer(infoRoute, { location: '24.95,60.2' });
    expect(response.body).toMatchObject({ id: 658225, name: 'Helsinki', lat: 60.16952, lon: 24.93545 });
  });

  it('answers 400 for a malformed location or lang, and 404 for an unknown id', async () => {
    expect(await failure(infoRoute, { location: 'Helsinki' })).toMatchObject({ status: 400 });
    expect(await failure(infoRoute, { location: '24.95,95' })).toMatchObject({ status: 400 });
    expect(await failure(infoRoute, { location: '658225' }, { lang: 'xx' })).toMatchObject({ status: 400 });
    expect(await failure(infoRoute, { location: '999999999' })).toMatchObject({ status: 404, code: 'not_found' });
  });
});
