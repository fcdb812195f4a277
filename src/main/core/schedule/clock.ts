/** An opaque handle from Clock.setTimeout. */
export type TimerHandle = unknown;

/**
 * Time as the scheduler and the request budget see it: injected so that a simulated day runs in
 * milliseconds on a fake clock in tests and in the benchmark.
 */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
  setTimeout(callback: () => void, delayMs: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, delayMs) => {
    const timer = setTimeout(callback, delayMs);
    // A pending refresh must never be what keeps a Node process (tests, the browser host) alive.
    timer.unref();
    return timer;
  },
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};
