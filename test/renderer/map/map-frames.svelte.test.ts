import { describe, expect, it } from 'vitest';
import { formatFrameTime } from '@renderer/map/frame-time';
import { framesOf, loopWindow, nextInLoop, nowIndexOf, offsetWords, percentAlong } from '@renderer/map/frames';
import type { Capabilities } from '@shared/api/maps';
import capture from '../../service/maps/fixtures/capabilities-capture.json';

const layers = (capture as Capabilities).images;

function layer(id: number) {
  const found = layers.find((candidate) => candidate.id === id);
  if (found === undefined) throw new Error(`no layer ${id} in the capture`);
  return found;
}

describe('frames of a layer', () => {
  it('splits times.available into past, now at times.current, and forecast', () => {
    const frames = framesOf(layer(9).times); // UV: daily, current 1 of 7
    expect(frames.map((frame) => frame.kind)).toEqual(['past', 'now', 'forecast', 'forecast', 'forecast', 'forecast', 'forecast']);
    expect(frames.map((frame) => frame.time)).toEqual(layer(9).times.available);
    expect(nowIndexOf(frames)).toBe(1);
  });

  it('counts the captured radar’s 104 past frames before now', () => {
    const frames = framesOf(layer(5).times);
    expect(frames.filter((frame) => frame.kind === 'past')).toHaveLength(104);
    expect(frames[104]).toEqual({ index: 104, time: '2026-02-09T18:45:00Z', kind: 'now' });
    expect(frames.filter((frame) => frame.kind === 'forecast')).toHaveLength(33);
  });

  it('keeps "now" inside the list when current points past its end', () => {
    const frames = framesOf({ updated: '2026-02-09T00:00:00Z', available: ['2026-02-09T00:00:00Z', '2026-02-09T01:00:00Z'], current: 5 });
    expect(frames.map((frame) => frame.kind)).toEqual(['past', 'now']);
  });

  it('says how far a frame is from now', () => {
    const frames = framesOf(layer(5).times);
    const words = (index: number) => {
      const frame = frames[index];
      if (frame === undefined) throw new Error(`no frame ${index}`);
      return offsetWords(frame, frames[104]);
    };
    expect(words(104)).toBe('now');
    expect(words(103)).toBe('15 min ago');
    expect(words(96)).toBe('2 h ago');
    expect(words(111)).toBe('in 1 h 45 min');
  });

  it('places frames along the slider', () => {
    expect(percentAlong(0, 7)).toBe(0);
    expect(percentAlong(3, 7)).toBe(50);
    expect(percentAlong(6, 7)).toBe(100);
    expect(percentAlong(0, 1)).toBe(0);
  });

  it('shows a frame time with its day in the zone asked for', () => {
    expect(formatFrameTime('2026-02-09T18:45:00Z', 'Europe/Helsinki', '24h')).toBe('Mon 9 Feb, 20:45');
    expect(formatFrameTime('2026-02-09T18:45:00Z', 'America/New_York', '24h')).toBe('Mon 9 Feb, 13:45');
    expect(formatFrameTime('not a time', 'UTC', '24h')).toBe('–');
  });
});

describe('the animation loop', () => {
  it('spans 12 frames either side of the chosen one', () => {
    expect(loopWindow(138, 104, null)).toEqual({ start: 92, end: 116 });
  });

  it('shifts to stay inside the list near its ends, and is the whole list when that is short', () => {
    expect(loopWindow(138, 3, null)).toEqual({ start: 0, end: 24 });
    expect(loopWindow(138, 136, null)).toEqual({ start: 113, end: 137 });
    expect(loopWindow(7, 1, null)).toEqual({ start: 0, end: 6 });
  });

  it('keeps the previous loop while the chosen frame is in it, so a replay reuses its frames', () => {
    const previous = { start: 92, end: 116 };
    expect(loopWindow(138, 110, previous)).toBe(previous);
    expect(loopWindow(138, 60, previous)).toEqual({ start: 48, end: 72 });
    // A shorter list (new capabilities) cannot keep a loop that runs past its end.
    expect(loopWindow(100, 95, previous)).toEqual({ start: 75, end: 99 });
  });

  it('goes back to the loop’s start after its last frame', () => {
    const loop = { start: 2, end: 4 };
    expect([2, 3, 4].map((index) => nextInLoop(loop, index))).toEqual([3, 4, 2]);
    expect(nextInLoop(loop, 9)).toBe(2);
  });
});
