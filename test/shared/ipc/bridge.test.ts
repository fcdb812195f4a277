import { describe, expect, it } from 'vitest';
import { createWeatherglassApi, createWindowApi, type BridgeTransport } from '@shared/ipc/bridge';
import { eventChannels, invokeChannels, type EventChannel } from '@shared/ipc/channels';
import { contractApiNames } from '../../support/contract-api-names';

function recordingTransport(respond: (channel: string, payload: unknown) => Promise<unknown>) {
  const invocations: unknown[][] = [];
  const listeners = new Map<EventChannel, Set<(payload: unknown) => void>>();
  const transport: BridgeTransport = {
    invoke: (...args) => {
      invocations.push(args);
      return respond(args[0], args[1]);
    },
    subscribe: (channel, listener) => {
      const set = listeners.get(channel) ?? new Set();
      set.add(listener);
      listeners.set(channel, set);
      return () => set.delete(listener);
    },
  };
  const emit = (channel: EventChannel, payload: unknown) => listeners.get(channel)?.forEach((listener) => listener(payload));
  return { transport, invocations, emit };
}

describe('the generated bridge', () => {
  it('has one named function per invoke channel and one subscription per event, nothing generic', () => {
    const { transport } = recordingTransport(async () => ({ ok: true, value: null }));
    const api = createWeatherglassApi(transport);
    const names = Object.entries(api).flatMap(([namespace, functions]) =>
      Object.keys(functions as object).map((name) => `${namespace}.${name}`),
    );
    expect(names.sort()).toEqual(contractApiNames);
    expect(invokeChannels.length + eventChannels.length).toBe(names.length);
    expect(Object.isFrozen(api)).toBe(true);
    expect(Object.isFrozen(api.settings)).toBe(true);
  });

  it('sends exactly one payload on the channel the function is named for', async () => {
    const { transport, invocations } = recordingTransport(async () => ({ ok: true, value: { theme: 'dark' } }));
    const api = createWeatherglassApi(transport);
    const update = api.settings.update as (...args: unknown[]) => Promise<unknown>;
    const result = await update({ theme: 'dark' }, 'smuggled');
    expect(invocations).toEqual([['settings:update', { theme: 'dark' }]]);
    expect(result).toEqual({ ok: true, value: { theme: 'dark' } });
  });

  it('answers an internal error value when main cannot be reached or answers garbage', async () => {
    const rejecting = createWeatherglassApi(recordingTransport(() => Promise.reject(new Error('no handler'))).transport);
    expect(await rejecting.app.getInfo()).toMatchObject({ ok: false, error: { kind: 'internal' } });
    const garbage = createWeatherglassApi(recordingTransport(async () => 'not a result').transport);
    expect(await garbage.app.getInfo()).toMatchObject({ ok: false, error: { kind: 'internal' } });
  });

  it('delivers event payloads to subscribers until they unsubscribe', () => {
    const { transport, emit } = recordingTransport(async () => ({ ok: true, value: null }));
    const api = createWeatherglassApi(transport);
    const received: unknown[] = [];
    const unsubscribe = api.on.settingsChanged((settings) => received.push(settings));
    emit('settings:changed', { theme: 'light' });
    unsubscribe();
    emit('settings:changed', { theme: 'dark' });
    expect(received).toEqual([{ theme: 'light' }]);
  });

  it('refuses a listener that is not a function', () => {
    const api = createWeatherglassApi(recordingTransport(async () => null).transport);
    const subscribe = api.on.settingsChanged as (listener: unknown) => unknown;
    expect(() => subscribe('alert(1)')).toThrow(TypeError);
  });
});

describe("a window's bridge", () => {
  /** `namespace.method` for each function, as a window's code would name it. */
  const namesOf = (api: object) =>
    Object.entries(api)
      .flatMap(([namespace, functions]) => Object.keys(functions as object).map((name) => `${namespace}.${name}`))
      .sort();

  it('has a function for each channel in its list and for nothing else', () => {
    const { transport } = recordingTransport(async () => ({ ok: true, value: null }));

    expect(namesOf(createWindowApi('popup', transport))).toEqual([
      'app.getInfo',
      'locations.list',
      'on.appInfoChanged',
      'on.locationsChanged',
      'on.settingsChanged',
      'on.trayStateChanged',
      'on.weatherUpdated',
      'popup.close',
      'settings.get',
      'settings.update',
      'tray.getState',
      'weather.get',
    ]);
    expect(namesOf(createWindowApi('map', transport)).filter((name) => /^(account|keys|usage|popup)\./.test(name))).toEqual([]);
    expect(namesOf(createWindowApi('dashboard', transport))).toContain('keys.create');
  });

  it('calls through the transport as the whole bridge does, and is frozen', async () => {
    const { transport, invocations } = recordingTransport(async () => ({ ok: true, value: null }));
    const api = createWindowApi('map', transport);

    await api.map.budget();

    expect(invocations).toEqual([['map:budget', undefined]]);
    expect(Object.isFrozen(api)).toBe(true);
    expect(Object.isFrozen(api.map)).toBe(true);
  });
});
