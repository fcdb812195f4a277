import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Credentials } from '@main/core/auth/credentials';
import type { Product } from '@main/core/schedule/cadence';
import { RequestBudget } from '@main/core/schedule/request-budget';
import { Session, type ApiTuning } from '@main/core/session/session';
import { WeatherRefresher } from '@main/core/weather/weather-refresher';
import { defaultSettings } from '@shared/settings';
import { createRecordingLogger } from '../../../support/recording-logger';
import { startServiceUnderTest, testClock, type ServiceUnderTest } from '../../../service/conformance/service-fixture';
import { FakeClock } from '../schedule/fake-clock';

const helsinki = { id: '658225', lat: 60.16952, lon: 24.93545 };
const newYork = { id: '5128581', lat: 40.71427, lon: -74.00597 };
const quick: ApiTuning = { queriesPerSecond: 1000, sleep: async () => undefined, random: () => 0.5, retries: 1 };

let service: ServiceUnderTest;

beforeAll(async () => {
  service = await startServiceUnderTest();
});

afterAll(async () => {
  await service.stop();
});

function refresherFor(credentials: Credentials, api: ApiTuning = quick, dataBaseUrl = service.url) {
  const clock = new FakeClock(testClock);
  const kept: { product: Product; locationId: string; data: unknown }[] = [];
  const reachability: boolean[] = [];
  const session = new Session({
    mode: 'account',
    address: { dataBaseUrl },
    credentials: async () => credentials,
    budget: new RequestBudget({ clock }),
    logger: createRecordingLogger(),
    now: () => clock.now(),
    api,
  });
  const refresher = new WeatherRefresher({
    session,
    settings: () => defaultSettings,
    now: () => clock.now(),
    logger: createRecordingLogger(),
    onData: (product, locationId, data) => kept.push({ product, locationId, data }),
    onReachable: (reachable) => reachability.push(reachable),
  });
  return { refresher, session, kept, reachability };
}

describe('the weather refresher', () => {
  it('fetches a batch of locations in one call, keeps each answer without its location, and reports the cost', async () => {
    const { refresher, kept, reachability } = refresherFor({ user: 'demo', password: 'demo' });
    const outcome = await refresher.refresh('hourly', [helsinki, newYork]);
    expect(outcome).toMatchObject({ ok: true, hits: 2 });
    expect(Array.isArray(outcome.rainSoon)).toBe(true);
    expect(kept.map((entry) => entry.locationId)).toEqual(['658225', '5128581']);
    expect(kept[0]?.data).toEqual({ forecast: expect.any(Array) });
    expect((kept[0]?.data as { forecast: unknown[] }).forecast).toHaveLength(48);
    expect(reachability).toEqual([true]);
  });

  it('reports pollen outside Europe as not applicable there', async () => {
    const { refresher } = refresherFor({ user: 'demo', password: 'demo' });
    expect(await refresher.refresh('pollen', [helsinki, newYork])).toEqual({ ok: true, hits: 2, notApplicable: ['5128581'] });
  });

  it('reports a product outside the plan as not applicable, at no cost', async () => {
    const { refresher, kept } = refresherFor({ user: 'basic', password: 'basic' });
    expect(await refresher.refresh('climate', [helsinki])).toEqual({ ok: false, hits: 0, notApplicable: ['658225'] });
    expect(kept).toEqual([]);
  });

  it('passes a long Retry-After on to the schedule', async () => {
    const tooMany: typeof fetch = async () =>
      new Response(JSON.stringify({ error: 'rate_limited', message: 'Daily limit' }), {
        status: 429,
        headers: { 'content-type': 'application/json', 'retry-after': '3600' },
      });
    const { refresher } = refresherFor({ user: 'demo', password: 'demo' }, { ...quick, fetch: tooMany });
    expect(await refresher.refresh('current', [helsinki])).toEqual({ ok: false, hits: 0, retryAfterMs: 3_600_000 });
  });

  it('says the service is unreachable when nothing answers, and never throws', async () => {
    const { refresher, reachability } = refresherFor({ user: 'demo', password: 'demo' }, quick, 'http://127.0.0.1:9');
    expect(await refresher.refresh('nowcast', [helsinki])).toEqual({ ok: false, hits: 0 });
    expect(reachability).toEqual([false]);
  });

  it('tells the session about refused credentials', async () => {
    const { refresher, session } = refresherFor({ user: 'demo', password: 'wrong' });
    expect(await refresher.refresh('warnings', [helsinki])).toEqual({ ok: false, hits: 0 });
    expect(session.connection).toMatchObject({ state: 'failed', error: { kind: 'unauthorized' } });
  });

  it('keeps nothing once its session is closed', async () => {
    const { refresher, session, kept } = refresherFor({ user: 'demo', password: 'demo' });
    const pending = refresher.refresh('current', [helsinki]);
    await session.close();
    expect(await pending).toMatchObject({ ok: true, hits: 1 });
    expect(kept).toEqual([]);
  });
});
