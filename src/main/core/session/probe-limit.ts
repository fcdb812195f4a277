import { fail, type Result } from '@shared/ipc/result';
import type { Clock } from '../schedule/clock';

export interface ProbeLimitOptions {
  clock: Pick<Clock, 'now'>;
  /** How many tests may start in any minute. */
  perMinute?: number;
}

const minuteMs = 60_000;

/** Enough to test, save, correct a typo and do both again; too few to use main as a scanner of hosts and ports. */
export const connectionTestsPerMinute = 6;

/**
 * How often a window may have main ask an address it names (a connection test, or the test a save
 * makes first): one at a time, and at most a few a minute, tests and saves together. Each sends a
 * request with the entered credentials to any https host or loopback port the window names, so
 * without a limit a window could make main knock on them as fast as it likes.
 */
export class ProbeLimit {
  readonly #clock: Pick<Clock, 'now'>;
  readonly #perMinute: number;
  /** When the tests of the last minute started, oldest first. */
  #started: number[] = [];
  #running = false;

  constructor({ clock, perMinute = connectionTestsPerMinute }: ProbeLimitOptions) {
    this.#clock = clock;
    this.#perMinute = perMinute;
  }

  /** Runs `test` if one may start now; otherwise a rateLimited failure that says when, and nothing is sent. */
  async run<T>(test: () => Promise<Result<T>>): Promise<Result<T>> {
    if (this.#running) return fail('rateLimited', 'connectionTestRunning', { action: 'action.tryAfterTheWait' });
    const now = this.#clock.now();
    this.#started = this.#started.filter((startedAt) => now - startedAt < minuteMs);
    const oldest = this.#started[0];
    if (oldest !== undefined && this.#started.length >= this.#perMinute) {
      const retryAfterSeconds = Math.max(1, Math.ceil((oldest + minuteMs - now) / 1000));
      return fail('rateLimited', { key: 'connectionTestTooOften', values: { seconds: retryAfterSeconds } }, { action: 'action.tryAfterTheWait', retryAfterSeconds });
    }
    this.#started.push(now);
    this.#running = true;
    try {
      return await test();
    } finally {
      this.#running = false;
    }
  }
}
