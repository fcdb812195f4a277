/**
 * Typed events and one way to let go of things, after VS Code's `vs/base/common/event` and
 * `lifecycle`: a part publishes `Event<T>`s; whoever subscribes gets an `IDisposable` back; the
 * composition root keeps every subscription and every part that must stop in one `DisposableStore`.
 */

export interface IDisposable {
  dispose(): void;
}

/** A part whose letting go takes time (files written, a service closed): the store waits for it. */
export interface IAsyncDisposable {
  dispose(): void | Promise<void>;
}

/** Subscribes a listener; disposing the answer unsubscribes it. */
export type Event<T> = (listener: (event: T) => void) => IDisposable;

export function toDisposable<Done extends void | Promise<void>>(dispose: () => Done): { dispose(): Done } {
  return { dispose };
}

export interface EmitterOptions {
  /**
   * A listener that throws: by default the error goes to whoever fired (and the listeners after it
   * are not told); with this, it is reported here and the others are told.
   */
  onListenerError?: (error: unknown) => void;
}

/** The publishing side of an event: the part fires, everyone subscribed to `event` hears it, in order. */
export class Emitter<T> {
  readonly #listeners = new Set<(event: T) => void>();
  readonly #onListenerError: ((error: unknown) => void) | undefined;

  constructor(options: EmitterOptions = {}) {
    this.#onListenerError = options.onListenerError;
  }

  readonly event: Event<T> = (listener) => {
    // Wrapped, so one function subscribed twice is two subscriptions, each disposed on its own.
    const subscription = (event: T): void => listener(event);
    this.#listeners.add(subscription);
    return toDisposable(() => {
      this.#listeners.delete(subscription);
    });
  };

  fire(event: T): void {
    for (const listener of [...this.#listeners]) {
      if (this.#onListenerError === undefined) {
        listener(event);
        continue;
      }
      try {
        listener(event);
      } catch (error) {
        this.#onListenerError(error);
      }
    }
  }
}

/** Events derived from others, as VS Code's `Event` namespace does. */
export const Events = {
  /** Only the events that pass. */
  filter<T>(event: Event<T>, passes: (value: T) => boolean): Event<T> {
    return (listener) => event((value) => {
      if (passes(value)) listener(value);
    });
  },
  /** Each event with the value before it (`previous` is `initial` the first time). */
  withPrevious<T>(event: Event<T>, initial: T): Event<{ previous: T; next: T }> {
    return (listener) => {
      let previous = initial;
      return event((next) => {
        const before = previous;
        previous = next;
        listener({ previous: before, next });
      });
    };
  },
};

/**
 * Everything to let go of at stop: subscriptions, timers, parts with files to write. Disposed in
 * the reverse of the order added (the last part built depends on the earlier ones, so it stops
 * first), one at a time, each awaited; one that fails does not stop the rest, and its error is
 * raised at the end.
 */
export class DisposableStore implements IAsyncDisposable {
  readonly #items: IAsyncDisposable[] = [];
  /** Once disposing has begun: a second call waits for the same end. */
  #disposed: Promise<void> | undefined;

  /** Keeps `item` until the store is disposed; added after that, it is disposed at once. */
  add<D extends IAsyncDisposable>(item: D): D {
    if (this.#disposed === undefined) this.#items.push(item);
    else void item.dispose();
    return item;
  }

  dispose(): Promise<void> {
    this.#disposed ??= this.#disposeAll();
    return this.#disposed;
  }

  async #disposeAll(): Promise<void> {
    const errors: unknown[] = [];
    for (const item of this.#items.splice(0).reverse()) {
      try {
        await item.dispose();
      } catch (error) {
        errors.push(error);
      }
    }
    if (errors.length === 1) throw errors[0];
    if (errors.length > 1) throw new AggregateError(errors, 'several parts failed to stop');
  }
}
