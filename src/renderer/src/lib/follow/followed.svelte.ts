import { createSubscriber } from 'svelte/reactivity';
import type { AppError, Result } from '@shared/ipc/result';

/** Where a fact main owns comes from: the event main pushes on every change, and the call that reads it. */
export interface FollowSource<T> {
  listen(listener: (value: T) => void): () => void;
  get(): Promise<Result<T>>;
}

/**
 * A fact main owns, as a window follows it: the one way every window does. It subscribes first and
 * then reads, so no change is missed; a value main pushes is newer than any answer still on its
 * way; it follows while a component reads it, and forgets the value once none does, so a window
 * opened later never starts from an old one.
 */
export class Followed<T> {
  #value = $state.raw<T | undefined>(undefined);
  #error = $state.raw<AppError | null>(null);
  /** Counts the values main pushed or gave in answer to a change, to tell an older read from them. */
  #received = 0;
  readonly #follow: () => void;

  constructor(source: FollowSource<T>) {
    this.#follow = createSubscriber(() => {
      let following = true;
      const stop = source.listen((value) => this.accept(value));
      const receivedBefore = this.#received;
      void source.get().then((answer) => {
        if (!following || this.#received !== receivedBefore) return;
        if (answer.ok) this.accept(answer.value);
        else this.#error = answer.error;
      });
      return () => {
        following = false;
        stop();
        this.#value = undefined;
        this.#error = null;
      };
    });
  }

  /** undefined until main has answered. */
  get value(): T | undefined {
    this.#follow();
    return this.#value;
  }

  /** Why main could not be read; cleared by the next value. */
  get error(): AppError | null {
    this.#follow();
    return this.#error;
  }

  /** A value main gave in answer to this window's own change: newer than any read still on its way. */
  accept(value: T): void {
    this.#received += 1;
    this.#value = value;
    this.#error = null;
  }
}
