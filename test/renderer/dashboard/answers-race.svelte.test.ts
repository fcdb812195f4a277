import { flushSync } from 'svelte';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import KeysSection from '@renderer/dashboard/account/KeysSection.svelte';
import UsageSection from '@renderer/dashboard/account/UsageSection.svelte';
import { monthLabel, shiftMonth, utcMonthOf } from '@renderer/dashboard/account/usage-figures';
import { LocationWeather } from '@renderer/dashboard/forecast/location-weather.svelte';
import { PlaceGlances } from '@renderer/dashboard/locations/place-glances.svelte';
import type { TimeDisplay } from '@renderer/lib/weather/display';
import type { AppMode } from '@shared/app-info';
import type { UsageMonth } from '@shared/api/usage';
import { ok, type Result } from '@shared/ipc/result';
import type { SavedLocation } from '@shared/settings';
import type { ApiKeyView } from '@shared/views/account';
import type { ScheduleStatusView } from '@shared/views/status';
import type { WeatherUpdate } from '@shared/views/weather';
import { unitPresets } from '@shared/units';
import { clockDisplay } from '../displays';
import { answersDelivered, heldAnswers } from '../held-answers';
import { button, installFakeMain, render } from './dashboard-fake-main';

/**
 * Every dashboard place that asks main and may be overtaken, asked twice: the first question is
 * answered late, the second early. The screen shows the second answer and never flips back.
 */

/** Answers a channel's calls in turn: the first from `first` (held by the test), the rest from `rest`. */
function firstHeld<T>(rest: (payload: unknown) => Result<T>) {
  const held = heldAnswers<T>();
  let calls = 0;
  return {
    held,
    answer: (payload: unknown): Result<T> | Promise<Result<T>> => (calls++ === 0 ? held.answer() : rest(payload)),
  };
}

const helsinki: SavedLocation = { id: '658225', name: 'Helsinki', lat: 60.17, lon: 24.94, country: 'Finland', timezone: 'Europe/Helsinki' };

function currentAt(temperature: number): WeatherUpdate {
  return {
    product: 'current',
    locationId: helsinki.id,
    data: { current: { time: '2026-01-15T10:00:00Z', symbol: 'd300', temperature } },
    fetchedAt: '2026-01-15T10:00:00Z',
    staleAfterMs: 3_600_000,
  } as unknown as WeatherUpdate;
}

let destroy: (() => void) | undefined;
afterEach(() => {
  destroy?.();
  destroy = undefined;
});

describe('the place list at a glance', () => {
  const celsius = { units: unitPresets.metric, locale: 'en' };

  it('shows the read asked last (the new units), though the read before answers after it', async () => {
    const reads = firstHeld<WeatherUpdate[]>(() => ok([currentAt(30.2)]));
    installFakeMain({ 'weather:get': reads.answer });
    const glances = new PlaceGlances();
    const inCelsius = glances.read([helsinki.id]);
    await glances.read([helsinki.id]);
    expect(glances.glanceOf(helsinki, celsius)?.temperature).toBe('30°');

    reads.held.release(0, ok([currentAt(-1.0)]));
    await inCelsius;
    await answersDelivered();
    expect(glances.glanceOf(helsinki, celsius)?.temperature).toBe('30°');
  });
});

describe("a place's forecasts", () => {
  it('shows the set read last, though the read before answers after it', async () => {
    const reads = firstHeld<WeatherUpdate[]>(() => ok([currentAt(30.2)]));
    installFakeMain({ 'weather:get': reads.answer });
    const weather = new LocationWeather(helsinki.id);
    const inCelsius = weather.reload();
    await weather.reload();
    expect(weather.of('current')?.data.current.temperature).toBe(30.2);

    reads.held.release(0, ok([currentAt(-1.0)]));
    await inCelsius;
    await answersDelivered();
    expect(weather.loaded).toBe(true);
    expect(weather.of('current')?.data.current.temperature).toBe(30.2);
  });
});

describe('the API keys', () => {
  const demoKey: ApiKeyView = { id: 'demo-1', masked: '…demo01', createdAt: null, expiresAt: 'never' };
  const accountKey: ApiKeyView = { id: 'acct-1', masked: '…acct01', createdAt: null, expiresAt: 'never' };
  const shown = (target: HTMLElement) => [...target.querySelectorAll('[data-testid="api-key"] .masked')].map((key) => key.textContent);

  it("shows the account's keys after a switch, though the demo's list answers after them", async () => {
    const lists = firstHeld<ApiKeyView[]>(() => ok([accountKey]));
    installFakeMain({ 'keys:list': lists.answer });
    const props = $state<{ mode: AppMode; display: TimeDisplay }>({ mode: 'demo', display: clockDisplay('UTC', '24h') });
    const view = render(KeysSection, props);
    destroy = view.destroy;
    flushSync();
    expect(lists.held.asked()).toBe(1);

    props.mode = 'account';
    await vi.waitFor(() => expect(shown(view.target)).toEqual(['…acct01']));

    lists.held.release(0, ok([demoKey]));
    await answersDelivered();
    expect(shown(view.target)).toEqual(['…acct01']);
  });
});

describe('the usage report', () => {
  beforeEach(() => {
    // jsdom has no canvas: the chart keeps its summary without drawing.
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    vi.stubGlobal('ResizeObserver', class { observe(): void {} disconnect(): void {} });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  const month = (hits: number): UsageMonth => ({ apis: [{ name: 'forecast', hits }], hits, daily: [] });
  const status: ScheduleStatusView = {
    dataMode: 'demo',
    allowance: 1000,
    spentToday: 0,
    projectedToday: 0,
    demandPerDay: 0,
    mode: 'normal',
    explanation: { key: 'scheduleNormal' },
    resetsAt: 0,
    notInPlan: [],
  } as unknown as ScheduleStatusView;

  it('shows the month asked for last, though the month before answers after it, and asks nothing more for it', async () => {
    const reports = firstHeld<UsageMonth>(() => ok(month(7)));
    const main = installFakeMain({ 'usage:month': reports.answer, 'schedule:getStatus': () => ok(status) });
    const view = render(UsageSection, { mode: 'demo', display: clockDisplay('UTC', '24h') });
    destroy = view.destroy;
    flushSync();
    expect(reports.held.asked()).toBe(1);
    const heading = () => view.target.querySelector('#usage-heading')?.textContent;
    const previous = monthLabel(shiftMonth(utcMonthOf(new Date()), -1));

    button(view.target, 'Previous month').click();
    await vi.waitFor(() => expect(heading()).toBe(`Usage in ${previous}`));
    const statusReads = main.callsTo('schedule:getStatus').length;

    reports.held.release(0, ok(month(99)));
    await answersDelivered();
    expect(heading()).toBe(`Usage in ${previous}`);
    expect(view.target.textContent).not.toContain('99');
    // This month's report was overtaken: main's count of today is not read to go with it.
    expect(main.callsTo('schedule:getStatus')).toHaveLength(statusReads);
  });
});
