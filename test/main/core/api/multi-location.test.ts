import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApiClient } from '@main/core/api/api-client';
import type { LocationRef } from '@shared/api/options';
import { startServiceUnderTest, type ServiceUnderTest } from '../../../service/conformance/service-fixture';
import { startFaultProxy, type FaultProxy } from '../../../support/fault-proxy';
import { serviceTokens, testClient, valueOf } from './harness';
import { inEnglish } from '../../../support/error-words';

/** Places spread over the globe, so neighbours in the list have different weather. */
function spreadPlaces(count: number): LocationRef[] {
  return Array.from({ length: count }, (_, index) => ({ lon: -120 + index * 4.5, lat: 30 + ((index * 7) % 25) }));
}

let service: ServiceUnderTest;
let proxy: FaultProxy;
let client: ApiClient;

beforeAll(async () => {
  service = await startServiceUnderTest();
  proxy = await startFaultProxy(service.url);
  client = testClient({ dataBaseUrl: proxy.url, tokens: serviceTokens(service).source }).client;
});

afterAll(async () => {
  await proxy.close();
  await service.stop();
});

beforeEach(() => proxy.reset());

function locationsPerRequest(): number[] {
  return proxy.requests.map((request) => (request.path.split('/').at(-1) ?? '').split(';').length);
}

describe('multi-location forecasts', () => {
  it('splits 60 locations into requests of 50 and 10 and merges the answers in order', async () => {
    const places = spreadPlaces(60);
    const merged = valueOf(await client.hourlyMany(places, { periods: 2 }));
    expect(locationsPerRequest()).toEqual([50, 10]);
    expect(merged).toHaveLength(60);
    merged.forEach((answer, index) => expect(answer.location).toBe(places[index]));

    // Each location's answer is the one a single-location request gives for it.
    for (const index of [0, 1, 49, 50, 59]) {
      const place = places[index];
      if (place === undefined) throw new Error('no place');
      const single = valueOf(await client.hourly(place, { periods: 2 }));
      expect(merged[index]?.forecast).toEqual(single.forecast);
    }
    expect(merged[0]?.forecast).not.toEqual(merged[59]?.forecast);
  });

  it('takes the single-location shape for a last request of one location', async () => {
    const places = spreadPlaces(51);
    const merged = valueOf(await client.dailyMany(places, { periods: 1 }));
    expect(locationsPerRequest()).toEqual([50, 1]);
    const last = places[50];
    if (last === undefined) throw new Error('no place');
    expect(merged[50]).toEqual({ location: last, ...valueOf(await client.daily(last, { periods: 1 })) });
  });

  it('keeps each location’s nowcast resolution', async () => {
    const europe = { lon: 24.94, lat: 60.17 };
    const australia = { lon: 151.2, lat: -33.9 };
    const merged = valueOf(await client.minutelyMany([europe, australia], { periods: 2 }));
    expect(merged.map((answer) => answer.resolution)).toEqual([1, 60]);
    expect(merged.map((answer) => answer.forecast.length)).toEqual([2, 2]);
  });

  it('covers the 15-minute and 3-hourly forecasts too', async () => {
    const places = spreadPlaces(3);
    expect(valueOf(await client.forecast15minMany(places, { periods: 2 })).map((answer) => answer.forecast.length)).toEqual([2, 2, 2]);
    expect(valueOf(await client.threeHourlyMany(places, { periods: 1 })).map((answer) => answer.location)).toEqual(places);
    expect(proxy.requests).toHaveLength(2);
  });

  it('asks nothing for no locations', async () => {
    expect(valueOf(await client.hourlyMany([]))).toEqual([]);
    expect(proxy.requests).toHaveLength(0);
  });

  it('refuses an answer whose locations are out of order', async () => {
    proxy.next({
      kind: 'rewrite',
      edit(json) {
        const { locations } = json as { locations: unknown[] };
        return { locations: [...locations].reverse() };
      },
    });
    const result = await client.hourlyMany(spreadPlaces(3), { periods: 1 });
    expect(result.ok ? 'ok' : inEnglish(result.error)).toMatchObject({ kind: 'serverError', message: expect.stringContaining('unexpected') });
  });

  it('stops at the first failing request', async () => {
    proxy.next({ kind: 'respond', status: 403, body: '{"error":"forbidden","message":"no"}' });
    const result = await client.hourlyMany(spreadPlaces(60));
    expect(result.ok || result.error.kind).toBe('notInPlan');
    expect(proxy.requests).toHaveLength(1);
  });
});
