import { unitPresets } from '@shared/units';
import { flushSync, mount, unmount } from 'svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import CurrentConditions from '@renderer/popup/CurrentConditions.svelte';
import { tickMs, type PopupClock, type PopupState } from '@renderer/popup/popup-state.svelte';
import { usePopupState } from '@renderer/popup/use-popup-state.svelte';
import type { CurrentConditions as Conditions } from '@shared/api/forecasts';
import { createWindowApi } from '@shared/ipc/bridge';
import type { EventChannel } from '@shared/ipc/channels';
import { ok, type Result } from '@shared/ipc/result';
import { defaultSettings, type SavedLocation } from '@shared/settings';
import type { WeatherUpdate } from '@shared/views/weather';
import { precipitationStory } from '@shared/views/precipitation-story';
import { answersDelivered, heldAnswers } from '../held-answers';

const helsinki: SavedLocation = { id: '658225', name: 'Helsinki', lat: 60.17, lon: 24.94, country: 'Finland', timezone: 'Europe/Helsinki' };
const nairobi: SavedLocation = { id: '184745', name: 'Nairobi', lat: -1.28, lon: 36.82, country: 'Kenya', timezone: 'Africa/Nairobi' };

function conditions(temperature: number | null): Conditions {
  return {
    time: '2026-01-15T14:00+02:00',
    symbol: 'd400',
    symbolPhrase: 'Overcast',
    temperature,
    feelsLikeTemp: null,
    relHumidity: null,
    dewPoint: null,
    windSpeed: null,
    windDir: null,
    windDirString: null,
    windGust: null,
    precipProb: null,
    precipRate: null,
    cloudiness: null,
    thunderProb: null,
    uvIndex: null,
    pressure: null,
    visibility: null,
  };
}

function currentUpdate(locationId: string, temperature: number, fetchedAt: string): WeatherUpdate {
  return { product: 'current', locationId, data: { current: conditions(temperature) }, fetchedAt, staleAfterMs: 40 * 60_000 };
}

/**
 * Main as the popup sees it: answers from tables, events pushed by the test. A place in `slow` is
 * answered when the test releases its answer.
 */
function installFakeMain(weather: Map<string, WeatherUpdate[]>, slow: Map<string, () => Promise<Result<unknown>>> = new Map()) {
  const listeners = new Map<EventChannel, Set<(payload: unknown) => void>>();
  const asked: unknown[] = [];
  const saved: unknown[] = [];
  const answer = (channel: string, payload: unknown): Result<unknown> | Promise<Result<unknown>> => {
    if (channel === 'locations:list') return ok([helsinki, nairobi]);
    if (channel === 'app:getInfo') return ok({ name: 'Weatherglass', version: '1.0.0', mode: 'demo', source: 'demo', host: 'browser' });
    if (channel === 'settings:get') return ok(defaultSettings);
    if (channel === 'settings:update') {
      saved.push(payload);
      return ok({ ...defaultSettings, ...(payload as object) });
    }
    if (channel === 'tray:getState') return ok({ temperature: 1, unit: 'C', locationName: 'Helsinki', conditionPhrase: null, rainInMinutes: null, freshness: 'fresh', ageMinutes: 0, connectivity: 'online' });
    if (channel === 'weather:get') {
      asked.push(payload);
      const locationId = (payload as { locationId?: string }).locationId ?? helsinki.id;
      return slow.get(locationId)?.() ?? ok(weather.get(locationId) ?? []);
    }
    throw new Error(`unexpected call ${channel}`);
  };
  Object.defineProperty(window, 'weatherglass', {
    configurable: true,
    value: createWindowApi('popup', {
      invoke: async (channel, payload) => answer(channel, payload),
      subscribe: (channel, listener) => {
        const set = listeners.get(channel) ?? new Set();
        set.add(listener);
        listeners.set(channel, set);
        return () => set.delete(listener);
      },
    }),
  });
  return {
    asked,
    saved,
    emit: (channel: EventChannel, payload: unknown) => listeners.get(channel)?.forEach((listener) => listener(payload)),
    listeners: () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0),
  };
}

/** A clock the test moves by hand. */
function manualClock(start: number): PopupClock & { advance(ms: number): void } {
  let now = start;
  const ticks = new Set<() => void>();
  return {
    now: () => now,
    every: (_ms, tick) => {
      ticks.add(tick);
      return () => ticks.delete(tick);
    },
    advance(ms) {
      now += ms;
      for (const tick of ticks) tick();
    },
  };
}

/** The popup's state as the popup component holds it, its tray line read as the popup shows it. */
async function openPopup(clock: PopupClock): Promise<{ state: PopupState; trayPlace: () => string | null; close: () => void }> {
  let state: PopupState | undefined;
  let trayPlace: string | null = null;
  const close = $effect.root(() => {
    state = usePopupState(clock);
    $effect(() => {
      trayPlace = state?.tray?.locationName ?? null;
    });
  });
  await vi.waitFor(() => expect(state?.weatherLoaded).toBe(true));
  if (state === undefined) throw new Error('no popup state');
  return { state, trayPlace: () => trayPlace, close };
}

describe('PopupState', () => {
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    stop = undefined;
  });

  it('shows the tray’s location first, and another once chosen', async () => {
    const main = installFakeMain(
      new Map([
        [helsinki.id, [currentUpdate(helsinki.id, 1, '2026-01-15T12:00:00Z')]],
        [nairobi.id, [currentUpdate(nairobi.id, 24, '2026-01-15T12:00:00Z')]],
      ]),
    );
    const popup = await openPopup(manualClock(0));
    const state = popup.state;
    stop = popup.close;
    expect(state.location?.name).toBe('Helsinki');
    expect(state.current?.data.current.temperature).toBe(1);
    await vi.waitFor(() => expect(popup.trayPlace()).toBe('Helsinki'));
    // Opening asks for the tray location's weather alongside the places: one question, no second round.
    expect(main.asked).toEqual([{ products: ['current', 'nowcast', 'hourly', 'warnings', 'lightning'] }]);

    const chosen = state.choose(nairobi.id);
    expect(state.current).toBeUndefined();
    expect(state.weatherLoaded).toBe(false);
    await chosen;
    expect(state.current?.data.current.temperature).toBe(24);
    expect(main.asked.at(-1)).toEqual({ locationId: nairobi.id, products: ['current', 'nowcast', 'hourly', 'warnings', 'lightning'] });
    // The dashboard opens on the place picked here.
    expect(main.saved).toEqual([{ chosenPlaceId: nairobi.id }]);
  });

  it('shows the place chosen last, though the place chosen before answers after it', async () => {
    const nairobiHeld = heldAnswers<unknown>();
    installFakeMain(new Map([[helsinki.id, [currentUpdate(helsinki.id, 1, '2026-01-15T12:00:00Z')]]]), new Map([[nairobi.id, nairobiHeld.answer]]));
    const { state, close } = await openPopup(manualClock(0));
    stop = close;

    const slow = state.choose(nairobi.id);
    await state.choose(helsinki.id);
    expect(state.location?.name).toBe('Helsinki');
    expect(state.current?.data.current.temperature).toBe(1);

    nairobiHeld.release(0, ok([currentUpdate(nairobi.id, 24, '2026-01-15T12:00:00Z')]));
    await slow;
    await answersDelivered();
    expect(state.location?.name).toBe('Helsinki');
    expect(state.weatherLoaded).toBe(true);
    expect(state.current?.data.current.temperature).toBe(1);
  });

  it("follows main's list of places: a new first place is shown with its own weather", async () => {
    const main = installFakeMain(
      new Map([
        [helsinki.id, [currentUpdate(helsinki.id, 1, '2026-01-15T12:00:00Z')]],
        [nairobi.id, [currentUpdate(nairobi.id, 24, '2026-01-15T12:00:00Z')]],
      ]),
    );
    const { state, close } = await openPopup(manualClock(0));
    stop = close;
    expect(state.current?.data.current.temperature).toBe(1);

    main.emit('locations:changed', [nairobi]);
    flushSync();
    // Nothing of Helsinki is shown as Nairobi's while main answers.
    expect(state.location?.name).toBe('Nairobi');
    expect(state.current).toBeUndefined();
    await vi.waitFor(() => expect(state.current?.data.current.temperature).toBe(24));
    expect(main.asked.at(-1)).toEqual({ locationId: nairobi.id, products: ['current', 'nowcast', 'hourly', 'warnings', 'lightning'] });
  });

  it('takes newer answers for its location only', async () => {
    const main = installFakeMain(new Map([[helsinki.id, [currentUpdate(helsinki.id, 1, '2026-01-15T12:00:00Z')]]]));
    const { state, close } = await openPopup(manualClock(0));
    stop = close;

    main.emit('weather:updated', currentUpdate(nairobi.id, 30, '2026-01-15T12:10:00Z'));
    main.emit('weather:updated', currentUpdate(helsinki.id, -5, '2026-01-15T11:00:00Z'));
    flushSync();
    expect(state.current?.data.current.temperature).toBe(1);

    main.emit('weather:updated', currentUpdate(helsinki.id, 2, '2026-01-15T12:10:00Z'));
    flushSync();
    expect(state.current?.data.current.temperature).toBe(2);
  });

  it('moves its clock on every minute without asking main, and follows the mode', async () => {
    const main = installFakeMain(new Map());
    const clock = manualClock(1_000);
    const { state, close } = await openPopup(clock);
    const asked = main.asked.length;

    clock.advance(tickMs);
    expect(state.now).toBe(1_000 + tickMs);
    // The age and "offline" follow from the time and the tray's connectivity: main is not asked.
    expect(main.asked.length).toBe(asked);

    const info = { name: 'Weatherglass', version: '1.0.0', mode: 'account', source: 'account-0123456789abcdef', host: 'browser' };
    main.emit('app:infoChanged', info);
    // The other mode's data is main's to give: the popup asks again.
    await vi.waitFor(() => expect(main.asked.length).toBe(asked + 1));
    expect(state.weatherLoaded).toBe(true);
    expect(state.current).toBeUndefined();
    // Another account in the same mode is another source: asked again too, never mixed.
    main.emit('app:infoChanged', { ...info, source: 'account-fedcba9876543210' });
    flushSync();
    // "Loading" until main answers for the new source: what was held is the other account's.
    expect(state.weatherLoaded).toBe(false);
    await vi.waitFor(() => expect(main.asked.length).toBe(asked + 2));
    await vi.waitFor(() => expect(state.weatherLoaded).toBe(true));

    close();
    await vi.waitFor(() => expect(main.listeners()).toBe(0));
  });

  it.each([
    ['the language', { ...defaultSettings, language: 'fi' }],
    ['the temperature unit', { ...defaultSettings, units: { ...defaultSettings.units, temperature: 'F' } }],
    ['the wind unit', { ...defaultSettings, units: { ...defaultSettings.units, wind: 'MPH' } }],
  ] as const)('asks main again when %s changes, and not when only the theme does', async (_change, changed) => {
    const main = installFakeMain(new Map([[helsinki.id, [currentUpdate(helsinki.id, 1, '2026-01-15T12:00:00Z')]]]));
    const { close } = await openPopup(manualClock(0));
    stop = close;
    await vi.waitFor(() => expect(main.asked.length).toBeGreaterThan(0));
    const asked = main.asked.length;

    main.emit('settings:changed', { ...defaultSettings, theme: 'dark' });
    flushSync();
    await Promise.resolve();
    expect(main.asked.length).toBe(asked);

    main.emit('settings:changed', changed);
    await vi.waitFor(() => expect(main.asked.length).toBe(asked + 1));
  });
});

describe('CurrentConditions', () => {
  it('shows every value the service did not deliver as a dash', () => {
    const component = mount(CurrentConditions, {
      target: document.body,
      props: {
        current: conditions(null),
        story: precipitationStory({ now: Date.now(), rateNow: null, nowcast: null, falling: null }, 'en'),
        display: { units: { ...unitPresets.metric, temperature: 'C', wind: 'MS' }, locale: 'en', zone: undefined, language: 'en' },
      },
    });
    flushSync();
    const text = (id: string) => document.body.querySelector(`[data-testid="${id}"]`)?.textContent?.trim();
    expect(text('current-temperature')).toBe('–');
    for (const id of ['current-feels-like', 'current-wind', 'current-humidity', 'current-pressure', 'current-uv', 'current-visibility']) {
      expect(text(id), id).toBe('–');
    }
    expect(document.body.textContent).not.toMatch(/\b0\b/);
    unmount(component);
    document.body.innerHTML = '';
  });
});
