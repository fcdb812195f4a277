import { afterEach, describe, expect, it } from 'vitest';
import { weatherDataLayer } from '@shared/tile-providers';
import { startCoreHarness, valueOf, type CoreHarness } from './core-harness';

let harness: CoreHarness | undefined;

afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

describe("the map's loop agreed for the day", () => {
  it('answers what was agreed per layer and zoom through IPC, asks again the next day, and refuses a malformed loop in plain words', async () => {
    const h = (harness = await startCoreHarness());
    await h.core.start();
    const radar = { layer: weatherDataLayer(5), zoom: 6 };

    expect(valueOf(await h.call('map:loopAgreed', radar))).toBeNull();
    valueOf(await h.call('map:agreeToLoop', { ...radar, stride: 2 }));
    expect(valueOf(await h.call('map:loopAgreed', radar))).toBe(2);
    expect(valueOf(await h.call('map:loopAgreed', { ...radar, zoom: 7 }))).toBeNull();

    await h.advance(86_400_000, 3_600_000);
    expect(valueOf(await h.call('map:loopAgreed', radar))).toBeNull();

    expect(await h.call('map:agreeToLoop', { ...radar, stride: 0 })).toMatchObject({
      ok: false,
      error: { kind: 'badInput', issues: [{ path: 'stride', message: { key: 'issue.atLeast', values: { bound: 1 } } }] },
    });
    expect(await h.call('map:loopAgreed', { layer: { provider: 'weatherData', id: '5/../x' }, zoom: 6 })).toMatchObject({ ok: false, error: { kind: 'badInput' } });
  });
});
