import { describe, expect, it } from 'vitest';
import { frameIntervalMs, Playback } from '@renderer/map/frames/playback.svelte';
import { debounced, type Timer } from '@renderer/map/timer';

/** Time moves only when the test says so. */
function manualTimer() {
  let now = 0;
  const pending: { at: number; run: () => void; cancelled: boolean }[] = [];
  const timer: Timer = {
    after(ms, run) {
      const task = { at: now + ms, run, cancelled: false };
      pending.push(task);
      return () => {
        task.cancelled = true;
      };
    },
  };
  function advance(ms: number): void {
    const until = now + ms;
    for (;;) {
      const due = pending.filter((task) => !task.cancelled && task.at <= until).sort((a, b) => a.at - b.at)[0];
      if (due === undefined) break;
      pending.splice(pending.indexOf(due), 1);
      now = due.at;
      due.run();
    }
    now = until;
  }
  return { timer, advance, waiting: () => pending.filter((task) => !task.cancelled).length };
}

/** A map whose frames load when the test says, counting every load it was asked to start. */
function fakeFrames(options: { instant?: boolean } = {}) {
  const ready = new Set<number>();
  const requested: number[] = [];
  let playback: Playback | null = null;
  return {
    requested,
    ready,
    loader: {
      isReady: (index: number) => ready.has(index),
      prepare: (index: number) => {
        if (requested.includes(index)) return;
        requested.push(index);
        if (options.instant) ready.add(index);
      },
    },
    attach(to: Playback) {
      playback = to;
    },
    finish(index: number) {
      ready.add(index);
      playback?.frameReady();
    },
  };
}

describe('playback', () => {
  it('shows the next frame once the interval is up, and loops back to the loop’s start', () => {
    const clock = manualTimer();
    const frames = fakeFrames({ instant: true });
    const playback = new Playback(clock.timer, frames.loader);
    playback.reset(5, 3);
    playback.play();
    expect(playback.index).toBe(3);
    clock.advance(frameIntervalMs - 1);
    expect(playback.index).toBe(3);
    clock.advance(1);
    expect(playback.index).toBe(4);
    clock.advance(frameIntervalMs);
    expect(playback.index).toBe(0);
    expect(playback.window).toEqual({ start: 0, end: 4 });
  });

  it('waits for a frame still loading instead of showing it half drawn', () => {
    const clock = manualTimer();
    const frames = fakeFrames();
    const playback = new Playback(clock.timer, frames.loader);
    frames.attach(playback);
    playback.reset(5, 0);
    frames.ready.add(0);
    playback.play();
    // Play starts loading the frames ahead at once.
    expect(frames.requested).toEqual([1, 2, 3]);
    expect(playback.waiting).toBe(false);
    clock.advance(frameIntervalMs * 4);
    expect(playback.index).toBe(0);
    expect(playback.waiting).toBe(true);
    frames.finish(2);
    expect(playback.index).toBe(0);
    frames.finish(1);
    expect(playback.index).toBe(1);
    expect(playback.waiting).toBe(false);
    // Frame 2 is in: it shows on time, not at once.
    clock.advance(frameIntervalMs - 1);
    expect(playback.index).toBe(1);
    clock.advance(1);
    expect(playback.index).toBe(2);
  });

  it('asks for each frame once, and a replay asks for none', () => {
    const clock = manualTimer();
    const frames = fakeFrames({ instant: true });
    const playback = new Playback(clock.timer, frames.loader);
    playback.reset(40, 30);
    frames.loader.prepare(30);
    playback.play();
    // 12 after frame 30 would run past the end: the 25-frame loop shifts back to fit.
    expect(playback.window).toEqual({ start: 15, end: 39 });
    const length = 25;
    clock.advance(frameIntervalMs * length);
    expect(playback.loops).toBe(1);
    expect(playback.index).toBe(30);
    expect([...frames.requested].sort((a, b) => a - b)).toEqual(Array.from({ length }, (_, i) => 15 + i));
    const afterFirstLoop = frames.requested.length;
    clock.advance(frameIntervalMs * length);
    expect(playback.loops).toBe(2);
    expect(frames.requested).toHaveLength(afterFirstLoop);
  });

  it('plays faster and slower with the speed', () => {
    const clock = manualTimer();
    let speed = 4;
    const playback = new Playback(clock.timer, fakeFrames({ instant: true }).loader, () => speed);
    playback.reset(10, 0);
    playback.play();
    clock.advance(frameIntervalMs);
    expect(playback.index).toBe(4);
    speed = 0.5;
    // The step already scheduled keeps its time; the ones after it take the new speed.
    clock.advance(frameIntervalMs / 4);
    expect(playback.index).toBe(5);
    clock.advance(frameIntervalMs * 2 - 1);
    expect(playback.index).toBe(5);
    clock.advance(1);
    expect(playback.index).toBe(6);
  });

  it('stops where the user seeks, and pause leaves nothing scheduled', () => {
    const clock = manualTimer();
    const playback = new Playback(clock.timer, fakeFrames({ instant: true }).loader);
    playback.reset(10, 0);
    playback.play();
    playback.seek(7);
    expect(playback.playing).toBe(false);
    expect(playback.index).toBe(7);
    expect(clock.waiting()).toBe(0);
    clock.advance(frameIntervalMs * 3);
    expect(playback.index).toBe(7);
    playback.play();
    expect(playback.playing).toBe(true);
    playback.pause();
    expect(playback.playing).toBe(false);
    expect(clock.waiting()).toBe(0);
  });

  it('plays the shorter loop: every other frame through the one shown, asking for no other', () => {
    const clock = manualTimer();
    const frames = fakeFrames({ instant: true });
    const playback = new Playback(clock.timer, frames.loader);
    playback.reset(7, 3);
    playback.play(2);
    const shown = [playback.index];
    for (let step = 0; step < 4; step += 1) {
      clock.advance(frameIntervalMs);
      shown.push(playback.index);
    }
    expect(shown).toEqual([3, 5, 1, 3, 5]);
    expect(playback.stride).toBe(2);
    expect(frames.requested.filter((index) => index % 2 === 0)).toEqual([]);

    // The whole loop after it spans the same hours, not the shorter loop's trimmed ends.
    playback.pause();
    expect(playback.windowToPlay()).toEqual({ start: 0, end: 6 });
  });

  it('does not play a single frame, and a reset stops and clamps', () => {
    const clock = manualTimer();
    const playback = new Playback(clock.timer, fakeFrames({ instant: true }).loader);
    playback.reset(1, 0);
    playback.play();
    expect(playback.playing).toBe(false);
    playback.reset(6, 2);
    playback.play();
    playback.reset(4, 9);
    expect(playback.playing).toBe(false);
    expect(playback.index).toBe(3);
    expect(playback.window).toBeNull();
    expect(playback.loops).toBe(0);
  });
});

describe('debounced', () => {
  it('runs once with the last arguments after the quiet time, or at once when flushed', () => {
    const clock = manualTimer();
    const calls: number[] = [];
    const save = debounced(clock.timer, 1000, (value: number) => calls.push(value));
    save(1);
    clock.advance(600);
    save(2);
    clock.advance(999);
    expect(calls).toEqual([]);
    clock.advance(1);
    expect(calls).toEqual([2]);
    save(3);
    save.flush();
    expect(calls).toEqual([2, 3]);
    clock.advance(2000);
    expect(calls).toEqual([2, 3]);
  });
});
