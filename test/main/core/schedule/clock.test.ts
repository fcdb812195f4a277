import { afterEach, describe, expect, it, vi } from 'vitest';
import { clockStartingAt } from '@main/core/schedule/clock';

afterEach(() => {
  vi.useRealTimers();
});

describe('clockStartingAt', () => {
  it('reads the chosen moment at once and runs on from it, with real timers', () => {
    vi.useFakeTimers({ now: Date.parse('2030-06-01T00:00:00Z') });
    const clock = clockStartingAt(Date.parse('2026-11-21T09:00:00Z'));
    expect(new Date(clock.now()).toISOString()).toBe('2026-11-21T09:00:00.000Z');

    const fired = vi.fn();
    clock.setTimeout(fired, 90_000);
    vi.advanceTimersByTime(90_000);
    expect(fired).toHaveBeenCalledOnce();
    expect(new Date(clock.now()).toISOString()).toBe('2026-11-21T09:01:30.000Z');
  });
});
