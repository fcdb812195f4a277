import { ok, type AppError, type Result } from '@shared/ipc/result';

/**
 * Asks main one question. `signal` aborts once a later question overtakes this one: a chain of
 * calls stops asking there. The IPC bridge itself cannot carry it (an AbortSignal does not cross
 * the preload's context bridge), so a call already sent runs to its end and its answer is dropped.
 */
export type Ask<K, T> = (key: K, signal: AbortSignal) => Promise<Result<T>>;

/** Runs `run` once after `ms`; returns the cancel. Injected so tests need no real time. */
export type Delay = (ms: number, run: () => void) => () => void;

const browserDelay: Delay = (ms, run) => {
  const timer = setTimeout(run, ms);
  return () => clearTimeout(timer);
};

export interface LatestAnswerOptions {
  /** How long a question waits before it is sent; a later one within it replaces it unsent. */
  debounceMs?: number;
  delay?: Delay;
}

/**
 * Main's answer to the latest question asked, and only to it: a question asked after another
 * overtakes it, so the earlier one is aborted (unsent, if it was still waiting out the debounce)
 * and its answer, however late, is dropped. Every window's place that asks main and may be
 * overtaken (another place chosen, units changed, more typed) asks through one of these, so "the
 * latest answer wins" is written once.
 *
 * The answer held stays while a later question is pending and when that one fails (the owner
 * decides what to show beside an error); `clear` drops it where it answered another question.
 */
export class LatestAnswer<K, T> {
  readonly #ask: Ask<K, T>;
  readonly #debounceMs: number;
  readonly #delay: Delay;
  #value = $state.raw<T | null>(null);
  #error = $state.raw<AppError | null>(null);
  #answered = $state.raw<{ key: K } | null>(null);
  #pending = $state<'waiting' | 'asking' | null>(null);
  /** The latest question and its abort. Not state: read inside effects that ask, it must not make them follow their own asking. */
  #latest: { key: K; controller: AbortController } | null = null;

  constructor(ask: Ask<K, T>, options: LatestAnswerOptions = {}) {
    this.#ask = ask;
    this.#debounceMs = options.debounceMs ?? 0;
    this.#delay = options.delay ?? browserDelay;
  }

  /** The value of the latest answer, or of the last one that succeeded; null before any. */
  get value(): T | null {
    return this.#value;
  }

  /** Why the latest answer failed; null once one succeeds. */
  get error(): AppError | null {
    return this.#error;
  }

  /** The question the latest answer (value or error) answers. */
  get answered(): K | undefined {
    return this.#answered?.key;
  }

  /** The latest question asked, pending or answered; undefined before any and after `clear`. */
  get asked(): K | undefined {
    return this.#latest?.key;
  }

  /** A question is pending: waiting out the debounce, or sent. */
  get loading(): boolean {
    return this.#pending !== null;
  }

  /** A question is waiting out the debounce, not yet sent. */
  get waiting(): boolean {
    return this.#pending === 'waiting';
  }

  /**
   * Asks `key`, overtaking whatever was asked before. Resolves true once its answer is taken (the
   * value or error is this question's), false once it is overtaken.
   */
  load(key: K): Promise<boolean> {
    this.#latest?.controller.abort();
    const controller = new AbortController();
    this.#latest = { key, controller };
    const { signal } = controller;
    return new Promise<boolean>((resolve, reject) => {
      signal.addEventListener('abort', () => resolve(false), { once: true });
      const send = () => {
        this.#pending = 'asking';
        this.#ask(key, signal).then(
          (answer) => {
            // Overtaken while main answered: this answer is to a question nobody asks any more.
            if (signal.aborted) return;
            this.#take(key, answer);
            resolve(true);
          },
          (error: unknown) => {
            if (signal.aborted) return;
            this.#pending = null;
            reject(error instanceof Error ? error : new Error(String(error)));
          },
        );
      };
      if (this.#debounceMs <= 0) {
        send();
        return;
      }
      this.#pending = 'waiting';
      const cancel = this.#delay(this.#debounceMs, send);
      signal.addEventListener('abort', cancel, { once: true });
    });
  }

  /**
   * Takes main's answer to the latest question given elsewhere (its answer to a change this window
   * made): it is newer than any read still pending, which is dropped.
   */
  accept(value: T): void {
    const asked = this.#latest;
    if (asked === null) return;
    asked.controller.abort();
    this.#take(asked.key, ok(value));
  }

  /** Changes the value held (a push from main merged into it), leaving a pending question to answer. */
  revise(change: (value: T) => T): void {
    if (this.#value !== null) this.#value = change(this.#value);
  }

  /** Stops asking: a pending question is aborted (its answer will be dropped); the answer held stays. */
  cancel(): void {
    this.#latest?.controller.abort();
    this.#latest = null;
    this.#pending = null;
  }

  /** Forgets the question and its answer; a pending one is aborted. */
  clear(): void {
    this.cancel();
    this.#value = null;
    this.#error = null;
    this.#answered = null;
  }

  #take(key: K, answer: Result<T>): void {
    if (answer.ok) {
      this.#value = answer.value;
      this.#error = null;
    } else {
      this.#error = answer.error;
    }
    this.#answered = { key };
    this.#pending = null;
  }
}
