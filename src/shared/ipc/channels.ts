/**
 * The channel names alone, free of any schema library, so the preload bundle stays tiny.
 * `contract.ts` gives every name here its request schema and response type.
 */
export const invokeChannels = ['app:getInfo', 'settings:get', 'settings:update'] as const;
export const eventChannels = ['settings:changed'] as const;

export type InvokeChannel = (typeof invokeChannels)[number];
export type EventChannel = (typeof eventChannels)[number];

export function isInvokeChannel(value: unknown): value is InvokeChannel {
  return typeof value === 'string' && (invokeChannels as readonly string[]).includes(value);
}

export function isEventChannel(value: unknown): value is EventChannel {
  return typeof value === 'string' && (eventChannels as readonly string[]).includes(value);
}
