import { flushSync } from 'svelte';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppState } from '@renderer/lib/app-state.svelte';
import { createWeatherglassApi } from '@shared/ipc/bridge';
import type { EventChannel } from '@shared/ipc/channels';
import { fail, ok, type Result } from '@shared/ipc/result';

/** A stand-in for main: answers calls from a table and lets the test push events. */
function installFakeMain(answer: (channel: string, payload: unknown) => Result<unknown>) {
  const listeners = new Map<EventChannel, Set<(payload: unknown) => void>>();
  const api = createWeatherglassApi({
    invoke: async (channel, payload) => answer(channel, payload),
    subscribe: (channel, listener) => {
      const set = listeners.get(channel) ?? new Set();
      set.add(listener);
      listeners.set(channel, set);
      return () => set.delete(listener);
    },
  });
  Object.defineProperty(window, 'weatherglass', { value: api, configurable: true });
  return {
    emit: (channel: EventChannel, payload: unknown) => listeners.get(channel)?.forEach((listener) => listener(payload)),
    listenerCount: (channel: EventChannel) => listeners.get(channel)?.size ?? 0,
  };
}

const info = { name: 'Weatherglass', version: '1.0.0', mode: 'demo', source: 'demo', host: 'browser' } as const;

/** The window's AppState as a page holds it, its info and settings read as the page shows them. */
async function openWindow(): Promise<{ state: AppState; close: () => void }> {
  let state: AppState | undefined;
  let shown: unknown;
  const close = $effect.root(() => {
    const app = new AppState();
    state = app;
    // What a page shows: the mode badge and the theme.
    $effect(() => {
      shown = [app.info?.mode, app.settings?.theme];
    });
  });
  flushSync();
  await vi.waitFor(() => expect(state?.info !== null || state.error !== null).toBe(true));
  if (state === undefined || shown === undefined) throw new Error('no app state');
  return { state, close };
}

describe('AppState', () => {
  let cleanup: (() => void) | undefined;

  beforeEach(() => {
    cleanup = undefined;
  });

  afterEach(() => cleanup?.());

  it('loads the app info and settings, then follows settings changed elsewhere', async () => {
    const main = installFakeMain((channel) => (channel === 'app:getInfo' ? ok(info) : ok({ theme: 'light' })));
    const { state, close } = await openWindow();
    cleanup = close;
    expect(state.info).toEqual(info);
    await vi.waitFor(() => expect(state.settings).toEqual({ theme: 'light' }));

    main.emit('settings:changed', { theme: 'dark' });
    flushSync();
    expect(state.settings).toEqual({ theme: 'dark' });

    cleanup();
    cleanup = undefined;
    await vi.waitFor(() => expect(main.listenerCount('settings:changed')).toBe(0));
  });

  it('follows the data mode when an account is saved or cleared in any window', async () => {
    const main = installFakeMain((channel) => (channel === 'app:getInfo' ? ok(info) : ok({ theme: 'light' })));
    const { state, close } = await openWindow();
    cleanup = close;
    expect(state.info?.mode).toBe('demo');

    main.emit('app:infoChanged', { ...info, mode: 'account' });
    flushSync();
    expect(state.info?.mode).toBe('account');

    cleanup();
    cleanup = undefined;
    await vi.waitFor(() => expect(main.listenerCount('app:infoChanged')).toBe(0));
  });

  it('keeps the settings and shows the error when an update is refused', async () => {
    const refusal = fail('badInput', { key: 'issue.atLeast', values: { size: 'plain', bound: 100 } });
    installFakeMain((channel) => {
      if (channel === 'settings:update') return refusal;
      return channel === 'app:getInfo' ? ok(info) : ok({ theme: 'system' });
    });
    const { state, close } = await openWindow();
    cleanup = close;
    await vi.waitFor(() => expect(state.settings).toEqual({ theme: 'system' }));
    await state.updateSettings({ theme: 'dark' });
    expect(state.settings).toEqual({ theme: 'system' });
    expect(state.error).toEqual(refusal.error);
  });

  it('shows the error when main cannot be reached', async () => {
    Object.defineProperty(window, 'weatherglass', {
      value: createWeatherglassApi({
        invoke: () => Promise.reject(new Error('gone')),
        subscribe: () => () => undefined,
      }),
      configurable: true,
    });
    const { state, close } = await openWindow();
    cleanup = close;
    expect(state.info).toBeNull();
    expect(state.error?.kind).toBe('internal');
  });
});
