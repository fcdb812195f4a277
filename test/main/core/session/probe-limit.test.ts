import { describe, expect, it } from 'vitest';
import { ProbeLimit } from '@main/core/session/probe-limit';
import { ok, type Result } from '@shared/ipc/result';
import { inEnglishResult } from '../../../support/error-words';
import { FakeClock } from '../schedule/fake-clock';

const start = new Date('2026-01-15T10:00:00Z');

/** A test that answers at once, counted. */
function countedTest() {
  const runs = { count: 0 };
  return { runs, test: async (): Promise<Result<string>> => ok(`run ${++runs.count}`) };
}

describe('the connection test limit', () => {
  it('lets six tests start in a minute, refuses the seventh saying when, without running it, and allows one again once the oldest is a minute old', async () => {
    const clock = new FakeClock(start);
    const limit = new ProbeLimit({ clock });
    const { runs, test } = countedTest();
    for (const second of [0, 5, 10, 15, 20, 25]) {
      await clock.advanceTo(start.getTime() + second * 1000);
      expect(await limit.run(test)).toMatchObject({ ok: true });
    }
    await clock.advanceTo(start.getTime() + 30_000);
    expect(inEnglishResult(await limit.run(test))).toEqual({
      ok: false,
      error: {
        kind: 'rateLimited',
        message: 'Wait a moment before testing or saving the connection again: the next try can start in 30 seconds.',
        action: 'Try again after the wait.',
        retryAfterSeconds: 30,
      },
    });
    expect(runs.count).toBe(6);

    await clock.advanceTo(start.getTime() + 59_999);
    expect(await limit.run(test)).toMatchObject({ ok: false, error: { retryAfterSeconds: 1 } });
    await clock.advanceTo(start.getTime() + 60_000);
    expect(await limit.run(test)).toEqual({ ok: true, value: 'run 7' });
  });

  it('runs one test at a time: a second while one is under way is refused without running', async () => {
    const limit = new ProbeLimit({ clock: new FakeClock(start) });
    let answer!: (result: Result<string>) => void;
    const first = limit.run(() => new Promise<Result<string>>((resolve) => (answer = resolve)));
    const { runs, test } = countedTest();

    expect(inEnglishResult(await limit.run(test))).toMatchObject({
      ok: false,
      error: { kind: 'rateLimited', message: 'Weatherglass is already checking the connection: wait for its answer.' },
    });
    expect(runs.count).toBe(0);

    answer(ok('first'));
    expect(await first).toEqual({ ok: true, value: 'first' });
    expect(await limit.run(test)).toEqual({ ok: true, value: 'run 1' });
  });

  it('frees the slot when a test throws', async () => {
    const limit = new ProbeLimit({ clock: new FakeClock(start) });
    await expect(limit.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await limit.run(countedTest().test)).toEqual({ ok: true, value: 'run 1' });
  });
});
