import { describe, expect, it } from 'vitest';
import { createApiClient } from '@main/core/api/api-client';
import { createRateLimiter } from '@main/core/api/rate-limiter';
import { createRecordingLogger } from '../../../support/recording-logger';

/** A clock that only moves when someone sleeps on it, and the sleeps it was asked for. */
function fakeTime(startMs = 1_000_000) {
  let now = startMs;
  const sleeps: number[] = [];
  return {
    sleeps,
    clock: { now: () => now },
    sleep: async (ms: number) => {
      sleeps.push(ms);
      now += ms;
    },
  };
}

/** The most starts that fall into any window of windowMs. */
function busiestWindow(starts: readonly number[], windowMs: number): number {
  return Math.max(...starts.map((start) => starts.filter((other) => other >= start && other < start + windowMs).length));
}

describe('the queries-per-second limiter', () => {
  it('lets a burst of the rate through at once, then spaces the rest a second apart', async () => {
    const time = fakeTime();
    const limiter = createRateLimiter({ queriesPerSecond: 5, ...time });
    const starts: number[] = [];
    for (let call = 0; call < 12; call += 1) {
      await limiter.acquire();
      starts.push(time.clock.now());
    }
    expect(time.sleeps).toEqual([1000, 1000]);
    expect(starts.map((at) => at - 1_000_000)).toEqual([0, 0, 0, 0, 0, 1000, 1000, 1000, 1000, 1000, 2000, 2000]);
    expect(busiestWindow(starts, 1000)).toBe(5);
  });

  it('queues concurrent callers in order, each sleeping until its own slot', async () => {
    const time = { clock: { now: () => 0 }, sleeps: [] as number[] };
    const limiter = createRateLimiter({
      queriesPerSecond: 2,
      clock: time.clock,
      sleep: async (ms) => {
        time.sleeps.push(ms);
      },
    });
    await Promise.all(Array.from({ length: 7 }, () => limiter.acquire()));
    expect(time.sleeps).toEqual([1000, 1000, 2000, 2000, 3000]);
  });

  it('spaces starts evenly for rates below one a second', async () => {
    const time = fakeTime(0);
    const limiter = createRateLimiter({ queriesPerSecond: 0.5, ...time });
    for (let call = 0; call < 3; call += 1) await limiter.acquire();
    expect(time.sleeps).toEqual([2000, 2000]);
  });

  it('never waits when calls come slower than the rate', async () => {
    const time = fakeTime();
    const limiter = createRateLimiter({ queriesPerSecond: 1, ...time });
    for (let call = 0; call < 3; call += 1) {
      await limiter.acquire();
      await time.sleep(1500);
    }
    expect(time.sleeps).toEqual([1500, 1500, 1500]);
  });

  it('refuses a rate of zero', () => {
    expect(() => createRateLimiter({ queriesPerSecond: 0, ...fakeTime() })).toThrow(RangeError);
  });

  it('holds the client’s requests to the rate, retries included', async () => {
    const time = fakeTime(0);
    const requestTimes: number[] = [];
    let calls = 0;
    const client = createApiClient({
      dataBaseUrl: 'http://127.0.0.1:9',
      tokens: { token: async () => 'token', tokenRejected: async () => undefined },
      logger: createRecordingLogger(),
      queriesPerSecond: 3,
      random: () => 0,
      ...time,
      fetch: async () => {
        requestTimes.push(time.clock.now());
        calls += 1;
        // Every other call fails once with 503, so retries compete for the same slots.
        const status = calls % 2 === 0 ? 503 : 200;
        return new Response(JSON.stringify({ warnings: [] }), { status, headers: { 'content-type': 'application/json' } });
      },
    });
    for (let call = 0; call < 8; call += 1) await client.warnings({ id: 658225 });
    expect(requestTimes.length).toBeGreaterThan(8);
    expect(busiestWindow(requestTimes, 1000)).toBe(3);
    expect(time.sleeps.filter((ms) => ms > 0).length).toBeGreaterThan(0);
  });
});
