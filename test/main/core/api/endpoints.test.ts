import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApiClient } from '@main/core/api/api-client';
import { startServiceUnderTest, type ServiceUnderTest } from '../../../service/conformance/service-fixture';
import { startFaultProxy, type FaultProxy } from '../../../support/fault-proxy';
import { serviceTokens, testClient, valueOf } from './harness';
import { inEnglish } from '../../../support/error-words';

/** Every endpoint against the real local service over HTTP; data and maps through separate proxies that record placement of the token. */

const helsinki = { id: 658225 };
const helsinkiPoint = { lon: 24.94, lat: 60.17 };
const rio = { lon: -43.2, lat: -22.9 };
const inland = { lon: 10, lat: 47 };
const stAnton = { lon: 10.27, lat: 47.13 };
const isoMinute = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}[+-]\d{2}:\d{2}$/;
const isoDate = /^\d{4}-\d{2}-\d{2}$/;

let service: ServiceUnderTest;
let dataProxy: FaultProxy;
let mapsProxy: FaultProxy;
let client: ApiClient;

beforeAll(async () => {
  service = await startServiceUnderTest();
  dataProxy = await startFaultProxy(service.url);
  mapsProxy = await startFaultProxy(service.url);
  client = testClient({ dataBaseUrl: dataProxy.url, mapsBaseUrl: mapsProxy.url, tokens: serviceTokens(service).source }).client;
});

afterAll(async () => {
  await dataProxy.close();
  await mapsProxy.close();
  await service.stop();
});

beforeEach(() => {
  dataProxy.reset();
  mapsProxy.reset();
});

function onlyRequest(proxy: FaultProxy) {
  expect(proxy.requests).toHaveLength(1);
  const [request] = proxy.requests;
  if (request === undefined) throw new Error('no request');
  return request;
}

function expectBearer(proxy: FaultProxy) {
  const request = onlyRequest(proxy);
  expect(request.authorization).toMatch(/^Bearer \S+\.\S+\.\S+$/);
  expect(request.query.has('token')).toBe(false);
}

describe('point data', () => {
  it('searches locations, with the bearer token in the header', async () => {
    const found = valueOf(await client.locationSearch('Helsinki', { lang: 'fi', country: 'FI' }));
    expect(found.locations[0]).toMatchObject({ id: 658225, name: 'Helsinki', timezone: 'Europe/Helsinki', language: 'fi' });
    expectBearer(dataProxy);
    expect(onlyRequest(dataProxy).query.get('country')).toBe('FI');
  });

  it('finds nothing as an empty list, not an error', async () => {
    expect(valueOf(await client.locationSearch('Qqqqxxzz')).locations).toEqual([]);
  });

  it('looks up one location by id', async () => {
    const location = valueOf(await client.locationInfo(helsinki));
    expect(location).toMatchObject({ id: 658225, country: 'Finland', adminArea2: 'Helsinki sub-region' });
  });

  it('reads observations with accumulations or hourly series, and keeps a missing gust null', async () => {
    const accumulations = valueOf(await client.observations(helsinki, { prec: 1, stations: 3 }));
    expect(accumulations.observations).toHaveLength(3);
    expect(accumulations.observations[0]?.precipitation?.map((item) => item.period)).toEqual(['1h', '3h', '6h', '12h', '24h']);
    // The Helsinki station has no gust sensor in the synthetic network: null, not 0.
    expect(accumulations.observations[0]?.windGust).toBeNull();
    const series = valueOf(await client.observations(helsinki, { prec: 2, stations: 1 }));
    expect(series.observations[0]?.precip1h).toHaveLength(24);
  });

  it('reads current conditions in the requested units', async () => {
    const celsius = valueOf(await client.current(helsinki)).current;
    const fahrenheit = valueOf(await client.current(helsinki, { tempUnit: 'F', lang: 'de' })).current;
    expect(celsius.time).toMatch(isoMinute);
    expect(typeof celsius.temperature).toBe('number');
    expect(fahrenheit.temperature).toBeGreaterThan(celsius.temperature ?? Infinity);
  });

  it('reads the minutely nowcast with its resolution', async () => {
    const nowcast = valueOf(await client.minutely(helsinki, { periods: 5 }));
    expect(nowcast.forecast).toHaveLength(5);
    expect(nowcast.resolution).toBe(1);
  });

  it('reads 15-minute, hourly and 3-hourly forecasts; full datasets carry the extra fields', async () => {
    const quarter = valueOf(await client.forecast15min(helsinki, { periods: 4, dataset: 'full' })).forecast;
    expect(quarter).toHaveLength(4);
    expect(quarter[0]).toHaveProperty('snowRate');
    const hourly = valueOf(await client.hourly(helsinkiPoint, { periods: 3, windUnit: 'KMH', rounding: false })).forecast;
    expect(hourly).toHaveLength(3);
    expect(hourly[0]?.time).toMatch(/T\d{2}:00\+02:00$/);
    expect(hourly[0]).not.toHaveProperty('symbolPhrase');
    const withHistory = valueOf(await client.hourly(helsinki, { periods: 3, history: true })).forecast;
    expect(withHistory).toHaveLength(27);
    const threeHourly = valueOf(await client.threeHourly(helsinki, { periods: 2, dataset: 'full', tz: 'UTC' })).forecast;
    expect(threeHourly[0]?.time).toMatch(/T(00|03|06|09|12|15|18|21):00\+00:00$/);
    expect(threeHourly[0]?.solarRadiation).toEqual(expect.any(Number));
  });

  it('reads the daily forecast, with past days and ensembles when asked', async () => {
    const daily = valueOf(await client.daily(helsinki, { periods: 3, offsetHours: -48, dataset: 'full' })).forecast;
    expect(daily).toHaveLength(5);
    expect(daily[0]?.date).toMatch(isoDate);
    expect(daily[0]?.maxTempEnsemble).toEqual({ p000: expect.any(Number), p025: expect.any(Number), p050: expect.any(Number), p075: expect.any(Number), p100: expect.any(Number) });
    expect(daily[0]?.confidence).toMatch(/^[gyo]$/);
  });
});

describe('other products', () => {
  it('reads air quality, hourly in UTC and daily', async () => {
    const hourly = valueOf(await client.airQualityHourly(helsinki, { periods: 2, lang: 'fi' })).forecast;
    expect(hourly).toHaveLength(2);
    expect(hourly[0]?.time).toMatch(/Z$/);
    const daily = valueOf(await client.airQualityDaily(helsinki, { periods: 1 })).forecast;
    expect(daily[0]).toMatchObject({ date: expect.stringMatching(isoDate), AQI_GO3: expect.any(Number) });
  });

  it('reads pollen, with ratings and concentrations per species', async () => {
    const hourly = valueOf(await client.pollenHourly(helsinki, { periods: 2 })).forecast;
    expect(hourly).toHaveLength(2);
    expect(Object.keys(hourly[0] ?? {})).toEqual(expect.arrayContaining(['birch', 'birch_m3', 'ragweed', 'ragweed_m3']));
    expect(valueOf(await client.pollenDaily(helsinki, { periods: 1 })).forecast).toHaveLength(1);
  });

  it('reads monthly and daily climate normals', async () => {
    const months = valueOf(await client.climateMonthly(helsinki)).climate;
    expect(months.map((month) => month.month)).toEqual(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12']);
    const day = valueOf(await client.climateDaily(helsinki, '07-15', { tempUnit: 'F' })).climate;
    expect(day).toEqual([{ month: '07', day: '15', avgMinTemp: expect.any(Number), avgTemp: expect.any(Number), avgMaxTemp: expect.any(Number) }]);
  });

  it('refuses a malformed month-day without a request', async () => {
    const result = await client.climateDaily(helsinki, '7-15');
    expect(result.ok || result.error.kind).toBe('badInput');
    expect(dataProxy.requests).toHaveLength(0);
  });

  it('reads weather history for a span of days', async () => {
    const history = valueOf(await client.history({ ...helsinkiPoint, date: '2026-01-10', days: 2 }));
    expect(history.station.name).toBe('Helsinki');
    expect(history.dailysummary).toHaveLength(2);
    expect(history.hourly[0]?.observations[0]?.t).toMatch(/^-?\d+\.\d$/);
    expect(onlyRequest(dataProxy).query.get('date')).toBe('20260110');
  });

  it('reads warnings and the warning types', async () => {
    const warnings = valueOf(await client.warnings(rio, { dataset: 'full' })).warnings;
    expect(warnings.length).toBeGreaterThan(0);
    expect(warnings[0]?.significance).toMatch(/^[YOR]$/);
    expect(warnings[0]?.attributionUrl).toBeNull();
    const types = valueOf(await client.warningTypes());
    expect(types.wind).toEqual({ name: 'Wind' });
  });

  it('reads marine forecasts, and keeps all-null values inland null', async () => {
    const sea = valueOf(await client.marineHourly(helsinki, { periods: 1 })).forecast[0];
    expect(sea?.sigWaveHeight).toEqual(expect.any(Number));
    const land = valueOf(await client.marineHourly(inland, { periods: 1 })).forecast[0];
    expect(land).toMatchObject({ sigWaveHeight: null, waveDir: null, seaTemp: null, swimTemp: null });
    expect(valueOf(await client.marineDaily(helsinki, { periods: 2, tempUnit: 'F' })).forecast).toHaveLength(2);
  });

  it('reads ski resorts near a place', async () => {
    const resorts = valueOf(await client.ski(stAnton, { sites: 2, radiusKm: 100 })).locations;
    expect(resorts).toHaveLength(2);
    expect(resorts[0]?.street).toBeNull();
    expect(onlyRequest(dataProxy).query.get('radius')).toBe('100');
  });

  it('reads agriculture and energy forecasts', async () => {
    expect(valueOf(await client.agricultureHourly(helsinki, { periods: 2 })).forecast).toHaveLength(2);
    expect(valueOf(await client.agricultureDaily(helsinki, { periods: 2 })).forecast[0]?.precipSum168q90).toEqual(expect.any(Number));
    expect(valueOf(await client.energyHourly(helsinki, { periods: 2, windUnit: 'KTS' })).forecast).toHaveLength(2);
    expect(valueOf(await client.energy15min(helsinki, { periods: 3 })).forecast).toHaveLength(3);
  });

  it('reads hurricanes as GeoJSON and lightning in a box', async () => {
    const storms = valueOf(await client.hurricanes());
    expect(storms.type).toBe('FeatureCollection');
    expect(storms.features.some((feature) => feature.geometry.type === 'Polygon')).toBe(true);
    const flashes = valueOf(await client.lightning({ minLon: -100, minLat: -40, maxLon: 20, maxLat: 40 })).flashes;
    expect(flashes.length).toBeGreaterThan(0);
    expect(dataProxy.requests.at(-1)?.query.get('bbox')).toBe('-100,-40,20,40');
  });
});

describe('maps, on their own base address', () => {
  it('lists layers, fetches a tile with its ETag, and revalidates it', async () => {
    const layers = valueOf(await client.capabilities()).images;
    expect(layers.length).toBeGreaterThan(40);
    const capabilitiesRequest = onlyRequest(mapsProxy);
    expect(capabilitiesRequest.query.get('token')).toMatch(/\S+\.\S+\.\S+/);
    expect(capabilitiesRequest.authorization).toBeUndefined();

    const temperature = layers.find((layer) => layer.title === 'Temperature');
    const time = temperature?.times.available[temperature.times.current];
    if (temperature === undefined || time === undefined) throw new Error('no temperature layer');
    const address = { layerId: temperature.id, time, z: 3, x: 4, y: 2, colorscheme: temperature.colorschemes[0] ?? 'default' };
    const tile = valueOf(await client.fetchTile(address));
    if (tile.status !== 'image') throw new Error('expected an image');
    expect([...tile.bytes.subarray(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
    expect(tile.etag).not.toBeNull();
    expect(tile.maxAgeSeconds).toBeGreaterThan(0);
    expect(mapsProxy.requests[1]?.path).toBe(`/api/v1/image/tile/3/4/2/${time}/${temperature.id}`);

    const again = valueOf(await client.fetchTile(address, { ifNoneMatch: tile.etag ?? '' }));
    expect(again.status).toBe('notModified');
    expect(dataProxy.requests).toHaveLength(0);
    expect(mapsProxy.requests.every((request) => request.query.has('token') && request.authorization === undefined)).toBe(true);
  });

  it('builds a tile address without the token', () => {
    const url = valueOf(client.tileUrl({ layerId: 2, time: '2026-01-15T10:00:00Z', z: 3, x: 4, y: 2, colorscheme: 'default' }, { windUnit: 'kmh' }));
    expect(url).toBe(`${mapsProxy.url}/api/v1/image/tile/3/4/2/2026-01-15T10:00:00Z/2?colorscheme=default&windunit=kmh`);
  });

  it('fetches a legend with the token in the query, and revalidates it', async () => {
    const legend = valueOf(await client.legend({ layerId: 2, colorscheme: 'default' }));
    if (legend.status !== 'image') throw new Error('expected an image');
    expect(onlyRequest(mapsProxy).query.has('token')).toBe(true);
    const again = valueOf(await client.legend({ layerId: 2, colorscheme: 'default' }, { ifNoneMatch: legend.etag ?? '' }));
    expect(again).toEqual({ status: 'notModified', etag: legend.etag, maxAgeSeconds: expect.any(Number) });
  });

  it('reads symbol tiles with coordinates as numbers', async () => {
    const tile = valueOf(await client.symbols('daily', 9, 4, 4, { units: 'F' }));
    expect(tile.locations.length).toBeGreaterThan(0);
    expect(tile.locations[0]?.timesteps).toHaveLength(5);
    expect(tile.locations[0]?.lat).toEqual(expect.any(Number));
    expectBearer(mapsProxy);
  });
});

describe('account and usage', () => {
  const demo = { user: 'demo', password: 'demo' };

  it('creates a token with the credentials in a JSON body', async () => {
    const grant = valueOf(await client.createToken(demo, 2));
    expect(grant).toMatchObject({ expires_in: 7200, token_type: 'bearer' });
    const request = onlyRequest(dataProxy);
    expect(request).toMatchObject({ method: 'POST', path: '/authorize/token', authorization: undefined });
    expect(JSON.parse(request.body)).toEqual(demo);
    expect(request.query.get('expire_hours')).toBe('2');
  });

  it('creates, lists and deletes an API key; deleting it again is bad input', async () => {
    const created = valueOf(await client.createToken(demo, -1));
    const keys = valueOf(await client.listKeys(demo));
    const mine = keys.find((key) => key.access_token === created.access_token);
    if (mine === undefined) throw new Error('new key not listed');
    expect(valueOf(await client.deleteKey(demo, mine.key))).toBeUndefined();
    expect(dataProxy.requests.at(-1)?.method).toBe('DELETE');
    expect(valueOf(await client.listKeys(demo)).some((key) => key.key === mine.key)).toBe(false);
    const again = await client.deleteKey(demo, mine.key);
    expect(again.ok || again.error.kind).toBe('badInput');
  });

  it('answers unauthorized for a wrong password, asking once', async () => {
    const result = await client.createToken({ user: 'demo', password: 'not-the-password' });
    expect(result.ok || result.error.kind).toBe('unauthorized');
    expect(dataProxy.requests).toHaveLength(1);
  });

  it('reads usage for a day and a month, grouped when asked', async () => {
    const day = valueOf(await client.usageDay('2026-01-15', 'endpoint'));
    expect(day.apis.map((api) => api.name)).toEqual(['Weather API', 'Map API', 'Administrative']);
    expect(day.breakdown?.some((item) => item.endpoint === '/api/v1/forecast/hourly/{location}')).toBe(true);
    expectBearer(dataProxy);
    const month = valueOf(await client.usageMonth('2026-01', 'status_code'));
    expect(month.daily[0]?.date).toBe('2026-01-15');
    expect(month.breakdown?.[0]).toMatchObject({ status_code: 200 });
  });
});

describe('errors from the real service', () => {
  it('answers notInPlan when the plan lacks the product', async () => {
    const basic = testClient({ dataBaseUrl: dataProxy.url, tokens: serviceTokens(service, 'basic', 'basic').source }).client;
    const result = await basic.pollenHourly(helsinki);
    expect(result.ok ? 'ok' : inEnglish(result.error)).toMatchObject({ kind: 'notInPlan', message: 'Your plan does not include pollen forecasts.' });
    expect(dataProxy.requests).toHaveLength(1);
  });

  it('answers badInput for an unknown location id, asking once', async () => {
    const result = await client.current({ id: 1 });
    expect(result.ok || result.error.kind).toBe('badInput');
    expect(dataProxy.requests).toHaveLength(1);
  });

  it('answers badInput for impossible coordinates without asking', async () => {
    const result = await client.hourly({ lon: 200, lat: 10 });
    expect(result.ok || result.error.kind).toBe('badInput');
    expect(dataProxy.requests).toHaveLength(0);
  });
});
