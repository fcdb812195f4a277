import { eventChannels, invokeChannels, type EventChannel, type InvokeChannel } from './channels';
import type { EventPayloadOf, RequestInputOf, ResponseOf } from './contract';
import { fail, type Result } from './result';

export type Unsubscribe = () => void;

type NamespaceOf<C extends string> = C extends `${infer Namespace}:${string}` ? Namespace : never;
type MethodOf<C extends string> = C extends `${string}:${infer Method}` ? Method : never;
type EventMethodOf<C extends string> = C extends `${infer Namespace}:${infer Event}`
  ? `${Namespace}${Capitalize<Event>}`
  : never;

type InvokeArgs<C extends InvokeChannel> = undefined extends RequestInputOf<C>
  ? [request?: RequestInputOf<C>]
  : [request: RequestInputOf<C>];

/** `window.weatherglass`: one named function per contract channel, nothing generic. */
export type WeatherglassApi = {
  readonly [Namespace in NamespaceOf<InvokeChannel>]: {
    readonly [C in InvokeChannel as C extends `${Namespace}:${string}` ? MethodOf<C> : never]: (
      ...args: InvokeArgs<C>
    ) => Promise<Result<ResponseOf<C>>>;
  };
} & {
  readonly on: {
    readonly [C in EventChannel as EventMethodOf<C>]: (
      listener: (payload: EventPayloadOf<C>) => void,
    ) => Unsubscribe;
  };
};

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

export function createWeatherglassApi(transport: BridgeTransport): WeatherglassApi {
  const namespaces: Record<string, Record<string, unknown>> = {};
  for (const channel of invokeChannels) {
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
  for (const channel of eventChannels) {
    on[eventMethodName(channel)] = (listener: unknown): Unsubscribe => {
      if (typeof listener !== 'function') throw new TypeError(`${channel}: the listener must be a function`);
      return transport.subscribe(channel, (payload) => (listener as (payload: unknown) => void)(payload));
    };
  }
  for (const functions of Object.values(namespaces)) Object.freeze(functions);
  return Object.freeze({ ...namespaces, on: Object.freeze(on) }) as unknown as WeatherglassApi;
}
