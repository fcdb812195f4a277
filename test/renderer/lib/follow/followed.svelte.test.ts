import { flushSync } from 'svelte';
import { describe, expect, it, vi } from 'vitest';
import { Followed } from '@renderer/lib/follow/followed.svelte';
import { fail, ok, type Result } from '@shared/ipc/result';

/** A fact of main's whose read the test answers by hand, and whose changes it pushes. */
function fakeSource() {
  const listeners = new Set<(value: string) => void>();
  const reads: ((answer: Result<string>) => void)[] = [];
  return {
    source: {
      listen: (listener: (value: string) => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      get: () => new Promise<Result<string>>((resolve) => reads.push(resolve)),
    },
    push: (value: string) => listeners.forEach((listener) => listener(value)),
    answerRead: (answer: Result<string>) => reads.shift()?.(answer),
    listening: () => listeners.size,
    reads: () => reads.length,
  };
}

/** Reads the fact in an effect, as a component does; returns what it saw last and the unmount. */
function follow(followed: Followed<string>): { seen: () => string | undefined; stop: () => void } {
  let seen: string | undefined;
  const stop = $effect.root(() => {
    $effect(() => {
      seen = followed.value;
    });
  });
  flushSync();
  return { seen: () => seen, stop };
}

describe('Followed', () => {
  it('listens before it reads, and takes the read', async () => {
    const main = fakeSource();
    const followed = new Followed(main.source);
    const reader = follow(followed);
    expect(main.listening()).toBe(1);
    expect(main.reads()).toBe(1);
    main.answerRead(ok('first'));
    await vi.waitFor(() => expect(reader.seen()).toBe('first'));
    reader.stop();
  });

  it('keeps a pushed value over a read answered after it', async () => {
    const main = fakeSource();
    const followed = new Followed(main.source);
    const reader = follow(followed);
    main.push('pushed');
    flushSync();
    main.answerRead(ok('older read'));
    await Promise.resolve();
    flushSync();
    expect(reader.seen()).toBe('pushed');
    reader.stop();
  });

  it("keeps a value given in answer to the window's own change over a read still on its way", async () => {
    const main = fakeSource();
    const followed = new Followed(main.source);
    const reader = follow(followed);
    followed.accept('saved');
    main.answerRead(ok('older read'));
    await Promise.resolve();
    flushSync();
    expect(reader.seen()).toBe('saved');
    reader.stop();
  });

  it('says why main could not be read, until a value comes', async () => {
    const main = fakeSource();
    const followed = new Followed(main.source);
    const reader = follow(followed);
    main.answerRead(fail('internal', 'somethingWentWrong'));
    await vi.waitFor(() => expect(followed.error?.message).toEqual({ key: 'somethingWentWrong' }));
    main.push('later');
    flushSync();
    expect(followed.error).toBeNull();
    expect(reader.seen()).toBe('later');
    reader.stop();
  });

  it('stops listening and forgets the value when nothing reads it, and reads afresh when followed again', async () => {
    const main = fakeSource();
    const followed = new Followed(main.source);
    const first = follow(followed);
    main.answerRead(ok('first'));
    await vi.waitFor(() => expect(first.seen()).toBe('first'));
    first.stop();
    await vi.waitFor(() => expect(main.listening()).toBe(0));

    const again = follow(followed);
    expect(again.seen()).toBeUndefined();
    expect(main.reads()).toBe(1);
    main.answerRead(ok('second'));
    await vi.waitFor(() => expect(again.seen()).toBe('second'));
    again.stop();
  });
});
