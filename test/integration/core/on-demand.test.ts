import { afterEach, describe, expect, it } from 'vitest';
import { startCoreHarness, valueOf, type CoreHarness } from './core-harness';

const helsinki = '658225';
const minute = 60_000;

let harness: CoreHarness | undefined;

afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

/** The harness with the session open and the schedule's first pass done, so only the window's calls are left. */
async function started(options: Parameters<typeof startCoreHarness>[0] = {}): Promise<CoreHarness> {
  harness = await startCoreHarness(options);
  await harness.core.start();
  await harness.advance(1000, 300);
  return harness;
}

function callsTo(h: CoreHarness, path: string, from: number): string[] {
  return h.urls.slice(from).filter((url) => new URL(url).pathname.startsWith(path));
}

describe('weather:fetch, products a window asks for', () => {
  it('answers the 15-day full daily forecast once, then from main’s cache until it is an hour old', async () => {
    const h = await started();
    const before = h.urls.length;
    const answer = valueOf(await h.call('weather:fetch', { locationId: helsinki, product: 'dailyFull' }));
    if (answer.product !== 'dailyFull') throw new Error('wrong product');
    expect(answer.locationId).toBe(helsinki);
    expect(answer.data.forecast).toHaveLength(15);
    expect(answer.data.forecast[0]?.maxTempEnsemble?.p050).toEqual(expect.any(Number));
    expect(answer.data.forecast[0]).toHaveProperty('sunrise');
    const asked = callsTo(h, '/api/v1/forecast/daily/658225', before);
    expect(asked).toHaveLength(1);
    expect(new URL(asked[0] ?? '').searchParams.get('dataset')).toBe('full');
    expect(new URL(asked[0] ?? '').searchParams.get('periods')).toBe('15');

    const again = valueOf(await h.call('weather:fetch', { locationId: helsinki, product: 'dailyFull' }));
    expect(again).toEqual(answer);
    expect(callsTo(h, '/api/v1/forecast/daily/', before)).toHaveLength(1);

    await h.clock.advanceTo(h.clock.now() + 61 * minute);
    valueOf(await h.call('weather:fetch', { locationId: helsinki, product: 'dailyFull' }));
    expect(callsTo(h, '/api/v1/forecast/daily/658225', before)).toHaveLength(2);
  });

  it('asks again in the new unit after the units change, and shares one request between concurrent asks', async () => {
    const h = await started();
    const before = h.urls.length;
    const [first, second] = await Promise.all([
      h.call('weather:fetch', { locationId: helsinki, product: 'threeHourly' }),
      h.call('weather:fetch', { locationId: helsinki, product: 'threeHourly' }),
    ]);
    expect(valueOf(first)).toEqual(valueOf(second));
    expect(callsTo(h, '/api/v1/forecast/3hourly/', before)).toHaveLength(1);

    valueOf(await h.call('settings:update', { units: { temperature: 'F' } }));
    const inF = valueOf(await h.call('weather:fetch', { locationId: helsinki, product: 'threeHourly' }));
    const askedInF = callsTo(h, '/api/v1/forecast/3hourly/', before);
    expect(askedInF).toHaveLength(2);
    expect(new URL(askedInF[1] ?? '').searchParams.get('tempunit')).toBe('F');
    const celsius = valueOf(first);
    if (inF.product !== 'threeHourly' || celsius.product !== 'threeHourly') throw new Error('wrong product');
    // Ten days of steps, so every day of the meteogram's 10-day row opens its 3-hour steps.
    expect(celsius.data.forecast).toHaveLength(80);
    expect(Date.parse(celsius.data.forecast.at(-1)?.time ?? '') - Date.parse(celsius.data.forecast[0]?.time ?? '')).toBe(79 * 3 * 3_600_000);
    const c = celsius.data.forecast[0]?.temperature ?? NaN;
    const f = inF.data.forecast[0]?.temperature ?? NaN;
    expect(Math.abs(f - (c * 9) / 5 - 32)).toBeLessThanOrEqual(1);
  });

  it.each([
    ['the language', { language: 'de' }, 'lang', 'de'],
    ['the wind unit', { units: { wind: 'KMH' } }, 'windunit', 'KMH'],
  ] as const)('asks again after %s changes, in the new one', async (_change, update, parameter, expected) => {
    const h = await started();
    const before = h.urls.length;
    valueOf(await h.call('weather:fetch', { locationId: helsinki, product: 'hourlyFull' }));
    valueOf(await h.call('settings:update', update));
    valueOf(await h.call('weather:fetch', { locationId: helsinki, product: 'hourlyFull' }));
    const asked = callsTo(h, '/api/v1/forecast/hourly/', before);
    expect(asked).toHaveLength(2);
    expect(new URL(asked[1] ?? '').searchParams.get(parameter)).toBe(expected);
  });

  it('fetches history for the chosen days at the location’s coordinates, and a point on the map by lon,lat', async () => {
    const h = await started();
    const before = h.urls.length;
    const history = valueOf(
      await h.call('weather:fetch', { locationId: helsinki, product: 'history', history: { date: '2026-01-10', days: 3 } }),
    );
    if (history.product !== 'history') throw new Error('wrong product');
    expect(history.data.dailysummary).toHaveLength(3);
    const [historyCall] = callsTo(h, '/api/v1/history', before);
    const query = new URL(historyCall ?? '').searchParams;
    expect(query.get('date')).toBe('20260110');
    expect(query.get('days')).toBe('3');
    expect(Number(query.get('lat'))).toBeCloseTo(60.17, 1);

    const point = valueOf(await h.call('weather:fetch', { locationId: '24.950,60.170', product: 'pointForecast' }));
    if (point.product !== 'pointForecast') throw new Error('wrong product');
    expect(point.data.forecast).toHaveLength(12);
    expect(callsTo(h, '/api/v1/forecast/hourly/24.95,60.17', before)).toHaveLength(1);
  });

  it('asks for today’s normals as the place’s own calendar has today', async () => {
    const h = await started();
    // 22:30 UTC on 15 January is already 00:30 on the 16th in Helsinki.
    await h.clock.advanceTo(Date.parse('2026-01-15T22:30:00Z'));
    const before = h.urls.length;
    valueOf(await h.call('weather:fetch', { locationId: helsinki, product: 'climateDaily' }));
    const [asked] = callsTo(h, '/api/v1/climate/daily/658225', before);
    expect(new URL(asked ?? '').searchParams.get('monthday')).toBe('01-16');
  });

  it('refuses bad requests with typed errors and no request', async () => {
    const h = await started();
    const before = h.urls.length;
    const noWindow = await h.call('weather:fetch', { locationId: helsinki, product: 'history' });
    expect(noWindow.ok ? null : noWindow.error.kind).toBe('badInput');
    const tooLong = await h.call('weather:fetch', { locationId: helsinki, product: 'history', history: { date: '2026-01-01', days: 15 } });
    expect(tooLong.ok ? null : tooLong.error.issues?.[0]?.path).toBe('history.days');
    const unknownPlace = await h.call('weather:fetch', { locationId: '2643743', product: 'marineDaily' });
    expect(unknownPlace.ok ? null : unknownPlace.error.kind).toBe('badInput');
    const offTheGlobe = await h.call('weather:fetch', { locationId: '200,95', product: 'pointForecast' });
    expect(offTheGlobe.ok ? null : offTheGlobe.error.kind).toBe('badInput');
    expect(h.urls.length).toBe(before);
  });

  it('counts each answer against the budget and refuses, asking nothing, once the allowance is spent', async () => {
    const h = await started({ dailyRequests: 100 });
    const spentBefore = valueOf(await h.call('schedule:getStatus')).spentToday;
    valueOf(await h.call('weather:fetch', { locationId: helsinki, product: 'marineHourly' }));
    expect(valueOf(await h.call('schedule:getStatus')).spentToday).toBe(spentBefore + 1);

    // Points on the map, each a new answer, until main says the allowance is spent.
    let refusal: unknown = null;
    for (let step = 0; step < 100 && refusal === null; step += 1) {
      const before = h.urls.length;
      const answer = await h.call('weather:fetch', { locationId: `${(step / 10).toFixed(1)},50`, product: 'pointForecast' });
      if (!answer.ok) {
        refusal = answer.error.kind;
        expect(h.urls.length).toBe(before);
      }
    }
    expect(refusal).toBe('rateLimited');
    const status = valueOf(await h.call('schedule:getStatus'));
    expect(status.spentToday).toBeLessThanOrEqual(100);
    expect(status.spentToday).toBeGreaterThan(spentBefore + 50);
  });
});

describe('map:symbols, the map’s symbol layer', () => {
  it('answers a tile’s places in the user’s unit, once per tile', async () => {
    const h = await started();
    const before = h.urls.length;
    const tile = valueOf(await h.call('map:symbols', { mode: 'current', z: 5, x: 18, y: 9 }));
    expect(tile.locations.length).toBeGreaterThan(0);
    expect(tile.locations[0]?.timesteps[0]?.temperature).toEqual(expect.any(Number));
    valueOf(await h.call('map:symbols', { mode: 'current', z: 5, x: 18, y: 9 }));
    const asked = callsTo(h, '/api/v1/symbol/current', before);
    expect(asked).toHaveLength(1);
    expect(Object.fromEntries(new URL(asked[0] ?? '').searchParams)).toMatchObject({ x: '18', y: '9', z: '5', units: 'C' });

    const outside = await h.call('map:symbols', { mode: 'current', z: 3, x: 1, y: 8 });
    expect(outside.ok ? null : outside.error.kind).toBe('badInput');
  });
});

describe('links the service delivered', () => {
  it('knows a warning’s link and attribution link, and no other address', async () => {
    const link = 'https://www.weather-authority.example/warnings/wind-1';
    const attributionUrl = 'https://www.weather-authority.example/';
    const h = await started({
      rewrite: (url, json) => {
        if (!url.pathname.startsWith('/api/v1/warning/')) return json;
        const warning = {
          type: 'wind', significance: 'y', attribution: 'Weather Authority', attributionUrl,
          validFrom: '2026-01-15T09:00:00Z', validUntil: '2026-01-16T09:00:00Z', sent: '2026-01-15T08:00:00Z',
          description: [{ lang: 'en', text: 'Strong winds.' }], link, name: 'Wind warning', significanceDescription: 'Be aware',
        };
        return { warnings: [warning] };
      },
    });
    expect(h.core.isDeliveredLink(link)).toBe(true);
    expect(h.core.isDeliveredLink(attributionUrl)).toBe(true);
    expect(h.core.isDeliveredLink('https://www.weather-authority.example/elsewhere')).toBe(false);
  });
});

describe('decimals from the service', () => {
  const forecastPaths = /^\/api\/v1\/(current|forecast\/(15minutely|hourly|3hourly|daily)|observation\/latest)\//;

  it('asks every forecast and observation with rounding=0, scheduled or asked by a window, and keeps the decimals', async () => {
    const h = await started();
    h.core.setViews({ popupOpen: true, dashboardOpen: true });
    await h.advance(1000, 300);
    for (const product of ['hourlyFull', 'threeHourly', 'dailyFull'] as const) {
      valueOf(await h.call('weather:fetch', { locationId: helsinki, product }));
    }
    valueOf(await h.call('weather:fetch', { locationId: '24.94,60.17', product: 'pointForecast' }));
    const asked = h.urls.filter((url) => forecastPaths.test(new URL(url).pathname));
    const paths = new Set(asked.map((url) => new URL(url).pathname.split('/').slice(3, -1).join('/')));
    expect([...paths].sort()).toEqual(expect.arrayContaining(['current', 'forecast/3hourly', 'forecast/daily', 'forecast/hourly']));
    expect(asked.filter((url) => new URL(url).searchParams.get('rounding') !== '0')).toEqual([]);

    const hourly = valueOf(await h.call('weather:fetch', { locationId: helsinki, product: 'hourlyFull' }));
    if (hourly.product !== 'hourlyFull') throw new Error('wrong product');
    const temperatures = hourly.data.forecast.map((step) => step.temperature).filter((value): value is number => value !== null);
    expect(temperatures.some((value) => !Number.isInteger(value))).toBe(true);
  });
});
