import { eventChannels, invokeChannels, type EventChannel, type InvokeChannel } from './channels';
import type { EventPayloadOf, RequestInputOf, ResponseOf } from './contract';
import { fail, type Result } from './result';
import { windowChannelLists, type AppWindow, type CallOf, type EventOf } from './window-channels';

export type Unsubscribe = () => void;

type NamespaceOf<C extends string> = C extends `${infer Namespace}:${string}` ? Namespace : never;
type MethodOf<C extends string> = C extends `${string}:${infer Method}` ? Method : never;
type EventMethodOf<C extends string> = C extends `${infer Namespace}:${infer Event}`
  ? `${Namespace}${Capitalize<Event>}`
  : never;

type InvokeArgs<C extends InvokeChannel> = undefined extends RequestInputOf<C>
  ? [request?: RequestInputOf<C>]
  : [request: RequestInputOf<C>];

/**
 * A bridge offering the given calls and events: one named function per channel, nothing generic.
 * Built from a channel list, so a window's code cannot name what its list leaves out.
 */
export type BridgeApi<Call extends InvokeChannel, Event extends EventChannel> = {
  readonly [Namespace in NamespaceOf<Call>]: {
    readonly [C in Call as C extends `${Namespace}:${string}` ? MethodOf<C> : never]: (
      ...args: InvokeArgs<C>
    ) => Promise<Result<ResponseOf<C>>>;
  };
} & {
  readonly on: {
    readonly [C in Event as EventMethodOf<C>]: (listener: (payload: EventPayloadOf<C>) => void) => Unsubscribe;
  };
};

/** Every channel of the contract: what main serves, across all windows. */
export type WeatherglassApi = BridgeApi<InvokeChannel, EventChannel>;

/** What one window's preload (or the browser host's bridge script) installs as `window.weatherglass`. */
export type WindowApi<W extends AppWindow> = BridgeApi<CallOf<W>, EventOf<W>>;
export type PopupApi = WindowApi<'popup'>;
export type DashboardApi = WindowApi<'dashboard'>;
export type MapApi = WindowApi<'map'>;

/** How a bridge reaches main: Electron IPC in the preload, a WebSocket in the browser host. */
export interface BridgeTransport {
  invoke(channel: InvokeChannel, payload: unknown): Promise<unknown>;
  subscribe(channel: EventChannel, listener: (payload: unknown) => void): Unsubscribe;
}

function splitChannel(channel: string): [string, string] {
  const separator = channel.indexOf(':');
  return [channel.slice(0, separator), channel.slice(separator + 1)];
}

export function eventMethodName(channel: EventChannel): string {
  const [namespace, event] = splitChannel(channel);
  return namespace + event.charAt(0).toUpperCase() + event.slice(1);
}

function isResult(value: unknown): value is Result<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { ok?: unknown }).ok === 'boolean';
}

const unreachable = fail('internal', 'backgroundUnreachable');

function createBridgeApi<Call extends InvokeChannel, Event extends EventChannel>(
  transport: BridgeTransport,
  calls: readonly Call[],
  events: readonly Event[],
): BridgeApi<Call, Event> {
  const namespaces: Record<string, Record<string, unknown>> = {};
  for (const channel of calls) {
    const [namespace, method] = splitChannel(channel);
    const functions = (namespaces[namespace] ??= {});
    // Exactly one payload crosses; extra arguments are dropped rather than forwarded.
    functions[method] = (request?: unknown): Promise<Result<unknown>> =>
      transport.invoke(channel, request).then(
        (response) => (isResult(response) ? response : unreachable),
        () => unreachable,
      );
  }
  const on: Record<string, unknown> = {};
  for (const channel of events) {
    on[eventMethodName(channel)] = (listener: unknown): Unsubscribe => {
      if (typeof listener !== 'function') throw new TypeError(`${channel}: the listener must be a function`);
      return transport.subscribe(channel, (payload) => (listener as (payload: unknown) => void)(payload));
    };
  }
  for (const functions of Object.values(namespaces)) Object.freeze(functions);
  return Object.freeze({ ...namespaces, on: Object.freeze(on) }) as unknown as BridgeApi<Call, Event>;
}

/** One window's API: only the functions its channel list allows exist on it. */
export function createWindowApi<W extends AppWindow>(window: W, transport: BridgeTransport): WindowApi<W> {
  const { calls, events } = windowChannelLists[window];
  return createBridgeApi(transport, calls as readonly CallOf<W>[], events as readonly EventOf<W>[]);
}

/** Every channel of the contract: for tools and tests that stand outside any one window. */
export function createWeatherglassApi(transport: BridgeTransport): WeatherglassApi {
  return createBridgeApi(transport, invokeChannels, eventChannels);
}
