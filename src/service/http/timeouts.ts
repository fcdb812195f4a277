import type { ServerOptions } from 'node:http';

/** How long the service waits on a client, each a deadline it keeps (README: "Slow and vanishing clients"). */
export interface ServiceTimeouts {
  /** A request whose headers have not all arrived this long after its first byte is shed with 408. */
  headersMs: number;
  /** A request whose headers and body have not all arrived this long after its first byte is shed with 408. */
  requestMs: number;
  /** An idle kept-alive connection is closed after this long; announced as `Keep-Alive: timeout=…`. */
  keepAliveMs: number;
}

export const defaultTimeouts: ServiceTimeouts = {
  headersMs: 10_000,
  requestMs: 15_000,
  // Node's own default, kept below the headers deadline so that an idle connection closes before
  // a client could take its silence for a stalled request.
  keepAliveMs: 5_000,
};

/**
 * The timeouts as Node's http.Server options. Node looks for expired requests only every
 * `connectionsCheckingInterval`, so each deadline is handed to Node one interval early: a request
 * is shed by its deadline, never up to an interval after it. The interval is a tenth of the shorter
 * deadline, at most a second, so an idle service wakes once a second.
 */
export function serverTimeoutOptions(timeouts: ServiceTimeouts): ServerOptions {
  const { headersMs, requestMs, keepAliveMs } = timeouts;
  for (const [name, value] of [['headers', headersMs], ['request', requestMs], ['keep-alive', keepAliveMs]] as const) {
    if (!Number.isInteger(value) || value < 10) throw new RangeError(`The ${name} timeout must be a whole number of milliseconds, at least 10; got ${value}.`);
  }
  if (headersMs > requestMs) throw new RangeError(`The headers timeout (${headersMs} ms) must not be longer than the request timeout (${requestMs} ms).`);
  const interval = Math.min(1000, Math.floor(headersMs / 10));
  return {
    headersTimeout: headersMs - interval,
    requestTimeout: requestMs - interval,
    connectionsCheckingInterval: interval,
    keepAliveTimeout: keepAliveMs,
  };
}
