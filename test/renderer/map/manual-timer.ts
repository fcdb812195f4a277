import { flushSync } from 'svelte';
import type { Timer } from '@renderer/map/timer';

/** Time moved by hand: what was scheduled runs only when the test lets that much time pass. */
export function manualTimer() {
  let now = 0;
  const pending = new Set<{ at: number; run: () => void }>();
  const timer: Timer = {
    after(ms, run) {
      const task = { at: now + ms, run };
      pending.add(task);
      return () => pending.delete(task);
    },
  };
  const advance = (ms: number) => {
    flushSync();
    now += ms;
    for (const task of [...pending].sort((a, b) => a.at - b.at)) {
      if (task.at > now) continue;
      pending.delete(task);
      task.run();
    }
    flushSync();
  };
  return { timer, advance };
}
