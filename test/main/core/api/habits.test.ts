import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { serviceHabits } from '@service/http/habits';
import { startServiceUnderTest, testClock, type ServiceUnderTest } from '../../../service/conformance/service-fixture';
import { serviceTokens, testClient, valueOf } from './harness';
import { inEnglishResult } from '../../../support/error-words';

/**
 * The API client straight against the local service over real HTTP, in both its habits: the
 * specification's and the real service's observed ones. The client's clock is the service's.
 */

const helsinki = { id: 658225 };
const credentials = { user: 'demo', password: 'demo' };
const clock = { now: () => testClock.getTime() };

/** Loading the gazetteer makes a first start slow on a busy machine: a safety net, not a wait. */
const startTimeoutMs = 60_000;

let scratch: string;

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'weatherglass-client-habits-'));
});

afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

describe.each(serviceHabits)('the client against the %s habits', (habits) => {
  let service: ServiceUnderTest;
  let tight: ServiceUnderTest | undefined;

  beforeAll(async () => {
    service = await startServiceUnderTest({ habits });
  }, startTimeoutMs);

  afterAll(async () => {
    await service.stop();
  });

  afterEach(async () => {
    await tight?.stop();
    tight = undefined;
  });

  function client(s: ServiceUnderTest = service, user = 'demo') {
    return testClient({ dataBaseUrl: s.url, mapsBaseUrl: s.mapsUrl, tokens: serviceTokens(s, user, user).source, clock });
  }

  it('creates, lists and deletes a key by the name the list gives it; a second delete is badInput (406)', async () => {
    const { client: api } = client();
    const grant = valueOf(await api.createToken(credentials, -1));
    const [listed, ...more] = valueOf(await api.listKeys(credentials));
    expect(more).toEqual([]);
    // Either shape gives the key: as access_token (specification) or as the key itself (observed).
    expect(listed?.access_token ?? listed?.key).toBe(grant.access_token);
    valueOf(await api.deleteKey(credentials, listed?.key ?? ''));
    expect(valueOf(await api.listKeys(credentials))).toEqual([]);
    expect(inEnglishResult(await api.deleteKey(credentials, listed?.key ?? ''))).toMatchObject({
      ok: false,
      error: { kind: 'badInput', message: expect.stringContaining('does not know that key') },
    });
  });

  it('reads usage and forecasts from the data address', async () => {
    const { client: api } = client();
    expect(valueOf(await api.hourly(helsinki, { periods: 3 })).forecast).toHaveLength(3);
    expect(valueOf(await api.usageDay('2026-01-15')).hits).toBeGreaterThan(0);
  });

  it('loads capabilities, a tile and a legend from the maps address', async () => {
    const { client: api } = client();
    const radar = valueOf(await api.capabilities()).images.find((layer) => layer.id === 5);
    if (radar === undefined) throw new Error('no radar layer');
    const time = radar.times.available[radar.times.current] ?? '';
    const colorscheme = radar.colorschemes[0] ?? '';
    expect(valueOf(await api.fetchTile({ layerId: 5, time, z: 5, x: 17, y: 9, colorscheme })).status).toBe('image');
    expect(valueOf(await api.legend({ layerId: 5, colorscheme })).status).toBe('image');
  });

  it('answers rateLimited with the seconds Retry-After gives, in either form', async () => {
    const file = join(scratch, `tight-${habits}.json`);
    await writeFile(
      file,
      JSON.stringify({
        plans: [{ name: 'tight', products: ['forecast'], queriesPerSecond: 1000, dailyRequests: 2 }],
        accounts: [{ user: 'tight', password: 'tight', plan: 'tight' }],
      }),
    );
    tight = await startServiceUnderTest({ habits, accountsFile: file });
    const { client: api, sleeps } = client(tight, 'tight');
    // The token is the day's first request, the forecast its second; the next is refused until midnight UTC.
    valueOf(await api.current(helsinki));
    const refused = await api.current(helsinki);
    expect(inEnglishResult(refused)).toMatchObject({ ok: false, error: { kind: 'rateLimited', retryAfterSeconds: 13 * 3600 + 53 * 60 } });
    expect(sleeps).toEqual([]);
  });
});

describe('a client that ignores the maps address of the observed habits', () => {
  it('fails to load the maps from the data address', async () => {
    const service = await startServiceUnderTest({ habits: 'observed' });
    try {
      const { client: api } = testClient({ dataBaseUrl: service.url, tokens: serviceTokens(service).source });
      expect(inEnglishResult(await api.capabilities())).toMatchObject({ ok: false, error: { kind: 'badInput' } });
    } finally {
      await service.stop();
    }
  });
});
