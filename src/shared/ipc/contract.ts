import { z } from 'zod';
import type { AppInfo } from '../app-info';
import type { Settings } from '../settings';
import { settingsPatchSchema } from '../settings-schema';
import type { EventChannel, InvokeChannel } from './channels';
import type { Result } from './result';

declare const responseBrand: unique symbol;

/** Carries a type across the contract without a runtime value: responses come from trusted main. */
export interface TypeOnly<T> {
  readonly [responseBrand]?: T;
}

function typeOnly<T>(): TypeOnly<T> {
  return {};
}

interface InvokeSpec {
  request: z.ZodType;
  response: TypeOnly<unknown>;
}

const noPayload = z.undefined({ error: 'this call takes no payload' });

export const invokeContract = {
  'app:getInfo': { request: noPayload, response: typeOnly<AppInfo>() },
  'settings:get': { request: noPayload, response: typeOnly<Settings>() },
  'settings:update': { request: settingsPatchSchema, response: typeOnly<Settings>() },
} as const satisfies Record<InvokeChannel, InvokeSpec>;

export const eventContract = {
  'settings:changed': typeOnly<Settings>(),
} as const satisfies Record<EventChannel, TypeOnly<unknown>>;

type Contract = typeof invokeContract;

export type RequestOf<C extends InvokeChannel> = z.output<Contract[C]['request']>;
export type RequestInputOf<C extends InvokeChannel> = z.input<Contract[C]['request']>;
export type ResponseOf<C extends InvokeChannel> =
  Contract[C]['response'] extends TypeOnly<infer T> ? T : never;
export type EventPayloadOf<C extends EventChannel> =
  (typeof eventContract)[C] extends TypeOnly<infer T> ? T : never;

export type InvokeHandlers = {
  [C in InvokeChannel]: (request: RequestOf<C>) => Promise<Result<ResponseOf<C>>>;
};
