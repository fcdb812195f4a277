/** When a retried request goes again: exponential backoff with full jitter, never before Retry-After. */
export interface BackoffPolicy {
  /** The ceiling of the first retry's delay; each further retry doubles it. */
  baseDelayMs: number;
  /** No single wait is longer: a Retry-After beyond it means "give up now and tell the caller". */
  maxDelayMs: number;
}

export const defaultBackoff: BackoffPolicy = { baseDelayMs: 500, maxDelayMs: 30_000 };

/**
 * The wait before retry number `retry` (0 for the first): uniformly random up to the doubled
 * ceiling ("full jitter", so clients that failed together do not retry together), and at least
 * what the service asked for. undefined when the service asks for more than maxDelayMs.
 */
export function retryDelayMs(
  retry: number,
  random: () => number,
  policy: BackoffPolicy,
  retryAfterMs?: number,
): number | undefined {
  if (retryAfterMs !== undefined && retryAfterMs > policy.maxDelayMs) return undefined;
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** retry);
  const jittered = Math.floor(random() * ceiling);
  return Math.max(jittered, retryAfterMs ?? 0);
}

/** Retry-After as delta seconds or an HTTP date, in milliseconds from now; undefined when absent or unreadable. */
export function parseRetryAfter(header: string | null, nowMs: number): number | undefined {
  if (header === null) return undefined;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // HTTP dates name the weekday and month; anything else Date.parse might take ('-5' is a year) is not one.
  const at = /[a-z]/i.test(text) ? Date.parse(text) : Number.NaN;
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, at - nowMs);
}
