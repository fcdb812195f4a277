import type { Clock, TimerHandle } from '@main/core/schedule/clock';

interface Timer {
  readonly id: number;
  readonly at: number;
  readonly callback: () => void;
}

/** Lets every promise callback that is ready run (a turn of the event loop, no waiting on time). */
export function settle(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/**
 * Simulated time: advancing it runs the timers that fall due in time order (ties in the order they
 * were set), letting promises settle after each, so a day of scheduling runs in milliseconds.
 */
export class FakeClock implements Clock {
  #now: number;
  #nextId = 1;
  #timers: Timer[] = [];

  constructor(start: Date | number) {
    this.#now = typeof start === 'number' ? start : start.getTime();
  }

  now(): number {
    return this.#now;
  }

  setTimeout(callback: () => void, delayMs: number): TimerHandle {
    const timer = { id: this.#nextId++, at: this.#now + Math.max(0, delayMs), callback };
    this.#timers.push(timer);
    return timer.id;
  }

  clearTimeout(handle: TimerHandle): void {
    this.#timers = this.#timers.filter((timer) => timer.id !== handle);
  }

  /** Timers still waiting. */
  get pending(): number {
    return this.#timers.length;
  }

  /** Moves time forward by `ms`, running each timer due on the way at its own instant. */
  async advance(ms: number): Promise<void> {
    await this.advanceTo(this.#now + ms);
  }

  async advanceTo(target: number): Promise<void> {
    await settle();
    for (;;) {
      const next = this.#earliest();
      if (next === undefined || next.at > target) break;
      this.#timers = this.#timers.filter((timer) => timer !== next);
      this.#now = Math.max(this.#now, next.at);
      next.callback();
      await settle();
    }
    this.#now = Math.max(this.#now, target);
  }

  /** Jumps without running anything, as a suspended computer does. */
  jump(ms: number): void {
    this.#now += ms;
  }

  #earliest(): Timer | undefined {
    let earliest: Timer | undefined;
    for (const timer of this.#timers) {
      if (earliest === undefined || timer.at < earliest.at || (timer.at === earliest.at && timer.id < earliest.id)) earliest = timer;
    }
    return earliest;
  }
}
