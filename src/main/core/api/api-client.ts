import type { Logger } from '../logger';
import { systemClock, type Clock } from '../schedule/clock';
import { defaultBackoff, type BackoffPolicy } from './backoff';
import { accountEndpoints } from './endpoints/account';
import { mapEndpoints } from './endpoints/maps';
import { pointEndpoints } from './endpoints/point';
import { productEndpoints } from './endpoints/products';
import { createRateLimiter } from './rate-limiter';
import type { TokenSource } from './token-source';
import { createTransport } from './transport';

export interface ApiClientOptions {
  /** Where data, account and usage calls go, e.g. http://127.0.0.1:8787. */
  dataBaseUrl: string;
  /** Where capabilities, tiles, legends and symbol tiles go; the data base address when absent. */
  mapsBaseUrl?: string;
  tokens: TokenSource;
  logger: Logger;
  fetch?: typeof fetch;
  clock?: { now(): number };
  /** Times out each attempt; the system's timers when absent (tests: a fake clock's). */
  timers?: Pick<Clock, 'setTimeout' | 'clearTimeout'>;
  sleep?(ms: number): Promise<void>;
  /** In [0, 1), for backoff jitter. */
  random?(): number;
  /** Request starts allowed per second, whatever the callers do; below the plan's hard limit. */
  queriesPerSecond?: number;
  /** Per attempt, body included. */
  timeoutMs?: number;
  /** Further attempts after a network error, timeout, 5xx or 429. */
  retries?: number;
  backoff?: BackoffPolicy;
}

export const apiClientDefaults = { queriesPerSecond: 5, timeoutMs: 15_000, retries: 3 } as const;

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A typed method for every endpoint of the specification. Every method answers a Result: errors
 * are values the UI can show (offline, unauthorized, notInPlan, rateLimited, badInput,
 * serverError), never exceptions.
 */
export function createApiClient(options: ApiClientOptions) {
  const clock = options.clock ?? { now: () => Date.now() };
  const sleep = options.sleep ?? realSleep;
  const mapsBaseUrl = options.mapsBaseUrl ?? options.dataBaseUrl;
  const send = createTransport({
    dataBaseUrl: options.dataBaseUrl,
    mapsBaseUrl,
    tokens: options.tokens,
    // Called through a wrapper so the global fetch never runs with an unexpected `this`.
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    clock,
    timers: options.timers ?? systemClock,
    sleep,
    random: options.random ?? Math.random,
    limiter: createRateLimiter({ queriesPerSecond: options.queriesPerSecond ?? apiClientDefaults.queriesPerSecond, clock, sleep }),
    timeoutMs: options.timeoutMs ?? apiClientDefaults.timeoutMs,
    retries: options.retries ?? apiClientDefaults.retries,
    backoff: options.backoff ?? defaultBackoff,
    logger: options.logger,
  });
  return {
    ...pointEndpoints(send),
    ...productEndpoints(send),
    ...mapEndpoints(send, mapsBaseUrl),
    ...accountEndpoints(send),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
