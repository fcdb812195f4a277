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

/**
 * The system clock moved to read `startAt` now, time flowing on from there as usual: the browser
 * preview and its end-to-end tests show one chosen moment's weather, whatever the day.
 */
export function clockStartingAt(startAt: number): Clock {
  const offset = startAt - Date.now();
  return { ...systemClock, now: () => Date.now() + offset };
}
