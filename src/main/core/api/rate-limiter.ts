export interface RateLimiter {
  /** Resolves when one more request may start without exceeding the rate. */
  acquire(): Promise<void>;
}

export interface RateLimiterOptions {
  queriesPerSecond: number;
  clock: { now(): number };
  sleep(ms: number): Promise<void>;
}

/**
 * At most `queriesPerSecond` request starts in any one-second window (for rates below one a
 * second: one start per 1/rate seconds). Each caller reserves its start time up front, so
 * concurrent callers queue in order and one sleep each suffices.
 */
export function createRateLimiter({ queriesPerSecond, clock, sleep }: RateLimiterOptions): RateLimiter {
  if (!(queriesPerSecond > 0)) throw new RangeError('queriesPerSecond must be above 0');
  const burst = Math.max(1, Math.floor(queriesPerSecond));
  const windowMs = (burst * 1000) / queriesPerSecond;
  const reserved: number[] = [];

  return {
    async acquire() {
      const now = clock.now();
      const oldest = reserved.length < burst ? undefined : reserved[reserved.length - burst];
      const start = oldest === undefined ? now : Math.max(now, oldest + windowMs);
      reserved.push(start);
      if (reserved.length > burst) reserved.shift();
      if (start > now) await sleep(start - now);
    },
  };
}
