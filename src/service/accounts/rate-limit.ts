/**
 * Queries-per-second limits as fixed one-second windows per account, on the service's clock.
 * Refused queries do not use up the window.
 */
export class SecondWindows {
  readonly #windows = new Map<string, { second: number; count: number }>();

  /** Counts one query for the user; when the user's second is full, the seconds to wait instead. */
  take(user: string, limit: number, now: Date): number | null {
    const second = Math.floor(now.getTime() / 1000);
    const window = this.#windows.get(user);
    if (window === undefined || window.second !== second) {
      this.#windows.set(user, { second, count: 1 });
      return null;
    }
    // The next window opens within the second; Retry-After is in whole seconds, so at least 1.
    if (window.count >= limit) return 1;
    window.count += 1;
    return null;
  }
}
