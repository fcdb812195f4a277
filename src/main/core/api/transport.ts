import { fail, ok, type AppError, type Result } from '@shared/ipc/result';
import type { Logger } from '../logger';
import type { Clock } from '../schedule/clock';
import { queryText, type ApiRequest, type RawAnswer } from './api-request';
import { parseRetryAfter, retryDelayMs, type BackoffPolicy } from './backoff';
import {
  cutOff,
  errorForStatus,
  isRetryableStatus,
  noToken,
  redirectRefused,
  unexpectedAnswer,
  unreachable,
  type RedirectRefusal,
} from './error-mapping';
import type { RateLimiter } from './rate-limiter';
import { TokenUnavailableError, type TokenSource } from './token-source';

export interface TransportOptions {
  dataBaseUrl: string;
  mapsBaseUrl: string;
  tokens: TokenSource;
  fetch: typeof fetch;
  clock: { now(): number };
  /** Times each attempt out. */
  timers: Pick<Clock, 'setTimeout' | 'clearTimeout'>;
  sleep(ms: number): Promise<void>;
  random(): number;
  limiter: RateLimiter;
  timeoutMs: number;
  retries: number;
  backoff: BackoffPolicy;
  logger: Logger;
}

/** Sends one API request to the end: limiter, token, timeout, redirects, retries, status mapping, validation. */
export type Send = <T>(request: ApiRequest<T>) => Promise<Result<T>>;

/** Why an attempt got no whole answer: no connection, no answer in time, or the answer broke off. */
type NoAnswer = 'unreachable' | 'timeout' | 'cutOff';

type Exchange =
  | { kind: 'answered'; answer: RawAnswer }
  | { kind: 'unanswered'; why: NoAnswer }
  | { kind: 'cancelled' }
  | { kind: 'redirectRefused'; why: RedirectRefusal; to: URL | null; detail: string };

/** Same-origin redirects a data call follows in one attempt: a moved path, not a chain. */
const maxRedirects = 3;

const redirectStatuses = new Set([301, 302, 303, 307, 308]);

/**
 * Where a redirect points; null when it cannot be told (a WHATWG fetch hides a manual redirect's
 * target as an "opaqueredirect", or the Location is unreadable); undefined when the answer is no
 * redirect (a 3xx without Location is read like any other answer).
 */
function redirectTarget(response: Response, from: URL): URL | null | undefined {
  if (response.type === 'opaqueredirect') return null;
  const location = response.headers.get('location');
  if (!redirectStatuses.has(response.status) || location === null) return undefined;
  return URL.canParse(location, from.href) ? new URL(location, from) : null;
}

/** The address a redirect leads to if it may be followed, otherwise why not. */
function nextHop(request: ApiRequest<unknown>, origin: string, to: URL | null, hops: number): URL | RedirectRefusal {
  // The body holds the password: it goes to the address the user gave, or nowhere.
  if (request.auth.kind === 'credentials') return 'credentials';
  // The Authorization header or the token in the query would go along.
  if (to === null || to.origin !== origin) return 'otherOrigin';
  return hops >= maxRedirects ? 'tooMany' : to;
}

function joinUrl(base: string, path: string): URL {
  return new URL(`${base.replace(/\/+$/, '')}${path}`);
}

function isAnswered(status: number): boolean {
  return (status >= 200 && status < 300) || status === 304;
}

export function createTransport(options: TransportOptions): Send {
  const { tokens, logger } = options;

  async function tokenFor(request: ApiRequest<unknown>): Promise<Result<string | undefined>> {
    if (request.auth.kind === 'credentials') return ok(undefined);
    try {
      return ok(await tokens.token());
    } catch (error) {
      return { ok: false, error: error instanceof TokenUnavailableError ? error.appError : noToken(request.what) };
    }
  }

  function buildInit(request: ApiRequest<unknown>, token: string | undefined): { url: URL; init: RequestInit } {
    const url = joinUrl(request.host === 'maps' ? options.mapsBaseUrl : options.dataBaseUrl, request.path);
    for (const [name, value] of Object.entries(request.query ?? {})) {
      if (value !== undefined) url.searchParams.set(name, queryText(value));
    }
    const headers: Record<string, string> = { ...request.headers };
    let body: string | undefined;
    if (request.auth.kind === 'bearer' && token !== undefined) headers.Authorization = `Bearer ${token}`;
    if (request.auth.kind === 'queryToken' && token !== undefined) url.searchParams.set('token', token);
    if (request.auth.kind === 'credentials') {
      const { user, password } = request.auth.credentials;
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify({ user, password });
    }
    return { url, init: { method: request.method, headers, body } };
  }

  /**
   * One attempt: the request, the same-origin redirects it may follow, and the whole body. Redirects
   * are handled here, never by fetch, which would re-send the body and headers wherever told.
   */
  async function exchange(request: ApiRequest<unknown>, url: URL, init: RequestInit): Promise<Exchange> {
    // One timer covers every hop and the body: a service that stalls mid-answer is as good as gone.
    const controller = new AbortController();
    const timer = options.timers.setTimeout(() => controller.abort(), options.timeoutMs);
    const cancel = () => controller.abort();
    request.signal?.addEventListener('abort', cancel, { once: true });
    let stage: NoAnswer = 'unreachable';
    try {
      let target = url;
      for (let hops = 0; ; hops += 1) {
        const response = await options.fetch(target, { ...init, redirect: 'manual', signal: controller.signal });
        const next = redirectTarget(response, target);
        if (next === undefined) {
          request.signal?.removeEventListener('abort', cancel);
          stage = 'cutOff';
          const body = new Uint8Array(await response.arrayBuffer());
          return { kind: 'answered', answer: { status: response.status, headers: response.headers, body } };
        }
        await response.body?.cancel();
        const hop = nextHop(request, url.origin, next, hops);
        if (!(hop instanceof URL)) {
          // The origin only: a path or query may carry the token.
          return { kind: 'redirectRefused', why: hop, to: next, detail: `redirect ${response.status} to ${next?.origin ?? 'a hidden address'}` };
        }
        target = hop;
      }
    } catch {
      if (request.signal?.aborted === true && stage === 'unreachable') return { kind: 'cancelled' };
      return { kind: 'unanswered', why: controller.signal.aborted ? 'timeout' : stage };
    } finally {
      request.signal?.removeEventListener('abort', cancel);
      options.timers.clearTimeout(timer);
    }
  }

  /** Not a failure of the service's: nothing is logged, and nothing was answered to bill. */
  function cancelled<T>(request: ApiRequest<unknown>): Result<T> {
    return fail('internal', { key: 'requestCancelled', values: { what: { key: request.what } } });
  }

  function failed<T>(request: ApiRequest<unknown>, error: AppError, detail: string | number): Result<T> {
    logger.warn('Weather service request failed', { endpoint: request.endpoint, kind: error.kind, detail });
    return { ok: false, error };
  }

  return async function send<T>(request: ApiRequest<T>): Promise<Result<T>> {
    let retriesUsed = 0;
    let rejectedToken = false;

    /** Waits before the next try if one is left; false when the caller should be told now. */
    const mayRetry = async (why: string | number, retryAfterMs?: number): Promise<boolean> => {
      if (retriesUsed >= options.retries) return false;
      const delayMs = retryDelayMs(retriesUsed, options.random, options.backoff, retryAfterMs);
      if (delayMs === undefined) return false;
      retriesUsed += 1;
      logger.warn('Weather service request will be retried', { endpoint: request.endpoint, why, retry: retriesUsed, delayMs });
      await options.sleep(delayMs);
      return true;
    };

    const abandoned = () => request.signal?.aborted === true;

    for (;;) {
      if (abandoned()) return cancelled(request);
      await options.limiter.acquire();
      if (abandoned()) return cancelled(request);
      const token = await tokenFor(request);
      if (!token.ok) return failed(request, token.error, 'no token');
      const { url, init } = buildInit(request, token.value);
      const outcome = await exchange(request, url, init);

      if (outcome.kind === 'cancelled') return cancelled(request);
      if (outcome.kind === 'redirectRefused') return failed(request, redirectRefused(request.what, outcome.why, outcome.to), outcome.detail);
      if (outcome.kind === 'unanswered') {
        if (await mayRetry(outcome.why)) continue;
        const error =
          outcome.why === 'cutOff' ? cutOff(request.what) : unreachable(request.what, outcome.why === 'timeout' ? options.timeoutMs : undefined);
        return failed(request, error, outcome.why);
      }

      const { answer } = outcome;
      if (answer.status === 401 && token.value !== undefined && !rejectedToken) {
        // One fresh token and one more try: an expired or revoked token is routine, a second 401 is not.
        rejectedToken = true;
        try {
          await tokens.tokenRejected(token.value);
        } catch {
          // The retry's token() reports whatever went wrong in the source.
        }
        continue;
      }

      if (isAnswered(answer.status)) {
        const reading = request.read(answer);
        if (reading.ok) return ok(reading.value);
        logger.error('Weather service answer does not match the specification', {
          endpoint: request.endpoint,
          problem: reading.problem,
        });
        return { ok: false, error: unexpectedAnswer(request.what) };
      }

      const retryAfterMs =
        answer.status === 429 ? parseRetryAfter(answer.headers.get('retry-after'), options.clock.now()) : undefined;
      if (isRetryableStatus(answer.status) && (await mayRetry(answer.status, retryAfterMs))) continue;
      const retryAfterSeconds = retryAfterMs === undefined ? undefined : Math.ceil(retryAfterMs / 1000);
      const context = { what: request.what, credentials: request.auth.kind === 'credentials' };
      return failed(request, errorForStatus(answer.status, context, retryAfterSeconds), answer.status);
    }
  };
}
