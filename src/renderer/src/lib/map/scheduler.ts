/** Runs something later; the returned function cancels it. Injected so tests drive time by hand. */
export interface Scheduler {
  after(ms: number, run: () => void): () => void;
}

export const browserScheduler: Scheduler = {
  after(ms, run) {
    const handle = setTimeout(run, ms);
    return () => clearTimeout(handle);
  },
};

/** Calls `run` once `ms` have passed without another call; `flush` runs a pending call at once. */
export function debounced<Args extends unknown[]>(scheduler: Scheduler, ms: number, run: (...args: Args) => void) {
  let pending: { cancel: () => void; args: Args } | null = null;
  const call = (...args: Args) => {
    pending?.cancel();
    pending = {
      args,
      cancel: scheduler.after(ms, () => {
        pending = null;
        run(...args);
      }),
    };
  };
  call.flush = () => {
    if (pending === null) return;
    const { cancel, args } = pending;
    pending = null;
    cancel();
    run(...args);
  };
  call.cancel = () => {
    pending?.cancel();
    pending = null;
  };
  return call;
}
