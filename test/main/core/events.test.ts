import { describe, expect, it } from 'vitest';
import { DisposableStore, Emitter, Events, toDisposable } from '@main/core/events';

describe('Emitter', () => {
  it('tells every listener, in the order they subscribed, until each disposes its subscription', () => {
    const emitter = new Emitter<number>();
    const heard: string[] = [];
    const first = emitter.event((value) => heard.push(`first ${value}`));
    emitter.event((value) => heard.push(`second ${value}`));
    emitter.fire(1);
    first.dispose();
    emitter.fire(2);
    expect(heard).toEqual(['first 1', 'second 1', 'second 2']);
  });

  it('counts one function subscribed twice as two subscriptions', () => {
    const emitter = new Emitter<void>();
    let heard = 0;
    const listener = () => (heard += 1);
    const once = emitter.event(listener);
    emitter.event(listener);
    once.dispose();
    emitter.fire();
    expect(heard).toBe(1);
  });

  it('lets a listener’s error reach whoever fired, unless told where errors go; then the others still hear', () => {
    const failing = () => {
      throw new Error('listener broke');
    };
    const plain = new Emitter<void>();
    plain.event(failing);
    expect(() => plain.fire()).toThrow('listener broke');

    const errors: unknown[] = [];
    const guarded = new Emitter<void>({ onListenerError: (error) => errors.push(error) });
    let heard = false;
    guarded.event(failing);
    guarded.event(() => (heard = true));
    guarded.fire();
    expect(heard).toBe(true);
    expect(errors).toEqual([new Error('listener broke')]);
  });
});

describe('Events', () => {
  it('filter passes only the events that match', () => {
    const emitter = new Emitter<number>();
    const heard: number[] = [];
    Events.filter(emitter.event, (value) => value % 2 === 0)((value) => heard.push(value));
    for (const value of [1, 2, 3, 4]) emitter.fire(value);
    expect(heard).toEqual([2, 4]);
  });

  it('withPrevious gives each event with the one before it, starting from the value given', () => {
    const emitter = new Emitter<string>();
    const heard: { previous: string; next: string }[] = [];
    Events.withPrevious(emitter.event, 'a')((change) => heard.push(change));
    emitter.fire('b');
    emitter.fire('c');
    expect(heard).toEqual([
      { previous: 'a', next: 'b' },
      { previous: 'b', next: 'c' },
    ]);
  });
});

describe('DisposableStore', () => {
  it('disposes the last added first, waiting for each', async () => {
    const store = new DisposableStore();
    const order: string[] = [];
    store.add(toDisposable(() => void order.push('built first')));
    store.add(
      toDisposable(async () => {
        await Promise.resolve();
        order.push('built second, flushed');
      }),
    );
    store.add(toDisposable(() => void order.push('built last')));
    await store.dispose();
    expect(order).toEqual(['built last', 'built second, flushed', 'built first']);
  });

  it('disposes the rest when one fails, and raises its error at the end', async () => {
    const store = new DisposableStore();
    const order: string[] = [];
    store.add(toDisposable(() => void order.push('first')));
    store.add(
      toDisposable(() => {
        throw new Error('could not write');
      }),
    );
    await expect(store.dispose()).rejects.toThrow('could not write');
    expect(order).toEqual(['first']);
  });

  it('waits for the same end when disposed twice, and disposes at once what is added afterwards', async () => {
    const store = new DisposableStore();
    let flushed = 0;
    store.add(toDisposable(async () => void (flushed += 1)));
    await Promise.all([store.dispose(), store.dispose()]);
    expect(flushed).toBe(1);
    let late = false;
    store.add(toDisposable(() => void (late = true)));
    expect(late).toBe(true);
  });
});
