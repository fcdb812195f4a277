import { ok, type AppError, type Result } from '../../../shared/ipc/result';
import type { Logger } from '../logger';
import { queryText, type ApiRequest, type RawAnswer } from './api-request';
import { parseRetryAfter, retryDelayMs, type BackoffPolicy } from './backoff';
import { errorForStatus, isRetryableStatus, noToken, unexpectedAnswer, unreachable } from './error-mapping';
import type { RateLimiter } from './rate-limiter';
import { TokenUnavailableError, type TokenSource } from './token-source';

export interface TransportOptions {
  dataBaseUrl: string;
  mapsBaseUrl: string;
  tokens: TokenSource;
  fetch: typeof fetch;
  clock: { now(): number };
  sleep(ms: number): Promise<void>;
  random(): number;
  limiter: RateLimiter;
  timeoutMs: number;
  retries: number;
  backoff: BackoffPolicy;
  logger: Logger;
}

/** Sends one API request to the end: limiter, token, timeout, retries, status mapping, validation. */
export type Send = <T>(request: ApiRequest<T>) => Promise<Result<T>>;

type Exchange = { answered: true; answer: RawAnswer } | { answered: false; timedOut: boolean };

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

  async function exchange(url: URL, init: RequestInit): Promise<Exchange> {
    // The timeout covers reading the body too: a service that stalls mid-answer is as good as gone.
    const signal = AbortSignal.timeout(options.timeoutMs);
    try {
      const response = await options.fetch(url, { ...init, signal });
      const body = new Uint8Array(await response.arrayBuffer());
      return { answered: true, answer: { status: response.status, headers: response.headers, body } };
    } catch {
      return { answered: false, timedOut: signal.aborted };
    }
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

    for (;;) {
      await options.limiter.acquire();
      const token = await tokenFor(request);
      if (!token.ok) return failed(request, token.error, 'no token');
      const { url, init } = buildInit(request, token.value);
      const outcome = await exchange(url, init);

      if (!outcome.answered) {
        const why = outcome.timedOut ? 'timeout' : 'unreachable';
        if (await mayRetry(why)) continue;
        return failed(request, unreachable(request.what, outcome.timedOut ? options.timeoutMs : undefined), why);
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
