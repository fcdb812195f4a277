import type { Result } from '@shared/ipc/result';

/**
 * Answers that wait for the test: each call gets a promise the test settles when it chooses, so
 * "the first question answered late, the second early" needs no clock.
 */
export function heldAnswers<T>() {
  const waiting: ((answer: Result<T>) => void)[] = [];
  return {
    /** Stands in for main's answer to one call. */
    answer: (): Promise<Result<T>> => new Promise((resolve) => waiting.push(resolve)),
    /** Settles the answer to the `index`th call (from 0). */
    release(index: number, answer: Result<T>): void {
      const settle = waiting[index];
      if (settle === undefined) throw new Error(`no call ${index} is waiting (${waiting.length} asked)`);
      settle(answer);
    },
    asked: (): number => waiting.length,
  };
}

/**
 * Lets every answer already settled run its course through the bridge and into the window's
 * state: promise callbacks all run before the next task, so one task boundary is enough. No time
 * passes that anything waits for; it only lets a late answer do whatever it would do.
 */
export function answersDelivered(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
