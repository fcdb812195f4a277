import type { Delay } from '@renderer/lib/data/latest-answer.svelte';

/** A debounce's timer the test runs by hand: no real time passes. */
export function manualDelay() {
  const pending: { ms: number; run: () => void; cancelled: boolean }[] = [];
  const delay: Delay = (ms, run) => {
    const entry = { ms, run, cancelled: false };
    pending.push(entry);
    return () => {
      entry.cancelled = true;
    };
  };
  return {
    delay,
    waiting: () => pending.filter((entry) => !entry.cancelled),
    fire: () => {
      for (const entry of pending.splice(0)) if (!entry.cancelled) entry.run();
    },
  };
}
