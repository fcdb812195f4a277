import { PNG } from 'pngjs';
import { afterEach, describe, expect, it } from 'vitest';
import { tileHttpResponse } from '@main/core/tiles/tile-http';
import { startCoreHarness, valueOf, type CoreHarness } from './core-harness';
import { inEnglishResult } from '../../support/error-words';

let harness: CoreHarness | undefined;

afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

async function runningAccount(): Promise<CoreHarness> {
  harness = await startCoreHarness();
  await harness.core.start();
  valueOf(await harness.call('account:save', { user: harness.account.user, password: harness.account.password }));
  await harness.advance(1000, 300);
  return harness;
}

describe('the account pane’s functions', () => {
  it('creates, lists, copies and deletes API keys, with only masked keys crossing to windows', async () => {
    const h = await runningAccount();
    expect(valueOf(await h.call('keys:list'))).toEqual([]);

    const created = valueOf(await h.call('keys:create'));
    expect(created.keys).toHaveLength(1);
    const [key] = created.keys;
    if (key === undefined) throw new Error('no key listed');
    expect(created.created).toEqual(key);
    expect(key.masked).toMatch(/^….{6}$/);

    const copied = valueOf(await h.call('keys:copy', { id: key.id }));
    expect(copied).toEqual({ id: key.id, masked: key.masked });
    const [onClipboard] = h.clipboard;
    expect(h.clipboard).toHaveLength(1);
    expect(onClipboard?.endsWith(key.masked.slice(1))).toBe(true);
    // The id a window holds is not the key, nor part of it, nor is the key in anything a window got.
    expect(onClipboard).not.toContain(key.id);
    expect(JSON.stringify([created, copied])).not.toContain(onClipboard?.slice(0, -6));
    // The key on the clipboard is a working bearer token of the account.
    const answer = await fetch(`${h.accountServiceUrl}/api/v1/current/658225`, { headers: { Authorization: `Bearer ${onClipboard}` } });
    expect(answer.status).toBe(200);

    expect(valueOf(await h.call('keys:delete', { id: key.id }))).toEqual({ id: key.id });
    expect(valueOf(await h.call('keys:list'))).toEqual([]);
    expect(inEnglishResult(await h.call('keys:delete', { id: key.id }))).toMatchObject({ ok: false, error: { kind: 'badInput' } });
    expect(inEnglishResult(await h.call('keys:copy', { id: key.id }))).toMatchObject({ ok: false, error: { kind: 'badInput' } });
    // The file's first test also pays for starting the services: seconds on a busy machine.
  }, 30_000);

  it('reports usage by month, grouped as asked', async () => {
    const h = await runningAccount();
    const month = valueOf(await h.call('usage:month', { groupBy: 'endpoint' }));
    expect(month.hits).toBeGreaterThan(0);
    expect(month.breakdown?.length).toBeGreaterThan(0);
    expect(month.daily.map((entry) => entry.date)).toContain('2026-01-15');
    expect(valueOf(await h.call('usage:month', { month: '2025-12' })).hits).toBe(0);
    expect(inEnglishResult(await h.call('usage:month', { month: '2026-13' }))).toMatchObject({ ok: false, error: { kind: 'badInput' } });
  });

  it('searches locations through the service in the settings language', async () => {
    const h = await runningAccount();
    const found = valueOf(await h.call('locations:search', { text: 'Helsin', country: 'fi' })).places;
    expect(found[0]).toMatchObject({ id: 658225, name: 'Helsinki', country: 'Finland' });
    expect(valueOf(await h.call('locations:search', { text: 'Zzyzxqq' }))).toEqual({ places: [], correction: null });
    // The service's official name, as the country filter and every window say it.
    const newYork = valueOf(await h.call('locations:search', { text: 'New York', country: 'US' })).places;
    expect(newYork[0]).toMatchObject({ name: 'New York City', country: 'United States' });
    expect(valueOf(await h.call('locations:list'))).toEqual([expect.objectContaining({ id: '658225', name: 'Helsinki' })]);
  });

  it('gives the map capabilities once per quarter hour and serves tiles through the proxy, from the cache the second time', async () => {
    const h = await runningAccount();
    const capabilities = valueOf(await h.call('map:getCapabilities'));
    const requests = h.urls.length;
    expect(valueOf(await h.call('map:getCapabilities'))).toEqual(capabilities);
    expect(h.urls.length).toBe(requests);

    const radar = capabilities.images.find((layer) => layer.id === 5);
    if (radar === undefined) throw new Error('no radar layer');
    const time = radar.times.available[radar.times.current] ?? '';
    const url = `wg-tile://tiles/5/${time}/5/17/9.png?colorscheme=${radar.colorschemes[0]}&updated=${radar.times.updated}`;
    const first = tileHttpResponse(await h.core.tileProxy.serve(url));
    expect(first.status).toBe(200);
    expect(PNG.sync.read(Buffer.from(first.body as Uint8Array)).width).toBe(256);
    const second = tileHttpResponse(await h.core.tileProxy.serve(url));
    expect(second.headers['x-weatherglass-source']).toBe('cache');
    const tileRequests = h.urls.filter((entry) => entry.includes('/api/v1/image/tile/'));
    expect(tileRequests).toHaveLength(1);
    const today = valueOf(await h.call('usage:month')).daily.find((day) => day.date === '2026-01-15');
    expect(today?.apis.find((api) => api.name === 'Map API')?.hits).toBe(2);
  });

  it('takes a frame ahead of the session’s clock for a forecast, fetched again under a newer analysis', async () => {
    // The simulated day lies months before the computer's: only the session's clock says this frame is ahead.
    const h = await runningAccount();
    const capabilities = valueOf(await h.call('map:getCapabilities'));
    const radar = capabilities.images.find((layer) => layer.id === 5);
    if (radar === undefined) throw new Error('no radar layer');
    const ahead = radar.times.available[radar.times.current + 1];
    if (ahead === undefined) throw new Error('the radar has no forecast frame');
    expect(Date.parse(ahead)).toBeGreaterThan(h.clock.now());
    const newer = new Date(Date.parse(radar.times.updated) + 15 * 60_000).toISOString().replace('.000Z', 'Z');
    const address = (updated: string) => `wg-tile://tiles/5/${ahead}/5/17/9.png?colorscheme=${radar.colorschemes[0]}&updated=${updated}`;

    const first = tileHttpResponse(await h.core.tileProxy.serve(address(radar.times.updated)));
    const again = tileHttpResponse(await h.core.tileProxy.serve(address(radar.times.updated)));
    const renewed = tileHttpResponse(await h.core.tileProxy.serve(address(newer)));

    expect([first.headers['x-weatherglass-source'], again.headers['x-weatherglass-source'], renewed.headers['x-weatherglass-source']]).toEqual([
      'network',
      'cache',
      'network',
    ]);
  });

  it('applies a change of units with a fresh schedule: Fahrenheit data replaces Celsius at once', async () => {
    const h = await runningAccount();
    const celsius = h.core.trayState().temperature;
    valueOf(await h.call('settings:update', { units: { temperature: 'F' } }));
    expect(h.core.trayState()).toMatchObject({ unit: 'F', temperature: null });
    await h.advance(1000, 300);
    const fahrenheit = h.core.trayState().temperature;
    expect(fahrenheit).not.toBeNull();
    expect(Math.abs((fahrenheit ?? 0) - ((celsius ?? 0) * 9) / 5 - 32)).toBeLessThanOrEqual(1);
  });
});
