import { describe, expect, it, vi } from 'vitest';
import { quitWhereNoTrayIcon, type TrayIconRecheckOptions } from '@main/tray-icon-recheck';

function recheck(known: boolean | null, detect: () => Promise<boolean | null>, windowsOpen = () => false) {
  const state = { known, quits: 0 };
  const options: TrayIconRecheckOptions = {
    known: () => state.known,
    detect: vi.fn(detect),
    found: (shown) => {
      state.known = shown;
    },
    windowsOpen,
    quit: () => {
      state.quits += 1;
    },
  };
  return { state, options, onAllClosed: quitWhereNoTrayIcon(options) };
}

describe('quitWhereNoTrayIcon', () => {
  it('quits where asking again still finds no tray host', async () => {
    const { state, onAllClosed } = recheck(false, () => Promise.resolve(false));

    await onAllClosed();

    expect(state.quits).toBe(1);
  });

  it('stays where a tray host registered since start-up, and remembers it', async () => {
    const { state, options, onAllClosed } = recheck(false, () => Promise.resolve(true));

    await onAllClosed();
    await onAllClosed();

    expect(state).toEqual({ known: true, quits: 0 });
    expect(options.detect).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['an answer that cannot be told', () => Promise.resolve(null)],
    ['a question that failed', () => Promise.reject(new Error('no bus'))],
  ])('keeps the earlier "none" on %s, and quits', async (_case, detect) => {
    const { state, onAllClosed } = recheck(false, detect);

    await onAllClosed();

    expect(state.quits).toBe(1);
  });

  it.each([true, null])('never asks or quits where start-up found %s', async (known) => {
    const { state, options, onAllClosed } = recheck(known, () => Promise.resolve(false));

    await onAllClosed();

    expect(state.quits).toBe(0);
    expect(options.detect).not.toHaveBeenCalled();
  });

  it('does not quit under a window opened again while the bus was being asked', async () => {
    let windowOpen = false;
    const { state, onAllClosed } = recheck(
      false,
      () => {
        windowOpen = true;
        return Promise.resolve(false);
      },
      () => windowOpen,
    );

    await onAllClosed();

    expect(state.quits).toBe(0);
  });

  it('asks the bus once for closes that come while it is asking', async () => {
    let answer: (shown: boolean | null) => void = () => undefined;
    const { state, options, onAllClosed } = recheck(false, () => new Promise((resolve) => (answer = resolve)));

    const first = onAllClosed();
    const second = onAllClosed();
    answer(false);
    await Promise.all([first, second]);

    expect(options.detect).toHaveBeenCalledTimes(1);
    expect(state.quits).toBe(2);
  });
});
