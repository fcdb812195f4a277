/**
 * The channel names alone, free of any schema library, so the preload bundle stays tiny.
 * `contract.ts` gives every name here its request schema and response type. A name is
 * `namespace:method`: the bridge exposes it as `weatherglass.namespace.method(...)`, and an event
 * `namespace:event` as `weatherglass.on.namespaceEvent(listener)`.
 */
export const invokeChannels = [
  'app:getInfo',
  'settings:get',
  'settings:update',
  'settings:recovery',
  'locations:list',
  'locations:search',
  'weather:get',
  'weather:fetch',
  'weather:refreshNow',
  'schedule:getStatus',
  'tray:getState',
  'map:getCapabilities',
  'map:symbols',
  'map:hurricanes',
  'map:lightning',
  'map:budget',
  'map:allowMoreToday',
  'map:loopAgreed',
  'map:agreeToLoop',
  'account:get',
  'account:save',
  'account:clear',
  'account:testConnection',
  'account:retryKeychain',
  'keys:list',
  'keys:create',
  'keys:delete',
  'keys:copy',
  'usage:month',
  'popup:close',
] as const;
export const eventChannels = [
  'settings:changed',
  'app:infoChanged',
  'weather:updated',
  'schedule:statusChanged',
  'tray:stateChanged',
  'account:changed',
  'locations:changed',
  'map:budgetChanged',
] as const;

export type InvokeChannel = (typeof invokeChannels)[number];
export type EventChannel = (typeof eventChannels)[number];

export function isInvokeChannel(value: unknown): value is InvokeChannel {
  return typeof value === 'string' && (invokeChannels as readonly string[]).includes(value);
}

export function isEventChannel(value: unknown): value is EventChannel {
  return typeof value === 'string' && (eventChannels as readonly string[]).includes(value);
}
