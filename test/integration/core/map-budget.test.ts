import { afterEach, describe, expect, it } from 'vitest';
import { startCoreHarness, valueOf, type CoreHarness } from './core-harness';
import type { MapBudgetView } from '@shared/views/map-budget';
import { mapRefusalOf } from '@shared/views/map-refusal';

let harness: CoreHarness | undefined;

afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

describe("the map's share of the day", () => {
  it('stops the map at its share, says so, lets the user allow more today, and keeps that over a restart', async () => {
    const h = (harness = await startCoreHarness());
    await h.core.start();
    valueOf(await h.call('account:save', { user: h.account.user, password: h.account.password }));
    valueOf(await h.call('settings:update', { budget: { dailyRequests: 500, mapSharePercent: 2 } }));
    await h.advance(1000, 300);

    expect(valueOf(await h.call('map:budget'))).toMatchObject({ allowed: 10, spent: 0, extraToday: 0, sharePercent: 2, moreStep: 50 });
    const radar = valueOf(await h.call('map:getCapabilities')).images.find((layer) => layer.id === 5);
    if (radar === undefined) throw new Error('no radar layer');
    const time = radar.times.available[radar.times.current] ?? '';
    const tile = (x: number) => `wg-tile://tiles/5/${time}/5/${x}/9.png?colorscheme=${radar.colorschemes[0]}&updated=${radar.times.updated}`;

    const before = h.events.length;
    const served = [];
    for (let x = 10; x < 21; x += 1) served.push(await h.core.tileProxy.serve(tile(x)));
    expect(served.slice(0, 10).every((answer) => answer.kind === 'image')).toBe(true);
    expect(served[10]).toEqual({ kind: 'budgetExhausted', refusal: 'mapShare' });
    const tileRequests = () => h.urls.filter((url) => url.includes('/api/v1/image/tile/')).length;
    expect(tileRequests()).toBe(10);

    // The windows hear of the spending as it changes.
    const pushed = h.events.slice(before).filter((event) => event.channel === 'map:budgetChanged');
    expect(pushed.at(-1)?.payload).toMatchObject({ allowed: 10, spent: 10 });
    // The map window reads the same refusal from what it is told as main gave the tile.
    expect(mapRefusalOf(pushed.at(-1)?.payload as MapBudgetView)).toBe('mapShare');

    // The tray's own refreshes go on: the allowance is far from spent.
    expect(valueOf(await h.call('schedule:getStatus')).mode).toBe('normal');

    expect(valueOf(await h.call('map:allowMoreToday'))).toMatchObject({ allowed: 60, spent: 10, extraToday: 50 });
    expect((await h.core.tileProxy.serve(tile(21))).kind).toBe('image');
    expect(tileRequests()).toBe(11);

    await h.reopen();
    await h.core.start();
    await h.advance(1000, 300);
    expect(valueOf(await h.call('map:budget'))).toMatchObject({ allowed: 60, spent: 11, extraToday: 50 });
  }, 30_000);

  it("counts legends against the share: once it is spent a new legend is refused as spent, a legend already had still shows", async () => {
    const h = (harness = await startCoreHarness());
    await h.core.start();
    valueOf(await h.call('account:save', { user: h.account.user, password: h.account.password }));
    valueOf(await h.call('settings:update', { budget: { dailyRequests: 500, mapSharePercent: 2 } }));
    await h.advance(1000, 300);
    const radar = valueOf(await h.call('map:getCapabilities')).images.find((layer) => layer.id === 5);
    if (radar === undefined || radar.colorschemes.length < 2) throw new Error('no radar layer with two colour schemes');
    const [first, second] = radar.colorschemes;
    const time = radar.times.available[radar.times.current] ?? '';
    const tile = (x: number) => `wg-tile://tiles/5/${time}/5/${x}/9.png?colorscheme=${first}&updated=${radar.times.updated}`;

    expect((await h.core.tileProxy.serve(`wg-tile://legends/5/${first}.png`)).kind).toBe('image');
    for (let x = 10; x < 19; x += 1) expect((await h.core.tileProxy.serve(tile(x))).kind).toBe('image');
    expect(valueOf(await h.call('map:budget'))).toMatchObject({ allowed: 10, spent: 10 });

    expect(await h.core.tileProxy.serve(`wg-tile://legends/5/${second}.png`)).toEqual({ kind: 'budgetExhausted', refusal: 'mapShare' });
    expect(await h.core.tileProxy.serve(`wg-tile://legends/5/${first}.png`)).toMatchObject({ kind: 'image', source: 'cache' });
    expect(h.urls.filter((url) => url.includes('/legend')).length).toBe(1);
  }, 30_000);
});
