/** Runs something later; the returned function cancels it. Injected so tests drive time by hand. */
export interface Timer {
  after(ms: number, run: () => void): () => void;
}

export const browserTimer: Timer = {
  after(ms, run) {
    const handle = setTimeout(run, ms);
    return () => clearTimeout(handle);
  },
};

/** Calls `run` once `ms` have passed without another call; `flush` runs a pending call at once. */
export function debounced<Args extends unknown[]>(timer: Timer, ms: number, run: (...args: Args) => void) {
  let pending: { cancel: () => void; args: Args } | null = null;
  const call = (...args: Args) => {
    pending?.cancel();
    pending = {
      args,
      cancel: timer.after(ms, () => {
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
