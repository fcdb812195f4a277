import { afterEach, describe, expect, it } from 'vitest';
import { startCoreHarness, valueOf, type CoreHarness } from './core-harness';
import { inEnglish } from '../../support/error-words';

const minute = 60_000;
const day = 24 * 60 * minute;
/** Western Europe and the Mediterranean: inside the satellites' coverage. */
const europe = { minLon: -10.4, minLat: 35.2, maxLon: 30.6, maxLat: 60.1 };

let harness: CoreHarness | undefined;

afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

async function started(): Promise<CoreHarness> {
  harness = await startCoreHarness();
  await harness.core.start();
  await harness.advance(1000, 300);
  return harness;
}

function callsTo(h: CoreHarness, path: string, from: number): string[] {
  return h.urls.slice(from).filter((url) => new URL(url).pathname.startsWith(path));
}

describe('map:hurricanes, the storm overlay', () => {
  it('answers no storm out of season, then a storm’s tracks, points and cone once one forms, each once per half hour from the map’s share', async () => {
    const h = await started();
    const before = h.urls.length;
    const quiet = valueOf(await h.call('map:hurricanes'));
    expect(quiet.collection.features).toEqual([]);
    expect(quiet.collection.attribution).toMatch(/synthetic tropical cyclones/);
    expect(valueOf(await h.call('map:budget')).spent).toBe(1);

    // A storm forms in the West Pacific on 17 January (the demo's seed).
    h.clock.jump(3 * day);
    const answer = valueOf(await h.call('map:hurricanes'));
    const kinds = answer.collection.features.map((feature) => feature.properties.featureType);
    expect(new Set(kinds)).toEqual(new Set(['track', 'current', 'forecast', 'forecastTrack', 'cone']));
    const current = answer.collection.features.find((feature) => feature.properties.featureType === 'current');
    expect(current?.properties).toMatchObject({ stormName: 'Anding', basin: 'WP', windSpeed: expect.any(Number), pressure: expect.any(Number) });
    expect(answer.fetchedAt).toBe(new Date(h.clock.now()).toISOString());

    await h.call('map:hurricanes');
    expect(callsTo(h, '/api/v1/hurricane/current', before)).toHaveLength(2);
    h.clock.jump(30 * minute);
    await h.call('map:hurricanes');
    expect(callsTo(h, '/api/v1/hurricane/current', before)).toHaveLength(3);
  }, 30_000);
});

describe('map:lightning, the lightning overlay', () => {
  it('asks the service for a view’s box widened to whole degrees, once per ten minutes, charged to the map’s share', async () => {
    const h = await started();
    const before = h.urls.length;
    const spentBefore = valueOf(await h.call('map:budget')).spent;
    const answer = valueOf(await h.call('map:lightning', europe));
    expect(answer.asOf).toBe(new Date(h.clock.now()).toISOString());
    for (const flash of answer.flashes) {
      expect(flash.lon).toBeGreaterThanOrEqual(-11);
      expect(flash.lon).toBeLessThanOrEqual(31);
      expect(flash.satellite).toBe('MTG-I1');
    }
    const asked = callsTo(h, '/api/v1/lightning/flashes', before);
    expect(asked).toHaveLength(1);
    expect(new URL(asked[0] ?? '').searchParams.get('bbox')).toBe('-11,35,31,61');
    expect(valueOf(await h.call('map:budget')).spent).toBe(spentBefore + 1);

    // A small pan within the same degrees, and a re-ask within the data's cadence: no request.
    h.clock.jump(9 * minute);
    valueOf(await h.call('map:lightning', { ...europe, minLon: -10.1, maxLon: 30.9 }));
    expect(callsTo(h, '/api/v1/lightning/flashes', before)).toHaveLength(1);
    h.clock.jump(minute);
    valueOf(await h.call('map:lightning', europe));
    expect(callsTo(h, '/api/v1/lightning/flashes', before)).toHaveLength(2);
  }, 30_000);

  it('stops at the map’s share, as its tiles do, without a request', async () => {
    const h = await started();
    valueOf(await h.call('settings:update', { budget: { dailyRequests: 500, mapSharePercent: 1 } }));
    const { allowed, spent } = valueOf(await h.call('map:budget'));
    for (let step = 0; step < allowed - spent; step += 1) valueOf(await h.call('map:lightning', { ...europe, minLat: europe.minLat + step }));
    const before = h.urls.length;
    const refused = await h.call('map:lightning', { ...europe, minLat: 20 });
    expect(refused.ok ? null : inEnglish(refused.error)).toMatchObject({ kind: 'rateLimited', message: expect.stringMatching(/^The map's share of today's requests is used up/) });
    expect(callsTo(h, '/api/v1/lightning/flashes', before)).toHaveLength(0);
  }, 30_000);

  it('asks nothing for a box the satellites do not cover', async () => {
    const h = await started();
    const before = h.urls.length;
    const spentBefore = valueOf(await h.call('map:budget')).spent;
    // Between 100°E and 160°E: South-East Asia and Australia's west.
    const answer = valueOf(await h.call('map:lightning', { minLon: 105, minLat: -30, maxLon: 150, maxLat: 10 }));
    expect(answer.flashes).toEqual([]);
    expect(callsTo(h, '/api/v1/lightning/flashes', before)).toHaveLength(0);
    expect(valueOf(await h.call('map:budget')).spent).toBe(spentBefore);

    const refused = await h.call('map:lightning', { minLon: 10, minLat: 0, maxLon: 5, maxLat: 10 });
    expect(refused.ok ? null : refused.error.kind).toBe('badInput');
  }, 30_000);
});
