import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { rainIn, startCoreHarness, valueOf, type AnswerRewrite, type CoreHarness } from './core-harness';

const minute = 60_000;

let harness: CoreHarness | undefined;

afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

describe('notifications from the running core', () => {
  it('tells once when the day’s requests pass the chosen share, and not again after a restart', async () => {
    harness = await startCoreHarness({ dailyRequests: 100 });
    const h = harness;
    valueOf(await h.call('settings:update', { notifications: { usage: { atPercent: 4 } } }));
    await h.core.start();
    await h.advance(1000, 300);

    const spent = valueOf(await h.call('schedule:getStatus')).spentToday;
    expect(spent).toBeGreaterThanOrEqual(4);
    expect(h.notifications).toEqual([
      expect.objectContaining({ kind: 'usage', id: 'usage:2026-01-15:0.04', title: expect.stringMatching(/^\d+% of today's request allowance used$/) }),
    ]);
    // The state is saved in the background; quitting waits for it, so the file is read after the core stops.
    await h.reopen();
    const state = JSON.parse(await readFile(join(h.userDataDir, 'notification-state.json'), 'utf8')) as { usage: unknown };
    expect(state.usage).toEqual({ day: '2026-01-15', told: [0.04] });

    await h.core.start();
    await h.advance(25 * 60_000);
    expect(h.notifications.filter((notification) => notification.kind === 'usage')).toHaveLength(1);
  });

  // Helsinki in mid-January is below freezing, so what the nowcast brings is told as snow.
  it('tells of snow starting soon at the tray location, shows it in the tray, and watches the nowcast closely', async () => {
    harness = await startCoreHarness({ rewrite: rainIn(12) });
    const h = harness;
    await h.core.start();
    await h.advance(1000, 300);

    expect(h.core.trayState().precipitationAhead).toBe('snow starting in about 10\u00a0min');
    expect(h.notifications).toEqual([
      expect.objectContaining({ kind: 'rain', title: 'Snow soon at Helsinki', locationId: '658225', body: expect.stringMatching(/^Snow starting in about 10\u00a0min at Helsinki/) }),
    ]);

    // Rain near: the nowcast every 5 minutes instead of every 30; the same episode is not told twice.
    const before = h.urls.filter((url) => url.includes('/forecast/minutely/')).length;
    await h.advance(20 * minute);
    const nowcasts = h.urls.filter((url) => url.includes('/forecast/minutely/')).length - before;
    expect(nowcasts).toBeGreaterThanOrEqual(3);
    expect(h.notifications.filter((notification) => notification.kind === 'rain')).toHaveLength(1);
  });

  it('watches lightning around the tray’s place only while its notification is on, every 10 minutes, and tells of a cell once', async () => {
    let strikeAt = 0;
    const place = { lat: 0, lon: 0 };
    // Every answer has one strike, 12 km north of the tray's place, three minutes before the clock.
    const strike: AnswerRewrite = (url, json) =>
      url.pathname === '/api/v1/lightning/flashes'
        ? { flashes: [{ lat: place.lat + 12 / 111.2, lon: place.lon, time: new Date(strikeAt - 3 * minute).toISOString(), satellite: 'MTG-I1' }] }
        : json;
    harness = await startCoreHarness({ rewrite: (url, json) => strike(url, json) });
    const h = harness;
    const lightningAsked = () => h.urls.filter((url) => url.includes('/api/v1/lightning/flashes'));
    await h.core.start();
    const [tray] = valueOf(await h.call('locations:list'));
    if (tray === undefined) throw new Error('no tray place');
    Object.assign(place, { lat: tray.lat, lon: tray.lon });
    await h.advance(25 * minute);
    expect(lightningAsked()).toEqual([]);

    valueOf(await h.call('settings:update', { notifications: { lightning: { enabled: true, withinKm: 20 } } }));
    for (let step = 0; step < 25; step += 1) {
      strikeAt = h.clock.now();
      await h.advance(minute);
    }

    const asked = lightningAsked();
    expect(asked.length).toBeGreaterThanOrEqual(3);
    expect(asked.length).toBeLessThanOrEqual(4);
    const [minLon = NaN, minLat = NaN, maxLon = NaN, maxLat = NaN] = (new URL(asked[0] ?? '').searchParams.get('bbox') ?? '').split(',').map(Number);
    expect(maxLat - minLat).toBeCloseTo((2 * 20) / 111.2, 2);
    expect(minLat < tray.lat && tray.lat < maxLat && minLon < tray.lon && tray.lon < maxLon).toBe(true);
    expect(h.notifications.filter((notification) => notification.kind === 'lightning')).toEqual([
      expect.objectContaining({ title: `Lightning 12\u00a0km north of ${tray.name}`, locationId: tray.id }),
    ]);

    valueOf(await h.call('settings:update', { notifications: { lightning: { enabled: false } } }));
    const before = lightningAsked().length;
    await h.advance(25 * minute);
    expect(lightningAsked()).toHaveLength(before);
  });
});

describe("main's own notices", () => {
  it('tell that unusable settings were reset, and where the old file was kept', async () => {
    harness = await startCoreHarness({ savedSettings: { version: 'not a version', units: 'not units' } });
    await harness.core.start();
    // Reset settings speak the default interface language: the data language's, English.
    expect(harness.notifications).toContainEqual({
      id: 'settings-recovered',
      kind: 'app',
      title: 'Weatherglass settings were reset',
      body: 'The saved settings could not be read, so the defaults apply. The old file was kept as memory#1.',
    });
  });

  it('name the settings that alone went back to their defaults, keeping the rest', async () => {
    harness = await startCoreHarness({ savedSettings: { version: 1, theme: 'dark', units: 'not units' } });
    await harness.core.start();
    expect(harness.core.settings.current.theme).toBe('dark');
    expect(harness.notifications).toContainEqual({
      id: 'settings-recovered',
      kind: 'app',
      title: 'Some Weatherglass settings were reset',
      body: 'Only these saved settings could not be used and went back to their defaults: Units. The rest were kept. The old file was kept as memory#1.',
    });
  });
});
